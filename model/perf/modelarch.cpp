#include "perf/modelarch.h"

#include "perf/convnets.h"
#include "perf/mla.h"
#include "perf/moe.h"
#include "perf/visionnets.h"

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
    int headDim = 0;     // 0: hidden / heads
    bool qkNorm = false; // a per-head RMSNorm on Q and K (ModelArch::qkNorm)
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
    // Qwen3-32B: Yang et al. 2025 ("Qwen3 Technical Report", arXiv 2505.09388), Table 1 (64 layers, 64 query and 8 KV
    // heads, embeddings not tied), and Qwen/Qwen3-32B's config.json (hidden_size 5120, head_dim 128, intermediate_size
    // 25600, vocab_size 151936): 64 heads of 128 are 8,192 wide on a hidden of 5,120, 32.8B parameters (the report's
    // figure). Pre-training sequence 4,096 (Sec. 3.2, the general stage).
    // QK-norm: "we remove QKV-bias used in Qwen2 and introduce QK-Norm to the attention mechanism" (Sec. 2), the
    // config's q_norm and k_norm of head_dim (transformers' Qwen3Attention).
    {"qwen3-32b", ModelFamily::Decoder, 64, 5120, 64, 8, 25600, 4096, 151936, true, 128, true},
};

// Mixtures of experts (perf/moe.h). Mixtral 8x7B: Jiang et al. 2024, Table 1 (32 layers, dim 4096, 32 heads, 8 KV
// heads, hidden 14336, vocabulary 32000, 8 experts, top 2); sequence 4096 as in NVIDIA's NeMo Mixtral pre-training
// recipe (the model's 32k context is a fine-tuning length). DeepSeek-V3: DeepSeek-AI 2024, arXiv 2412.19437,
// Sec. 4.2 (61 layers, hidden 7168, 128 heads, first 3 layers dense with MLP 18432, then 1 shared and 256 routed
// experts of 2048, 8 per token, vocabulary 129K, pre-training sequence 4K). Its multi-head latent attention is costed
// as itself in training (transformerlayer.cpp: the five projections, heads of P + R = 192 for the keys and V = 128 for
// the values; until 2026-12-05 as multi-head attention of the model's width, 4h^2 = 206M weights a layer against
// MLA's 187M and heads of h / 128 = 56) and in serving (perf/mla.h):
// q_lora_rank 1536, kv_lora_rank 512, qk_nope_head_dim 128, qk_rope_head_dim 64, v_head_dim 128 (Sec. 4.2: per-head
// dimension 128, KV compression 512, query compression 1536, decoupled key 64; the same five "in DSV3" in vLLM's
// vllm/attention/backends/mla/common.py docstring).
// Kimi K2: DeepSeek-V3's architecture with 64 attention heads, 384 routed experts (8 a token, 1 shared, 2048 wide)
// and one dense first layer (Kimi Team 2025, "Kimi K2: Open Agentic Intelligence", arXiv 2507.20534, Sec. 2.3 and
// Table 2: 1.04T total and 32.6B activated parameters), vocabulary 163,840 and the same MLA ranks
// (moonshotai/Kimi-K2-Base config.json: q_lora_rank 1536, kv_lora_rank 512, qk_nope_head_dim 128, qk_rope_head_dim 64,
// v_head_dim 128, first_k_dense_replace 1, n_group 1: no node-limited routing); pre-training sequence 4K (Sec. 3.4).
struct MoePreset {
    const char *name;
    int layers, hidden, heads, kvHeads, ffn, seqLen, vocab;
    int experts, topK, shared, expertFfn, dense;
    int nodeLimit;   // node-limited routing: DeepSeek-V3 sends a token to at most 4 nodes (Sec. 2.1.2 and 4.2)
    MlaShape mla;    // multi-head latent attention; empty: grouped-query attention of kvHeads
    int headDim = 0; // grouped-query attention's head width; 0: hidden / heads
    int window = 0;  // sliding-window attention: the window, and the share of the layers that use it
    double windowShare = 0;
    bool qkNorm = false;     // a per-head RMSNorm on Q and K (ModelArch::qkNorm)
    bool expertBias = false; // biases on the experts' projections (ModelArch::expertBias)
};
constexpr MoePreset kMoePresets[] = {
    {"mixtral-8x7b", 32, 4096, 32, 8, 14336, 4096, 32000, 8, 2, 0, 14336, 0, 0, {}},
    {"deepseek-v3", 61, 7168, 128, 128, 18432, 4096, 129280, 256, 8, 1, 2048, 3, 4, {1536, 512, 128, 64, 128}},
    {"kimi-k2", 61, 7168, 64, 64, 18432, 4096, 163840, 384, 8, 1, 2048, 1, 0, {1536, 512, 128, 64, 128}},
    // Qwen3-30B-A3B: the Qwen3 report (arXiv 2505.09388) Table 2 (48 layers, 32 query and 4 KV heads, 128 experts, 8
    // a token, no shared expert), and Qwen/Qwen3-30B-A3B's config.json (hidden_size 2048, head_dim 128 where hidden /
    // heads is 64, moe_intermediate_size 768, every layer sparse: decoder_sparse_step 1, mlp_only_layers [],
    // vocab_size 151936, embeddings not tied): 30.5B parameters, 3.3B activated (the report's figures); ffn is the
    // config's dense intermediate_size (6144), which no layer uses. QK-norm as Qwen3-32B's.
    {"qwen3-30b-a3b", 48, 2048, 32, 4, 6144, 4096, 151936, 128, 8, 0, 768, 0, 0, {}, 128, 0, 0, true},
    // Qwen3-235B-A22B: the same report's Table 2 (94 layers, 64 query and 4 KV heads, 128 experts, 8 a token, no
    // shared expert) and Qwen/Qwen3-235B-A22B's config.json (hidden_size 4096, head_dim 128, moe_intermediate_size
    // 1536, every layer sparse, vocab_size 151936, embeddings not tied; intermediate_size 12288 unused): 235B
    // parameters, 22B activated. QK-norm as the others.
    {"qwen3-235b-a22b", 94, 4096, 64, 4, 12288, 4096, 151936, 128, 8, 0, 1536, 0, 0, {}, 128, 0, 0, true},
    // GPT-OSS: OpenAI 2025, "gpt-oss-120b & gpt-oss-20b Model Card" (arXiv 2508.10925), Sec. 2.1-2.2 and Table 1:
    // 36 and 24 layers, residual width 2,880, 128 and 32 experts of which 4 a token, each a gated MLP of 2,880; 64
    // query heads of 64 and 8 KV heads (grouped-query attention); layers alternate between a banded window of 128
    // tokens and the whole sequence; o200k_harmony's 201,088 tokens, embeddings not tied: 116.8B / 5.1B active and
    // 20.9B / 3.6B, the card's figures. The experts' projections have biases (transformers' GptOssExperts
    // gate_up_proj_bias and down_proj_bias; not in the parameter count: 0.03 %), costed where a workload adds them
    // apart (`moe_expert_bias: eager`); attention sinks (a learned logit per head) and the attention projections'
    // biases are not costed. Sequence 4,096: a training length (the card gives the 131,072 context, not a pre-training
    // length).
    {"gpt-oss-120b", 36, 2880, 64, 8, 2880, 4096, 201088, 128, 4, 0, 2880, 0, 0, {}, 64, 128, 0.5, false, true},
    {"gpt-oss-20b", 24, 2880, 64, 8, 2880, 4096, 201088, 32, 4, 0, 2880, 0, 0, {}, 64, 128, 0.5, false, true},
};

