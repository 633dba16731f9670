// The Workload panel's serving fields (issue 20) and fine-tune fields (issue 23): see workloadpanel.h.
#include "document/plancommands.h"
#include "document/plandocument.h"
#include "perf/finetune.h"
#include "perf/inference.h"
#include "perf/workunit.h"
#include "plan/planfields.h"
#include "plan/servingfields.h"
#include "workload/workloadpanel.h"
#include "workload/workloadtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QUndoStack>

namespace aip {

namespace {
// Fine-tune method choices beside FineTuneMethod's values: not a fine-tune (workload.finetune absent), and a
// fine-tune whose method the search chooses (finetune present, method unset).
constexpr int kNoFineTune = -2;
constexpr int kSearchMethod = -1;
// Traffic choices.
constexpr int kLoadRps = 0, kLoadUsers = 1, kLoadNone = 2;
constexpr double kMsPerS = 1000;
// The LoRA target's "all linear layers" choice: the plan leaves workload.finetune.target out (finetune.h's default).
constexpr int kDefaultTarget = -1;
// target.epochs as the plan reader takes it (planreader.cpp, "epochs": 1e-3 to 1e6); the box shows tenths.
constexpr double kMaxEpochs = 1e6;

// A weights choice: the precision and the weight-only quantization, in one number.
int weightsKey(Precision p, WeightQuant q)
{
    return int(p) * 10 + int(q);
}

// The limits of a serving number: its row of the plan's field table (plan/servingfields.h), the one the plan reader
// reads the plan file with.
const planfields::NumericField &servingField(const char *path)
{
    const planfields::ServingNumber *n = planfields::servingNumber(QString::fromLatin1(path));
    if (!n)
        qFatal("workload panel: %s is not a serving number of the plan's field table", path);
    return n->field();
}

// A percentile as people write it: p50, p99.9 (not p50.0).
class PercentileBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;
    QString textFromValue(double value) const override { return locale().toString(value, 'g', 3); }
};

QDoubleSpinBox *doubleBox(QWidget *parent, const QString &name, double min, double max, int decimals,
                          const QString &special, QDoubleSpinBox *box = nullptr)
{
    if (!box)
        box = new QDoubleSpinBox(parent);
    box->setObjectName(name);
    box->setDecimals(decimals);
    box->setRange(min, max);
    box->setSpecialValueText(special);
    box->setGroupSeparatorShown(true);
    box->setKeyboardTracking(false);
    return box;
}

void setDouble(QDoubleSpinBox *box, double value)
{
    const QSignalBlocker block(box);
    box->setValue(value);
}

void setCombo(QComboBox *combo, int data)
{
    const QSignalBlocker block(combo);
    combo->setCurrentIndex(std::max(0, combo->findData(data)));
}
} // namespace

