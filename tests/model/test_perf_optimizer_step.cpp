// The optimizer step as NVIDIA's BERT fine-tuning script runs it (perf/optimizerstep.h, workload "optimizer"): apex
// AMP O2 with FusedAdam for the fp16 rows, BertAdam's per-tensor Python loop for the TF32 rows; hand counts against the
// code's passes and ops.
#include "model/perffixture.h"
#include "perf/computerates.h"
#include "perf/optimizerstep.h"
#include "perf/perfmodel.h"
#include "perf/stragglers.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

ModelArch bertLarge()
{
    return perftest::preset("bert-large");
}

// A DeepLearningExamples benchmark on one DGX A100: data parallel over its eight GPUs, no recompute, `micro` samples a
// GPU, with the given optimizer key (empty: none).
Workload dgxA100Workload(const char *preset, Precision precision, int micro, const QString &optimizer)
{
    Workload w;
    w.model.preset = QLatin1String(preset);
    w.precision = precision;
    w.microBatch = micro;
    w.globalBatch = 8 * micro;
    Parallelism par;
    par.tp = 1;
    par.pp = 1;
    par.dp = 8;
    par.zero = 0;
    par.recompute = Recompute::None;
    w.parallelism = par;
    if (!optimizer.isEmpty())
        w.extra.insert(QStringLiteral("optimizer"), optimizer);
    return w;
}

// BERT-large fine-tuned on SQuAD as the DeepLearningExamples README's table ran it: batch 32 per GPU at 384 tokens,
// eager (no fused elementwise kernels).
Workload squadWorkload(Precision precision, const QString &optimizer)
{
    Workload w = dgxA100Workload("bert-large", precision, 32, optimizer);
    w.model.seqLen = 384;
    w.extra.insert(QStringLiteral("fused_elementwise"), false);
    return w;
}

} // namespace

TEST_CASE("BERT's parameter tensors as run_squad.py's two parameter groups hold them")
{
    // Per layer: Q, K, V, attention output, MLP up and down weights (decayed); their six biases and two LayerNorms'
    // weight and bias (not decayed). Embeddings: word, position, token type (decayed), LayerNorm (2, not). qa_outputs:
    // weight and bias. 24 layers: 6 x 24 + 3 + 1 = 148 and 10 x 24 + 2 + 1 = 243 (391 tensors).
    const ParamTensors t = encoderParamTensors(bertLarge());
    CHECK(t.decayed == 148);
    CHECK(t.undecayed == 243);
}

TEST_CASE("BertAdam's loop: 20 ops a decayed tensor and 18 an undecayed one at 6.1 us each and 4 calls at 2.3 us")
{
    // clip_grad_norm_ 7 kernels, the update 10 (+2 for weight decay), zero_grad 1.
    CHECK(bertAdamOpsPerTensor(true) == 20);
    CHECK(bertAdamOpsPerTensor(false) == 18);
    CHECK(eagerOpHostS() == Approx(6.1e-6));
    CHECK(bertAdamBytesPerParam() == 140);

    const ModelArch arch = bertLarge();
    const double params = arch.parameters();
    const ComputeRates tf32(perftest::a100Sxm(), Precision::Tf32);
    // Host: (148 x 20 + 243 x 18) ops = 7,334 ops x 6.1 us = 44.74 ms, and 391 x 4 calls x 2.3 us = 3.60 ms.
    CHECK(bertAdamCallsPerTensor() == 4);
    const double host = 7334 * 6.1e-6 + 391 * 4 * 2.3e-6;
    // GPU: 140 bytes a parameter, in passes of one fp32 matrix read and written (8 bytes x params / 148).
    const double gpu = tf32.memoryTime(params * 140, 8 * params / 148);
    CHECK(gpu < host); // ~340 M parameters x 140 B at ~1.6 TB/s is ~30 ms: the host's issuing bounds the loop
    // The backward's add into the zeroed fp32 gradients: read both, write one (12 bytes a parameter).
    const double accumulate = tf32.memoryTime(params * 12);
    CHECK(optimizerStepS(OptimizerImpl::BertAdamLoop, arch, params, tf32, 1.0) == Approx(host + accumulate));
    CHECK(host == Approx(0.04834).epsilon(1e-3));
    // The default multi-tensor update is the caller's.
    CHECK(optimizerStepS(OptimizerImpl::MultiTensor, arch, params, tf32, 0.123) == 0.123);
}

