#pragma once
// The always-visible strip of key figures: GPUs, capex, power, step time, throughput, MFU, memory fit, bottleneck,
// time to train, 3-year cost owned against the first cloud option and break-even. It shows what the models
// computed (PlanEvaluation) and formats it; it computes nothing itself.

#include "analysis/planevaluation.h"

#include <QFrame>
#include <QHash>

class QLabel;
class QVBoxLayout;

namespace aip {

class SummaryStrip : public QFrame
{
    Q_OBJECT
public:
    explicit SummaryStrip(QWidget *parent = nullptr);

    void setEvaluation(const PlanEvaluation &evaluation, const QString &currency);
    void setBusy(bool busy);
    // The text of one figure ("gpus", "capex", "power", "step", "throughput", "accuracy", "mfu", "memory",
    // "bottleneck", "train", "owned", "cloud", "breakeven"), for the tests.
    QString figure(const QString &key) const;

private:
    QVBoxLayout *addFigure(const QString &key, const QString &title); // the title over the value
    void setAccuracy(const PlanEvaluation &evaluation);
    void set(const QString &key, const QString &value, const QString &tip = {}, const QString &tone = {});

    QHash<QString, QLabel *> m_values;
    QLabel *m_bottleneck;
    QString m_good; // the colour of good news: none while the plan has errors
};

} // namespace aip