QWidget *WorkloadPanel::createFineTune()
{
    auto *box = new QGroupBox(tr("Fine-tuning"), this);
    box->setObjectName(QStringLiteral("workloadFineTune"));
    m_method = new QComboBox(box);
    m_method->setObjectName(QStringLiteral("workloadMethod"));
    m_method->addItem(tr("No: train from scratch"), kNoFineTune);
    m_method->addItem(tr("Fine-tune: the fastest that fits"), kSearchMethod);
    m_method->addItem(tr("Train all weights"), int(FineTuneMethod::Full));
    m_method->addItem(workloadtext::fineTuneMethodWords(FineTuneMethod::Lora), int(FineTuneMethod::Lora));
    m_method->addItem(workloadtext::fineTuneMethodWords(FineTuneMethod::Qlora), int(FineTuneMethod::Qlora));
    m_method->setToolTip(tr("LoRA trains small adapters on a frozen model; QLoRA keeps the frozen model in 4 bits"
                            " (NF4). Both need far less memory than training all weights."));
    m_rank = intBox(QStringLiteral("workloadRank"), "workload.finetune.rank",
                    tr("%1 (default)").arg(perf::kDefaultLoraRank));
    m_rank->setToolTip(tr("The rank of the LoRA adapters"));
    // The layers the adapters sit on (workload.finetune.target, plan.h LoraTargetBit): the frameworks' usual sets, and
    // one box per projection for any other.
    m_loraTarget = new QComboBox(box);
    m_loraTarget->setObjectName(QStringLiteral("workloadLoraTarget"));
    m_loraTarget->addItem(tr("all linear layers (default)"), kDefaultTarget);
    m_loraTarget->addItem(tr("attention q and v (the LoRA paper)"), int(kLoraQ | kLoraV));
    m_loraTarget->addItem(tr("attention q, k, v, o"), int(kLoraAttention));
    m_loraTarget->addItem(tr("MLP gate, up, down"), int(kLoraMlp));
    m_loraTarget->setToolTip(tr("The linear layers of each transformer block that carry adapters: more layers, more"
                                " adapter weights and optimizer states, a little more time per step"));
    auto projectionRow
        = [this, box](const QString &group, std::initializer_list<std::pair<const char *, unsigned>> ps) {
              auto *row = new QHBoxLayout;
              row->setSpacing(4);
              row->addWidget(new QLabel(group, box));
              for (const auto &[name, bit] : ps) {
                  auto *check = new QCheckBox(QString::fromLatin1(name), box);
                  check->setObjectName(QStringLiteral("workloadLora_") + QString::fromLatin1(name));
                  check->setProperty("bit", bit);
                  m_loraProjections.append(check);
                  row->addWidget(check);
              }
              row->addStretch(1);
              return row;
          };
    m_epochs = new QDoubleSpinBox(box);
    m_epochs->setObjectName(QStringLiteral("workloadEpochs"));
    m_epochs->setDecimals(1);
    m_epochs->setRange(0, kMaxEpochs);
    m_epochs->setSpecialValueText(tr("1 (not set)"));
    m_epochs->setKeyboardTracking(false);
    m_epochs->setToolTip(tr("Passes over the dataset; the time of all of them is beside the time per epoch (the plan's"
                            " target.epochs, which sizing to a target also reads)"));
    auto *form = new QFormLayout(box);
    form->addRow(tr("Method"), m_method);
    form->addRow(tr("LoRA rank"), m_rank);
    form->addRow(tr("Adapted layers"), m_loraTarget);
    form->addRow(projectionRow(tr("Attention"), {{"q", kLoraQ}, {"k", kLoraK}, {"v", kLoraV}, {"o", kLoraO}}));
    form->addRow(projectionRow(tr("MLP"), {{"gate", kLoraGate}, {"up", kLoraUp}, {"down", kLoraDown}}));
    form->addRow(tr("Epochs"), m_epochs);
    return box;
}

