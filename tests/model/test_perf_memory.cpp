// Memory per GPU against Korthikanti et al. 2022 ("Reducing Activation Recomputation in Large Transformer
// Models"), Table 2, and ZeRO's sharding (Rajbhandari et al. 2020).
#include "perf/memorymodel.h"
#include "support/testsupport.h"

#include <cmath>

namespace {

using namespace aip;
using namespace aip::perf;

ModelArch gpt3()
{
    ModelSpec spec;
    spec.preset = QStringLiteral("gpt3-175b");
    return *resolveModel(spec, nullptr);
}

double korthikanti(const ModelArch &a, double b, double t, const char *variant)
{
    const double s = a.seqLen, h = a.hidden, heads = a.heads;
    const double sbh = s * b * h;
    const QString v = QLatin1String(variant);
    if (v == QLatin1String("none"))
        return sbh * (34 + 5 * heads * s / h);
    if (v == QLatin1String("tp"))
        return sbh * (10 + 24 / t + 5 * heads * s / (h * t));
    if (v == QLatin1String("tp+sp"))
        return sbh * (34 / t + 5 * heads * s / (h * t));
    if (v == QLatin1String("tp+selective"))
        return sbh * (10 + 24 / t);
    if (v == QLatin1String("tp+sp+selective"))
        return sbh * 34 / t;
    return 2 * sbh; // full recompute
}

} // namespace

TEST_CASE("perf memory: per-layer activations follow Korthikanti et al. 2022 Table 2")
{
    const ModelArch a = gpt3();
    for (double b : {1.0, 4.0}) {
        for (int t : {1, 2, 8}) {
            ActivationShape shape{b, t, false, Recompute::None, false, 2};
            if (t == 1)
                CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "none")));
            CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "tp")));
            shape.sequenceParallel = true;
            CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "tp+sp")));
            shape.recompute = Recompute::Selective;
            CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "tp+sp+selective")));
            shape.sequenceParallel = false;
            CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "tp+selective")));
            shape.recompute = Recompute::Full;
            CHECK(layerActivationBytes(a, shape) == Approx(korthikanti(a, b, t, "full")));
        }
    }
}

TEST_CASE("perf memory: FP8 linear layers keep their inputs in one byte an element")
{
    // GPT-3 175B (no GQA, GPT MLP of 4h, dropout): of Korthikanti's 34 sbh bytes, the four linear inputs are the QKV
    // input (2 sbh), the output projection's (2 sbh), the MLP-up's (2 sbh) and the MLP-down's (8 sbh, 4h wide).
    // Transformer Engine's FP8 layers save them quantized (kFp8SavedInputBytes, 1 byte): 7 sbh fewer bytes.
    const ModelArch a = gpt3();
    const double b = 1, t = 8, sbh = a.seqLen * b * a.hidden;
    for (const bool sp : {false, true}) {
        INFO("sequence parallel " << sp);
        ActivationShape bf16{b, int(t), sp, Recompute::Selective, false, 2};
        ActivationShape fp8 = bf16;
        fp8.fp8LinearInputs = true;
        // The QKV and MLP inputs are replicated over tp without sequence parallelism, the other two always split.
        const double saved = (2 - kFp8SavedInputBytes) * (2 * sbh / (sp ? t : 1) + 5 * sbh / t);
        CHECK(layerActivationBytes(a, bf16) - layerActivationBytes(a, fp8) == Approx(saved));
        // Full recompute keeps only the layer's input, the residual stream in 16 bits: no change.
        bf16.recompute = fp8.recompute = Recompute::Full;
        CHECK(layerActivationBytes(a, fp8) == Approx(layerActivationBytes(a, bf16)));
    }
}

