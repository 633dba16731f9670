#include "validation/servingprediction.h"

#include "perf/clusterhardware.h"
#include "perf/inference.h"
#include "perf/modelarch.h"
#include "plan/planfile.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <utility>

namespace aip::validation {

namespace {

struct ServingSystem {
    QString chassis, gpu; // gpu empty: a complete system (DGX) whose GPUs come with the chassis
    int gpus = 8;
};

// DGX H100 and DGX A100 80GB for the SXM parts (the catalog's complete systems); the L40S in a 4-GPU PCIe server
// (Dell PowerEdge R760xa, the catalog's L40S chassis). A row's TP is at most the server's GPUs.
ServingSystem servingSystemFor(const PublishedRun &run)
{
    const QString gpu = run.field("gpu").toUpper();
    if (gpu.contains(QLatin1String("L40S")))
        return {QStringLiteral("dell-poweredge-r760xa"), QStringLiteral("nvidia-l40s"), 4};
    if (gpu.contains(QLatin1String("H200")))
        return {QStringLiteral("nvidia-dgx-h200"), {}, 8};
    if (gpu.contains(QLatin1String("H100")))
        return {QStringLiteral("nvidia-dgx-h100"), {}, 8};
    return {QStringLiteral("nvidia-dgx-a100-80gb"), {}, 8};
}

QString precisionToken(const QString &text)
{
    for (const char *k : {"fp8", "bf16", "fp32", "fp16"}) {
        if (text.contains(QLatin1String(k), Qt::CaseInsensitive))
            return QLatin1String(k);
    }
    return QStringLiteral("fp16");
}

QJsonObject modelJson(const PublishedRun &run)
{
    QJsonObject m{{QStringLiteral("type"), QStringLiteral("transformer")}};
    if (const QString preset = run.field("preset"); !preset.isEmpty()) {
        m.insert(QStringLiteral("preset"), preset);
        return m;
    }
    for (const char *k : {"layers", "hidden", "heads", "kv_heads", "head_dim", "ffn_hidden", "vocab", "seq_len"}) {
        if (const auto v = run.number(k))
            m.insert(QLatin1String(k), int(*v));
    }
    if (run.field("gated_mlp").toLower() == QLatin1String("true"))
        m.insert(QStringLiteral("gated_mlp"), true);
    return m;
}

} // namespace

QString servingRegimeFor(const Workload &workload, const perf::ClusterHardware &cluster)
{
    const std::optional<perf::ModelArch> arch = perf::resolveModel(workload.model, nullptr);
    if (!arch || arch->family != perf::ModelFamily::Decoder)
        return {};
    const QString gpu = cluster.gpuSku.toLower();
    for (const char *covered : {"a100", "h100", "h200", "l40s"}) {
        if (gpu.contains(QLatin1String(covered)))
            return QStringLiteral("serving");
    }
    return {};
}

QStringList servingSystemSkus()
{
    return {QStringLiteral("dell-poweredge-r760xa"), QStringLiteral("nvidia-l40s"), QStringLiteral("nvidia-dgx-h200"),
            QStringLiteral("nvidia-dgx-h100"), QStringLiteral("nvidia-dgx-a100-80gb")};
}

QJsonObject oneNodePlanJson(const QString &name, const QString &chassis, const QJsonArray &parts,
                            const QJsonObject &workload)
{
    return {{QStringLiteral("format"), QStringLiteral("aiplanner-plan")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("name"), name},
            {QStringLiteral("servers"),
             QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("node")},
                                    {QStringLiteral("name"), QStringLiteral("node")},
                                    {QStringLiteral("chassis"), chassis},
                                    {QStringLiteral("parts"), parts},
                                    {QStringLiteral("count"), 1}}}},
            {QStringLiteral("workload"), workload}};
}

