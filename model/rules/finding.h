#pragma once
// One result of the compatibility rules: what is wrong (or worth knowing) about a plan, in words a buyer
// understands, with the reason the rule exists, so the findings panel and `aiplanner-cli check` can explain it.

#include <QList>
#include <QString>

namespace aip {

enum class Severity { Error, Warning, Info };
QString severityName(Severity s);  // "error", "warning", "info": stable tokens for scripts and tests
QString severityLabel(Severity s); // the same word translated (context "Rules"), for people to read

struct Finding {
    Severity severity = Severity::Info;
    QString code;     // stable id of the rule, e.g. "gpu-slots", for scripts and tests
    QString message;  // what is wrong, with the numbers: "10 GPUs but the chassis has 8 GPU slots"
    QString reason;   // why the rule exists
    QString serverId; // the plan's server the finding is about; empty for the plan as a whole
    QString sku;      // the part concerned, when one is
};

bool hasErrors(const QList<Finding> &findings);

} // namespace aip
