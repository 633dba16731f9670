#include "validation/batchinferenceprediction.h"

#include "validation/servingprediction.h"

#include "perf/batchinference.h"
#include "perf/inference.h"
#include "perf/modelarch.h"

#include <QJsonArray>

#include <utility>

namespace aip::validation {

namespace {

struct System {
    QString chassis, gpu; // gpu empty: a complete system (DGX) whose GPUs come with the chassis
    int gpus = 1;
};

// The A100 SXM4 80GB rows (MLPerf's DGX-A100_A100-SXM-80GB systems) on a DGX A100 80GB; the TensorRT BERT demo's
// "A100 (40GB)" (form factor not stated; taken as the SXM4 40GB of a DGX A100 40GB, the same 1,555 GB/s of HBM as the
// PCIe card); T4 and L4 as one card in the catalog's PCIe server.
System systemFor(const PublishedRun &run)
{
    const QString gpu = run.field("gpu").toUpper();
    if (gpu.contains(QLatin1String("A100")))
        return gpu.contains(QLatin1String("80")) ? System{QStringLiteral("nvidia-dgx-a100-80gb"), {}, 8}
                                                 : System{QStringLiteral("nvidia-dgx-a100-40gb"), {}, 8};
    if (gpu == QLatin1String("L4"))
        return {QStringLiteral("dell-poweredge-r760xa"), QStringLiteral("nvidia-l4"), 1};
    return {QStringLiteral("dell-poweredge-r760xa"), QStringLiteral("nvidia-t4"), 1};
}

} // namespace

QString batchInferenceRegime()
{
    return QStringLiteral("inference-cnn-bert");
}

QStringList batchInferenceSystemSkus()
{
    return {QStringLiteral("nvidia-dgx-a100-80gb"), QStringLiteral("nvidia-dgx-a100-40gb"),
            QStringLiteral("dell-poweredge-r760xa"), QStringLiteral("nvidia-l4"), QStringLiteral("nvidia-t4")};
}

QJsonObject batchInferencePlanJson(const PublishedRun &run)
{
    const System sys = systemFor(run);
    QJsonArray parts;
    if (!sys.gpu.isEmpty())
        parts.append(QJsonObject{{QStringLiteral("sku"), sys.gpu}, {QStringLiteral("qty"), sys.gpus}});
    const bool int8 = run.field("precision").toLower() == QLatin1String("int8");
    QJsonObject serving{{QStringLiteral("concurrency"), int(run.number("batch").value_or(1))},
                        {QStringLiteral("weight_quant"), int8 ? QStringLiteral("int8") : QStringLiteral("none")}};
    if (const auto seq = run.number("input_len"); seq && *seq > 0)
        serving.insert(QStringLiteral("input_tokens"), int(*seq));
    if (const QString mig = run.field("mig"); !mig.isEmpty())
        serving.insert(QStringLiteral("mig"), mig);
    const QJsonObject workload{{QStringLiteral("kind"), QStringLiteral("inference")},
                               {QStringLiteral("model"), QJsonObject{{QStringLiteral("preset"), run.field("preset")}}},
                               {QStringLiteral("precision"), QStringLiteral("fp16")},
                               {QStringLiteral("serving"), serving}};
    return oneNodePlanJson(run.id(), sys.chassis, parts, workload);
}

RunPrediction predictBatchInferenceRun(const PublishedRun &run, const PartCatalog &catalog)
{
    RunPrediction p = rowOf(run);
    if (!p.error.isEmpty())
        return p;
    if (run.field("batching") != QLatin1String("batch")) {
        p.error = QStringLiteral("unknown batching '%1'").arg(run.field("batching"));
        return p;
    }
    QString error;
    const std::optional<OneNodeRun> r = resolveOneNodeRun(batchInferencePlanJson(run), catalog, &error);
    if (!r || !perf::isBatchInference(r->arch)) {
        p.error = r ? QStringLiteral("not a CNN or encoder") : error;
        return p;
    }
    const perf::ModelArch &arch = r->arch;
    // A run on one MIG instance (column `mig`) runs on the slice as a GPU of its own, as the plan's evaluation does.
    const std::optional<perf::ReplicaGpu> replica
        = perf::replicaGpu(r->hw, perf::servingSetup(r->plan.workload), &error);
    if (!replica) {
        p.error = error;
        return p;
    }
    const int batch = std::max(1, int(run.number("batch").value_or(1)));
    // The engine ran it, so it fitted; the model says whether it agrees.
    p.fits = perf::maxInferenceBatch(arch, replica->hw, replica->setup) >= batch;
    const double forward = perf::batchForwardTime(arch, replica->hw, replica->setup, batch);
    double predicted = 0;
    if (p.metric == QLatin1String("latency_ms")) {
        predicted = 1000 * forward;
    } else if (p.metric == QLatin1String("samples_per_s")) {
        predicted = forward > 0 ? batch / forward : 0;
    } else {
        p.error = QStringLiteral("unknown metric '%1'").arg(p.metric);
        return p;
    }
    return withPredicted(std::move(p), predicted);
}

QString batchInferenceRegimeFor(const Workload &workload, const perf::ClusterHardware &cluster)
{
    const std::optional<perf::ModelArch> arch = perf::resolveModel(workload.model, nullptr);
    if (!arch || !perf::isBatchInference(*arch))
        return {};
    const QString gpu = cluster.gpuSku.toLower();
    if (gpu == QLatin1String("nvidia-t4") || gpu == QLatin1String("nvidia-l4") || gpu.contains(QLatin1String("a100")))
        return batchInferenceRegime();
    return {};
}

} // namespace aip::validation
