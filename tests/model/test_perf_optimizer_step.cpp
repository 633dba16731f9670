// The optimizer step as NVIDIA's BERT fine-tuning script runs it (perf/optimizerstep.h, workload "optimizer"): apex
// AMP O2 with FusedAdam for the fp16 rows, BertAdam's per-tensor Python loop for the TF32 rows; hand counts against the
// code's passes and ops.
#include "model/perffixture.h"
#include "perf/computerates.h"
#include "perf/optimizerstep.h"
#include "perf/perfmodel.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;

ModelArch bertLarge()
{
    return perftest::preset("bert-large");
}

// BERT-large fine-tuned on SQuAD as the DeepLearningExamples README's table ran it: batch 32 per GPU at 384 tokens on
// one DGX A100, eager (no fused elementwise kernels), with the given optimizer key (empty: none).
Workload squadWorkload(Precision precision, const QString &optimizer)
{
    Workload w;
    w.model.preset = QStringLiteral("bert-large");
    w.model.seqLen = 384;
    w.precision = precision;
    w.microBatch = 32;
    w.globalBatch = 256;
    Parallelism par;
    par.tp = 1;
    par.pp = 1;
    par.dp = 8;
    par.zero = 0;
    par.recompute = Recompute::None;
    w.parallelism = par;
    w.extra.insert(QStringLiteral("fused_elementwise"), false);
    if (!optimizer.isEmpty())
        w.extra.insert(QStringLiteral("optimizer"), optimizer);
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