QWidget *WorkloadPanel::createServing()
{
    auto *box = new QGroupBox(tr("Serving"), this);
    box->setObjectName(QStringLiteral("workloadServing"));
    m_weights = new QComboBox(box);
    m_weights->setObjectName(QStringLiteral("servingWeights"));
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp8})
        m_weights->addItem(workloadtext::weights(p, WeightQuant::None), weightsKey(p, WeightQuant::None));
    for (WeightQuant q : {WeightQuant::Int8, WeightQuant::Int4})
        m_weights->addItem(workloadtext::weights(Precision::Bf16, q), weightsKey(Precision::Bf16, q));
    m_weights->setToolTip(tr("FP8 runs the matrix products in FP8 where the GPU has FP8 tensor cores; INT8 and INT4"
                             " store the weights smaller and compute in 16 bits"));
    m_kv = new QComboBox(box);
    m_kv->setObjectName(QStringLiteral("servingKv"));
    m_kv->addItem(QString(), -1);
    for (Precision p : {Precision::Bf16, Precision::Fp16, Precision::Fp8, Precision::Fp32})
        m_kv->addItem(workloadtext::precisionLabel(p), int(p));
    const perf::ServingSetup defaults;
    m_inputTokens = intBox(QStringLiteral("servingInputTokens"), "workload.serving.input_tokens",
                           tr("%1 (default)").arg(QLocale().toString(defaults.inputTokens)));
    m_outputTokens = intBox(QStringLiteral("servingOutputTokens"), "workload.serving.output_tokens",
                            tr("%1 (default)").arg(QLocale().toString(defaults.outputTokens)));
    m_loadKind = new QComboBox(box);
    m_loadKind->setObjectName(QStringLiteral("servingLoadKind"));
    m_loadKind->addItem(tr("requests/s"), kLoadRps);
    m_loadKind->addItem(tr("concurrent users"), kLoadUsers);
    m_loadKind->addItem(tr("not set"), kLoadNone);
    m_loadKind->setToolTip(tr("The traffic to serve: requests arriving per second, or users each with one request in"
                              " flight. Not set: one replica at its largest load within the limits."));
    // Two decimals: the least rate the box shows is 0.01 requests/s (the table's least is far below).
    const planfields::NumericField &rps = servingField("workload.serving.requests_per_s");
    m_rps = doubleBox(box, QStringLiteral("servingRps"), std::max(rps.min, 0.01), rps.max, 2, {});
    m_users = intBox(QStringLiteral("servingUsers"), "workload.serving.concurrency");
    // The latency limits: 0 is none (the plan leaves the member out); the least limit shown, 0.001 s and 0.01 ms, is
    // above the table's least. Milliseconds in the answer limit: a CNN's 15 ms must not show (and be kept) as 0.01 s.
    m_ttft = doubleBox(box, QStringLiteral("servingTtftLimit"), 0, servingField("workload.serving.ttft_limit_s").max, 3,
                       tr("none"));
    m_ttft->setSuffix(tr(" s"));
    m_ttft->setSingleStep(0.1);
    m_tpot = doubleBox(box, QStringLiteral("servingTpotLimit"), 0,
                       servingField("workload.serving.tpot_limit_s").max * kMsPerS, 2, tr("none"));
    m_tpot->setSuffix(tr(" ms"));
    m_tpot->setSingleStep(5);
    const planfields::NumericField &pct = servingField("workload.serving.percentile");
    m_percentile = doubleBox(box, QStringLiteral("servingPercentile"), pct.min, pct.max, 1, {}, new PercentileBox(box));
    m_percentile->setPrefix(QStringLiteral("p"));
    m_percentile->setToolTip(tr("The latency limits hold for this share of requests (p90: nine in ten)"));
    m_serveTp = intBox(QStringLiteral("servingTp"), "workload.serving.tp", tr("Auto"));
    m_serveTp->setToolTip(tr("Tensor-parallel GPUs per replica, inside one node; Auto: the fewest that hold the"
                             " model and one sequence"));

    // A MIG instance per replica (perf/mig.h): none, or a profile of the plan's GPU (setMigProfiles).
    m_mig = new QComboBox(box);
    m_mig->setObjectName(QStringLiteral("servingMig"));
    m_mig->setToolTip(tr("Run each replica on one MIG instance, a slice of the GPU with its share of the compute,"
                         " memory and bandwidth and no NVLink (one GPU per replica, tensor parallel 1). Offered on"
                         " A100, A30, H100, H200 and B200."));

    auto *form = new QFormLayout(box);
    m_servingForm = form;
    form->addRow(tr("Weights"), m_weights);
    form->addRow(tr("KV cache"), m_kv);
    form->addRow(tr("Input tokens"), m_inputTokens);
    form->addRow(tr("Output tokens"), m_outputTokens);
    form->addRow(tr("Traffic"), m_loadKind);
    auto *amount = new QHBoxLayout;
    amount->addWidget(m_rps);
    amount->addWidget(m_users);
    form->addRow(QString(), amount);
    form->addRow(tr("First token within"), m_ttft);
    form->addRow(tr("Per output token within"), m_tpot);
    form->addRow(tr("Limits hold at"), m_percentile);
    form->addRow(tr("GPUs per replica (TP)"), m_serveTp);
    form->addRow(tr("MIG instance"), m_mig);
    return box;
}

void WorkloadPanel::setKind(WorkloadKind kind)
{
    edit(QStringLiteral("kind"), kind == WorkloadKind::Inference ? tr("Serve the model") : tr("Train the model"),
         [kind](Workload &w) {
             w.kind = kind;
             if (kind == WorkloadKind::Inference && !w.serving)
                 w.serving = Serving();
         });
}

