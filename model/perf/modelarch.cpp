#include "perf/modelarch.h"

#include "perf/convnets.h"

#include <QCoreApplication>

#include <cmath>

namespace aip::perf {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("aip::perf", text);
}

struct TransformerPreset {
    const char *name;
    ModelFamily family;
    int layers, hidden, heads, kvHeads, ffn, seqLen, vocab;
    bool gated;
};

// Published architectures. GPT-3: Brown et al. 2020, Table 2.1 (context 2048, GPT-2 BPE vocabulary 50257;
// 13B lists d_model 5140 with 40 heads of 128, i.e. 5120, the width implementations use).
// Llama 2: Touvron et al. 2023, Table 1 and the released params.json (70B uses GQA with 8 KV heads).
// Llama 3 / 3.1: Dubey et al. 2024 ("The Llama 3 Herd of Models"), Table 3 (vocabulary 128256, 8 KV heads);
// sequence 8192 is the pre-training length. BERT: Devlin et al. 2019 (vocabulary 30522, max length 512).
constexpr TransformerPreset kTransformers[] = {
    {"gpt3-1.3b", ModelFamily::Decoder, 24, 2048, 16, 16, 8192, 2048, 50257, false},
    {"gpt3-13b", ModelFamily::Decoder, 40, 5120, 40, 40, 20480, 2048, 50257, false},
    {"gpt3-175b", ModelFamily::Decoder, 96, 12288, 96, 96, 49152, 2048, 50257, false},
    {"llama2-7b", ModelFamily::Decoder, 32, 4096, 32, 32, 11008, 4096, 32000, true},
    {"llama2-13b", ModelFamily::Decoder, 40, 5120, 40, 40, 13824, 4096, 32000, true},
    {"llama2-70b", ModelFamily::Decoder, 80, 8192, 64, 8, 28672, 4096, 32000, true},
    {"llama3-8b", ModelFamily::Decoder, 32, 4096, 32, 8, 14336, 8192, 128256, true},
    {"llama3-70b", ModelFamily::Decoder, 80, 8192, 64, 8, 28672, 8192, 128256, true},
    {"llama3-405b", ModelFamily::Decoder, 126, 16384, 128, 8, 53248, 8192, 128256, true},
    {"bert-base", ModelFamily::Encoder, 12, 768, 12, 12, 3072, 512, 30522, false},
    {"bert-large", ModelFamily::Encoder, 24, 1024, 16, 16, 4096, 512, 30522, false},
};

// Input pipeline per sample. Images: ImageNet-1k train is ~138 GB of JPEG for 1,281,167 images (~110 KB
// each); COCO train2017 is ~18 GB for 118,287 images (~155 KB). CPU time: DeepLearningExamples feeds 8
// A100s at ~2,500 img/s each from the 128 cores of a DGX A100 with DALI-CPU (ResNet-50 README), i.e. a core
// decodes and augments ~150-200 images/s: 5 ms per ImageNet image. YOLOv5's mosaic loads 4 images per sample
// (ultralytics utils/dataloaders.py load_mosaic): 4 decodes plus the affine warp, ~20 ms. With GPU decoding
// (nvJPEG / DALI mixed) the CPU keeps only file reading and batching, ~20% of the work (DALI documentation,
// "mixed" decoder). Token streams: Megatron's indexed dataset stores int32 token ids and reads a sample with
// an index lookup and one copy, ~20 microseconds.
constexpr double kImagenetJpegBytes = 110e3;
constexpr double kCocoJpegBytes = 155e3;
constexpr double kImageCpuSeconds = 5e-3;
constexpr double kMosaicCpuSeconds = 20e-3;
constexpr double kGpuDecodeCpuShare = 0.2;
constexpr double kTokenBytes = 4;
constexpr double kTokenSampleCpuSeconds = 20e-6;

