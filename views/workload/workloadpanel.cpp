#include "workload/workloadpanel.h"

#include "common/fieldrange.h"
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "perf/modelarch.h"
#include "perf/perfmodel.h"
#include "perf/workunit.h"
#include "plan/planfields.h"
#include "workload/workloadtext.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

namespace aip {

namespace {
const QString kCustom = QStringLiteral("custom");
constexpr double kBillion = 1e9;
constexpr double kMillion = 1e6; // images to train are shown in millions (ImageNet-1k: 1.28 M per epoch)
constexpr double kWindowShareStep = 0.05;

void setBox(QSpinBox *box, std::optional<int> value)
{
    const QSignalBlocker block(box);
    box->setValue(value.value_or(box->minimum()));
}
std::optional<int> boxValue(const QSpinBox *box)
{
    return box->value() == box->minimum() && !box->specialValueText().isEmpty() ? std::nullopt
                                                                                : std::optional<int>(box->value());
}
} // namespace

QSpinBox *WorkloadPanel::intBox(const QString &name, const char *tablePath, const QString &special)
{
    const planfields::NumericField &f = fieldAt(tablePath);
    auto *box = new QSpinBox(this);
    box->setObjectName(name);
    box->setRange(int(f.min) - (special.isEmpty() ? 0 : 1), int(f.max));
    box->setSpecialValueText(special);
    box->setGroupSeparatorShown(true);
    box->setKeyboardTracking(false);
    return box;
}

WorkloadPanel::WorkloadPanel(PlanDocument *doc, QWidget *parent)
    : QWidget(parent)
    , m_doc(doc)
{
    setObjectName(QStringLiteral("workloadPanel"));
    // Train or Serve (workload.kind, issue 20).
    m_train = new QRadioButton(tr("Train"), this);
    m_train->setObjectName(QStringLiteral("workloadTrain"));
    m_train->setToolTip(tr("Train or fine-tune the model: time per step and time to train"));
    m_serve = new QRadioButton(tr("Serve"), this);
    m_serve->setObjectName(QStringLiteral("workloadServe"));
    m_serve->setToolTip(tr("Serve the model: throughput, latency, and the GPUs a request load needs"));
    auto *kindGroup = new QButtonGroup(this);
    kindGroup->addButton(m_train);
    kindGroup->addButton(m_serve);
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("workloadModel"));
    for (const QString &name : perf::presetNames())
        m_model->addItem(name, name);
    m_model->addItem(tr("Custom transformer"), kCustom);

    m_custom = new QGroupBox(tr("Custom model"), this);
    m_custom->setObjectName(QStringLiteral("workloadCustom"));
    auto *custom = new QFormLayout(m_custom);
    m_layers = intBox(QStringLiteral("customLayers"), "workload.model.layers");
    m_hidden = intBox(QStringLiteral("customHidden"), "workload.model.hidden");
    m_heads = intBox(QStringLiteral("customHeads"), "workload.model.heads");
    m_kvHeads = intBox(QStringLiteral("customKvHeads"), "workload.model.kv_heads", tr("same as heads"));
    m_headDim = intBox(QStringLiteral("customHeadDim"), "workload.model.head_dim", tr("hidden ÷ heads"));
    m_ffn = intBox(QStringLiteral("customFfn"), "workload.model.ffn_hidden", tr("4 × hidden"));
    m_seqLen = intBox(QStringLiteral("customSeqLen"), "workload.model.seq_len");
    m_vocab = intBox(QStringLiteral("customVocab"), "workload.model.vocab");
    m_window = intBox(QStringLiteral("customWindow"), "workload.model.sliding_window", tr("none"));
    m_window->setToolTip(tr("Sliding-window attention: the keys each query attends to in the windowed layers "
                            "(Mistral 7B 4,096, Gemma 3 1,024, GPT-OSS 128)"));
    m_windowShare = new QDoubleSpinBox(this);
    m_windowShare->setObjectName(QStringLiteral("customWindowShare"));
    {
        // One step below the table's minimum stands for "not set": every layer, when a window is set.
        const planfields::NumericField &f = fieldAt("workload.model.sliding_window_share");
        m_windowShare->setDecimals(2);
        m_windowShare->setSingleStep(kWindowShareStep);
        m_windowShare->setRange(f.min - kWindowShareStep, f.max);
        m_windowShare->setSpecialValueText(tr("all layers"));
        m_windowShare->setKeyboardTracking(false);
        m_windowShare->setToolTip(tr("The share of the layers that use the window (GPT-OSS and Gemma 2: 0.5, Gemma 3: "
                                     "0.83); the others attend to the whole sequence"));
    }
    custom->addRow(tr("Layers"), m_layers);
    custom->addRow(tr("Hidden size"), m_hidden);
    custom->addRow(tr("Attention heads"), m_heads);
    custom->addRow(tr("KV heads (GQA)"), m_kvHeads);
    custom->addRow(tr("Head dimension"), m_headDim);
    custom->addRow(tr("FFN size"), m_ffn);
    custom->addRow(tr("Sequence length"), m_seqLen);
    custom->addRow(tr("Vocabulary"), m_vocab);
    custom->addRow(tr("Sliding window"), m_window);
    custom->addRow(tr("Windowed layers"), m_windowShare);