void WorkloadPanel::connectFineTune()
{
    connect(m_method, &QComboBox::activated, this, [this] {
        const int m = m_method->currentData().toInt();
        edit(QStringLiteral("finetune.method"), tr("Set the fine-tune method to %1").arg(m_method->currentText()),
             [m](Workload &w) {
                 if (m == kNoFineTune) {
                     w.finetune.reset();
                     return;
                 }
                 if (!w.finetune)
                     w.finetune = FineTune();
                 w.finetune->method
                     = m == kSearchMethod ? std::nullopt : std::optional<FineTuneMethod>(FineTuneMethod(m));
             });
    });
    connect(m_rank, &QSpinBox::valueChanged, this, [this] {
        const QSpinBox *box = m_rank;
        const std::optional<int> rank
            = box->value() == box->minimum() ? std::nullopt : std::optional<int>(box->value());
        edit(QStringLiteral("finetune.rank"), tr("Set the LoRA rank"), [rank](Workload &w) {
            if (!w.finetune)
                w.finetune = FineTune();
            w.finetune->rank = rank;
        });
    });
    connect(m_loraTarget, &QComboBox::activated, this, [this] {
        const int t = m_loraTarget->currentData().toInt();
        setLoraTarget(t == kDefaultTarget ? std::nullopt : std::optional<unsigned>(unsigned(t)));
    });
    for (QCheckBox *check : m_loraProjections) {
        connect(check, &QCheckBox::toggled, this, [this, check](bool on) {
            const unsigned bit = check->property("bit").toUInt();
            const std::optional<FineTune> &ft = m_doc->plan().workload.finetune;
            const unsigned now = ft && ft->target ? *ft->target : kLoraAllLinear;
            const unsigned next = on ? (now | bit) : (now & ~bit);
            if (next == 0) { // adapters on no layer train nothing: keep the last one
                const QSignalBlocker block(check);
                check->setChecked(true);
                return;
            }
            setLoraTarget(next);
        });
    }
    connect(m_epochs, &QDoubleSpinBox::valueChanged, this, [this](double epochs) {
        if (m_refreshing)
            return;
        // target.epochs of the size-to-target question (DESIGN.md, "Contract additions (2026-12)"): the epochs over
        // the dataset the Workload panel gives; the reader takes tokens or epochs, not both.
        Plan plan = m_doc->plan();
        Target t = plan.target.value_or(Target{});
        t.epochs = epochs > 0 ? std::optional<double>(epochs) : std::nullopt;
        if (t.epochs)
            t.tokens.reset();
        plan.target = t == Target{} ? std::nullopt : std::optional<Target>(t);
        auto *cmd = new EditPlanCommand(m_doc, plan, PlanDocument::Change::Workload, tr("Set the epochs"),
                                        QStringLiteral("target/epochs"));
        if (cmd->isValid())
            m_doc->undoStack()->push(cmd);
        else
            delete cmd;
    });
}

void WorkloadPanel::setLoraTarget(std::optional<unsigned> target)
{
    edit(QStringLiteral("finetune.target"), tr("Set the adapted layers"), [target](Workload &w) {
        if (!w.finetune)
            w.finetune = FineTune();
        w.finetune->target = target;
    });
}