TEST_CASE("perf memory: mixed-precision Adam holds 16 bytes per parameter, ZeRO shards them")
{
    const ModelArch a = gpt3();
    Strategy s;
    s.tp = 8;
    s.pp = 12;
    s.dp = 16;
    s.recompute = Recompute::Full;
    const double params = parametersPerGpu(a, 8, 12);
    // 175B over 96 GPUs of model parallelism, plus the embedding on the first stage.
    CHECK(params == Approx(175e9 / 96 + 50257.0 * 12288 / 8 + 2048.0 * 12288).epsilon(0.03));
    const MemoryBreakdown z0 = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(z0.weightsBytes == Approx(2 * params));
    CHECK(z0.gradientsBytes == Approx(2 * params));
    CHECK(z0.optimizerBytes == Approx(12 * params));
    s.zero = 1;
    const MemoryBreakdown z1 = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(z1.optimizerBytes == Approx(12 * params / 16));
    CHECK(z1.gradientsBytes == Approx(2 * params));
    s.zero = 2;
    const MemoryBreakdown z2 = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(z2.gradientsBytes == Approx(2 * params / 16));
    s.zero = 3;
    // Megatron's sharding keeps the weights sharded between uses under a pipeline; FSDP2 under PyTorch's pipeline
    // schedules does not (the FSDP2 test below).
    s.shardingImpl = ShardingImpl::Megatron;
    const MemoryBreakdown z3 = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(z3.weightsBytes == Approx(2 * params / 16));
    CHECK(z3.totalBytes < z2.totalBytes);
    CHECK(z2.totalBytes < z1.totalBytes);
    CHECK(z1.totalBytes < z0.totalBytes);
}

TEST_CASE("perf memory: DeepSpeed ZeRO-3 (2021) holds one tensor and its gradient buckets, not two gathered layers")
{
    // deepspeed/runtime/zero/stage3.py @ 18a26e86: at a tensor's gradient hook the backward holds that tensor's
    // gathered weight and full fp16 gradient, the previous bucket's gradients being all-reduced and their flat copy
    // (allreduce_bucket); a bucket is up to reduce_bucket_size = 5e8 elements, or one larger tensor alone.
    const ModelArch a = gpt3();
    const double h = a.hidden;
    Strategy s;
    s.dp = 384;
    s.zero = 3;
    s.microBatch = 4;
    s.recompute = Recompute::Full;
    const MemoryBreakdown fsdp = transformerMemory(a, s, Precision::Fp16, false, 1, 80e9);
    s.shardingImpl = ShardingImpl::DeepSpeed;
    const MemoryBreakdown ds = transformerMemory(a, s, Precision::Fp16, false, 1, 80e9);
    // GPT-3's largest tensor is the MLP's 4h x h (6.0e8 elements, above the bucket): four of it, 16-bit.
    CHECK(largestLayerTensorParams(a, 1) == Approx(4 * h * h));
    // FSDP holds two units: the stage's weights over its layers (the embedding spread over them), 16-bit.
    const double fsdpGathered = 2 * parametersPerGpu(a, 1, 1) / a.layers * 2;
    CHECK(ds.totalBytes - fsdp.totalBytes == Approx(4 * 4 * h * h * 2 - fsdpGathered).epsilon(1e-9));
    CHECK(ds.totalBytes < fsdp.totalBytes);
    // Split over tp 8 the tensors are smaller than the bucket: one tensor and its gradient, two 5e8-element buckets.
    s.tp = 8;
    const MemoryBreakdown ds8 = transformerMemory(a, s, Precision::Fp16, false, 1, 80e9);
    s.shardingImpl = ShardingImpl::Fsdp;
    const MemoryBreakdown fsdp8 = transformerMemory(a, s, Precision::Fp16, false, 1, 80e9);
    CHECK(ds8.totalBytes - fsdp8.totalBytes
          == Approx((2 * 4 * h * h / 8 + 2 * 5e8) * 2 - 2 * parametersPerGpu(a, 8, 1) / a.layers * 2).epsilon(1e-9));
}

TEST_CASE("perf memory: FSDP2 under a pipeline schedule holds the stage's weights unsharded and fp32 gradients")
{
    // torchtitan @ 9dec370 with PP: reshard_after_forward=False; torch.distributed.pipelining keeps the weights
    // unsharded through every micro-batch's backward and accumulates unsharded fp32 gradients (reduce_dtype) until
    // the last: 2 + 4 bytes per stage parameter, the optimizer's 12 still sharded, no prefetch buffer on top.
    const ModelArch a = gpt3();
    Strategy s;
    s.tp = 8;
    s.pp = 8;
    s.dp = 8;
    s.zero = 3;
    s.recompute = Recompute::Full;
    const double params = parametersPerGpu(a, 8, 8);
    const MemoryBreakdown pipe = transformerMemory(a, s, Precision::Bf16, true, 8, 96e9);
    CHECK(pipe.weightsBytes == Approx(2 * params));
    CHECK(pipe.gradientsBytes == Approx(4 * params));
    CHECK(pipe.optimizerBytes == Approx(12 * params / 8));
    const double stageLayers = std::ceil(96.0 / 8);
    s.shardingImpl = ShardingImpl::Megatron; // reshards: sharded states plus two gathered units
    const MemoryBreakdown meg = transformerMemory(a, s, Precision::Bf16, true, 8, 96e9);
    CHECK(pipe.totalBytes - meg.totalBytes
          == Approx(2 * params + 4 * params - 4 * params / 8 - 2 * (2 * params / stageLayers)).epsilon(1e-9));
}

