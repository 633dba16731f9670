#include "summary/summarystrip.h"

#include "common/formatting.h"
#include "perf/finetune.h"
#include "perf/workunit.h"
#include "workload/workloadtext.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace aip {

namespace {
const QString kGood = QStringLiteral("#1e7b34");
const QString kBad = QStringLiteral("#b42318");

// "1 GPU", "8 GPUs": one message per number (Chinese has one form for both).
QString gpuCount(int n)
{
    return (n == 1 ? SummaryStrip::tr("%1 GPU") : SummaryStrip::tr("%1 GPUs")).arg(n);
}
} // namespace

SummaryStrip::SummaryStrip(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("summaryStrip"));
    setFrameShape(QFrame::StyledPanel);
    setStyleSheet(QStringLiteral("#summaryStrip { background: palette(base); border-radius: 6px; }"
                                 "QLabel[role=\"title\"] { color: palette(mid); font-size: 8.5pt; }"
                                 "QLabel[role=\"value\"] { font-size: 13pt; font-weight: 600; }"
                                 "QLabel[role=\"band\"] { font-size: 8.5pt; }"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->setSpacing(14);
    addFigure(QStringLiteral("gpus"), tr("GPUs"));
    addFigure(QStringLiteral("capex"), tr("Capex"));
    addFigure(QStringLiteral("power"), tr("Power"));
    addFigure(QStringLiteral("step"), tr("Step time"));
    // The error band of the prediction (issue 14) under the throughput, small, so the strip stays as wide as it was.
    QVBoxLayout *throughput = addFigure(QStringLiteral("throughput"), tr("Throughput"));
    auto *band = new QLabel(QStringLiteral("—"), this);
    band->setProperty("role", QStringLiteral("band"));
    band->setObjectName(QStringLiteral("summary_accuracy"));
    throughput->insertWidget(2, band);
    m_values.insert(QStringLiteral("accuracy"), band);
    addFigure(QStringLiteral("mfu"), tr("MFU"));
    addFigure(QStringLiteral("memory"), tr("Memory / GPU"));
    addFigure(QStringLiteral("train"), tr("Time to train"));
    addFigure(QStringLiteral("owned"), tr("Owned, 3 yr"));
    addFigure(QStringLiteral("cloud"), tr("Cloud, 3 yr"));
    addFigure(QStringLiteral("breakeven"), tr("Break-even"));
    m_bottleneck = new QLabel(this);
    m_bottleneck->setObjectName(QStringLiteral("summaryBottleneck"));
    m_bottleneck->setWordWrap(true);
    m_bottleneck->setMinimumWidth(160);
    layout->addWidget(m_bottleneck, 1);
    m_values.insert(QStringLiteral("bottleneck"), m_bottleneck);
}

QVBoxLayout *SummaryStrip::addFigure(const QString &key, const QString &title)
{
    auto *box = new QVBoxLayout;
    box->setSpacing(0);
    auto *t = new QLabel(title, this);
    t->setProperty("role", QStringLiteral("title"));
    auto *v = new QLabel(QStringLiteral("—"), this);
    v->setProperty("role", QStringLiteral("value"));
    v->setObjectName(QStringLiteral("summary_") + key);
    box->addWidget(t);
    box->addWidget(v);
    box->addStretch(1); // the values line up at the top when a figure has a third line
    static_cast<QHBoxLayout *>(layout())->addLayout(box);
    m_values.insert(key, v);
    m_titles.insert(key, t);
    return box;
}

QString SummaryStrip::title(const QString &key) const
{
    const QLabel *l = m_titles.value(key);
    return l ? l->text() : QString();
}

void SummaryStrip::setTitles(bool serving, bool fineTune, perf::WorkUnit unit)
{
    const bool batches = serving && unit != perf::WorkUnit::Tokens;
    const QList<std::pair<const char *, QString>> titles = batches
        ? QList<std::pair<const char *, QString>>{{"step", tr("Latency")},
                                                  {"throughput",
                                                   unit == perf::WorkUnit::Images ? tr("Images/s") : tr("Sequences/s")},
                                                  {"mfu", tr("Batch")},
                                                  {"memory", tr("Weights / GPU")},
                                                  {"train", tr("GPUs needed")}}
        : serving
        ? QList<std::pair<const char *, QString>>{{"step", tr("First token")},
                                                  {"throughput", tr("Output tokens/s")},
                                                  {"mfu", tr("Per output token")},
                                                  {"memory", tr("Weights / GPU")},
                                                  {"train", tr("GPUs needed")}}
        : QList<std::pair<const char *, QString>>{{"step", tr("Step time")},
                                                  {"throughput", tr("Throughput")},
                                                  {"mfu", tr("MFU")},
                                                  {"memory", tr("Memory / GPU")},
                                                  {"train", fineTune ? tr("Time per epoch") : tr("Time to train")}};
    for (const auto &[key, text] : titles)
        if (QLabel *l = m_titles.value(QString::fromLatin1(key)))
            l->setText(text);
}

void SummaryStrip::setServing(const PlanEvaluation &ev)
{
    const QString dash = QStringLiteral("—");
    const ServingSizing *sizing = ev.serving ? &*ev.serving : nullptr;
    if (!sizing || !sizing->result.ok) {
        const QString why = sizing ? sizing->result.error : ev.perfError;
        for (const char *k : {"step", "throughput", "accuracy", "mfu", "memory", "train"})
            set(QString::fromLatin1(k), dash, why);
        m_bottleneck->setText(why.isEmpty() ? QString() : QStringLiteral("<i>%1</i>").arg(why.toHtmlEscaped()));
        m_bottleneck->setToolTip(QString());
        return;
    }
    const perf::InferenceResult &r = sizing->result;
    const perf::ServingSetup &s = sizing->setup;
    const QString pct = fmt::percentile(s.percentile);
    auto within = [this](double value, double limit) { return limit > 0 && value > limit ? kBad : m_good; };
    if (!r.generative) {
        // A CNN or encoder (perf/batchinference.h): one image or sequence per request, answered whole.
        const bool images = perf::workUnit(ev.plan.workload) == perf::WorkUnit::Images;
        set(QStringLiteral("step"), fmt::duration(r.ttftS),
            tr("Latency of a request at the %1 percentile; limit %2")
                .arg(pct, s.ttftLimitS > 0 ? fmt::duration(s.ttftLimitS) : tr("none")),
            s.ttftLimitS > 0 ? within(r.ttftS, s.ttftLimitS) : QString());
        const QString perS = images
            ? (r.replicas == 1 ? tr("%1 images/s over %2 replica") : tr("%1 images/s over %2 replicas"))
            : (r.replicas == 1 ? tr("%1 sequences/s over %2 replica") : tr("%1 sequences/s over %2 replicas"));
        set(QStringLiteral("throughput"), fmt::number(r.samplesPerS),
            perS.arg(fmt::number(r.samplesPerS)).arg(r.replicas));
        set(QStringLiteral("accuracy"), QString());
        set(QStringLiteral("mfu"), fmt::number(r.batch),
            tr("Requests in one batch on each replica; one GPU's memory holds a batch of %1")
                .arg(fmt::number(r.maxConcurrency)));
        // On MIG every instance of a GPU holds a replica's weights (perf/mig.h).
        const int copies = r.replicasPerGpu();
        set(QStringLiteral("memory"), fmt::bytes(r.weightBytesPerGpu * copies),
            copies > 1
                ? tr("Weights per GPU: %1 MIG instances, %2 each").arg(copies).arg(fmt::bytes(r.weightBytesPerGpu))
                : tr("Weights per GPU"));
    } else {
        set(QStringLiteral("step"), fmt::duration(r.ttftS),
            tr("Time to first token at the %1 percentile; limit %2")
                .arg(pct, s.ttftLimitS > 0 ? fmt::duration(s.ttftLimitS) : tr("none")),
            s.ttftLimitS > 0 ? within(r.ttftS, s.ttftLimitS) : QString());
        set(QStringLiteral("throughput"), fmt::number(r.outputTokensPerS),
            (r.replicas == 1 ? tr("%1 output tokens/s over %2 replica") : tr("%1 output tokens/s over %2 replicas"))
                .arg(fmt::number(r.outputTokensPerS))
                .arg(r.replicas));
        set(QStringLiteral("accuracy"), QString());
        set(QStringLiteral("mfu"), fmt::duration(r.tpotS),
            tr("Time per output token; limit %1").arg(s.tpotLimitS > 0 ? fmt::duration(s.tpotLimitS) : tr("none")),
            s.tpotLimitS > 0 ? within(r.tpotS, s.tpotLimitS) : QString());
        // On MIG every instance of a GPU holds a replica's weights (perf/mig.h).
        const int copies = r.replicasPerGpu();
        set(QStringLiteral("memory"), fmt::bytes(r.weightBytesPerGpu * copies),
            (r.maxConcurrency == 1 ? tr("Weights per GPU at TP %1; the KV cache holds %2 sequence per replica")
                                   : tr("Weights per GPU at TP %1; the KV cache holds %2 sequences per replica"))
                .arg(r.tp)
                .arg(fmt::number(r.maxConcurrency)));
    }
    const bool enough = r.replicas > 0 && r.gpusNeeded <= sizing->gpusInPlan;
    set(QStringLiteral("train"), tr("%1 of %2").arg(fmt::number(r.gpusNeeded), fmt::number(sizing->gpusInPlan)),
        (r.replicas == 1 ? tr("%1 replica of %2 serves the load; the plan has %3")
                         : tr("%1 replicas of %2 serve the load; the plan has %3"))
            .arg(r.replicas)
            .arg(gpuCount(r.tp), gpuCount(sizing->gpusInPlan)),
        enough ? m_good : kBad);
    m_bottleneck->setText(tr("<b>Bottleneck:</b> %1").arg(perf::servingBottleneckText(r.bottleneck).toHtmlEscaped()));
    m_bottleneck->setToolTip(r.replicas > 0 ? QString() : tr("No batch meets the latency limits"));
}

void SummaryStrip::set(const QString &key, const QString &value, const QString &tip, const QString &tone)
{
    QLabel *l = m_values.value(key);
    if (!l)
        return;
    l->setText(value);
    l->setToolTip(tip);
    l->setStyleSheet(tone.isEmpty() ? QString() : QStringLiteral("color: %1;").arg(tone));
}

void SummaryStrip::setAccuracy(const PlanEvaluation &ev)
{
    // The error band of the plan's regime in the validation report (Help > Model Accuracy), short; the sentence
    // `aiplanner-cli simulate` prints in the tooltip.
    if (!ev.accuracy) {
        set(QStringLiteral("accuracy"), QStringLiteral("—"));
        return;
    }
    const validation::AccuracyBand &band = *ev.accuracy;
    const QString sentence = tr("Model accuracy: %1").arg(validation::accuracyText(band));
    if (band.covered) {
        set(QStringLiteral("accuracy"), tr("±%1 % model error").arg(fmt::bandFigure(band.bandPct)), sentence);
    } else {
        set(QStringLiteral("accuracy"), tr("accuracy: not covered"), sentence, kBad);
    }
}

QString SummaryStrip::figure(const QString &key) const
{
    const QLabel *l = m_values.value(key);
    return l ? l->text() : QString();
}

void SummaryStrip::setBusy(bool busy)
{
    setToolTip(busy ? tr("Recomputing…") : QString());
}

void SummaryStrip::setEvaluation(const PlanEvaluation &ev, const QString &currency)
{
    // Never green over an error: a plan the rule book rejects shows its error count first and no figure in green.
    const int errors = int(std::count_if(ev.findings.cbegin(), ev.findings.cend(), [](const FindingRow &f) {
        return f.severity == FindingRow::Severity::Error;
    }));
    m_good = errors > 0 ? QString() : kGood;
    // The GPUs the training's strategy uses beside those installed (issue 17, item 4): "2 of 3" when the rule book
    // finds some idle (analysis/idlegpus.h), the installed count otherwise.
    const bool idle = std::any_of(ev.findings.cbegin(), ev.findings.cend(),
                                  [](const FindingRow &f) { return f.code == QLatin1String("idle-gpus"); });
    const int used = idle && ev.perf ? ev.perf->strategy.gpus() : 0;
    set(QStringLiteral("gpus"),
        used > 0 ? tr("%1 of %2").arg(fmt::number(used), fmt::number(ev.gpus)) : fmt::number(ev.gpus),
        used > 0 ? tr("The training uses %1 of the %2 GPUs").arg(fmt::number(used), fmt::number(ev.gpus)) : QString());
    set(QStringLiteral("power"), fmt::watts(ev.nominalPowerW), tr("Nominal power of all nodes"));
    const bool hasTco = ev.tco.has_value();
    set(QStringLiteral("capex"), hasTco ? fmt::moneyShort(ev.tco->result.owned.capex, currency) : QStringLiteral("—"),
        hasTco ? tr("Hardware after discount, network and overhead") : QString());

    const perf::PerfResult *r = ev.perf ? &*ev.perf : nullptr;
    const bool perfOk = r && (r->ok() || r->status == perf::PerfStatus::DoesNotFit);
    const QString dash = QStringLiteral("—");
    const bool serving = ev.plan.hasWorkload && ev.plan.workload.kind == WorkloadKind::Inference;
    const bool fineTune = ev.plan.hasWorkload && ev.plan.workload.finetune.has_value();
    // What the plan's throughput counts: tokens, sequences or images (perf/workunit.h).
    const perf::WorkUnit unit = ev.plan.hasWorkload ? perf::workUnit(ev.plan.workload) : perf::WorkUnit::Tokens;
    setTitles(serving, fineTune, unit);
    if (!serving)
        set(QStringLiteral("step"), perfOk ? fmt::duration(r->stepTimeS) : dash, ev.perfError);
    if (serving) {
        setServing(ev);
    } else if (perfOk) {
        const bool tokens = unit == perf::WorkUnit::Tokens && r->tokensPerS > 0;
        if (tokens)
            set(QStringLiteral("throughput"), tr("%1 tok/s").arg(fmt::compactCount(r->tokensPerS)),
                tr("%1 tokens/s, %2 samples/s").arg(fmt::number(r->tokensPerS, 0), fmt::number(r->samplesPerS, 1)));
        else if (unit == perf::WorkUnit::Sequences)
            set(QStringLiteral("throughput"), tr("%1 seq/s").arg(fmt::compactCount(r->samplesPerS)),
                tr("%1 sequences/s, %2 tokens/s").arg(fmt::number(r->samplesPerS, 1), fmt::number(r->tokensPerS, 0)));
        else if (unit == perf::WorkUnit::Images)
            set(QStringLiteral("throughput"), tr("%1 img/s").arg(fmt::compactCount(r->samplesPerS)),
                tr("%1 images/s").arg(fmt::number(r->samplesPerS, 1)));
        else
            set(QStringLiteral("throughput"), tr("%1 smp/s").arg(fmt::compactCount(r->samplesPerS)),
                tr("%1 samples/s").arg(fmt::number(r->samplesPerS, 1)));
        set(QStringLiteral("mfu"), fmt::percent(r->mfu, 1),
            tr("Model FLOPs utilization; %1 TFLOPS per GPU").arg(fmt::number(r->modelTflopsPerGpu, 0)));
        set(QStringLiteral("memory"),
            tr("%1 / %2").arg(fmt::bytes(r->memory.totalBytes), fmt::bytes(r->memory.capacityBytes)),
            r->memory.fits ? tr("Fits in GPU memory") : tr("Does not fit in GPU memory"),
            r->memory.fits ? m_good : kBad);
        // A whole run takes its steps plus what checkpoints, failures and restarts cost (goodput, issue 14); the
        // pure step time and the GPU-hours are in the tooltip. A fine-tune's epoch is step time alone.
        const std::optional<double> wall = fineTune ? r->timeToTrainS : r->wallClockToTrainS;
        QString trainTip;
        if (fineTune) {
            trainTip = workloadtext::fineTuneMethod(r->strategy.method,
                                                    ev.plan.workload.finetune->rank.value_or(perf::kDefaultLoraRank));
            // The epochs the Workload panel gives (target.epochs): the whole fine-tune beside one epoch.
            const std::optional<double> epochs = ev.plan.target ? ev.plan.target->epochs : std::nullopt;
            if (epochs && *epochs != 1 && r->timeToTrainS)
                trainTip += QStringLiteral("; ")
                    + tr("%1 epochs %2")
                          .arg(fmt::number(*epochs, *epochs == std::floor(*epochs) ? 0 : 1),
                               fmt::duration(*epochs * *r->timeToTrainS));
        } else if (r->timeToTrainS && r->gpuHours)
            trainTip = tr("%1 of training steps; with checkpoints, failures and restarts (goodput %2) %3, %4 "
                          "GPU-hours")
                           .arg(fmt::duration(*r->timeToTrainS), fmt::percent(r->goodput, 1),
                                fmt::duration(wall.value_or(*r->timeToTrainS)), fmt::number(*r->gpuHours, 0));
        else if (!r->timeToTrainS)
            trainTip = unit == perf::WorkUnit::Images ? tr("Set images to train in the Workload panel")
                                                      : tr("Set tokens to train in the Workload panel");
        set(QStringLiteral("train"),
            wall ? fmt::duration(*wall) : (r->timeToTrainS ? fmt::duration(*r->timeToTrainS) : dash), trainTip);
        setAccuracy(ev);
        // The headline ("compute", "tensor-parallel communication over NVLink") keeps the strip two lines high on a
        // laptop; the figures behind it are in the tooltip and on the Performance tab.
        QString head = r->bottleneck;
        for (const QString &mark :
             {QStringLiteral(":"), QStringLiteral(" ("), QStringLiteral("："), QStringLiteral("（")})
            if (const qsizetype at = head.indexOf(mark); at > 0)
                head.truncate(at);
        m_bottleneck->setText(tr("<b>Bottleneck:</b> %1").arg(head.trimmed().toHtmlEscaped()));
        m_bottleneck->setToolTip(r->error.isEmpty() ? r->bottleneck : r->error);
    } else {
        for (const char *k : {"throughput", "accuracy", "mfu", "memory", "train"})
            set(QString::fromLatin1(k), dash, ev.perfError);
        m_bottleneck->setText(ev.perfError.isEmpty() ? QString()
                                                     : QStringLiteral("<i>%1</i>").arg(ev.perfError.toHtmlEscaped()));
    }

    if (hasTco) {
        const tco::TcoResult &t = ev.tco->result;
        set(QStringLiteral("owned"), fmt::moneyShort(t.owned.total, currency),
            (t.settings.years == 1 ? tr("Capex and running costs over %1 year")
                                   : tr("Capex and running costs over %1 years"))
                .arg(t.settings.years));
        if (!t.cloud.isEmpty()) {
            const tco::CloudCost &c = t.cloud.constFirst();
            set(QStringLiteral("cloud"), fmt::moneyShort(c.total, currency),
                tr("%1 × %2 (%3)").arg(c.in.instances).arg(c.in.sku, c.in.pricing),
                c.total > t.owned.total ? m_good : QString());
            set(QStringLiteral("breakeven"), c.breakEvenMonth ? tr("month %1").arg(*c.breakEvenMonth) : tr("none"),
                tr("First month in which owning has cost no more than renting"), c.breakEvenMonth ? m_good : QString());
        } else {
            set(QStringLiteral("cloud"), dash, tr("Add a cloud option to compare"));
            set(QStringLiteral("breakeven"), dash);
        }
    } else {
        for (const char *k : {"owned", "cloud", "breakeven"})
            set(QString::fromLatin1(k), dash);
    }
    if (errors > 0) {
        const QString status = (errors == 1 ? tr("%1 error: see Findings") : tr("%1 errors: see Findings")).arg(errors);
        m_bottleneck->setText(QStringLiteral("<span style=\"color:%1\"><b>%2</b></span><br>%3")
                                  .arg(kBad, status.toHtmlEscaped(), m_bottleneck->text()));
    }
}

} // namespace aip
