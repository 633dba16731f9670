#include "validation/accuracy.h"

#include "perf/modelarch.h"
#include "validation/batchinferenceprediction.h"
#include "validation/finetuneprediction.h"
#include "validation/servingprediction.h"

#include <QCoreApplication>

#include <cmath>

namespace aip::validation {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Accuracy", text);
}

enum class GpuFamily { Other, A100, Hopper, Blackwell };

// The GPUs the validation set has runs on, by the efficiency class the model prices them in (gpuGenerationOf(): the
// catalog's figures, not the SKU's name, so a team catalog's own entry for an A100 SXM4 board reads as one): the A100,
// H100/H200 and Blackwell SXM parts, with the boards of the same class (A800, H800: the same dies and tables, a
// narrower NVLink the cluster's links carry). PCIe and NVL cards (power-capped, no NVSwitch) and every other GPU are
// not covered.
GpuFamily familyOf(const perf::ClusterHardware &cluster)
{
    switch (perf::gpuGenerationOf(cluster)) {
    case perf::GpuGeneration::AmpereSxm: return GpuFamily::A100;
    case perf::GpuGeneration::HopperSxm: return GpuFamily::Hopper;
    case perf::GpuGeneration::BlackwellSxm: return GpuFamily::Blackwell;
    default: return GpuFamily::Other;
    }
}

// Thresholds of the regimes, from where the set's runs lie: the long-sequence runs start at 16k tokens
// (llm-foundry's 16k-65k rows, torchtitan's context-parallel rows), the very large ones at 405B (Llama 3.1 405B,
// MT-NLG 530B) while the largest "ordinary" runs are GPT-3 175B; FSDP beyond kLargeShardedGpus (accuracy.h) is the
// issue's own limit.
constexpr int kLongSequence = 16384;
constexpr double kVeryLargeParams = 300e9;

} // namespace

QString regimeFor(const Workload &workload, const perf::ClusterHardware &cluster, const perf::PerfResult &result)
{
    if (workload.kind == WorkloadKind::Inference) { // published_serving.csv: LLM serving (servingprediction.h) or
        const QString llm = servingRegimeFor(workload, cluster); // CNN / BERT inference (batchinferenceprediction.h)
        return llm.isEmpty() ? batchInferenceRegimeFor(workload, cluster) : llm;
    }
    QString error;
    const std::optional<perf::ModelArch> arch = perf::resolveModel(workload.model, &error);
    if (!arch)
        return {};
    // Fine-tunes (LoRA, QLoRA, all weights), offload and mixtures of experts: their own regimes, on any GPU (the
    // set has them on GeForce and RTX cards too; issue 23, finetuneprediction.h).
    if (arch->family == perf::ModelFamily::Decoder) {
        if (const QString r = fineTuneRegimeFor(result.strategy, arch->isMoe(), workload.finetune.has_value());
            !r.isEmpty())
            return r;
    }
    const GpuFamily gpu = familyOf(cluster);
    if (gpu == GpuFamily::Other)
        return {};
    const bool a100 = gpu == GpuFamily::A100;
    if (gpu == GpuFamily::Blackwell) {
        // Megatron-Bridge's DGX B200, GB200 NVL72 and GB300 NVL72 runs (dense decoders in BF16 or FP8): one regime for
        // the generation and Blackwell Ultra, every size and strategy in it, until the set has enough runs to split
        // them as on Hopper.
        const Precision p = workload.precision;
        const bool trains16or8 = p == Precision::Bf16 || p == Precision::Fp16 || p == Precision::Fp8;
        return arch->family == perf::ModelFamily::Decoder && trains16or8 ? QStringLiteral("b200") : QString();
    }
    if (arch->family == perf::ModelFamily::Cnn || arch->family == perf::ModelFamily::Encoder) {
        if (!a100 || workload.precision == Precision::Fp8)
            return {};
        // DeepLearningExamples: BERT-large and ResNet-50 on DGX A100, AMP and TF32.
        if (arch->family == perf::ModelFamily::Encoder || arch->name == QLatin1String("resnet50"))
            return QStringLiteral("bert-cnn-a100");
        // DeepLearningExamples' EfficientNet-B0 and -B4 on DGX A100 (issue 23): depthwise convolutions and squeeze-
        // and-excitation, a regime of their own.
        return arch->name.startsWith(QLatin1String("efficientnet-")) ? QStringLiteral("efficientnet-a100") : QString();
    }
    if (arch->family != perf::ModelFamily::Decoder)
        return {};
    // Decoder transformers: runs in bf16/fp16 (and fp8 on Hopper) only.
    const Precision p = workload.precision;
    if (p == Precision::Fp32 || p == Precision::Tf32 || (p == Precision::Fp8 && a100))
        return {};
    const perf::Strategy &s = result.strategy;
    if (arch->seqLen >= kLongSequence)
        return QStringLiteral("long-seq");
    const double params = result.paramsCount > 0 ? result.paramsCount : arch->parameters();
    if (params >= kVeryLargeParams)
        return QStringLiteral("very-large");
    if (p == Precision::Fp8)
        return QStringLiteral("fp8-h100");
    if (s.zero >= 3)
        return s.gpus() > kLargeShardedGpus ? QStringLiteral("fsdp-gt256")
                                            : (a100 ? QStringLiteral("fsdp-a100") : QStringLiteral("fsdp-h100"));
    return a100 ? QStringLiteral("3d-a100") : QStringLiteral("3d-h100");
}