// Input pipeline per sample. Images: ImageNet-1k train is ~138 GB of JPEG for 1,281,167 images (~110 KB
// each); COCO train2017 is ~18 GB for 118,287 images (~155 KB). CPU time: 5 ms per ImageNet image on one core of a
// 2019-2020 server CPU, the torchvision recipe (PIL decode, RandomResizedCrop(224), flip, ToTensor, Normalize) in a
// DataLoader worker, from two measurements: PIL decode of ImageNet JPEGs (Image.open().convert("RGB"), the
// ImageFolder loader) at 410 img/s, 2.44 ms, on one EPYC 7702 core (ternaus/imread_benchmark @ e1de565,
// output/linux_AMD-EPYC-7702-64-Core-Processor/pillow_results.json), and the transforms at 1.2 ms on one Ryzen 9
// 5900X core at 469x387, ImageNet's mean size (pmeier/detection-reference-benchmark @ a088b99,
// results/20230412135803.log, classification-simple PIL: crop 72 us, bilinear resize 554, flip 52, PILToTensor 51,
// dtype 51, Normalize 419), x 1.8 for a Zen 2 server core (the same benchmark's Threadripper 3970X against the 7702:
// 1.47; clocks and Zen 3's IPC for the rest, an estimate): 2.4 + 2.2 = 4.6 ms, and the worker's collation and pipes
// (not measured), ~5 ms.
// DeepLearningExamples' ResNet-50 and EfficientNet rows cannot confirm it: their 16 unpinned loader workers a GPU on
// a DGX A100's 128 cores give at this rate 25,600 img/s, half again what they measured, yet both networks stop at the
// same ~16,600 img/s on 8 A100s though EfficientNet's transforms cost more (resources/validation/README.md,
// EfficientNet). YOLOv5's mosaic loads 4 images per sample (ultralytics utils/dataloaders.py load_mosaic): 4 decodes
// plus the affine warp, ~20 ms. With GPU decoding
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
// The most multi-token prediction modules a plan may ask for: a bound on what a plan can make the model build, far
// above what published models train with (DeepSeek-V3 one, arXiv 2412.19437 Sec. 4.2).
constexpr int kMaxMtpLayers = 16;

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
        a.headDimension = p.headDim;
        a.qkNorm = p.qkNorm;
        return a;
    }
    for (const MoePreset &p : kMoePresets) {
        if (name != QLatin1String(p.name))
            continue;
        ModelArch a;
        a.name = name;
        a.family = ModelFamily::Decoder;
        a.layers = p.layers;
        a.hidden = p.hidden;
        a.heads = p.heads;
        a.kvHeads = p.kvHeads;
        a.ffnHidden = p.ffn;
        a.seqLen = p.seqLen;
        a.vocab = p.vocab;
        a.gatedMlp = true;
        a.experts = p.experts;
        a.topK = p.topK;
        a.sharedExperts = p.shared;
        a.expertFfnHidden = p.expertFfn;
        a.denseLayers = p.dense;
        a.routedNodeLimit = p.nodeLimit;
        a.mla = p.mla;
        a.headDimension = p.headDim;
        a.slidingWindow = p.window;
        a.slidingWindowShare = p.windowShare;
        a.qkNorm = p.qkNorm;
        a.expertBias = p.expertBias;
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
    } else if (visionPresetNames().contains(name)) {
        // perf/visionnets.h. ImageNet classifiers read and augment like ResNet-50 at their training size; SSD's
        // photometric distortion and random crop cost about the same on a COCO image; Mask R-CNN decodes a COCO
        // image, resizes it to the 800-pixel short side and rasterizes its instance masks (an estimate: twice
        // the ImageNet work). Mask R-CNN trains at 800 x 1333 (He et al. 2017, Sec. 3.1): 1024 x 1024 holds as
        // many pixels.
        a.family = ModelFamily::Cnn;
        const bool coco = name == QLatin1String("ssd300") || name == QLatin1String("maskrcnn-r50");
        a.imageSize = name == QLatin1String("efficientnet-b4") ? 380
            : name == QLatin1String("ssd300")                  ? 300
            : name == QLatin1String("maskrcnn-r50")            ? 1024
                                                               : 224;
        a.inputBytesPerSample = coco ? kCocoJpegBytes : kImagenetJpegBytes;
        a.cpuSecondsPerSample = name == QLatin1String("maskrcnn-r50") ? 2 * kImageCpuSeconds : kImageCpuSeconds;
    } else {
        return std::nullopt;
    }
    a.gpuDecodeCpuFraction = kGpuDecodeCpuShare;
    return a;
}