void WorkloadPanel::connectServing()
{
    auto servingField = [this](const QString &key, const QString &text, const std::function<void(Serving &)> &set) {
        edit(QStringLiteral("serving.") + key, text, [set](Workload &w) {
            if (!w.serving)
                w.serving = Serving();
            set(*w.serving);
        });
    };
    connect(m_weights, &QComboBox::activated, this, [this] {
        const int key = m_weights->currentData().toInt();
        const auto p = Precision(key / 10);
        const auto q = WeightQuant(key % 10);
        edit(QStringLiteral("serving.weights"), tr("Set the weights to %1").arg(m_weights->currentText()),
             [p, q](Workload &w) {
                 if (!w.serving)
                     w.serving = Serving();
                 if (q == WeightQuant::None) {
                     w.precision = p;
                     if (w.serving->weightQuant)
                         w.serving->weightQuant = WeightQuant::None;
                 } else {
                     // Weight-only quantization computes in 16 bits: keep FP16 if chosen, else BF16.
                     if (w.precision != Precision::Fp16)
                         w.precision = Precision::Bf16;
                     w.serving->weightQuant = q;
                 }
             });
    });
    connect(m_kv, &QComboBox::activated, this, [this, servingField] {
        const int p = m_kv->currentData().toInt();
        servingField(QStringLiteral("kv_precision"), tr("Set the KV cache precision"), [p](Serving &s) {
            s.kvPrecision = p < 0 ? std::nullopt : std::optional<Precision>(Precision(p));
        });
    });
    auto optionalInt = [](const QSpinBox *box) {
        return box->value() < box->minimum() + (box->specialValueText().isEmpty() ? 0 : 1)
            ? std::nullopt
            : std::optional<int>(box->value());
    };
    connect(m_inputTokens, &QSpinBox::valueChanged, this, [this, servingField, optionalInt] {
        const std::optional<int> v = optionalInt(m_inputTokens);
        servingField(QStringLiteral("input_tokens"), tr("Set the input tokens"),
                     [v](Serving &s) { s.inputTokens = v; });
    });
    connect(m_outputTokens, &QSpinBox::valueChanged, this, [this, servingField, optionalInt] {
        const std::optional<int> v = optionalInt(m_outputTokens);
        servingField(QStringLiteral("output_tokens"), tr("Set the output tokens"),
                     [v](Serving &s) { s.outputTokens = v; });
    });
    // The traffic: one of requests/s and concurrent users (the plan file takes either, not both).
    auto setLoad = [this, servingField](int kind) {
        const double rps = m_rps->value();
        const int users = m_users->value();
        servingField(QStringLiteral("load"), tr("Set the traffic"), [kind, rps, users](Serving &s) {
            s.requestsPerS = kind == kLoadRps ? std::optional<double>(rps) : std::nullopt;
            s.concurrency = kind == kLoadUsers ? std::optional<int>(users) : std::nullopt;
        });
    };
    connect(m_loadKind, &QComboBox::activated, this, [this, setLoad] { setLoad(m_loadKind->currentData().toInt()); });
    connect(m_rps, &QDoubleSpinBox::valueChanged, this, [setLoad] { setLoad(kLoadRps); });
    connect(m_users, &QSpinBox::valueChanged, this, [setLoad] { setLoad(kLoadUsers); });
    connect(m_ttft, &QDoubleSpinBox::valueChanged, this, [servingField](double v) {
        servingField(QStringLiteral("ttft_limit_s"), tr("Set the first-token limit"),
                     [v](Serving &s) { s.ttftLimitS = v > 0 ? std::optional<double>(v) : std::nullopt; });
    });
    connect(m_tpot, &QDoubleSpinBox::valueChanged, this, [servingField](double ms) {
        servingField(QStringLiteral("tpot_limit_s"), tr("Set the per-token limit"),
                     [ms](Serving &s) { s.tpotLimitS = ms > 0 ? std::optional<double>(ms / kMsPerS) : std::nullopt; });
    });
    connect(m_percentile, &QDoubleSpinBox::valueChanged, this, [servingField](double v) {
        servingField(QStringLiteral("percentile"), tr("Set the percentile"), [v](Serving &s) { s.percentile = v; });
    });
    connect(m_mig, &QComboBox::activated, this, [this, servingField] {
        const QString name = m_mig->currentData().toString();
        servingField(QStringLiteral("mig"),
                     name.isEmpty() ? tr("Serve on whole GPUs") : tr("Serve on MIG instances %1").arg(name),
                     [name](Serving &s) { s.mig = name.isEmpty() ? std::nullopt : std::optional<QString>(name); });
    });
    connect(m_serveTp, &QSpinBox::valueChanged, this, [this, servingField, optionalInt] {
        const std::optional<int> v = optionalInt(m_serveTp);
        servingField(QStringLiteral("tp"), tr("Set the GPUs per replica"), [v](Serving &s) { s.tp = v; });
    });
}

void WorkloadPanel::refreshFineTune(const Workload &w)
{
    const std::optional<FineTune> &ft = w.finetune;
    const int method = !ft ? kNoFineTune : (ft->method ? int(*ft->method) : kSearchMethod);
    setCombo(m_method, method);
    {
        const QSignalBlocker block(m_rank);
        m_rank->setValue(ft && ft->rank ? *ft->rank : m_rank->minimum());
    }
    const bool adapters = method != kNoFineTune && method != int(FineTuneMethod::Full);
    m_rank->setEnabled(adapters);
    // The adapted layers: a preset when the plan's set is one, else the set itself as the last choice.
    const bool explicitTarget = ft && ft->target;
    const unsigned target = explicitTarget ? *ft->target : kLoraAllLinear;
    const int key = explicitTarget ? int(target) : kDefaultTarget;
    if (m_loraTarget->count() > 4)
        m_loraTarget->removeItem(4);
    if (m_loraTarget->findData(key) < 0)
        m_loraTarget->addItem(tr("these: %1").arg(loraTargetNames(target).join(QStringLiteral(", "))), key);
    setCombo(m_loraTarget, key);
    m_loraTarget->setEnabled(adapters);
    for (QCheckBox *check : m_loraProjections) {
        const QSignalBlocker block(check);
        check->setChecked((target & check->property("bit").toUInt()) != 0);
        check->setEnabled(adapters);
    }
    const std::optional<Target> &planTarget = m_doc->plan().target;
    setDouble(m_epochs, planTarget && planTarget->epochs ? *planTarget->epochs : 0);
    m_epochs->setEnabled(ft.has_value());
    // What the run's length counts (perf/workunit.h): tokens for a transformer, images for a CNN or vision
    // transformer (workload.samples_to_train).
    const bool images = perf::workUnit(w) == perf::WorkUnit::Images;
    m_tokensLabel->setText(images ? (ft ? tr("Dataset (images per epoch)") : tr("Images to train"))
                                  : (ft ? tr("Dataset (tokens per epoch)") : tr("Tokens to train")));
}