TEST_CASE("apex AMP O2 with FusedAdam moves 46 bytes a parameter")
{
    // Unscale 2 -> 4 (6), the clipper's norm (4), multi_tensor_adam (28), master -> model copy (6), zero_grad (2).
    CHECK(apexO2FusedAdamBytesPerParam() == 46);
    const ModelArch arch = bertLarge();
    const double params = arch.parameters();
    const ComputeRates fp16(perftest::a100Sxm(), Precision::Fp16);
    const double gpu = fp16.memoryTime(params * 46);
    // The zero_grad loop: 391 tensors x (2 x 2.3 + 3.8) us = 3.3 ms, under the ~9 ms of passes.
    const double host = 391 * (2 * 2.3e-6 + 3.8e-6);
    CHECK(host == Approx(3.28e-3).epsilon(1e-2));
    CHECK(gpu > host);
    // No add into zeroed fp16 gradients in the backward: amp.scale_loss sets them to None before it (apex 25bfcb9
    // _process_optimizer.py prepare_backward_with_master_weights), so the step is the passes alone.
    CHECK(optimizerStepS(OptimizerImpl::ApexO2FusedAdam, arch, params, fp16, 0) == Approx(gpu));
    // Where the TF32 loop's zeroed fp32 gradients take 12 bytes a parameter more in the backward.
    const ComputeRates tf32(perftest::a100Sxm(), Precision::Tf32);
    CHECK(optimizerStepS(OptimizerImpl::BertAdamLoop, arch, params, tf32, 0)
          > tf32.memoryTime(params * 12) + 7334 * 6.1e-6);
}

TEST_CASE("the workload's optimizer key sets the step's optimizer time and nothing else")
{
    const ClusterHardware cluster = perftest::dgxCluster(1);
    for (const Precision p : {Precision::Fp16, Precision::Tf32}) {
        const QString key = p == Precision::Fp16 ? QStringLiteral("apex_o2_fused_adam") : QStringLiteral("bert_adam");
        const PerfResult base = simulate(squadWorkload(p, {}), cluster);
        const PerfResult loop = simulate(squadWorkload(p, key), cluster);
        REQUIRE(base.ok());
        REQUIRE(loop.ok());
        CHECK(loop.breakdown.computeS == Approx(base.breakdown.computeS));
        CHECK(loop.breakdown.dpCommExposedS == Approx(base.breakdown.dpCommExposedS));
        CHECK(loop.breakdown.optimizerS > base.breakdown.optimizerS);
        CHECK(loop.stepTimeS - base.stepTimeS
              == Approx(loop.breakdown.optimizerS - base.breakdown.optimizerS).epsilon(1e-6));
        CHECK(optimizerImpl(squadWorkload(p, key))
              == (p == Precision::Fp16 ? OptimizerImpl::ApexO2FusedAdam : OptimizerImpl::BertAdamLoop));
    }
    CHECK(optimizerImpl(squadWorkload(Precision::Fp16, {})) == OptimizerImpl::MultiTensor);
}

namespace {

// DeepLearningExamples' ConvNets benchmark: batch 256 a GPU.
Workload convNetWorkload(const char *preset, Precision precision, const QString &optimizer)
{
    return dgxA100Workload(preset, precision, 256, optimizer);
}

} // namespace