TEST_CASE("perf memory: with ZeRO >= 1, more data parallelism never raises optimizer memory per GPU")
{
    const ModelArch a = gpt3();
    for (int zero = 1; zero <= 3; ++zero) {
        double previous = 1e300;
        for (int dp = 1; dp <= 1024; dp *= 2) {
            Strategy s;
            s.tp = 8;
            s.pp = 8;
            s.dp = dp;
            s.zero = zero;
            const MemoryBreakdown m = transformerMemory(a, s, Precision::Bf16, true, 16, 80e9);
            CHECK(m.optimizerBytes <= previous);
            previous = m.optimizerBytes;
        }
    }
}

TEST_CASE("perf memory: the first pipeline stage holds its in-flight micro-batches")
{
    const ModelArch a = gpt3();
    Strategy s;
    s.tp = 8;
    s.pp = 8;
    s.dp = 1;
    s.sequenceParallel = true;
    s.recompute = Recompute::Selective;
    const ActivationShape shape{1, 8, true, Recompute::Selective, false, 2};
    const double perLayer = layerActivationBytes(a, shape);
    // 1F1B with many micro-batches: p in flight, each of L/p layers: L layers' worth in all.
    const MemoryBreakdown many = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(many.activationsBytes == Approx(perLayer * a.layers));
    // Fewer micro-batches than stages: only those.
    const MemoryBreakdown few = transformerMemory(a, s, Precision::Fp16, false, 2, 80e9);
    CHECK(few.activationsBytes == Approx(perLayer * a.layers / 8 * 2));
    // Interleaving adds (p-1)/(p v) (Korthikanti Sec. 4.2.3).
    s.interleave = 3;
    const MemoryBreakdown inter = transformerMemory(a, s, Precision::Fp16, false, 64, 80e9);
    CHECK(inter.activationsBytes == Approx(perLayer * a.layers * (1 + 7.0 / 24)));
}

TEST_CASE("perf memory: GPU capacities are binary gigabytes less the driver's share, the framework's buffers add up")
{
    // nvidia-smi: 81559 MiB on an H100 80GB HBM3.
    CHECK(usableGpuMemoryBytes(80) == Approx(81559.0 * 1024 * 1024));
    CHECK(usableGpuMemoryBytes(80) > 85e9);
    CHECK(usableGpuMemoryBytes(141) == Approx(141.0 / 80 * 81559 * 1024 * 1024));
    CHECK(usableGpuMemoryBytes(-1) == 0);
    // CUDA context 0.5 GB + NCCL 2 communicators x 16 channels x 2 peers x 8.75 MiB + 0.1 GB of workspaces.
    CHECK(frameworkReservedBytes() == Approx(0.5e9 + 2 * 16 * 2 * 8.75 * 1048576 + 0.1e9));
    // The total is the parts and the framework, nothing stacked on top: a GPT-3 1.3B with ZeRO-3 over 8 GPUs, flash
    // attention, micro-batch 4: 16 bytes per parameter sharded, each layer's Korthikanti bytes, the eager loss's
    // 14 bytes a logit at its backward (fp32 log-softmax output, its gradient and the upcast logits' gradient, 4 each,
    // and the 16-bit logits), and the gathered weights of two layers.
    ModelSpec spec;
    spec.preset = QStringLiteral("gpt3-1.3b");
    const ModelArch a = *resolveModel(spec, nullptr);
    Strategy s;
    s.tp = s.pp = 1;
    s.dp = 8;
    s.zero = 3;
    s.microBatch = 4;
    const MemoryBreakdown m = transformerMemory(a, s, Precision::Bf16, true, 1, usableGpuMemoryBytes(80));
    const double params = parametersPerGpu(a, 1, 1);
    CHECK(m.weightsBytes + m.gradientsBytes + m.optimizerBytes == Approx(16 * params / 8));
    const double layer = layerActivationBytes(a, ActivationShape{4, 1, false, Recompute::None, true, 2});
    CHECK(lossPeakBytesPerLogit(LossImpl::Standard, 2) == 14);
    const double logits = 14.0 * 4 * a.seqLen * a.vocab;
    CHECK(m.activationsBytes == Approx(a.layers * layer + logits));
    const double gathered = 2 * params / a.layers * 2;
    CHECK(m.totalBytes == Approx(16 * params / 8 + m.activationsBytes + gathered + frameworkReservedBytes()));
    CHECK(m.fits == (m.totalBytes <= usableGpuMemoryBytes(80)));
}