    m_globalBatch = intBox(QStringLiteral("workloadGlobalBatch"), "workload.global_batch");
    m_microBatch = intBox(QStringLiteral("workloadMicroBatch"), "workload.micro_batch", tr("Auto"));
    m_precision = new QComboBox(this);
    m_precision->setObjectName(QStringLiteral("workloadPrecision"));
    for (Precision p : {Precision::Fp32, Precision::Tf32, Precision::Fp16, Precision::Bf16, Precision::Fp8})
        m_precision->addItem(precisionName(p).toUpper(), int(p));
    m_tokens = new QDoubleSpinBox(this);
    m_tokens->setObjectName(QStringLiteral("workloadTokens"));
    // In billions, 0 for "not set"; the most the plan file reads (0.1 B, the least step here, is above its minimum).
    m_tokens->setRange(0, fieldAt("workload.tokens_to_train").max / kBillion);
    m_tokens->setDecimals(1);
    m_tokens->setSuffix(tr(" B tokens"));
    m_tokens->setSpecialValueText(tr("not set"));
    m_tokens->setGroupSeparatorShown(true);
    m_tokens->setKeyboardTracking(false);

    m_auto = new QCheckBox(tr("Auto: the fastest strategy that fits"), this);
    m_auto->setObjectName(QStringLiteral("workloadAutoParallelism"));
    m_tp = intBox(QStringLiteral("workloadTp"), "workload.parallelism.tp");
    m_pp = intBox(QStringLiteral("workloadPp"), "workload.parallelism.pp");
    m_dp = intBox(QStringLiteral("workloadDp"), "workload.parallelism.dp");
    m_zero = new QComboBox(this);
    m_zero->setObjectName(QStringLiteral("workloadZero"));
    for (int z = 0; z <= 3; ++z)
        m_zero->addItem(z == 0 ? tr("off") : tr("stage %1").arg(z), z);
    m_recompute = new QComboBox(this);
    m_recompute->setObjectName(QStringLiteral("workloadRecompute"));
    m_recompute->addItem(tr("none"), int(Recompute::None));
    m_recompute->addItem(tr("selective"), int(Recompute::Selective));
    m_recompute->addItem(tr("full"), int(Recompute::Full));
    m_sequenceParallel = new QCheckBox(tr("Sequence parallel"), this);
    m_sequenceParallel->setObjectName(QStringLiteral("workloadSequenceParallel"));
    m_searched = new QLabel(this);
    m_searched->setObjectName(QStringLiteral("workloadSearched"));
    m_searched->setWordWrap(true);

