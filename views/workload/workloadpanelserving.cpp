// The Workload panel's serving fields (issue 20) and fine-tune fields (issue 23): see workloadpanel.h.
#include "document/plandocument.h"
#include "perf/finetune.h"
#include "perf/inference.h"
#include "plan/planfields.h"
#include "plan/servingfields.h"
#include "workload/workloadpanel.h"
#include "workload/workloadtext.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>

namespace aip {

namespace {
// Fine-tune method choices beside FineTuneMethod's values: not a fine-tune (workload.finetune absent), and a
// fine-tune whose method the search chooses (finetune present, method unset).
constexpr int kNoFineTune = -2;
constexpr int kSearchMethod = -1;
// Traffic choices.
constexpr int kLoadRps = 0, kLoadUsers = 1, kLoadNone = 2;
constexpr double kMsPerS = 1000;

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
    auto *form = new QFormLayout(box);
    form->addRow(tr("Method"), m_method);
    form->addRow(tr("LoRA rank"), m_rank);
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
    // The latency limits: 0 is none (the plan leaves the member out); the least limit shown, 0.01 s and 0.01 ms, is
    // above the table's least.
    m_ttft = doubleBox(box, QStringLiteral("servingTtftLimit"), 0, servingField("workload.serving.ttft_limit_s").max, 2,
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

    auto *form = new QFormLayout(box);
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
    connect(m_ttft, &QDoubleSpinBox::valueChanged, this, [servingField, this](double v) {
        servingField(QStringLiteral("ttft_limit_s"), tr("Set the first-token limit"),
                     [v](Serving &s) { s.ttftLimitS = v > 0 ? std::optional<double>(v) : std::nullopt; });
    });
    connect(m_tpot, &QDoubleSpinBox::valueChanged, this, [servingField, this](double ms) {
        servingField(QStringLiteral("tpot_limit_s"), tr("Set the per-token limit"),
                     [ms](Serving &s) { s.tpotLimitS = ms > 0 ? std::optional<double>(ms / kMsPerS) : std::nullopt; });
    });
    connect(m_percentile, &QDoubleSpinBox::valueChanged, this, [servingField, this](double v) {
        servingField(QStringLiteral("percentile"), tr("Set the percentile"), [v](Serving &s) { s.percentile = v; });
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
    m_rank->setEnabled(method != kNoFineTune && method != int(FineTuneMethod::Full));
    m_tokensLabel->setText(ft ? tr("Dataset (tokens per epoch)") : tr("Tokens to train"));
}

void WorkloadPanel::refreshServing(const Workload &w)
{
    const Serving s = w.serving.value_or(Serving());
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
}

} // namespace aip