void buildNetAnew(ModelArch &a);

void buildNet(ModelArch &a)
{
    // A serving evaluation resolves its model every time and building ResNet-50's list was a seventh of it (perf
    // record of bench_perf's BM_EvaluateCnnServing, 2026-12-05): each thread keeps the last list it built, which
    // depends on the preset and the image size only, and copies it.
    struct Built {
        QString name;
        int imageSize = 0;
        std::vector<NetLayer> net;
    };
    thread_local Built last;
    if (!last.net.empty() && last.imageSize == a.imageSize && last.name == a.name) {
        a.net = last.net;
        return;
    }
    buildNetAnew(a);
    last = {a.name, a.imageSize, a.net};
}

void buildNetAnew(ModelArch &a)
{
    if (a.name == QLatin1String("resnet50"))
        a.net = resnet50Layers(a.imageSize);
    else if (a.name == QLatin1String("yolov5s"))
        a.net = yolov5Layers(0.33, 0.50, a.imageSize); // models/yolov5s.yaml depth/width multiples
    else if (a.name == QLatin1String("yolov5l"))
        a.net = yolov5Layers(1.0, 1.0, a.imageSize); // models/yolov5l.yaml
    else if (a.name == QLatin1String("sd15-unet"))
        a.net = sd15UnetLayers(a.imageSize / 8); // VAE downsampling factor 8
    else
        a.net = visionLayers(a.name, a.imageSize);
}

} // namespace

