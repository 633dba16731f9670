#pragma once
// The workload panel: Train or Serve (workload.kind); a preset or a custom transformer; for training the global and
// micro batch, precision, tokens to train (images for a CNN or vision transformer, perf/workunit.h), the fine-tune
// method in plain words (train all weights, LoRA, QLoRA 4-bit, with the adapters' rank and the layers they adapt) and
// its epochs (target.epochs, the size-to-target field), parallelism (Auto: the best of the strategy search, or
// tp/pp/dp/ZeRO/recompute given), offload to CPU memory or NVMe and, for a mixture-of-experts model, the
// expert-parallel width; for serving (workloadpanelserving.cpp) the weights' precision and quantization, the KV cache's
// precision, input and output lengths, the traffic (requests/s or concurrent users), the latency limits at a percentile
// and the tensor-parallel GPUs per replica or the MIG instance a replica runs on. Every edit is one undo command
// (consecutive edits of one field merge); the panel refreshes from the document, never the other way round. The fields
// sit in a scroll area, so the panel fits a laptop's height.

#include "perf/perfresult.h"

#include <QStringList>
#include <QWidget>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QRadioButton;
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
    // The kernel the plan's default attention resolves to for its GPU, precision and stack (the evaluation's
    // PerfResult::attentionKernel where attentionKernelDefault), shown in the list's default entry; empty: none known.
    void setDefaultAttention(const QString &kernel);
    // The MIG profiles of the plan's GPU (perf/mig.h), smallest first; empty when it has none or is not known yet.
    void setMigProfiles(const QStringList &profiles);

private:
    void refresh();
    void edit(const QString &field, const QString &text, const std::function<void(Workload &)> &change);
    // A spin box for the plan field at `tablePath` with the range of the plan's field table (model/plan/planfields.h);
    // with `special`, one below the minimum shows that text and means "not set".
    QSpinBox *intBox(const QString &name, const char *tablePath, const QString &special = {});
    // workloadpanelserving.cpp: the serving fields and the fine-tune fields, their edits and their refresh.
    QWidget *createServing();
    QWidget *createFineTune();
    void connectServing();
    void connectFineTune();
    void refreshServing(const Workload &w);
    void refreshFineTune(const Workload &w);
    // Sets the LoRA target (workload.finetune.target); unset = every linear layer, the default.
    void setLoraTarget(std::optional<unsigned> target);
    void setKind(WorkloadKind kind);

    PlanDocument *m_doc;
    QRadioButton *m_train, *m_serve;
    QWidget *m_trainPart, *m_servePart;
    QComboBox *m_model;
    QGroupBox *m_custom;
    QSpinBox *m_layers, *m_hidden, *m_heads, *m_kvHeads, *m_headDim, *m_ffn, *m_seqLen, *m_vocab, *m_window;
    QDoubleSpinBox *m_windowShare; // the share of the layers that use the sliding window; its minimum: not set
    QSpinBox *m_globalBatch, *m_microBatch;
    QComboBox *m_precision;
    QCheckBox *m_auto;
    QSpinBox *m_tp, *m_pp, *m_dp;
    QComboBox *m_zero, *m_recompute;
    QCheckBox *m_sequenceParallel;
    QDoubleSpinBox *m_tokens;
    QLabel *m_searched;
    QLabel *m_tokensLabel;
    // Fine-tune (issue 23).
    QComboBox *m_method;
    QSpinBox *m_rank;
    QComboBox *m_loraTarget;              // presets of workload.finetune.target, and the plan's own set
    QList<QCheckBox *> m_loraProjections; // q, k, v, o, gate, up, down (their LoraTargetBit in "bit")
    QDoubleSpinBox *m_epochs;             // target.epochs
    QComboBox *m_offload;
    // Software (perf/computerates.h flashKernel(), perf/datacomm.h): whose implementation runs the sharding
    // (workload.parallelism.sharding_impl) and the attention kernel (workload.attention), "not said" by default.
    QComboBox *m_stack, *m_attention;
    QLabel *m_epLabel;
    QSpinBox *m_ep;
    // Serving (issue 20).
    QComboBox *m_weights, *m_kv, *m_loadKind;
    QSpinBox *m_inputTokens, *m_outputTokens, *m_users, *m_serveTp;
    QDoubleSpinBox *m_rps, *m_ttft, *m_tpot, *m_percentile;
    QComboBox *m_mig;          // workload.serving.mig: none, or a profile of the plan's GPU
    QStringList m_migProfiles; // the plan's GPU's, from the last evaluation
    QFormLayout *m_servingForm;
    bool m_refreshing = false;
};

} // namespace aip
