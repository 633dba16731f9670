#include "validation/finetuneprediction.h"

#include "perf/memorymodel.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace aip::validation {

namespace {

// "sku*qty;sku*qty" -> the plan's parts array; a malformed entry is left out (the plan reader then says what is
// missing).
QJsonArray partsFrom(const QString &text)
{
    QJsonArray parts;
    for (const QString &entry : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList kv = entry.trimmed().split(QLatin1Char('*'));
        bool ok = false;
        const int qty = kv.size() == 2 ? kv.at(1).trimmed().toInt(&ok) : 0;
        if (ok && qty > 0 && !kv.at(0).trimmed().isEmpty())
            parts.append(QJsonObject{{QStringLiteral("sku"), kv.at(0).trimmed()}, {QStringLiteral("qty"), qty}});
    }
    return parts;
}

} // namespace

QStringList rowSystemSkus(const PublishedRun &run)
{
    QStringList skus;
    if (const QString chassis = run.field("chassis"); !chassis.isEmpty())
        skus << chassis;
    for (const QJsonValue &p : partsFrom(run.field("parts")))
        skus << p.toObject().value(QStringLiteral("sku")).toString();
    return skus;
}

void applyFineTuneColumns(const PublishedRun &run, QJsonObject &plan)
{
    if (const QString chassis = run.field("chassis"); !chassis.isEmpty()) {
        QJsonArray servers = plan.value(QStringLiteral("servers")).toArray();
        if (!servers.isEmpty()) {
            QJsonObject s = servers.at(0).toObject();
            s.insert(QStringLiteral("chassis"), chassis);
            s.insert(QStringLiteral("parts"), partsFrom(run.field("parts")));
            servers.replace(0, s);
            plan.insert(QStringLiteral("servers"), servers);
            // One workstation or PCIe server: no scale-out fabric.
            if (s.value(QStringLiteral("count")).toInt() <= 1)
                plan.remove(QStringLiteral("fabric"));
        }
    }
    if (!plan.contains(QStringLiteral("workload")))
        return;
    QJsonObject wl = plan.value(QStringLiteral("workload")).toObject();
    const QString preset = run.field("preset");
    if (!preset.isEmpty() && run.field("model_type") == QLatin1String("transformer")) {
        QJsonObject m{{QStringLiteral("preset"), preset}};
        if (const auto seq = run.number("seq_len"))
            m.insert(QStringLiteral("seq_len"), int(*seq));
        wl.insert(QStringLiteral("model"), m);
    }
    if (const QString method = run.field("finetune_method").toLower(); !method.isEmpty()) {
        QJsonObject ft{{QStringLiteral("method"), method}};
        if (const auto rank = run.number("lora_rank"); rank && *rank >= 1)
            ft.insert(QStringLiteral("rank"), int(*rank));
        if (const QString target = run.field("lora_target").trimmed(); !target.isEmpty())
            ft.insert(QStringLiteral("target"),
                      QJsonArray::fromStringList(target.split(QLatin1Char(';'), Qt::SkipEmptyParts)));
        wl.insert(QStringLiteral("finetune"), ft);
    }
    // How the framework compiled the blocks and the loss (README-finetune: `torch_compile`, `loss`; the workload's keys
    // of the same names, perf/transformerlayer.h).
    for (const char *key : {"torch_compile", "loss"}) {
        if (const QString v = run.field(key); !v.isEmpty())
            wl.insert(QLatin1String(key), v);
    }
    // Packed sequences: the length of the documents each attends within (README-finetune: `document_len`;
    // perf/modelarch.h ModelArch::documentLen).
    if (const auto len = run.number("document_len"); len && *len > 0) {
        QJsonObject m = wl.value(QStringLiteral("model")).toObject();
        m.insert(QStringLiteral("document_len"), *len);
        wl.insert(QStringLiteral("model"), m);
    }
    // Multi-token prediction modules trained with the model (README-finetune: `mtp_layers`; perf/modelarch.h
    // ModelArch::mtpLayers).
    if (const auto mtp = run.number("mtp_layers"); mtp && *mtp >= 0) {
        QJsonObject m = wl.value(QStringLiteral("model")).toObject();
        m.insert(QStringLiteral("mtp_layers"), int(*mtp));
        wl.insert(QStringLiteral("model"), m);
    }
    QJsonObject par = wl.value(QStringLiteral("parallelism")).toObject();
    if (!par.isEmpty()) {
        if (const QString offload = run.field("offload").toLower(); !offload.isEmpty())
            par.insert(QStringLiteral("offload"), offload);
        if (const auto ep = run.number("ep"); ep && *ep > 1)
            par.insert(QStringLiteral("ep"), int(*ep));
        // Megatron-Core's parallel folding, when the row says (README-finetune: `etp`; perf/moe.h).
        if (const auto etp = run.number("etp"); etp && *etp >= 1)
            par.insert(QStringLiteral("etp"), int(*etp));
        wl.insert(QStringLiteral("parallelism"), par);
    }
    plan.insert(QStringLiteral("workload"), wl);
}

std::optional<double> fineTuneMetric(const QString &metric, const perf::PerfResult &result)
{
    if (metric == QLatin1String("tokens_per_s"))
        return result.tokensPerS;
    // torchtune's peak memory is the PyTorch caching allocator's (torchtune/training/memory.py @ 0331778,
    // get_memory_stats: torch.cuda.max_memory_allocated / memory_stats' active_bytes peak, GiB): tensors only, without
    // the CUDA context and NCCL's buffers, which live outside that allocator. The model's framework allowance
    // (perf/memorymodel.h frameworkReservedBytes: context, NCCL, workspaces) is left out of this metric.
    if (metric == QLatin1String("peak_memory_gib"))
        return std::max(0.0, result.memory.totalBytes - perf::frameworkReservedBytes()) / (1024.0 * 1024.0 * 1024.0);
    return std::nullopt;
}

QString fineTuneRegimeFor(const perf::Strategy &strategy, bool moe, bool fineTune)
{
    if (strategy.offload != Offload::None)
        return QStringLiteral("offload");
    if (strategy.method == FineTuneMethod::Qlora)
        return QStringLiteral("finetune-qlora");
    if (strategy.method == FineTuneMethod::Lora)
        return QStringLiteral("finetune-lora");
    if (moe)
        return QStringLiteral("moe");
    return fineTune ? QStringLiteral("finetune-full") : QString();
}

QString fineTuneRegimeLabel(const QString &regime)
{
    if (regime == QLatin1String("finetune-lora"))
        return QCoreApplication::translate("Accuracy", "LoRA fine-tuning");
    if (regime == QLatin1String("finetune-qlora"))
        return QCoreApplication::translate("Accuracy", "QLoRA (4-bit) fine-tuning");
    if (regime == QLatin1String("finetune-full"))
        return QCoreApplication::translate("Accuracy", "full fine-tuning (all weights)");
    if (regime == QLatin1String("offload"))
        return QCoreApplication::translate("Accuracy", "optimizer offload to CPU memory or NVMe");
    if (regime == QLatin1String("moe"))
        return QCoreApplication::translate("Accuracy", "mixture-of-experts training");
    return {};
}

} // namespace aip::validation