QStringList presetNames()
{
    QStringList names;
    for (const TransformerPreset &p : kTransformers)
        names << QLatin1String(p.name);
    for (const MoePreset &p : kMoePresets)
        names << QLatin1String(p.name);
    names << QStringLiteral("resnet50") << QStringLiteral("yolov5s") << QStringLiteral("yolov5l")
          << QStringLiteral("sd15-unet") << visionPresetNames();
    return names;
}

double ModelArch::mlpParamsPerLayer() const
{
    const double dense = (gatedMlp ? 3 : 2) * double(hidden) * ffnHidden;
    if (!isMoe())
        return dense;
    return (denseLayers * dense + std::max(0, layers - denseLayers) * moeLayerMlpParams(*this)) / std::max(1, layers);
}

double ModelArch::activeMlpParamsPerLayer() const
{
    const double dense = (gatedMlp ? 3 : 2) * double(hidden) * ffnHidden;
    if (!isMoe())
        return dense;
    return (denseLayers * dense + std::max(0, layers - denseLayers) * moeLayerActiveMlpParams(*this))
        / std::max(1, layers);
}

double ModelArch::attentionParamsPerLayer() const
{
    if (isMla())
        return mlaAttentionParams(*this);
    // Q and the output projection h x (heads x head_dim) each, K and V h x (kv_heads x head_dim) each.
    const double h = hidden;
    return 2 * h * queryWidth() + 2 * h * kvWidth();
}

double ModelArch::parameters() const
{
    if (!isTransformer()) {
        double p = 0;
        for (const NetLayer &l : net)
            p += l.weightElems;
        return p;
    }
    const double h = hidden;
    const double attention = attentionParamsPerLayer();
    const double mlp = mlpParamsPerLayer();
    const double perLayer = attention + mlp + 4 * h; // two norms (scale and shift)
    // GPT and BERT tie the output layer to the embedding and learn positions; Llama unties and uses RoPE (a rotary
    // model learns no positions: learnedPositionParams()).
    const double embedding = double(vocab) * h * (tiesOutputLayer() ? 1 : 2) + learnedPositionParams();
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
    const double h = hidden, s = seqLen;
    const double dense = 2 * s * (attentionParamsPerLayer() + activeMlpParamsPerLayer());
    // QK^T and PV over every head: 2 s^2 x heads x (the key and value head widths); 4 s^2 h at heads x d = h.
    // Windowed layers over their span (windowSpan()).
    const double span = meanAttentionSpan(s);
    const double attention = isMla() ? 2 * s * span * heads * (mlaPrefillQkDim(*this) + mlaPrefillVDim(*this))
                                     : 4 * s * span * queryWidth();
    return layers * (dense + attention) + 2 * s * h * vocab;
}