TEST_CASE("a network's parameter tensors as DeepLearningExamples' two parameter groups hold them")
{
    // EfficientNet-B0 (Tan & Le 2019, Table 1): the stem convolution, 16 MBConv blocks (the first without an expansion
    // convolution), the 1x1 head and the classifier. Convolutions: 1 + 15 + 16 + 16 + 1 = 49 weights; squeeze-and-
    // excitation: two linear layers with a bias in each block, 64; the classifier's weight and bias: 115 with weight
    // decay. Batch norms after the same 49 convolutions, a weight and a bias each: 98 without.
    const ParamTensors b0 = netParamTensors(perftest::preset("efficientnet-b0"));
    CHECK(b0.decayed == 115);
    CHECK(b0.undecayed == 98);
    // EfficientNet-B4: depth 1.8 makes the stages' repeats ceil(1.8 x (1, 2, 2, 3, 3, 4, 1)) = 2, 4, 4, 6, 6, 8, 2, 32
    // blocks, the first stage's two without an expansion: 1 + 30 + 32 + 32 + 1 = 96 convolutions, 128 tensors of
    // squeeze-and-excitation, the classifier's 2: 226; 96 batch norms: 192.
    const ParamTensors b4 = netParamTensors(perftest::preset("efficientnet-b4"));
    CHECK(b4.decayed == 226);
    CHECK(b4.undecayed == 192);
    // ResNet-50 (torchvision): 53 convolutions (49 in the bottlenecks, 4 downsamples) and the classifier's weight and
    // bias, 55; 53 batch norms, 106: torchvision's 161 parameter tensors.
    const ParamTensors r50 = netParamTensors(perftest::preset("resnet50"));
    CHECK(r50.decayed == 55);
    CHECK(r50.undecayed == 106);
}

TEST_CASE("torch.optim's SGD and RMSprop loops: ops a tensor, host time and passes by hand")
{
    // SGD with momentum: the decay's add, buf.mul_, buf.add_, param.add_, and zero_grad's zero_: 5 (4 without decay).
    CHECK(torchLoopOpsPerTensor(OptimizerImpl::TorchSgdLoop, true) == 5);
    CHECK(torchLoopOpsPerTensor(OptimizerImpl::TorchSgdLoop, false) == 4);
    // RMSprop with momentum: the decay's add, mul_, addcmul_, sqrt, add_, buf.mul_, addcdiv_, param.add_, zero_: 9.
    CHECK(torchLoopOpsPerTensor(OptimizerImpl::TorchRmspropLoop, true) == 9);
    CHECK(torchLoopOpsPerTensor(OptimizerImpl::TorchRmspropLoop, false) == 8);
    CHECK(torchLoopOpsPerTensor(OptimizerImpl::MultiTensor, true) == 0);

    const ModelArch b0 = perftest::preset("efficientnet-b0");
    const double params = b0.parameters();
    const ComputeRates fp16(perftest::a100Sxm(), Precision::Fp16);
    const EagerLoopStep rms = torchLoopStep(OptimizerImpl::TorchRmspropLoop, netParamTensors(b0), params, fp16);
    // (115 x 9 + 98 x 8) ops = 1,819 x 6.1 us = 11.10 ms, and 213 requires_grad_ calls x 2.3 us = 0.49 ms.
    CHECK(rms.hostS == Approx(1819 * 6.1e-6 + 213 * 2.3e-6));
    CHECK(rms.hostS == Approx(11.59e-3).epsilon(1e-3));
    // 92 bytes a parameter and the backward's 12 into the zeroed gradients: ~5.3 M x 104 B, well under a millisecond.
    CHECK(rms.gpuS == Approx(fp16.memoryTime(params * 92) + fp16.memoryTime(params * 12)));
    CHECK(rms.gpuS < 0.1 * rms.hostS);
    const EagerLoopStep sgd = torchLoopStep(OptimizerImpl::TorchSgdLoop, netParamTensors(b0), params, fp16);
    // (115 x 5 + 98 x 4) ops = 967 x 6.1 us, and the same 213 calls.
    CHECK(sgd.hostS == Approx(967 * 6.1e-6 + 213 * 2.3e-6));
    CHECK(sgd.gpuS == Approx(fp16.memoryTime(params * 48) + fp16.memoryTime(params * 12)));
    // Other implementations have no loop here.
    CHECK(torchLoopStep(OptimizerImpl::BertAdamLoop, netParamTensors(b0), params, fp16).hostS == 0);
}