    auto *kindRow = new QHBoxLayout;
    kindRow->addWidget(m_train);
    kindRow->addWidget(m_serve);
    kindRow->addStretch(1);
    auto *form = new QFormLayout;
    form->addRow(kindRow);
    form->addRow(tr("Model"), m_model);
    form->addRow(m_custom);
    m_trainPart = new QWidget(this);
    m_trainPart->setObjectName(QStringLiteral("workloadTrainPart"));
    auto *trainForm = new QFormLayout;
    trainForm->setContentsMargins(0, 0, 0, 0);
    // A long label ("Dataset (tokens per epoch)" for a fine-tune) goes above its field rather than widen the panel
    // past a laptop's side tab once the Software group makes it scroll.
    trainForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    trainForm->addRow(tr("Global batch"), m_globalBatch);
    trainForm->addRow(tr("Micro batch"), m_microBatch);
    trainForm->addRow(tr("Precision"), m_precision);
    m_tokensLabel = new QLabel(tr("Tokens to train"), this);
    trainForm->addRow(m_tokensLabel, m_tokens);
    auto *par = new QGroupBox(tr("Parallelism"), this);
    auto *parForm = new QFormLayout(par);
    parForm->addRow(m_auto);
    auto *tpppdp = new QHBoxLayout;
    tpppdp->setSpacing(2); // three labelled boxes in one row of a narrow side panel, scroll bar beside it
    tpppdp->addWidget(new QLabel(tr("TP"), this));
    tpppdp->addWidget(m_tp);
    tpppdp->addWidget(new QLabel(tr("PP"), this));
    tpppdp->addWidget(m_pp);
    tpppdp->addWidget(new QLabel(tr("DP"), this));
    tpppdp->addWidget(m_dp);
    parForm->addRow(tpppdp);
    parForm->addRow(tr("ZeRO"), m_zero);
    parForm->addRow(tr("Recompute"), m_recompute);
    parForm->addRow(m_sequenceParallel);
    m_offload = new QComboBox(this);
    m_offload->setObjectName(QStringLiteral("workloadOffload"));
    m_offload->addItem(tr("Auto"), -1);
    for (Offload o : {Offload::None, Offload::Cpu, Offload::Nvme})
        m_offload->addItem(workloadtext::offload(o), int(o));
    m_offload->setToolTip(tr("Optimizer states (with ZeRO 3 also the weights) in CPU memory or on NVMe drives"
                             " (ZeRO-Offload, ZeRO-Infinity); Auto lets the search offload a fine-tune that does not"
                             " fit"));
    parForm->addRow(tr("Offload"), m_offload);
    m_ep = intBox(QStringLiteral("workloadEp"), "workload.parallelism.ep", tr("Auto"));
    m_ep->setToolTip(tr("Expert parallel: the experts of a mixture-of-experts model spread over this many of the"
                        " data-parallel GPUs (it divides DP)"));
    m_epLabel = new QLabel(tr("Expert parallel"), this);
    parForm->addRow(m_epLabel, m_ep);
    parForm->addRow(m_searched);
    // The software the plan runs: a plan that names none is costed with the defaults (what today's stacks pick for
    // the GPU), and the accuracy report says how much that costs ("at defaults", Help > Model Accuracy).
    auto *software = new QGroupBox(tr("Software"), this);
    auto *softwareForm = new QFormLayout(software);
    softwareForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_stack = new QComboBox(this);
    m_stack->setObjectName(QStringLiteral("workloadStack"));
    m_stack->addItem(tr("Not said"), -1);
    m_stack->addItem(tr("Megatron-Core (NeMo)"), int(ShardingImpl::Megatron));
    m_stack->addItem(tr("PyTorch FSDP"), int(ShardingImpl::Fsdp));
    m_stack->addItem(tr("DeepSpeed"), int(ShardingImpl::DeepSpeed));
    m_stack->setToolTip(tr("Whose implementation runs the data-parallel sharding (its buckets, prefetch and "
                           "collectives), and the defaults it implies: Megatron-Core's layers are Transformer "
                           "Engine's, with cuDNN's fused attention on Hopper and later and a vocabulary-parallel "
                           "loss. Not said: PyTorch FSDP's sharding and the GPU's default kernels."));
    softwareForm->addRow(tr("Framework"), m_stack);
    m_attention = new QComboBox(this);
    m_attention->setObjectName(QStringLiteral("workloadAttention"));
    m_attention->addItem(QString(), QString()); // its words: setDefaultAttention()
    setDefaultAttention(QString());
    for (const char *kernel : {"flash3", "flash", "flash_triton", "flash1", "standard"})
        m_attention->addItem(perf::attentionKernelLabel(QLatin1String(kernel)), QLatin1String(kernel));
    m_attention->setToolTip(tr("The attention kernel (workload.attention). By default bf16 and fp8 run cuDNN's fused "
                               "attention on Blackwell, and on Hopper under Megatron-Core or on the stack of Plan > "
                               "Software Stack where it prefers cuDNN's (PyTorch 2.11 or later, Transformer Engine), "
                               "FlashAttention-2 elsewhere; fp16 and fp32 run the unfused softmax."));
    softwareForm->addRow(tr("Attention"), m_attention);
    auto *trainLayout = new QVBoxLayout(m_trainPart);
    trainLayout->setContentsMargins(0, 0, 0, 0);
    trainLayout->addLayout(trainForm);
    trainLayout->addWidget(createFineTune());
    trainLayout->addWidget(par);
    trainLayout->addWidget(software);
    m_servePart = createServing();