double ModelArch::mtpForwardFlopsPerSample() const
{
    if (!isTransformer() || mtpLayers <= 0 || layers <= 0)
        return 0;
    const double s = seqLen, h = hidden, logits = 2 * s * h * vocab;
    const double layer = (forwardFlopsPerSample() - logits) / layers;
    return mtpLayers * (layer + 2 * s * mtpExtraParams() + logits);
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
        // Dropout: GPT-2/3, Megatron's GPT and BERT train with 0.1 on the hidden states and the attention
        // probabilities (Radford et al. 2019; Devlin et al. 2019 Sec. A.2), Llama with none (Touvron et al. 2023,
        // the released model.py has no dropout). A model that differs says `"dropout": false` (MosaicML's MPT:
        // MPTConfig's resid_pdrop and emb_pdrop default to 0.0, mosaicml/llm-foundry llmfoundry/models/mpt/
        // configuration_mpt.py, read at 0085285; LLM Foundry's benchmark yamls set none) or true.
        if (const QJsonValue v = spec.extra.value(QStringLiteral("dropout")); !v.isUndefined()) {
            if (!v.isBool())
                return fail(tr("workload.model.dropout: must be true or false"));
            a.dropout = v.toBool();
        }
        // QK-norm (ModelArch::qkNorm): a preset's unless the plan says `"qk_norm": true` or false.
        if (const QJsonValue v = spec.extra.value(QStringLiteral("qk_norm")); !v.isUndefined()) {
            if (!v.isBool())
                return fail(tr("workload.model.qk_norm: must be true or false"));
            a.qkNorm = v.toBool();
        }
        // The rotary share of each head (ModelArch::partialRotaryFactor): Pythia's and GPT-NeoX's rotary_pct 0.25.
        if (const QJsonValue v = spec.extra.value(QStringLiteral("partial_rotary_factor")); !v.isUndefined()) {
            if (!v.isDouble() || !(v.toDouble() >= 0) || v.toDouble() > 1)
                return fail(tr("workload.model.partial_rotary_factor: must be a number from 0 to 1"));
            a.partialRotaryFactor = v.toDouble();
        }
        // Multi-token prediction modules (ModelArch::mtpLayers): a decoder's, DeepSeek-V3 trained with one.
        if (const QJsonValue v = spec.extra.value(QStringLiteral("mtp_layers")); !v.isUndefined()) {
            const double n = v.toDouble(-1);
            if (!v.isDouble() || !(n >= 0) || n > kMaxMtpLayers || n != std::floor(n))
                return fail(tr("workload.model.mtp_layers: must be a whole number from 0 to %1").arg(kMaxMtpLayers));
            if (a.family == ModelFamily::Encoder && n > 0)
                return fail(tr("workload.model.mtp_layers: multi-token prediction is for decoders, not BERT"));
            a.mtpLayers = int(n);
        }
        // A changed head count without kv_heads keeps plain multi-head attention; GQA presets keep theirs.
        a.kvHeads = spec.kvHeads.value_or(spec.heads || a.kvHeads == 0 ? a.heads : a.kvHeads);
        // A preset's head width stays when hidden or heads change, as a Hugging Face config's head_dim does.
        a.headDimension = spec.headDim.value_or(a.headDimension);
        // Default widths: 4h (GPT, BERT); gated MLPs keep the parameter count of 4h: 2/3 * 4h, rounded up to
        // a multiple of 256 (Llama's reference code, model.py FeedForward).
        const int defaultFfn = a.gatedMlp ? (8 * a.hidden / 3 + 255) / 256 * 256 : 4 * a.hidden;
        a.ffnHidden = spec.ffnHidden.value_or(spec.hidden || a.ffnHidden == 0 ? defaultFfn : a.ffnHidden);
        // Mixture of experts: experts default to the dense width and top-2 routing (GShard, Mixtral).
        a.experts = spec.experts.value_or(a.experts);
        a.topK = spec.topK.value_or(a.topK > 0 ? a.topK : 2);
        a.sharedExperts = spec.sharedExperts.value_or(a.sharedExperts);
        a.expertFfnHidden = spec.expertFfnHidden.value_or(a.expertFfnHidden > 0 ? a.expertFfnHidden : a.ffnHidden);
        a.capacityFactor = spec.capacityFactor.value_or(0);
        if (a.experts > 0 && a.topK > a.experts)
            return fail(tr("workload.model.top_k: must not exceed experts (%1)").arg(a.experts));
        if (a.experts == 0) {
            a.expertBias = false;
            a.topK = a.sharedExperts = a.expertFfnHidden = a.denseLayers = a.routedNodeLimit = 0;
            a.capacityFactor = 0;
        }
        if (a.layers <= 0 || a.hidden <= 0 || a.heads <= 0 || a.seqLen <= 0 || a.vocab <= 0 || a.ffnHidden <= 0)
            return fail(tr("workload.model: layers, hidden, heads, seq_len, vocab and ffn_hidden must be positive"));
        if (a.headDimension < 0)
            return fail(tr("workload.model.head_dim: must be positive"));
        if (a.headDimension == 0 && a.hidden % a.heads != 0)
            return fail(tr("workload.model.heads: must divide hidden (%1), or head_dim must be given").arg(a.hidden));
        if (a.isMla() && a.headDimension > 0)
            return fail(tr("workload.model.head_dim: multi-head latent attention sets its own head widths"));
        if (a.kvHeads <= 0 || a.heads % a.kvHeads != 0)
            return fail(tr("workload.model.kv_heads: must divide heads (%1)").arg(a.heads));
        // Dynamic padding: a data loader that pads each batch to its longest sequence, and bins sequences by length
        // so that a batch's sequences are alike (NVIDIA LDDL "sequence binning", which DeepLearningExamples' BERT
        // pre-training uses: github.com/NVIDIA/LDDL README.md, "Each mini-batch is only padded to the longest
        // sequence within this mini-batch"), computes on fewer positions than seq_len. `padded_seq_len` is the mean
        // length batches are padded to; the step is costed at it (memory too: a mean, not the longest batch).
        if (const QJsonValue v = spec.extra.value(QStringLiteral("padded_seq_len")); !v.isUndefined()) {
            const double padded = v.toDouble();
            if (!v.isDouble() || !(padded >= 1) || padded > a.seqLen)
                return fail(tr("workload.model.padded_seq_len: must be a number from 1 to seq_len (%1)").arg(a.seqLen));
            a.seqLen = int(std::lround(padded));
        }
        // Packed fine-tuning data: several documents per sequence, each attending only within itself (NeMo's
        // GPTSFTPackedDataset passes cu_seqlens, the model runs attention in the THD layout: NVIDIA/NeMo
        // nemo/collections/nlp/models/language_modeling/megatron_gpt_model.py @ r2.0.0rc1, PackedSeqParams(
        // cu_seqlens_q=cu_seqlens, ..., qkv_format='thd'); flash-attn's varlen kernels alike). Linear layers still
        // run over all seq_len tokens; attention over each document (transformerlayer.cpp).
        if (const QJsonValue v = spec.extra.value(QStringLiteral("document_len")); !v.isUndefined()) {
            const double len = v.toDouble();
            if (!v.isDouble() || !(len >= 1) || len > a.seqLen)
                return fail(tr("workload.model.document_len: must be a number from 1 to seq_len (%1)").arg(a.seqLen));
            a.documentLen = len;
        }
        // Sliding-window attention: the window in tokens, and the share of the layers that use it (1 when not given;
        // GPT-OSS and Gemma 2 alternate, 0.5; Gemma 3 has five local layers to one global, 5/6). A preset's stay unless
        // the plan sets them.
        if (spec.slidingWindow) {
            if (*spec.slidingWindow < 1)
                return fail(tr("workload.model.sliding_window: must be a whole number of tokens, at least 1"));
            a.slidingWindow = *spec.slidingWindow;
            if (a.slidingWindowShare <= 0)
                a.slidingWindowShare = 1;
        }
        if (spec.slidingWindowShare) {
            if (!(*spec.slidingWindowShare >= 0) || *spec.slidingWindowShare > 1)
                return fail(tr("workload.model.sliding_window_share: must be a number from 0 to 1"));
            if (a.slidingWindow <= 0)
                return fail(tr("workload.model.sliding_window_share: needs sliding_window"));
            a.slidingWindowShare = *spec.slidingWindowShare;
        }
        a.inputBytesPerSample = kTokenBytes * a.seqLen;
        a.readsPerSample = a.inputBytesPerSample / 1e6; // sequential reads of a memory-mapped token file
        a.cpuSecondsPerSample = kTokenSampleCpuSeconds;
        a.gpuDecodeCpuFraction = 1;
    } else {
        const int presetSize = a.imageSize; // the size the preset's input bytes are for
        a.imageSize = spec.imageSize.value_or(a.imageSize);
        if (a.imageSize < 32)
            return fail(tr("workload.model.image_size: must be at least 32"));
        if (a.family == ModelFamily::Diffusion)
            a.imageSize = std::max(64, a.imageSize / 64 * 64); // the UNet halves the latent three times
        buildNet(a);
        // Input bytes grow with the pixels of the stored image.
        a.inputBytesPerSample *= std::pow(double(a.imageSize) / presetSize, 2);
    }
    return a;
}

} // namespace aip::perf
