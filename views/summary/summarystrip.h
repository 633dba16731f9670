#pragma once
// The always-visible strip of key figures: GPUs, capex, power, step time, throughput, MFU, memory fit, bottleneck,
// time to train, 3-year cost owned against the first cloud option and break-even. A serving plan (issue 20) shows
// its output tokens/s, time to first token, time per output token, weights per GPU and GPUs needed in the same
// places, under their own titles; a fine-tune (issue 23) its time per epoch and method. It shows what the models
// computed (PlanEvaluation) and formats it; it computes nothing itself.

#include "analysis/planevaluation.h"
#include "perf/workunit.h"

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
    // The title over a figure ("Step time", or "Time to first token" for a serving plan), for the tests.
    QString title(const QString &key) const;

private:
    QVBoxLayout *addFigure(const QString &key, const QString &title); // the title over the value
    void setAccuracy(const PlanEvaluation &evaluation);
    void set(const QString &key, const QString &value, const QString &tip = {}, const QString &tone = {});
    // The titles of a training plan (false) or of a serving plan (true), in the plan's unit (perf/workunit.h): a
    // served CNN or encoder has a latency and images or sequences per second, no tokens.
    void setTitles(bool serving, bool fineTune, perf::WorkUnit unit);
    // The figures of a serving plan (summarystrip.cpp, after the training's).
    void setServing(const PlanEvaluation &evaluation);

    QHash<QString, QLabel *> m_values;
    QHash<QString, QLabel *> m_titles;
    QLabel *m_bottleneck;
    QString m_good; // the colour of good news: none while the plan has errors
};

} // namespace aip