    auto *content = new QWidget(this);
    content->setObjectName(QStringLiteral("workloadContent"));
    auto *contentLayout = new QVBoxLayout(content);
    contentLayout->setContentsMargins(2, 4, 2, 4); // the side tab has its own margins
    contentLayout->addLayout(form);
    contentLayout->addWidget(m_trainPart);
    contentLayout->addWidget(m_servePart);
    contentLayout->addStretch(1);
    // The fields take the panel's width (the side tabs are at most 380 px): no box asks for more than a narrow
    // minimum, so nothing is cut at the right edge; the values scroll inside their boxes.
    // 64 px still shows four digits beside the arrows; the TP, PP and DP boxes share one row.
    for (QAbstractSpinBox *box : content->findChildren<QAbstractSpinBox *>())
        box->setMinimumWidth(std::min(box->minimumSizeHint().width(), 64));
    for (QComboBox *combo : content->findChildren<QComboBox *>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    auto *scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("workloadScroll"));
    scroll->setWidget(content);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);

    connect(m_train, &QRadioButton::clicked, this, [this] { setKind(WorkloadKind::Training); });
    connect(m_serve, &QRadioButton::clicked, this, [this] { setKind(WorkloadKind::Inference); });

    // Each control edits one field; the merge key makes a run of edits of that field one undo step.
    connect(m_model, &QComboBox::activated, this, [this] {
        const QString preset = m_model->currentData().toString();
        edit(QStringLiteral("model"), tr("Set the model to %1").arg(m_model->currentText()), [preset](Workload &w) {
            if (preset == kCustom) {
                // Start the custom model from what the preset was, so switching loses nothing.
                QString error;
                const auto arch = perf::resolveModel(w.model, &error);
                ModelSpec m;
                m.type = QStringLiteral("transformer");
                m.layers = arch ? arch->layers : 24;
                m.hidden = arch ? arch->hidden : 2048;
                m.heads = arch ? arch->heads : 16;
                m.seqLen = arch ? arch->seqLen : 2048;
                m.vocab = arch ? arch->vocab : 50257;
                if (arch && arch->kvHeads > 0 && arch->kvHeads != arch->heads)
                    m.kvHeads = arch->kvHeads;
                if (arch && arch->ffnHidden > 0)
                    m.ffnHidden = arch->ffnHidden;
                if (arch && arch->headDimension > 0)
                    m.headDim = arch->headDimension;
                if (arch && arch->slidingWindow > 0) {
                    m.slidingWindow = arch->slidingWindow;
                    m.slidingWindowShare = arch->slidingWindowShare;
                }
                w.model = m;
            } else {
                w.model = ModelSpec();
                w.model.preset = preset;
            }
        });
    });
    auto customField
        = [this](QSpinBox *box, const QString &key, const QString &label, std::optional<int> ModelSpec::*member) {
              connect(box, &QSpinBox::valueChanged, this, [this, box, key, label, member] {
                  edit(key, tr("Set %1").arg(label), [box, member](Workload &w) { w.model.*member = boxValue(box); });
              });
          };
    customField(m_layers, QStringLiteral("model.layers"), tr("layers"), &ModelSpec::layers);
    customField(m_hidden, QStringLiteral("model.hidden"), tr("hidden size"), &ModelSpec::hidden);
    customField(m_heads, QStringLiteral("model.heads"), tr("attention heads"), &ModelSpec::heads);
    customField(m_kvHeads, QStringLiteral("model.kv_heads"), tr("KV heads"), &ModelSpec::kvHeads);
    customField(m_headDim, QStringLiteral("model.head_dim"), tr("head dimension"), &ModelSpec::headDim);
    customField(m_ffn, QStringLiteral("model.ffn_hidden"), tr("FFN size"), &ModelSpec::ffnHidden);
    customField(m_seqLen, QStringLiteral("model.seq_len"), tr("sequence length"), &ModelSpec::seqLen);
    customField(m_vocab, QStringLiteral("model.vocab"), tr("vocabulary"), &ModelSpec::vocab);
    customField(m_window, QStringLiteral("model.sliding_window"), tr("sliding window"), &ModelSpec::slidingWindow);
    connect(m_windowShare, &QDoubleSpinBox::valueChanged, this, [this] {
        edit(QStringLiteral("model.sliding_window_share"), tr("Set windowed layers"), [this](Workload &w) {
            const double v = m_windowShare->value();
            w.model.slidingWindowShare
                = v <= m_windowShare->minimum() ? std::nullopt : std::optional<double>(std::clamp(v, 0.0, 1.0));
        });
    });
    connect(m_globalBatch, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QStringLiteral("global_batch"), tr("Set global batch to %1").arg(v),
             [v](Workload &w) { w.globalBatch = v; });
    });
    connect(m_microBatch, &QSpinBox::valueChanged, this, [this] {
        edit(QStringLiteral("micro_batch"), tr("Set micro batch"),
             [this](Workload &w) { w.microBatch = boxValue(m_microBatch); });
    });
    connect(m_precision, &QComboBox::activated, this, [this] {
        const auto p = Precision(m_precision->currentData().toInt());
        edit(QStringLiteral("precision"), tr("Set precision to %1").arg(m_precision->currentText()),
             [p](Workload &w) { w.precision = p; });
    });
    connect(m_tokens, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        // A CNN's or vision transformer's run counts images (workload.samples_to_train, in millions here); a
        // transformer's counts tokens (workload.tokens_to_train, in billions): perf/workunit.h says which.
        if (perf::workUnit(m_doc->plan().workload) == perf::WorkUnit::Images) {
            edit(QStringLiteral("samples"), tr("Set images to train"), [value](Workload &w) {
                w.samplesToTrain = value > 0 ? std::optional<double>(value * kMillion) : std::nullopt;
            });
            return;
        }
        edit(QStringLiteral("tokens"), tr("Set tokens to train"), [value](Workload &w) {
            w.tokensToTrain = value > 0 ? std::optional<double>(value * kBillion) : std::nullopt;
        });
    });
    connect(m_auto, &QCheckBox::toggled, this, [this](bool on) {
        edit(QStringLiteral("parallelism.auto"), on ? tr("Choose parallelism automatically") : tr("Set parallelism"),
             [this, on](Workload &w) {
                 // Offload, expert parallel and the framework are set on their own: Auto leaves them as they are.
                 Parallelism p;
                 if (w.parallelism) {
                     p.ep = w.parallelism->ep;
                     p.offload = w.parallelism->offload;
                     p.shardingImpl = w.parallelism->shardingImpl;
                 }
                 if (on) {
                     if (p.ep || p.offload || p.shardingImpl)
                         w.parallelism = p;
                     else
                         w.parallelism.reset();
                     return;
                 }
                 p.tp = m_tp->value();
                 p.pp = m_pp->value();
                 p.dp = m_dp->value();
                 p.zero = m_zero->currentData().toInt();
                 p.recompute = Recompute(m_recompute->currentData().toInt());
                 p.sequenceParallel = m_sequenceParallel->isChecked();
                 w.parallelism = p;
             });
    });
    auto parField = [this](const QString &key, const QString &text, std::function<void(Parallelism &)> set) {
        edit(key, text, [set](Workload &w) {
            if (!w.parallelism)
                w.parallelism = Parallelism();
            set(*w.parallelism);
        });
    };
    connect(m_tp, &QSpinBox::valueChanged, this, [parField](int v) {
        parField(QStringLiteral("parallelism.tp"), tr("Set TP to %1").arg(v), [v](Parallelism &p) { p.tp = v; });
    });
    connect(m_pp, &QSpinBox::valueChanged, this, [parField](int v) {
        parField(QStringLiteral("parallelism.pp"), tr("Set PP to %1").arg(v), [v](Parallelism &p) { p.pp = v; });
    });
    connect(m_dp, &QSpinBox::valueChanged, this, [parField](int v) {
        parField(QStringLiteral("parallelism.dp"), tr("Set DP to %1").arg(v), [v](Parallelism &p) { p.dp = v; });
    });
    connect(m_zero, &QComboBox::activated, this, [parField, this] {
        const int z = m_zero->currentData().toInt();
        parField(QStringLiteral("parallelism.zero"), tr("Set ZeRO stage"), [z](Parallelism &p) { p.zero = z; });
    });
    connect(m_recompute, &QComboBox::activated, this, [parField, this] {
        const auto r = Recompute(m_recompute->currentData().toInt());
        parField(QStringLiteral("parallelism.recompute"), tr("Set recompute"),
                 [r](Parallelism &p) { p.recompute = r; });
    });
    connect(m_sequenceParallel, &QCheckBox::toggled, this, [parField](bool on) {
        parField(QStringLiteral("parallelism.sp"), tr("Set sequence parallel"),
                 [on](Parallelism &p) { p.sequenceParallel = on; });
    });
    connect(m_offload, &QComboBox::activated, this, [parField, this] {
        const int o = m_offload->currentData().toInt();
        parField(QStringLiteral("parallelism.offload"), tr("Set offload"),
                 [o](Parallelism &p) { p.offload = o < 0 ? std::nullopt : std::optional<Offload>(Offload(o)); });
    });
    connect(m_stack, &QComboBox::activated, this, [this] {
        const int impl = m_stack->currentData().toInt();
        edit(QStringLiteral("parallelism.sharding_impl"), tr("Set the framework to %1").arg(m_stack->currentText()),
             [impl](Workload &w) {
                 if (impl < 0 && !w.parallelism)
                     return;
                 if (!w.parallelism)
                     w.parallelism = Parallelism();
                 w.parallelism->shardingImpl
                     = impl < 0 ? std::nullopt : std::optional<ShardingImpl>(ShardingImpl(impl));
                 if (impl < 0 && *w.parallelism == Parallelism())
                     w.parallelism.reset();
             });
    });
    connect(m_attention, &QComboBox::activated, this, [this] {
        const QString kernel = m_attention->currentData().toString();
        edit(QStringLiteral("attention"), tr("Set the attention kernel to %1").arg(m_attention->currentText()),
             [kernel](Workload &w) {
                 if (kernel.isEmpty())
                     w.extra.remove(QStringLiteral("attention"));
                 else
                     w.extra.insert(QStringLiteral("attention"), kernel);
             });
    });
    connect(m_ep, &QSpinBox::valueChanged, this, [parField, this] {
        const std::optional<int> ep = boxValue(m_ep);
        parField(QStringLiteral("parallelism.ep"), tr("Set expert parallel"), [ep](Parallelism &p) { p.ep = ep; });
    });
    connectFineTune();
    connectServing();
    connect(m_doc, &PlanDocument::changed, this, [this](PlanDocument::Changes c) {
        if (c & PlanDocument::Change::Workload)
            refresh();
    });
    refresh();
}