std::optional<ModelArch> fromPreset(const QString &name)
{
    for (const TransformerPreset &p : kTransformers) {
        if (name != QLatin1String(p.name))
            continue;
        ModelArch a;
        a.name = name;
        a.family = p.family;
        a.layers = p.layers;
        a.hidden = p.hidden;
        a.heads = p.heads;
        a.kvHeads = p.kvHeads;
        a.ffnHidden = p.ffn;
        a.seqLen = p.seqLen;
        a.vocab = p.vocab;
        a.gatedMlp = p.gated;
        return a;
    }
    ModelArch a;
    a.name = name;
    if (name == QLatin1String("resnet50")) {
        a.family = ModelFamily::Cnn;
        a.imageSize = 224;
        a.inputBytesPerSample = kImagenetJpegBytes;
        a.cpuSecondsPerSample = kImageCpuSeconds;
    } else if (name == QLatin1String("yolov5s") || name == QLatin1String("yolov5l")) {
        a.family = ModelFamily::Cnn;
        a.imageSize = 640;
        a.inputBytesPerSample = 4 * kCocoJpegBytes;
        a.readsPerSample = 4;
        a.cpuSecondsPerSample = kMosaicCpuSeconds;
    } else if (name == QLatin1String("sd15-unet")) {
        // Trained on 512x512 images encoded to 64x64x4 latents (Rombach et al. 2022); LAION JPEGs at that size
        // are ~100 KB and decode like ImageNet's.
        a.family = ModelFamily::Diffusion;
        a.imageSize = 512;
        a.inputBytesPerSample = 100e3;
        a.cpuSecondsPerSample = kImageCpuSeconds;
    } else {
        return std::nullopt;
    }
    a.gpuDecodeCpuFraction = kGpuDecodeCpuShare;
    return a;
}

void buildNet(ModelArch &a)
{
    if (a.name == QLatin1String("resnet50"))
        a.net = resnet50Layers(a.imageSize);
    else if (a.name == QLatin1String("yolov5s"))
        a.net = yolov5Layers(0.33, 0.50, a.imageSize); // models/yolov5s.yaml depth/width multiples
    else if (a.name == QLatin1String("yolov5l"))
        a.net = yolov5Layers(1.0, 1.0, a.imageSize); // models/yolov5l.yaml
    else if (a.name == QLatin1String("sd15-unet"))
        a.net = sd15UnetLayers(a.imageSize / 8); // VAE downsampling factor 8
}

} // namespace

QStringList presetNames()
{
    QStringList names;
    for (const TransformerPreset &p : kTransformers)
        names << QLatin1String(p.name);
    names << QStringLiteral("resnet50") << QStringLiteral("yolov5s") << QStringLiteral("yolov5l")
          << QStringLiteral("sd15-unet");
    return names;
}

double ModelArch::parameters() const
{
    if (!isTransformer()) {
        double p = 0;
        for (const NetLayer &l : net)
            p += l.weightElems;
        return p;
    }
    const double h = hidden, kvShare = heads > 0 ? double(kvHeads) / heads : 1;
    const double attention = 2 * h * h + 2 * h * h * kvShare;
    const double mlp = (gatedMlp ? 3 : 2) * h * ffnHidden;
    const double perLayer = attention + mlp + 4 * h; // two norms (scale and shift)
    // GPT and BERT tie the output layer to the embedding and learn positions; Llama unties and uses RoPE.
    const double embedding = double(vocab) * h * (gatedMlp ? 2 : 1) + (gatedMlp ? 0 : double(seqLen) * h);
    return layers * perLayer + embedding;
}

double ModelArch::forwardFlopsPerSample() const
{
    if (!isTransformer()) {
        double f = 0;
        for (const NetLayer &l : net)
            f += l.flops;
        return f;
    }
    const double h = hidden, s = seqLen, kvShare = heads > 0 ? double(kvHeads) / heads : 1;
    const double dense = 2 * s * ((2 * h * h + 2 * h * h * kvShare) + (gatedMlp ? 3 : 2) * h * ffnHidden);
    const double attention = 4 * s * s * h;
    return layers * (dense + attention) + 2 * s * h * vocab;
}