std::optional<OneNodeRun> resolveOneNodeRun(const QJsonObject &planJson, const PartCatalog &catalog, QString *error)
{
    PlanReadResult read = readPlan(QJsonDocument(planJson).toJson(QJsonDocument::Compact));
    if (!read.ok()) {
        *error = read.errorText();
        return std::nullopt;
    }
    std::optional<perf::ClusterHardware> hw = perf::clusterFromPlan(*read.plan, catalog, error);
    if (!hw)
        return std::nullopt;
    std::optional<perf::ModelArch> arch = perf::resolveModel(read.plan->workload.model, error);
    if (!arch)
        return std::nullopt;
    return OneNodeRun{std::move(*read.plan), std::move(*hw), std::move(*arch)};
}

QJsonObject servingPlanJson(const PublishedRun &run)
{
    const ServingSystem sys = servingSystemFor(run);
    QJsonArray parts;
    if (!sys.gpu.isEmpty())
        parts.append(QJsonObject{{QStringLiteral("sku"), sys.gpu}, {QStringLiteral("qty"), sys.gpus}});
    QJsonObject serving{{QStringLiteral("input_tokens"), int(run.number("input_len").value_or(0))},
                        {QStringLiteral("output_tokens"), int(run.number("output_len").value_or(0))},
                        {QStringLiteral("concurrency"), int(run.number("batch").value_or(1))},
                        {QStringLiteral("tp"), int(run.number("tp").value_or(1))}};
    if (const QString kv = run.field("kv_precision"); !kv.isEmpty())
        serving.insert(QStringLiteral("kv_precision"), precisionToken(kv));
    const QJsonObject workload{{QStringLiteral("kind"), QStringLiteral("inference")},
                               {QStringLiteral("model"), modelJson(run)},
                               {QStringLiteral("precision"), precisionToken(run.field("precision"))},
                               {QStringLiteral("serving"), serving}};
    return oneNodePlanJson(run.id(), sys.chassis, parts, workload);
}

RunPrediction predictServingRun(const PublishedRun &run, const PartCatalog &catalog)
{
    RunPrediction p = rowOf(run);
    if (!p.error.isEmpty())
        return p;
    if (run.field("batching") != QLatin1String("static")) {
        p.error = QStringLiteral("unknown batching '%1'").arg(run.field("batching"));
        return p;
    }
    QString error;
    const std::optional<OneNodeRun> r = resolveOneNodeRun(servingPlanJson(run), catalog, &error);
    if (!r) {
        p.error = error;
        return p;
    }
    const perf::ModelArch &arch = r->arch;
    const perf::ClusterHardware &hw = r->hw;
    perf::ServingSetup s = perf::servingSetup(r->plan.workload);
    // The engine's decode attention kernel (README: `decode_kv_reads`): `per_query_head` for TensorRT-LLM's masked
    // multi-head attention kernel (before XQA), else once per KV head.
    s.kvReadPerQueryHead = run.field("decode_kv_reads") == QLatin1String("per_query_head");
    const int tp = std::max(1, int(run.number("tp").value_or(1)));
    const int batch = std::max(1, int(run.number("batch").value_or(1)));
    if (tp > hw.gpusPerNode) {
        p.error = QStringLiteral("tp %1 is more than the server's %2 GPUs").arg(tp).arg(hw.gpusPerNode);
        return p;
    }
    // The engine ran it, so it fitted; the model says whether it agrees (KV cache of every sequence in flight).
    p.fits = perf::maxConcurrency(arch, hw, s, tp) >= batch;
    const double context = perf::batchPrefillTime(arch, hw, s, tp, batch);
    double predicted = 0;
    if (p.metric == QLatin1String("ttft_ms")) {
        predicted = 1000 * context;
    } else if (p.metric == QLatin1String("output_tokens_per_s_per_gpu")) {
        // The context phase yields each sequence's first token; output - 1 generation steps follow, whose KV reads
        // grow linearly with the tokens they read: the step at their mean is the mean step.
        const int steps = std::max(0, s.outputTokens - 1);
        const double total = context + steps * perf::meanDecodeStepTime(arch, hw, s, tp, batch);
        predicted = total > 0 ? double(batch) * s.outputTokens / total / tp : 0;
    } else {
        p.error = QStringLiteral("unknown metric '%1'").arg(p.metric);
        return p;
    }
    return withPredicted(std::move(p), predicted);
}

} // namespace aip::validation
