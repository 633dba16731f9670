// The Performance tab of a serving plan (issue 20): the headline and figures, the latency-against-load chart and
// the sizing table, from PlanEvaluation::serving (analysis/servingsizing.h).
#include "charts/chartpanel.h"
#include "charts/servingchartbuilder.h"
#include "common/formatting.h"
#include "perf/workunit.h"
#include "tabs/performancetab.h"

#include <QHeaderView>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableWidget>

namespace aip {

namespace {
const QColor kBad(0xb4, 0x23, 0x18);

QString percentileText(double p)
{
    return fmt::percentile(p);
}

// Replicas on MIG instances (perf/mig.h) in words, or empty for replicas of whole GPUs.
QString migReplicasText(const perf::InferenceResult &r)
{
    if (r.mig.isEmpty())
        return {};
    return (r.replicas == 1 ? PerformanceTab::tr("%1 replica on one %2 MIG instance (%3 per GPU)")
                            : PerformanceTab::tr("%1 replicas, each on one %2 MIG instance (%3 per GPU)"))
        .arg(r.replicas)
        .arg(r.mig)
        .arg(r.migInstancesPerGpu);
}

// The weights one GPU holds: on MIG each instance holds a replica's copy (perf/mig.h), so the GPU holds one per
// instance; r.weightBytesPerGpu is one replica's.
QString weightsPerGpuText(const perf::InferenceResult &r)
{
    const int copies = r.replicasPerGpu();
    if (copies <= 1)
        return fmt::bytes(r.weightBytesPerGpu);
    return PerformanceTab::tr("%1 (%2 MIG instances × %3)")
        .arg(fmt::bytes(r.weightBytesPerGpu * copies))
        .arg(copies)
        .arg(fmt::bytes(r.weightBytesPerGpu));
}

// The plan's load in words: a request rate, a number of users, or none (each replica at its largest batch).
QString loadText(const perf::ServingSetup &s)
{
    if (s.requestsPerS > 0)
        return PerformanceTab::tr("%1 requests/s").arg(fmt::number(s.requestsPerS, s.requestsPerS < 10 ? 2 : 0));
    if (s.concurrency > 0)
        return (s.concurrency == 1 ? PerformanceTab::tr("%1 concurrent user")
                                   : PerformanceTab::tr("%1 concurrent users"))
            .arg(fmt::number(s.concurrency));
    return PerformanceTab::tr("not given: each replica at its largest batch within the limits");
}

} // namespace

bool PerformanceTab::showsServing() const
{
    return m_pages->currentIndex() == 1;
}

QWidget *PerformanceTab::createServingPage()
{
    m_servingChart = new charts::ChartPanel(QStringLiteral("servingChart"), this);
    connect(m_servingChart, &charts::ChartPanel::statusMessage, this, &PerformanceTab::statusMessage);
    m_servingTable = new QTableWidget(this);
    m_servingTable->setObjectName(QStringLiteral("servingTable"));
    m_servingTable->setColumnCount(2);
    m_servingTable->setHorizontalHeaderLabels({tr("Serving"), tr("Value")});
    m_servingTable->verticalHeader()->hide();
    m_servingTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_servingTable->setWordWrap(true);
    m_servingTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_servingTable->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_servingTable->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->setObjectName(QStringLiteral("servingSplitter"));
    split->addWidget(m_servingChart);
    split->addWidget(m_servingTable);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({700, 450});
    return split;
}

void PerformanceTab::addServingRow(const QString &key, const QString &label, const QString &value, const QString &tip)
{
    const int row = m_servingTable->rowCount();
    m_servingTable->insertRow(row);
    auto *k = new QTableWidgetItem(label);
    k->setData(Qt::UserRole, key);
    k->setToolTip(tip);
    auto *v = new QTableWidgetItem(value);
    v->setToolTip(tip.isEmpty() ? value : tip);
    m_servingTable->setItem(row, 0, k);
    m_servingTable->setItem(row, 1, v);
}

void PerformanceTab::showServing(const PlanEvaluation &ev)
{
    m_accuracy->clear();
    m_servingTable->setRowCount(0);
    const ServingSizing *sizing = ev.serving ? &*ev.serving : nullptr;
    if (!sizing || !sizing->result.ok) {
        const QString why
            = sizing ? sizing->result.error : (ev.perfError.isEmpty() ? tr("No serving result") : ev.perfError);
        m_headline->setText(tr("No serving result"));
        m_figures->setText(why);
        m_servingChart->setMessage(why);
        return;
    }
    const perf::InferenceResult &r = sizing->result;
    const perf::ServingSetup &s = sizing->setup;
    const QString pct = percentileText(s.percentile);
    const QString bottleneck = perf::servingBottleneckText(r.bottleneck);
    if (!r.generative) {
        showBatchServing(ev);
        return;
    }
    if (r.replicas == 1)
        m_headline->setText(tr("Serves %1 output tokens/s on one replica — bottleneck: %2")
                                .arg(fmt::number(r.outputTokensPerS), bottleneck));
    else if (r.replicas > 1)
        m_headline->setText(tr("Serves %1 output tokens/s on %2 replicas — bottleneck: %3")
                                .arg(fmt::number(r.outputTokensPerS), fmt::number(r.replicas), bottleneck));
    else
        m_headline->setText(tr("No batch meets the latency limits — bottleneck: %1").arg(bottleneck));
    m_figures->setText(
        QStringList{tr("TTFT %1 (%2)").arg(fmt::duration(r.ttftS), pct), tr("TPOT %1").arg(fmt::duration(r.tpotS)),
                    (r.gpusNeeded == 1 ? tr("%1 GPU needed, the plan has %2") : tr("%1 GPUs needed, the plan has %2"))
                        .arg(r.gpusNeeded)
                        .arg(sizing->gpusInPlan),
                    tr("TP %1 per replica").arg(r.tp)}
            .join(QStringLiteral("  ·  ")));

    addServingRow(QStringLiteral("output_tokens_per_s"), tr("Output tokens/s"), fmt::number(r.outputTokensPerS),
                  tr("Over all replicas at the plan's load"));
    const QString load = loadText(s);
    addServingRow(
        QStringLiteral("load"), tr("Load"),
        tr("%1 (%2 input, %3 output tokens each)").arg(load, fmt::number(s.inputTokens), fmt::number(s.outputTokens)));
    auto limitText = [](double limit) { return limit > 0 ? fmt::duration(limit) : tr("none"); };
    addServingRow(QStringLiteral("ttft_s"), tr("Time to first token (%1)").arg(pct),
                  tr("%1 (limit %2)").arg(fmt::duration(r.ttftS), limitText(s.ttftLimitS)),
                  tr("The prompt's prefill plus the wait for a free slot at the %1 percentile").arg(pct));
    addServingRow(QStringLiteral("tpot_s"), tr("Time per output token"),
                  tr("%1 (limit %2; %3 tokens/s per user)")
                      .arg(fmt::duration(r.tpotS), limitText(s.tpotLimitS), fmt::number(1 / r.tpotS, 1)),
                  tr("One decode step at the operating batch, prefills included"));
    addServingRow(QStringLiteral("batch"), tr("Sequences in flight per replica"), fmt::number(r.batch));
    const perf::InferenceResult &cap = sizing->capacity;
    addServingRow(QStringLiteral("max_load"), tr("Largest load within the limits"),
                  cap.ok && cap.replicas > 0
                      ? (cap.batch == 1 ? tr("%1 sequence, %2 requests/s, %3 output tokens/s per replica")
                                        : tr("%1 sequences, %2 requests/s, %3 output tokens/s per replica"))
                            .arg(fmt::number(cap.batch),
                                 fmt::number(s.outputTokens > 0 ? cap.outputTokensPerS / s.outputTokens : 0, 2),
                                 fmt::number(cap.outputTokensPerS))
                      : tr("none: one sequence alone misses a limit"),
                  tr("The most sequences one replica holds in flight while both latency limits hold"));
    addServingRow(QStringLiteral("max_concurrency"), tr("KV cache holds"),
                  (r.maxConcurrency == 1 ? tr("%1 sequence per replica") : tr("%1 sequences per replica"))
                      .arg(fmt::number(r.maxConcurrency)));
    addServingRow(QStringLiteral("replicas"), tr("Replicas needed"),
                  !r.mig.isEmpty()
                      ? migReplicasText(r)
                      : (r.tp == 1 ? tr("%1 × %2 GPU (tensor parallel)") : tr("%1 × %2 GPUs (tensor parallel)"))
                            .arg(r.replicas)
                            .arg(r.tp));
    addServingRow(QStringLiteral("gpus_needed"), tr("GPUs needed"),
                  tr("%1 (the plan has %2)").arg(r.gpusNeeded).arg(sizing->gpusInPlan));
    if (r.gpusNeeded > sizing->gpusInPlan || r.replicas == 0)
        m_servingTable->item(m_servingTable->rowCount() - 1, 1)->setForeground(kBad);
    addServingRow(QStringLiteral("weights_per_gpu"), tr("Weights per GPU"), weightsPerGpuText(r));
    addServingRow(QStringLiteral("kv_per_token"), tr("KV cache per token"),
                  tr("%1 KiB").arg(fmt::number(r.kvBytesPerToken / 1024, 0)));
    addServingRow(QStringLiteral("bottleneck"), tr("Bottleneck"), bottleneck);
    // Cost per million output tokens (tco/servingcost.h): owned, with the figure at 20 % less and more capacity, and
    // on each cloud option on the same work.
    if (sizing->cost && sizing->cost->ok) {
        const tco::ServingCost &c = *sizing->cost;
        auto money = [&c](double v) { return fmt::money(v, c.currency, tco::perMillionDecimals(v)); };
        if (c.ownedPerMillion)
            addServingRow(
                QStringLiteral("cost_owned"), tr("Cost per million output tokens, owned"),
                c.ownedPerMillionLow && c.ownedPerMillionHigh
                    ? tr("%1 (%2 to %3 with 20 % less or more capacity)")
                          .arg(money(*c.ownedPerMillion), money(*c.ownedPerMillionHigh), money(*c.ownedPerMillionLow))
                    : money(*c.ownedPerMillion),
                c.notes.join(QLatin1Char('\n')));
        for (const tco::ServingCostOption &o : c.cloud)
            addServingRow(QStringLiteral("cost_cloud"),
                          tr("Cost per million output tokens, %1 (%2)").arg(o.sku, o.pricing),
                          o.perMillion ? money(*o.perMillion) : o.why);
    }
    m_servingTable->resizeRowsToContents();
    if (sizing->curve.isEmpty())
        m_servingChart->setMessage(tr("No latency curve"));
    else
        m_servingChart->setChart(charts::buildServingChart(*sizing, charts::themeFromApplication()),
                                 charts::servingChartTable(*sizing));
}

void PerformanceTab::showBatchServing(const PlanEvaluation &ev)
{
    // A CNN or encoder (perf/batchinference.h): a request is one image or sequence answered whole by one forward pass
    // of the batch it joins, one GPU per replica; no tokens are generated (perf/workunit.h says which unit).
    const ServingSizing &sizing = *ev.serving;
    const perf::InferenceResult &r = sizing.result;
    const perf::ServingSetup &s = sizing.setup;
    const bool images = perf::workUnit(ev.plan.workload) == perf::WorkUnit::Images;
    const QString pct = percentileText(s.percentile);
    const QString bottleneck = perf::servingBottleneckText(r.bottleneck);
    const QString rate = fmt::number(r.samplesPerS);
    if (r.replicas == 1)
        m_headline->setText((images ? tr("Serves %1 images/s on one replica — bottleneck: %2")
                                    : tr("Serves %1 sequences/s on one replica — bottleneck: %2"))
                                .arg(rate, bottleneck));
    else if (r.replicas > 1)
        m_headline->setText((images ? tr("Serves %1 images/s on %2 replicas — bottleneck: %3")
                                    : tr("Serves %1 sequences/s on %2 replicas — bottleneck: %3"))
                                .arg(rate, fmt::number(r.replicas), bottleneck));
    else
        m_headline->setText(tr("No batch meets the latency limits — bottleneck: %1").arg(bottleneck));
    m_figures->setText(
        QStringList{tr("latency %1 (%2)").arg(fmt::duration(r.ttftS), pct), tr("batch %1").arg(r.batch),
                    (r.gpusNeeded == 1 ? tr("%1 GPU needed, the plan has %2") : tr("%1 GPUs needed, the plan has %2"))
                        .arg(r.gpusNeeded)
                        .arg(sizing.gpusInPlan)}
            .join(QStringLiteral("  ·  ")));
    addServingRow(QStringLiteral("samples_per_s"), images ? tr("Images/s") : tr("Sequences/s"), rate,
                  tr("Over all replicas at the plan's load"));
    const QString load = loadText(s);
    addServingRow(QStringLiteral("load"), tr("Load"),
                  (images ? tr("%1 (one image per request)") : tr("%1 (one sequence per request)")).arg(load));
    addServingRow(
        QStringLiteral("latency_s"), tr("Latency (%1)").arg(pct),
        tr("%1 (limit %2)").arg(fmt::duration(r.ttftS), s.ttftLimitS > 0 ? fmt::duration(s.ttftLimitS) : tr("none")),
        tr("The batch's forward pass plus the wait for it at the %1 percentile").arg(pct));
    addServingRow(QStringLiteral("batch"), tr("Batch per replica"), fmt::number(r.batch));
    addServingRow(QStringLiteral("one_request_s"), tr("One request alone"), fmt::duration(r.prefillS));
    const perf::InferenceResult &cap = sizing.capacity;
    addServingRow(QStringLiteral("max_load"), tr("Largest load within the limits"),
                  cap.ok && cap.replicas > 0 ? (images ? tr("%1 images/s per replica (batch %2)")
                                                       : tr("%1 sequences/s per replica (batch %2)"))
                                                   .arg(fmt::number(cap.samplesPerS), fmt::number(cap.batch))
                                             : tr("none: one request alone misses the limit"));
    addServingRow(QStringLiteral("max_batch"), tr("Largest batch in memory"), fmt::number(r.maxConcurrency));
    addServingRow(QStringLiteral("replicas"), tr("Replicas needed"),
                  r.mig.isEmpty()
                      ? (r.replicas == 1 ? tr("%1 replica of one GPU") : tr("%1 replicas of one GPU")).arg(r.replicas)
                      : migReplicasText(r));
    addServingRow(QStringLiteral("gpus_needed"), tr("GPUs needed"),
                  tr("%1 (the plan has %2)").arg(r.gpusNeeded).arg(sizing.gpusInPlan));
    if (r.gpusNeeded > sizing.gpusInPlan || r.replicas == 0)
        m_servingTable->item(m_servingTable->rowCount() - 1, 1)->setForeground(kBad);
    addServingRow(QStringLiteral("weights_per_gpu"), tr("Weights per GPU"), weightsPerGpuText(r));
    addServingRow(QStringLiteral("bottleneck"), tr("Bottleneck"), bottleneck);
    // Cost per million images or sequences (tco/servingcost.h), owned and on each cloud option on the same work.
    if (sizing.cost && sizing.cost->ok) {
        const tco::ServingCost &c = *sizing.cost;
        auto money = [&c](double v) { return fmt::money(v, c.currency, tco::perMillionDecimals(v)); };
        if (c.ownedPerMillion)
            addServingRow(
                QStringLiteral("cost_owned"),
                images ? tr("Cost per million images, owned") : tr("Cost per million sequences, owned"),
                c.ownedPerMillionLow && c.ownedPerMillionHigh
                    ? tr("%1 (%2 to %3 with 20 % less or more capacity)")
                          .arg(money(*c.ownedPerMillion), money(*c.ownedPerMillionHigh), money(*c.ownedPerMillionLow))
                    : money(*c.ownedPerMillion),
                c.notes.join(QLatin1Char('\n')));
        for (const tco::ServingCostOption &o : c.cloud)
            addServingRow(QStringLiteral("cost_cloud"),
                          (images ? tr("Cost per million images, %1 (%2)") : tr("Cost per million sequences, %1 (%2)"))
                              .arg(o.sku, o.pricing),
                          o.perMillion ? money(*o.perMillion) : o.why);
    }
    m_servingTable->resizeRowsToContents();
    // Latency and requests per second against the batch (charts/servingchartbuilder.h).
    if (sizing.curve.isEmpty())
        m_servingChart->setMessage(tr("No latency curve"));
    else
        m_servingChart->setChart(charts::buildServingChart(sizing, charts::themeFromApplication()),
                                 charts::servingChartTable(sizing));
}

} // namespace aip