void WorkloadPanel::edit(const QString &field, const QString &text, const std::function<void(Workload &)> &change)
{
    if (m_refreshing)
        return;
    Plan plan = m_doc->plan();
    if (!plan.hasWorkload && m_model->currentData().toString() != kCustom) {
        // A plan without a workload: the first edit starts from the preset the panel shows.
        plan.workload.model = ModelSpec();
        plan.workload.model.preset = m_model->currentData().toString();
    }
    change(plan.workload);
    plan.hasWorkload = true;
    m_doc->undoStack()->push(
        new EditPlanCommand(m_doc, plan, PlanDocument::Change::Workload, text, QStringLiteral("workload/") + field));
}

void WorkloadPanel::refresh()
{
    m_refreshing = true;
    const Workload &w = m_doc->plan().workload;
    const bool hasWorkload = m_doc->plan().hasWorkload;
    const bool custom = hasWorkload && w.model.preset.isEmpty();
    {
        const QSignalBlocker block(m_model);
        // No workload yet: show the first preset; the first edit adopts it.
        const int i = hasWorkload ? m_model->findData(custom ? kCustom : w.model.preset) : 0;
        if (i < 0 && !custom)
            m_model->addItem(w.model.preset, w.model.preset); // a preset this build does not list: keep it
        m_model->setCurrentIndex(i >= 0 ? i : m_model->count() - 1);
    }
    m_custom->setVisible(custom);
    setBox(m_layers, w.model.layers);
    setBox(m_hidden, w.model.hidden);
    setBox(m_heads, w.model.heads);
    setBox(m_kvHeads, w.model.kvHeads);
    setBox(m_headDim, w.model.headDim);
    setBox(m_ffn, w.model.ffnHidden);
    setBox(m_seqLen, w.model.seqLen);
    setBox(m_vocab, w.model.vocab);
    setBox(m_window, w.model.slidingWindow);
    {
        const QSignalBlocker block(m_windowShare);
        m_windowShare->setValue(w.model.slidingWindowShare.value_or(m_windowShare->minimum()));
    }
    setBox(m_globalBatch,
           w.globalBatch ? std::optional<int>(int(std::min<qint64>(*w.globalBatch, 100000000))) : std::nullopt);
    setBox(m_microBatch, w.microBatch);
    {
        const QSignalBlocker block(m_precision);
        m_precision->setCurrentIndex(m_precision->findData(int(w.precision)));
    }
    {
        const QSignalBlocker block(m_tokens);
        const bool images = hasWorkload && perf::workUnit(w) == perf::WorkUnit::Images;
        m_tokens->setSuffix(images ? tr(" M images") : tr(" B tokens"));
        m_tokens->setValue(images ? w.samplesToTrain.value_or(0) / kMillion : w.tokensToTrain.value_or(0) / kBillion);
    }
    const bool serving = hasWorkload && w.kind == WorkloadKind::Inference;
    {
        const QSignalBlocker b1(m_train), b2(m_serve);
        m_train->setChecked(!serving);
        m_serve->setChecked(serving);
    }
    m_trainPart->setVisible(!serving);
    m_servePart->setVisible(serving);
    refreshFineTune(w);
    refreshServing(w);
    // Auto: the search chooses tp, pp and dp (offload and expert parallel may be set beside it).
    const bool autoPar = !w.parallelism || (!w.parallelism->tp && !w.parallelism->pp && !w.parallelism->dp);
    {
        const QSignalBlocker block(m_auto);
        m_auto->setChecked(autoPar);
    }
    const Parallelism p = w.parallelism.value_or(Parallelism());
    setBox(m_tp, p.tp.value_or(1));
    setBox(m_pp, p.pp.value_or(1));
    setBox(m_dp, p.dp.value_or(1));
    {
        const QSignalBlocker b1(m_zero), b2(m_recompute), b3(m_sequenceParallel);
        m_zero->setCurrentIndex(m_zero->findData(p.zero.value_or(0)));
        m_recompute->setCurrentIndex(m_recompute->findData(int(p.recompute.value_or(Recompute::None))));
        m_sequenceParallel->setChecked(p.sequenceParallel.value_or(false));
        const QSignalBlocker b4(m_offload);
        m_offload->setCurrentIndex(m_offload->findData(p.offload ? int(*p.offload) : -1));
        const QSignalBlocker b5(m_stack), b6(m_attention);
        m_stack->setCurrentIndex(m_stack->findData(p.shardingImpl ? int(*p.shardingImpl) : -1));
        const QString kernel = w.extra.value(QStringLiteral("attention")).toString();
        int k = m_attention->findData(kernel);
        if (k < 0) { // a value the list does not show (flash_varlen): keep it, in words
            m_attention->addItem(perf::attentionKernelLabel(kernel), kernel);
            k = m_attention->count() - 1;
        }
        m_attention->setCurrentIndex(k);
    }
    setBox(m_ep, p.ep);
    // Expert parallel only for a mixture-of-experts model (or when the plan sets it).
    QString archError;
    const std::optional<perf::ModelArch> arch = hasWorkload ? perf::resolveModel(w.model, &archError) : std::nullopt;
    const bool moe = (arch && arch->isMoe()) || p.ep.has_value();
    m_ep->setVisible(moe);
    m_epLabel->setVisible(moe);
    for (QWidget *wgt : std::initializer_list<QWidget *>{m_tp, m_pp, m_dp, m_zero, m_recompute, m_sequenceParallel})
        wgt->setEnabled(!autoPar);
    m_refreshing = false;
}

void WorkloadPanel::setDefaultAttention(const QString &kernel)
{
    const int k = m_attention->findData(QString());
    if (k < 0)
        return;
    m_attention->setItemText(k,
                             kernel.isEmpty() ? tr("Default for the GPU and framework")
                                              : tr("Default: %1").arg(perf::attentionKernelLabel(kernel)));
}

void WorkloadPanel::setSearchedStrategy(const std::optional<perf::Strategy> &s)
{
    if (!s) {
        m_searched->clear();
        return;
    }
    m_searched->setText(
        tr("Search chose %1 · micro batch %2 · ZeRO %3 · recompute %4")
            .arg(workloadtext::layout(*s))
            .arg(s->microBatch)
            .arg(perf::zeroLabel(*s, m_doc->plan().workload.precision))
            .arg(perf::recomputeLabel(s->recompute))
        // A fine-tune's method and offload, when the search chose them (issue 23).
        + (s->method != FineTuneMethod::Full ? QStringLiteral(" · ") + workloadtext::fineTuneMethodWords(s->method)
                                             : QString())
        + (s->offload != Offload::None ? QStringLiteral(" · ") + workloadtext::offload(s->offload) : QString()));
}

} // namespace aip