std::optional<ModelArch> resolveModel(const ModelSpec &spec, QString *error)
{
    auto fail = [error](const QString &message) -> std::optional<ModelArch> {
        if (error)
            *error = message;
        return std::nullopt;
    };
    ModelArch a;
    if (!spec.preset.isEmpty()) {
        const std::optional<ModelArch> p = fromPreset(spec.preset);
        if (!p)
            return fail(tr("workload.model.preset: unknown model '%1' (known: %2)")
                            .arg(spec.preset, presetNames().join(QStringLiteral(", "))));
        a = *p;
    } else if (spec.type == QLatin1String("transformer") || spec.type == QLatin1String("bert") || spec.type.isEmpty()) {
        a.name = QStringLiteral("custom");
        a.family = spec.type == QLatin1String("bert") ? ModelFamily::Encoder : ModelFamily::Decoder;
        if (!spec.layers || !spec.hidden || !spec.heads || !spec.seqLen)
            return fail(tr("workload.model: a preset, or layers, hidden, heads and seq_len, are needed"));
        a.vocab = a.family == ModelFamily::Encoder ? 30522 : 50257; // BERT WordPiece, GPT-2 BPE
    } else {
        return fail(tr("workload.model: a %1 model needs a preset (%2)")
                        .arg(spec.type, presetNames().join(QStringLiteral(", "))));
    }
    if (a.isTransformer()) {
        if (spec.type == QLatin1String("bert"))
            a.family = ModelFamily::Encoder;
        a.layers = spec.layers.value_or(a.layers);
        a.hidden = spec.hidden.value_or(a.hidden);
        a.heads = spec.heads.value_or(a.heads);
        a.seqLen = spec.seqLen.value_or(a.seqLen);
        a.vocab = spec.vocab.value_or(a.vocab);
        a.gatedMlp = spec.gatedMlp.value_or(a.gatedMlp);
        // A changed head count without kv_heads keeps plain multi-head attention; GQA presets keep theirs.
        a.kvHeads = spec.kvHeads.value_or(spec.heads || a.kvHeads == 0 ? a.heads : a.kvHeads);
        // Default widths: 4h (GPT, BERT); gated MLPs keep the parameter count of 4h: 2/3 * 4h, rounded up to
        // a multiple of 256 (Llama's reference code, model.py FeedForward).
        const int defaultFfn = a.gatedMlp ? (8 * a.hidden / 3 + 255) / 256 * 256 : 4 * a.hidden;
        a.ffnHidden = spec.ffnHidden.value_or(spec.hidden || a.ffnHidden == 0 ? defaultFfn : a.ffnHidden);
        if (a.layers <= 0 || a.hidden <= 0 || a.heads <= 0 || a.seqLen <= 0 || a.vocab <= 0 || a.ffnHidden <= 0)
            return fail(tr("workload.model: layers, hidden, heads, seq_len, vocab and ffn_hidden must be positive"));
        if (a.hidden % a.heads != 0)
            return fail(tr("workload.model.heads: must divide hidden (%1)").arg(a.hidden));
        if (a.kvHeads <= 0 || a.heads % a.kvHeads != 0)
            return fail(tr("workload.model.kv_heads: must divide heads (%1)").arg(a.heads));
        a.inputBytesPerSample = kTokenBytes * a.seqLen;
        a.readsPerSample = a.inputBytesPerSample / 1e6; // sequential reads of a memory-mapped token file
        a.cpuSecondsPerSample = kTokenSampleCpuSeconds;
        a.gpuDecodeCpuFraction = 1;
    } else {
        a.imageSize = spec.imageSize.value_or(a.imageSize);
        if (a.imageSize < 32)
            return fail(tr("workload.model.image_size: must be at least 32"));
        if (a.family == ModelFamily::Diffusion)
            a.imageSize = std::max(64, a.imageSize / 64 * 64); // the UNet halves the latent three times
        buildNet(a);
        // Input bytes grow with the pixels of the stored image.
        const double ref = a.name == QLatin1String("resnet50") ? 224.0 : (a.family == ModelFamily::Cnn ? 640.0 : 512.0);
        a.inputBytesPerSample *= std::pow(a.imageSize / ref, 2);
    }
    return a;
}

} // namespace aip::perf