void WorkloadPanel::setMigProfiles(const QStringList &profiles)
{
    if (profiles == m_migProfiles)
        return;
    m_migProfiles = profiles;
    refreshServing(m_doc->plan().workload);
}

void WorkloadPanel::refreshServing(const Workload &w)
{
    const Serving s = w.serving.value_or(Serving());
    {
        // None, the GPU's profiles, and the plan's own when the GPU has no such profile (the findings say why).
        const QSignalBlocker block(m_mig);
        m_mig->clear();
        m_mig->addItem(tr("None: whole GPUs"), QString());
        for (const QString &name : m_migProfiles)
            m_mig->addItem(name, name);
        if (s.mig && !m_migProfiles.contains(*s.mig))
            m_mig->addItem(tr("%1 (not a profile of this GPU)").arg(*s.mig), *s.mig);
        m_mig->setCurrentIndex(std::max(0, m_mig->findData(s.mig.value_or(QString()))));
    }
    const WeightQuant q = s.weightQuant.value_or(WeightQuant::None);
    const int key = q == WeightQuant::None ? weightsKey(w.precision, q) : weightsKey(Precision::Bf16, q);
    if (m_weights->findData(key) < 0) // FP32 or TF32 weights: shown as the plan has them
        m_weights->addItem(workloadtext::weights(w.precision, q), key);
    setCombo(m_weights, key);
    m_kv->setItemText(
        0,
        tr("Default: %1")
            .arg(workloadtext::precisionLabel(w.precision == Precision::Fp8 ? Precision::Fp8 : Precision::Bf16)));
    setCombo(m_kv, s.kvPrecision ? int(*s.kvPrecision) : -1);
    for (auto [box, value] : {std::pair{m_inputTokens, s.inputTokens}, std::pair{m_outputTokens, s.outputTokens},
                              std::pair{m_serveTp, s.tp}}) {
        const QSignalBlocker block(box);
        box->setValue(value.value_or(box->minimum()));
    }
    const int load = s.requestsPerS ? kLoadRps : (s.concurrency ? kLoadUsers : kLoadNone);
    setCombo(m_loadKind, load);
    if (s.requestsPerS)
        setDouble(m_rps, *s.requestsPerS);
    if (s.concurrency) {
        const QSignalBlocker block(m_users);
        m_users->setValue(*s.concurrency);
    }
    m_rps->setVisible(load == kLoadRps);
    m_users->setVisible(load == kLoadUsers);
    setDouble(m_ttft, s.ttftLimitS.value_or(0));
    setDouble(m_tpot, s.tpotLimitS.value_or(0) * kMsPerS);
    setDouble(m_percentile, s.percentile.value_or(perf::ServingSetup().percentile));
    // A CNN or encoder answers one image or sequence per request, whole (perf/batchinference.h): no KV cache, no
    // output tokens, one latency limit; an encoder's input is its tokens per sequence (perf/workunit.h says which).
    const perf::WorkUnit unit = perf::workUnit(w);
    const bool generative = unit == perf::WorkUnit::Tokens;
    for (QWidget *field : std::initializer_list<QWidget *>{m_kv, m_outputTokens, m_tpot})
        m_servingForm->setRowVisible(field, generative);
    m_servingForm->setRowVisible(m_inputTokens, unit != perf::WorkUnit::Images);
    if (auto *label = qobject_cast<QLabel *>(m_servingForm->labelForField(m_inputTokens)))
        label->setText(generative ? tr("Input tokens") : tr("Tokens per sequence"));
    if (auto *label = qobject_cast<QLabel *>(m_servingForm->labelForField(m_ttft)))
        label->setText(generative ? tr("First token within") : tr("Answer within"));
}

} // namespace aip