TEST_CASE("memory: the loss's backward holds what its implementation keeps of the logits")
{
    // Bytes a logit at the loss's backward, 16-bit logits: eager F.cross_entropy on upcast logits, the saved fp32
    // log-softmax output, nll_loss's dense fp32 gradient and log-softmax's fp32 gradient of the upcast logits, with the
    // 16-bit logits the caller holds: 4 + 4 + 4 + 2. Megatron-LM's vocab-parallel cross entropy: one fp32 buffer
    // (softmax, then its gradient in place) and the gradient cast back to 16 bits: 4 + 2; fp32 logits are that
    // buffer: 4. torchtune's chunked compiled loss: 16-bit logits and one of eight chunks in fp32: 2 + 4 / 8.
    CHECK(lossPeakBytesPerLogit(LossImpl::Standard, 2) == 14);
    CHECK(lossPeakBytesPerLogit(LossImpl::Standard, 4) == 16);
    CHECK(lossPeakBytesPerLogit(LossImpl::VocabParallel, 2) == 6);
    CHECK(lossPeakBytesPerLogit(LossImpl::VocabParallel, 4) == 4);
    CHECK(lossPeakBytesPerLogit(LossImpl::ChunkedCompiled, 2) == 2.5);
    // flash-attn's Triton cross entropy (LLM Foundry's default): the saved logits and a new gradient of their type.
    CHECK(lossPeakBytesPerLogit(LossImpl::Fused, 2) == 4);

    // Llama 3.1 8B, 2 x 8192 tokens, no recompute, one GPU's activations: every layer's and the loss's peak. The
    // difference between two losses is their bytes a logit times the 2 x 8192 x 128256 logits.
    ModelSpec spec;
    spec.preset = QStringLiteral("llama3-8b");
    ModelArch a = *resolveModel(spec, nullptr);
    a.seqLen = 8192;
    Strategy s;
    s.dp = 8;
    s.zero = 3;
    s.microBatch = 2;
    const double logits = 2.0 * 8192 * 128256;
    const MemoryBreakdown eager = transformerMemory(a, s, Precision::Bf16, true, 1, 100e9);
    const MemoryBreakdown megatron = transformerMemory(a, s, Precision::Bf16, true, 1, 100e9,
                                                       SelectiveRecompute::CoreAttention, LossImpl::VocabParallel);
    CHECK(eager.activationsBytes - megatron.activationsBytes == Approx(8 * logits));
    CHECK(eager.totalBytes - megatron.totalBytes == Approx(8 * logits));
    const double layer = layerActivationBytes(a, ActivationShape{2, 1, false, Recompute::None, true, 2});
    CHECK(megatron.activationsBytes == Approx(a.layers * layer + 6 * logits));

    // Full recompute: the layer being rebuilt and the loss's peak never coincide; the larger counts. Here the loss's.
    s.recompute = Recompute::Full;
    const MemoryBreakdown full = transformerMemory(a, s, Precision::Bf16, true, 1, 100e9);
    const double input = layerActivationBytes(a, ActivationShape{2, 1, false, Recompute::Full, true, 2});
    REQUIRE(layer < 14 * logits);
    CHECK(full.activationsBytes == Approx(a.layers * input + 14 * logits));
    // A short sequence with a small vocabulary: the rebuilt layer is the larger.
    ModelArch small = a;
    small.seqLen = 2048;
    small.vocab = 8192;
    const double smallLayer = layerActivationBytes(small, ActivationShape{2, 1, false, Recompute::None, true, 2});
    const double smallInput = layerActivationBytes(small, ActivationShape{2, 1, false, Recompute::Full, true, 2});
    const double smallLogits = 14.0 * 2 * 2048 * 8192;
    REQUIRE(smallLayer > smallLogits);
    CHECK(transformerMemory(small, s, Precision::Bf16, true, 1, 100e9).activationsBytes
          == Approx(small.layers * smallInput + smallLayer));
}