TEST_CASE("an eager optimizer loop waits for the backward under fp16's loss scaler and hides behind it otherwise")
{
    const ClusterHardware cluster = perftest::dgxCluster(1);
    const ModelArch b0 = perftest::preset("efficientnet-b0");
    const ComputeRates fp16(cluster.gpu, Precision::Fp16);
    const EagerLoopStep loop
        = torchLoopStep(OptimizerImpl::TorchRmspropLoop, netParamTensors(b0), b0.parameters(), fp16);
    // fp16: GradScaler.step's overflow check stops the host until the backward is done, so the whole issuing is the
    // optimizer's time, and the step grows by it; nothing else moves.
    const PerfResult base = simulate(convNetWorkload("efficientnet-b0", Precision::Fp16, {}), cluster);
    const PerfResult rms
        = simulate(convNetWorkload("efficientnet-b0", Precision::Fp16, QStringLiteral("torch_rmsprop")), cluster);
    REQUIRE(base.ok());
    REQUIRE(rms.ok());
    CHECK(optimizerImpl(convNetWorkload("efficientnet-b0", Precision::Fp16, QStringLiteral("torch_rmsprop")))
          == OptimizerImpl::TorchRmspropLoop);
    CHECK(rms.breakdown.computeS == Approx(base.breakdown.computeS));
    CHECK(rms.breakdown.dpCommExposedS == Approx(base.breakdown.dpCommExposedS));
    // The job waits for the slowest of its 8 GPUs (stragglers.h), the optimizer included.
    const double straggler = 1 + stragglerSlowdown(8);
    CHECK(rms.breakdown.optimizerS == Approx(loop.hostS * straggler));
    CHECK(rms.stepTimeS - base.stepTimeS == Approx(rms.breakdown.optimizerS - base.breakdown.optimizerS).epsilon(1e-6));
    // TF32 and bf16, no scaler: the host issues the loop during the last backward (~0.2 s for B0 at 256 images), so
    // only the loop's passes remain, well under the issuing.
    for (const Precision p : {Precision::Tf32, Precision::Bf16}) {
        const PerfResult hidden
            = simulate(convNetWorkload("efficientnet-b0", p, QStringLiteral("torch_rmsprop")), cluster);
        REQUIRE(hidden.ok());
        const ComputeRates r(cluster.gpu, p);
        const EagerLoopStep l = torchLoopStep(OptimizerImpl::TorchRmspropLoop, netParamTensors(b0), b0.parameters(), r);
        CHECK(hidden.breakdown.optimizerS < 0.1 * l.hostS);
        CHECK(hidden.breakdown.optimizerS == Approx(l.gpuS * straggler));
    }
    // ResNet-50's SGD loop is shorter than EfficientNet-B0's RMSprop loop (fewer tensors, fewer ops each).
    const PerfResult r50 = simulate(convNetWorkload("resnet50", Precision::Fp16, QStringLiteral("torch_sgd")), cluster);
    REQUIRE(r50.ok());
    CHECK(r50.breakdown.optimizerS < rms.breakdown.optimizerS);
    CHECK(r50.breakdown.optimizerS > 3e-3);
}

TEST_CASE("which networks each optimizer implementation is costed for")
{
    const ModelArch cnn = perftest::preset("resnet50"), transformer = bertLarge();
    for (OptimizerImpl loop : {OptimizerImpl::TorchSgdLoop, OptimizerImpl::TorchRmspropLoop}) {
        CHECK(optimizerCostedFor(loop, cnn));
        CHECK_FALSE(optimizerCostedFor(loop, transformer));
    }
    for (OptimizerImpl bert : {OptimizerImpl::BertAdamLoop, OptimizerImpl::ApexO2FusedAdam}) {
        CHECK(optimizerCostedFor(bert, transformer));
        CHECK_FALSE(optimizerCostedFor(bert, cnn));
    }
    CHECK(optimizerCostedFor(OptimizerImpl::MultiTensor, cnn));
    CHECK(optimizerCostedFor(OptimizerImpl::MultiTensor, transformer));
    // Not costed for the network: the caller's multi-tensor figure, as for the default.
    const ComputeRates rates(perftest::a100Sxm(), Precision::Tf32);
    CHECK(optimizerStepS(OptimizerImpl::BertAdamLoop, cnn, 25e6, rates, 0.5) == 0.5);
    CHECK(optimizerStepS(OptimizerImpl::TorchSgdLoop, transformer, 3.4e8, rates, 0.5) == 0.5);
    CHECK(optimizerStepS(OptimizerImpl::BertAdamLoop, transformer, 3.4e8, rates, 0.5) != 0.5);
}
