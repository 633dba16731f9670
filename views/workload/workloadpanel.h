#pragma once
// The workload panel: a preset or a custom transformer, global and micro batch, precision, parallelism (Auto: the
// best of the strategy search, or tp/pp/dp/ZeRO/recompute given), tokens to train. Every edit is one undo command
// (consecutive edits of one field merge); the panel refreshes from the document, never the other way round.

#include "perf/perfresult.h"

#include <QWidget>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QSpinBox;

namespace aip {

class PlanDocument;
struct Workload;

class WorkloadPanel : public QWidget
{
    Q_OBJECT
public:
    explicit WorkloadPanel(PlanDocument *doc, QWidget *parent = nullptr);

    // Shows the strategy the search chose when parallelism is Auto.
    void setSearchedStrategy(const std::optional<perf::Strategy> &strategy);

private:
    void refresh();
    void edit(const QString &field, const QString &text, const std::function<void(Workload &)> &change);
    // A spin box for the plan field at `tablePath` with the range of the plan's field table (model/plan/planfields.h);
    // with `special`, one below the minimum shows that text and means "not set".
    QSpinBox *intBox(const QString &name, const char *tablePath, const QString &special = {});

    PlanDocument *m_doc;
    QComboBox *m_model;
    QGroupBox *m_custom;
    QSpinBox *m_layers, *m_hidden, *m_heads, *m_kvHeads, *m_ffn, *m_seqLen, *m_vocab;
    QSpinBox *m_globalBatch, *m_microBatch;
    QComboBox *m_precision;
    QCheckBox *m_auto;
    QSpinBox *m_tp, *m_pp, *m_dp;
    QComboBox *m_zero, *m_recompute;
    QCheckBox *m_sequenceParallel;
    QDoubleSpinBox *m_tokens;
    QLabel *m_searched;
    bool m_refreshing = false;
};

} // namespace aip
