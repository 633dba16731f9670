#pragma once
// The members of the plan's `software` section (DESIGN.md, "Contract additions (2026-12)"): the JSON key, the member of
// Software, a label for people and an example value. The plan reader and writer, the software dialog and the quote's
// stack section all walk this one list, so a member added here is read, written, edited and printed.

#include "plan/plan.h"

#include <QList>
#include <QString>

namespace aip::planfields {

struct SoftwareField {
    const char *key;           // "cuda"
    QString Software::*member; // &Software::cuda
    const char *label;         // "CUDA" (translated in the context PlanFieldsText)
    const char *example;       // "12.8"
};
const QList<SoftwareField> &softwareFields();
// The label of a software field for people, translated.
QString softwareLabel(const SoftwareField &field);
// The JSON keys of the table, for the reader's list of known members.
QStringList softwareKeys();

} // namespace aip::planfields