AccuracyBand accuracyFor(const Workload &workload, const perf::ClusterHardware &cluster, const perf::PerfResult &result,
                         const ValidationReport &report)
{
    AccuracyBand band;
    const QString regime = regimeFor(workload, cluster, result);
    if (regime.isEmpty())
        return band;
    const RegimeStats *s = report.regime(regime);
    if (!s || s->rows == 0)
        return band;
    band.regime = regime;
    band.bandPct = s->meanAbsErrorPct;
    band.maxPct = s->maxAbsErrorPct;
    band.rows = s->rows;
    band.optimismPct = s->meanOptimismPct;
    band.covered = true;
    band.calibrationOnly = s->calibrationOnly;
    return band;
}

QJsonObject toJson(const AccuracyBand &band)
{
    QJsonObject o{{QStringLiteral("regime"), band.covered ? QJsonValue(band.regime) : QJsonValue(QJsonValue::Null)},
                  {QStringLiteral("band_pct"), band.covered ? QJsonValue(band.bandPct) : QJsonValue(QJsonValue::Null)},
                  {QStringLiteral("covered"), band.covered}};
    if (band.covered) {
        o.insert(QStringLiteral("max_pct"), band.maxPct);
        o.insert(QStringLiteral("rows"), band.rows);
        o.insert(QStringLiteral("calibration_only"), band.calibrationOnly);
        o.insert(QStringLiteral("optimism_pct"), band.optimismPct);
    }
    return o;
}

QString regimeLabel(const QString &regime)
{
    struct Label {
        const char *regime;
        const char *text;
    };
    static const Label labels[] = {
        {"3d-a100", QT_TRANSLATE_NOOP("Accuracy", "3D parallelism on A100")},
        {"3d-h100", QT_TRANSLATE_NOOP("Accuracy", "3D parallelism on H100/H200")},
        {"fsdp-a100", QT_TRANSLATE_NOOP("Accuracy", "FSDP/ZeRO-3 on A100, up to 256 GPUs")},
        {"fsdp-h100", QT_TRANSLATE_NOOP("Accuracy", "FSDP/ZeRO-3 on H100/H200, up to 256 GPUs")},
        {"fsdp-gt256", QT_TRANSLATE_NOOP("Accuracy", "FSDP/ZeRO-3 on more than 256 GPUs")},
        {"fp8-h100", QT_TRANSLATE_NOOP("Accuracy", "fp8 on H100/H200")},
        {"b200", QT_TRANSLATE_NOOP("Accuracy", "dense transformer training on B200 and B300")},
        {"long-seq", QT_TRANSLATE_NOOP("Accuracy", "sequences of 16k tokens or more")},
        {"very-large", QT_TRANSLATE_NOOP("Accuracy", "models of 300B parameters or more")},
        {"bert-cnn-a100", QT_TRANSLATE_NOOP("Accuracy", "BERT and CNNs on A100")},
        {"efficientnet-a100", QT_TRANSLATE_NOOP("Accuracy", "EfficientNet on A100")},
        {"whole-run", QT_TRANSLATE_NOOP("Accuracy", "whole training runs (GPU-hours)")},
        {"nccl", QT_TRANSLATE_NOOP("Accuracy", "collective bandwidth (nccl-tests)")},
        {"serving", QT_TRANSLATE_NOOP("Accuracy", "LLM serving (TensorRT-LLM tables)")},
        {"inference-cnn-bert", QT_TRANSLATE_NOOP("Accuracy", "CNN and BERT inference (MLPerf, TensorRT tables)")},
    };
    for (const Label &l : labels) {
        if (regime == QLatin1String(l.regime))
            return tr(l.text);
    }
    const QString fineTune = fineTuneRegimeLabel(regime); // issue 23's regimes
    return fineTune.isEmpty() ? regime : fineTune;
}

QString accuracyText(const AccuracyBand &band)
{
    // translate() with its context spelled out: lupdate files a call of the local tr() under "aip::validation", a
    // context nothing looks up, so the sentence stayed English in the Chinese interface.
    if (!band.covered)
        return QCoreApplication::translate(
            "Accuracy", "outside every regime of the validation set: no published runs to judge this prediction by");
    if (band.calibrationOnly)
        return QCoreApplication::translate("Accuracy",
                                           "±%1% for %2 in the calibration runs (%3 runs; in-sample, no independent "
                                           "validation yet)")
            .arg(QString::number(band.bandPct, 'f', 1), regimeLabel(band.regime), QString::number(band.rows));
    const QString pct = QString::number(band.bandPct, 'f', 1), rows = QString::number(band.rows);
    if (!leanShown(band))
        return QCoreApplication::translate("Accuracy", "±%1% for %2 in published runs (%3 runs)")
            .arg(pct, regimeLabel(band.regime), rows);
    const QString lean = QString::number(std::abs(band.optimismPct), 'f', 0);
    return (band.optimismPct > 0 ? QCoreApplication::translate(
                "Accuracy", "±%1% for %2 in published runs (%3 runs; on average %4% optimistic)")
                                 : QCoreApplication::translate(
                                     "Accuracy", "±%1% for %2 in published runs (%3 runs; on average %4% pessimistic)"))
        .arg(pct, regimeLabel(band.regime), rows, lean);
}

QString optimismMeaning()
{
    return QCoreApplication::translate("Accuracy",
                                       "optimism: the mean error from the user's side; above 0 the model promised more "
                                       "than was measured (more throughput, a shorter time, fewer GPU-hours, less "
                                       "memory), below 0 less");
}

bool leanShown(const AccuracyBand &band)
{
    const double lean = std::abs(band.optimismPct);
    return band.covered && !band.calibrationOnly && lean >= kLeanShownPct && lean >= 0.5 * band.bandPct;
}

} // namespace aip::validation
