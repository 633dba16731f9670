#include "analysis/idlegpus.h"

#include <QCoreApplication>
#include <QLocale>

namespace aip {

int idleGpus(const PlanPerf &perf, const Plan &plan)
{
    // A serving plan sizes replicas, not one training step's strategy (perf/inference.h).
    if (plan.workload.kind == WorkloadKind::Inference || !plan.hasWorkload)
        return 0;
    if (!perf.result || !perf.result->ok() || !perf.cluster)
        return 0;
    const int installed = perf.cluster->totalGpus();
    const int used = perf.result->strategy.gpus();
    return used > 0 && used < installed ? installed - used : 0;
}

double idleGpuCost(const PricedQuote &priced, const PlanPerf &perf, int idle)
{
    if (idle <= 0 || !perf.cluster || perf.cluster->totalGpus() <= 0)
        return 0;
    const double discount = 1.0 - priced.discountPct / 100.0;
    double gpuCost = 0;
    qint64 gpuQty = 0;
    for (const QuoteLine &line : priced.lines) {
        if (line.sku == perf.gpuSku) {
            gpuCost += line.extended;
            gpuQty += line.qty;
        }
    }
    if (gpuQty > 0)
        return idle * gpuCost / double(gpuQty) * discount;
    // GPUs built into the system: their share of the servers' price.
    double servers = 0;
    for (const QuoteLine &line : priced.lines) {
        if (!line.serverId.isEmpty())
            servers += line.extended;
    }
    return servers * idle / double(perf.cluster->totalGpus()) * discount;
}

void idleGpuSource(const FindingInput &in, QList<Finding> &out)
{
    const int idle = idleGpus(in.perf, in.plan);
    if (idle <= 0)
        return;
    const int installed = in.perf.cluster->totalGpus();
    const perf::PerfResult &r = *in.perf.result;
    if (!in.priced)
        return;
    const PricedQuote &priced = *in.priced;
    const double cost = idleGpuCost(priced, in.perf, idle);
    const QLocale locale;
    const QString money = QStringLiteral("%1 %2").arg(priced.currency, locale.toString(cost, 'f', 0)); // "USD 1,999"
    const QString used = QString::number(r.strategy.gpus());
    const QString message = idle == 1
        ? QCoreApplication::translate("Rules", "1 of the %1 GPUs is idle (%2 of hardware): the training runs on %3")
              .arg(QString::number(installed), money, used)
        : QCoreApplication::translate("Rules", "%1 of the %2 GPUs are idle (%3 of hardware): the training runs on %4")
              .arg(QString::number(idle), QString::number(installed), money, used);
    // The plan's own data-parallel width fixes the GPUs the run takes, even where the search fills in the rest of the
    // strategy (the micro-batch, the interleaving): the search did not choose to leave them idle.
    const bool planFixesWidth = in.plan.workload.parallelism && in.plan.workload.parallelism->dp.has_value();
    const QString reason = r.strategySearched && !planFixesWidth
        ? QCoreApplication::translate("Rules",
                                      "The fastest parallel strategy the search found uses %1 GPUs and leaves the "
                                      "other GPUs unused: the split must divide the model and the global batch. "
                                      "Remove the idle GPUs, change their number so the split can use them all, or "
                                      "change the global batch.")
              .arg(used)
        : QCoreApplication::translate("Rules",
                                      "The workload's parallelism uses %1 GPUs, fewer than the cluster "
                                      "holds. Raise the data-parallel degree, leave the parallelism open for the "
                                      "search, or remove the idle GPUs.")
              .arg(used);
    out.append({Severity::Warning, QStringLiteral("idle-gpus"), message, reason, {}, in.perf.gpuSku});
}

} // namespace aip
