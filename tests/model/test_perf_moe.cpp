// Mixture-of-experts in the performance model: total against active parameters (memory against FLOPs), expert
// parallelism's all-to-all in the step, the search over ep, and the invariant that more experts at a fixed top-k
// never need less memory.
#include "model/perffixture.h"
#include "perf/memorymodel.h"
#include "perf/moe.h"
#include "perf/perfmodel.h"
#include "perf/stepmodel.h"
#include "perf/stragglers.h"
#include "perf/transformerlayer.h"
#include "support/testsupport.h"

namespace {

using namespace aip;
using namespace aip::perf;
using perftest::preset;
using perftest::resolved;

ClusterHardware dgxH100(int nodes)
{
    return perftest::dgxCluster(nodes, true);
}

} // namespace

TEST_CASE("moe presets: total and active parameters match the published sizes")
{
    // Jiang et al. 2024 (Mixtral): 47B parameters, 13B active per token. DeepSeek-AI 2024 (DeepSeek-V3): 671B total,
    // 37B active; its multi-head latent attention is costed as multi-head attention of the same width (10% here).
    const ModelArch mixtral = preset("mixtral-8x7b");
    CHECK(mixtral.isMoe());
    CHECK(mixtral.parameters() == Approx(46.7e9).epsilon(0.02));
    const double activeShare = mixtral.activeMlpParamsPerLayer() / mixtral.mlpParamsPerLayer();
    CHECK(activeShare == Approx(2.0 / 8).epsilon(0.01));
    // FLOPs follow the active parameters: 2 x 12.9B per token, plus attention.
    const double perToken = mixtral.forwardFlopsPerSample() / mixtral.seqLen;
    CHECK(perToken > 2 * 12.5e9);
    CHECK(perToken < 2 * 14.5e9);
    const ModelArch ds = preset("deepseek-v3");
    CHECK(ds.parameters() == Approx(671e9).epsilon(0.05));
    // The matmuls follow the 37B active parameters (DeepSeek-AI 2024, Sec. 1); the attention core is multi-head latent
    // attention's, heads of P + R = 192 for the scores and V = 128 for the context (Sec. 4.2): 2 s (192 + 128) x 128
    // heads x 61 layers a token, the full s x s product as for every model.
    const double core = 2.0 * ds.seqLen * (192 + 128) * 128 * 61;
    CHECK((ds.forwardFlopsPerSample() / ds.seqLen - core) > 2 * 34e9);
    CHECK((ds.forwardFlopsPerSample() / ds.seqLen - core) < 2 * 42e9);
    // Kimi K2 (Kimi Team 2025, arXiv 2507.20534, Table 2): 1.04T parameters, 32.6B activated; 64 heads of MLA.
    const ModelArch kimi = preset("kimi-k2");
    REQUIRE(kimi.isMla());
    CHECK(kimi.parameters() == Approx(1.04e12).epsilon(0.02));
    const double kimiCore = 2.0 * kimi.seqLen * (192 + 128) * 64 * 61;
    CHECK((kimi.forwardFlopsPerSample() / kimi.seqLen - kimiCore) == Approx(2 * 32.6e9).epsilon(0.05));
    // Qwen3-235B-A22B (the Qwen3 report, arXiv 2505.09388, Table 2 and the model's name): 235B parameters, 22B
    // activated; grouped-query attention of 64 heads of 128 over 4 KV heads.
    const ModelArch qwen = preset("qwen3-235b-a22b");
    REQUIRE(qwen.isMoe());
    CHECK(qwen.qkNorm);
    CHECK(qwen.parameters() == Approx(235e9).epsilon(0.02));
    const double qwenCore = 2.0 * qwen.seqLen * (128 + 128) * 64 * 94;
    CHECK((qwen.forwardFlopsPerSample() / qwen.seqLen - qwenCore) == Approx(2 * 22e9).epsilon(0.05));
}

TEST_CASE("moe: more experts at a fixed top-k never need less memory, and never more FLOPs")
{
    ModelSpec spec;
    spec.type = QStringLiteral("transformer");
    spec.layers = 8;
    spec.hidden = 1024;
    spec.heads = 16;
    spec.seqLen = 1024;
    spec.gatedMlp = true;
    spec.topK = 2;
    spec.expertFfnHidden = 2816;
    const ClusterHardware c = dgxH100(1);
    Workload w;
    w.globalBatch = 64;
    double lastBytes = 0, firstFlops = 0;
    for (int experts : {2, 4, 8, 16, 32, 64}) {
        spec.experts = experts;
        const ModelArch a = resolved(spec);
        w.model = spec;
        const StepModel model(a, w, c);
        Strategy s;
        s.dp = 8;
        s.ep = std::min(8, experts);
        const MemoryBreakdown m = model.memory(s);
        INFO(experts);
        CHECK(m.totalBytes >= lastBytes);
        lastBytes = m.totalBytes;
        if (firstFlops == 0)
            firstFlops = a.forwardFlopsPerSample();
        CHECK(a.forwardFlopsPerSample() == Approx(firstFlops).epsilon(0.01)); // only the router grows
    }
}

TEST_CASE("moe: Mixtral 8x7B on 8 DGX H100 runs expert parallel with its all-to-all in the step")
{
    const ClusterHardware c = dgxH100(8);
    Workload w;
    w.model.preset = QStringLiteral("mixtral-8x7b");
    w.globalBatch = 256;
    const PerfResult r = simulate(w, c);
    INFO(r.error.toStdString());
    REQUIRE(r.ok());
    CHECK(r.strategy.ep > 1);
    CHECK(r.breakdown.epCommS > 0);
    CHECK(r.mfu > 0.15);
    CHECK(r.mfu < 0.7);
    // Memory holds every expert (or this GPU's share), FLOPs only the active ones.
    CHECK(r.paramsCount == Approx(46.7e9).epsilon(0.02));
    CHECK(r.modelFlopsPerStep < 6 * 20e9 * 4096 * 256);

    // The same strategy with its experts spread over two nodes pays the network for its all-to-all.
    const StepModel model(preset("mixtral-8x7b"), w, c);
    Strategy s;
    s.tp = 1;
    s.dp = 64;
    s.zero = 1;
    s.recompute = Recompute::Full;
    s.ep = 8;
    const StepEstimate inNode = model.evaluate(s);
    Strategy wide = s;
    wide.tp = 2;
    wide.dp = 32;
    wide.sequenceParallel = true;
    wide.ep = 8; // 8 x tp 2 = 16 GPUs: two nodes
    const StepEstimate acrossNodes = model.evaluate(wide);
    REQUIRE(inNode.valid);
    REQUIRE(acrossNodes.valid);
    CHECK(expertParallelGroup(wide, 8).nodes() == 2);
    CHECK(expertParallelGroup(s, 8).nodes() == 1);
    CHECK(acrossNodes.breakdown.epCommS > 0);
    // ep must divide the experts and dp, and needs a mixture.
    Strategy bad = s;
    bad.ep = 16;
    CHECK_FALSE(model.evaluate(bad).valid);
    Workload dense;
    dense.model.preset = QStringLiteral("llama2-7b");
    const StepModel denseModel(preset("llama2-7b"), dense, c);
    bad = s;
    CHECK_FALSE(denseModel.evaluate(bad).valid);
}

TEST_CASE("moe: a full recompute runs the dispatch again and the combine unless PyTorch's checkpoint stops before it")
{
    // Hand count per MoE layer and micro-batch (perf/moe.h moeRecomputedAllToAlls()): forward dispatch and combine,
    // backward both again = 4; a fully recomputed forward adds both (Megatron-Core's checkpoint reruns the forward to
    // its end) = 6, or the dispatch only when PyTorch's early-stopping checkpoint meets DeepEP's combine (the
    // layer's last op, which saves no tensor: NeMo AutoModel @ 01926a5) = 5.
    Strategy s;
    s.recompute = Recompute::Full;
    s.shardingImpl = ShardingImpl::Megatron;
    CHECK(moeRecomputedAllToAlls(s, false) == 2);
    CHECK(moeRecomputedAllToAlls(s, true) == 2);
    s.shardingImpl = ShardingImpl::Fsdp;
    CHECK(moeRecomputedAllToAlls(s, false) == 2);
    CHECK(moeRecomputedAllToAlls(s, true) == 1);
    s.recompute = Recompute::Selective;
    CHECK(moeRecomputedAllToAlls(s, true) == 0);

    // In the step: the all-to-all time of a full recompute over none is 6/4 with Megatron-Core's dispatcher, 5/4
    // with DeepEP under FSDP (the all-to-all itself does not depend on recompute).
    const ClusterHardware c = dgxH100(8);
    Workload w;
    w.model.preset = QStringLiteral("mixtral-8x7b");
    w.globalBatch = 256;
    Workload deepEp = w;
    deepEp.extra.insert(QStringLiteral("moe_dispatcher"), QStringLiteral("DeepEP"));
    CHECK(deepEpDispatcher(deepEp));
    CHECK_FALSE(deepEpDispatcher(w));
    Strategy fsdp;
    fsdp.tp = 1;
    fsdp.dp = 64;
    fsdp.zero = 3;
    fsdp.shardingImpl = ShardingImpl::Fsdp;
    fsdp.ep = 8;
    auto epComm = [&](const Workload &wl, Strategy st, Recompute r) {
        st.recompute = r;
        const StepEstimate e = StepModel(preset("mixtral-8x7b"), wl, c).evaluate(st);
        REQUIRE(e.valid);
        return e.breakdown.epCommS;
    };
    const double base = epComm(w, fsdp, Recompute::None);
    REQUIRE(base > 0);
    CHECK(epComm(deepEp, fsdp, Recompute::None) == Approx(base));
    CHECK(epComm(w, fsdp, Recompute::Full) == Approx(base * 6 / 4));
    CHECK(epComm(deepEp, fsdp, Recompute::Full) == Approx(base * 5 / 4));
    Strategy megatron = fsdp;
    megatron.zero = 1;
    megatron.shardingImpl = ShardingImpl::Megatron;
    const double megatronBase = epComm(deepEp, megatron, Recompute::None);
    CHECK(epComm(deepEp, megatron, Recompute::Full) == Approx(megatronBase * 6 / 4));
}

TEST_CASE("moe: the tokens' permutation around the experts, one read and k + 1 writes each way, by hand")
{
    // Qwen3-30B-A3B: hidden 2,048, top 8 of 128 experts on every layer. Per token and layer the permute reads the token
    // once and writes its 8 copies, the unpermute reads the 8 and writes one: 2 x 9 rows of 2,048 bf16 elements.
    const ModelArch a = preset("qwen3-30b-a3b");
    const ModelArch c = moeComputeArch(a);
    CHECK(c.moePermuteRows == Approx(9));
    ModelArch unpermuted = c;
    unpermuted.moePermuteRows = 0;
    const ComputeRates r(perftest::dgxCluster(1, true).gpu, Precision::Bf16);
    const LayerShape shape{4, 1, false, true};
    const double T = 4.0 * 4096, bytes = 2 * 2 * T * 2048 * 9;
    const LayerCost with = transformerLayerCost(c, shape, r), without = transformerLayerCost(unpermuted, shape, r);
    CHECK(with.fwdS - without.fwdS == Approx(r.memoryTime(bytes)).epsilon(1e-9));
    CHECK(with.bwdS - without.bwdS == Approx(2 * r.memoryTime(bytes)).epsilon(1e-9)); // the gradients' way back
    CHECK(with.fwdFlops == without.fwdFlops);
    // DeepSeek-V3: the three dense layers do not permute; 58 of 61 do, 8 copies each.
    CHECK(moeComputeArch(preset("deepseek-v3")).moePermuteRows == Approx(58.0 / 61 * 9));
    // A dense model has none.
    CHECK(moeComputeArch(preset("llama3-8b")).moePermuteRows == 0);
}

TEST_CASE("moe: the routed experts' GEMMs run one expert at a time, four at once, by hand")
{
    // Qwen3-30B-A3B (128 experts of 768, gated, top 8, hidden 2,048), micro-batch 4 of 4,096 on one GPU of 8 with EP
    // 8: 16 experts a GPU, each computing 8 x 16,384 x 8 / 128 = 8,192 tokens, as Transformer Engine's GroupedLinear
    // launches them: one cuBLAS GEMM an expert over four streams, so four rounds of four 8,192 x 1,536 x 2,048
    // up-projections (and 8,192 x 2,048 x 768 down-projections) where the dense stand-in prices one 16,384-token GEMM
    // eight experts wide.
    const ModelArch c = moeComputeArch(preset("qwen3-30b-a3b"));
    CHECK(c.moeLayerShare == 1);
    CHECK(c.moeRoutedPerToken == 8);
    CHECK(c.moeRoutedExperts == 128);
    CHECK(c.moeRoutedFfn == 768);
    ModelArch merged = c;
    merged.moeRoutedExperts = 0; // the stand-in as it was: all experts as one GEMM
    const ComputeRates r(perftest::dgxCluster(1, true).gpu, Precision::Bf16);
    LayerShape shape{4, 1, false, true};
    shape.ep = 8;
    const double T = 4.0 * 4096, e = 8 * T / 16;
    auto gemm = [&](double m, double n, double k, double count = 1) { return r.gemmTime(m, n, k, count, true); };
    const double upFwd = 4 * gemm(e, 1536, 2048, 4) - gemm(T, 8 * 1536, 2048);
    const double downFwd = 4 * gemm(e, 2048, 768, 4) - gemm(T, 2048, 8 * 768);
    const double upBwd
        = 4 * (gemm(e, 2048, 1536, 4) + gemm(2048, 1536, e, 4)) - (gemm(T, 2048, 8 * 1536) + gemm(2048, 8 * 1536, T));
    const double downBwd
        = 4 * (gemm(e, 768, 2048, 4) + gemm(768, 2048, e, 4)) - (gemm(T, 8 * 768, 2048) + gemm(8 * 768, 2048, T));
    const LayerCost grouped = transformerLayerCost(c, shape, r), one = transformerLayerCost(merged, shape, r);
    CHECK(grouped.fwdS - one.fwdS == Approx(upFwd + downFwd).epsilon(1e-9));
    CHECK(grouped.bwdS - one.bwdS == Approx(upBwd + downBwd).epsilon(1e-9));
    CHECK(grouped.fwdFlops == one.fwdFlops); // the same FLOPs, at the smaller GEMMs' rate
    CHECK(grouped.fwdS > one.fwdS);
    // Four experts a GPU (EP 32) run as one round of four, the GEMMs' FLOPs together as the merged GEMM's: only the
    // shape differs, within 1 % of the merged layer.
    shape.ep = 32;
    CHECK(transformerLayerCost(c, shape, r).fwdS == Approx(transformerLayerCost(merged, shape, r).fwdS).epsilon(0.01));
    // More experts a GPU at the same tokens means fewer tokens each: never faster.
    double last = 0;
    for (int ep : {128, 32, 16, 8, 4, 2, 1}) {
        shape.ep = ep;
        const double t = transformerLayerCost(c, shape, r).fwdS;
        CHECK(t >= last * (1 - 1e-12));
        last = t;
    }
    // A single grouped kernel for all the experts (`"moe_grouped_gemm": "fused"`) is the merged GEMM.
    shape.ep = 8;
    shape.fusedGroupedGemm = true;
    CHECK(transformerLayerCost(c, shape, r).fwdS == Approx(one.fwdS).epsilon(1e-12));
    CHECK(transformerLayerCost(c, shape, r).bwdS == Approx(one.bwdS).epsilon(1e-12));
    Workload w;
    CHECK_FALSE(fusedGroupedGemm(w));
    w.extra.insert(QStringLiteral("moe_grouped_gemm"), QStringLiteral("multi_stream"));
    CHECK_FALSE(fusedGroupedGemm(w));
    w.extra.insert(QStringLiteral("moe_grouped_gemm"), QStringLiteral("fused"));
    CHECK(fusedGroupedGemm(w));
    // A dense model has no routed experts.
    const ModelArch dense = moeComputeArch(preset("llama3-8b"));
    CHECK(dense.moeRoutedExperts == 0);
}

TEST_CASE("moe: in fp8 the routed experts cast every copy of a token, and their local experts' weights, by hand")
{
    // Qwen3-30B-A3B in fp8 (delayed scaling: 4 bytes an element cast), micro-batch 4 of 4,096, EP 8. TE's
    // GroupedLinear quantises the permuted input, 8 copies a token, where the stand-in's linear() cast one row a
    // token: 7 x 16,384 x 2,048 elements more forward (the up-projection's input) and backward (the down-projection's
    // output gradient). With FP8 dispatch the token was cast once before it travelled: nothing more.
    const ModelArch c = moeComputeArch(preset("qwen3-30b-a3b"));
    const ComputeRates r(perftest::dgxCluster(1, true).gpu, Precision::Fp8);
    REQUIRE(r.fp8Gemms());
    LayerShape bf16Dispatch{4, 1, false, true};
    bf16Dispatch.ep = 8;
    LayerShape fp8Dispatch = bf16Dispatch;
    fp8Dispatch.moeFp8Dispatch = true;
    const double T = 4.0 * 4096, copies = r.memoryTime(4 * 7 * T * 2048);
    const LayerCost perCopy = transformerLayerCost(c, bf16Dispatch, r), once = transformerLayerCost(c, fp8Dispatch, r);
    CHECK(perCopy.fwdS - once.fwdS == Approx(copies).epsilon(1e-9));
    CHECK(perCopy.bwdS - once.bwdS == Approx(copies).epsilon(1e-9));
    // The weights cast once a step are the local experts': 16 at EP 8, 8 at EP 16 (where the stand-in's 8-wide MLP
    // holds them all): 8 experts' 3 x 768 x 2,048 more.
    LayerShape ep16 = bf16Dispatch;
    ep16.ep = 16;
    const double weights = r.memoryTime(4 * 8 * 3 * 768 * 2048.0);
    CHECK(perCopy.fp8WeightCastS - transformerLayerCost(c, ep16, r).fp8WeightCastS == Approx(weights).epsilon(1e-9));
    // Folded to expert TP 1 under TP 2 (Megatron-Core's parallel folding), a GPU's experts take its sequence-parallel
    // half of the tokens: 8 x 8,192 rows cast where the stand-in counted 16,384, 3 x 16,384 more; unfolded (the experts
    // split over the same two ranks) each rank casts all 8 x 16,384 copies, 7 x 16,384 more.
    LayerShape folded{4, 2, true, true};
    folded.ep = 8;
    folded.etp = 1;
    LayerShape foldedOnce = folded;
    foldedOnce.moeFp8Dispatch = true;
    CHECK(transformerLayerCost(c, folded, r).fwdS - transformerLayerCost(c, foldedOnce, r).fwdS
          == Approx(r.memoryTime(4 * 3 * T * 2048)).epsilon(1e-9));
    LayerShape unfolded = folded, unfoldedOnce = foldedOnce;
    unfolded.etp = unfoldedOnce.etp = 0;
    CHECK(transformerLayerCost(c, unfolded, r).fwdS - transformerLayerCost(c, unfoldedOnce, r).fwdS
          == Approx(copies).epsilon(1e-9));
    // A single grouped kernel takes the same cast copies.
    LayerShape fused = bf16Dispatch, fusedOnce = fp8Dispatch;
    fused.fusedGroupedGemm = fusedOnce.fusedGroupedGemm = true;
    CHECK(transformerLayerCost(c, fused, r).fwdS - transformerLayerCost(c, fusedOnce, r).fwdS
          == Approx(copies).epsilon(1e-9));
    // In bf16 nothing is cast.
    const ComputeRates bf16(perftest::dgxCluster(1, true).gpu, Precision::Bf16);
    CHECK(transformerLayerCost(c, bf16Dispatch, bf16).fwdS == transformerLayerCost(c, fp8Dispatch, bf16).fwdS);
}

TEST_CASE("moe: experts' biases added apart in eager PyTorch pay their passes by hand, fused ones nothing")
{
    // GPT-OSS 20B (every layer routed, top 4, experts 2,880 wide and gated, hidden 2,880), micro-batch 2 of 4,096, as
    // NeMo AutoModel's _apply_bias adds them: the up-projection's 4 x 5,760 outputs a token at 4 x 2 bytes forward and
    // 2 backward; the down-projection's 4 x 2,880 at 24 + 4 bytes forward and 16 + 4 backward.
    const ModelArch a = preset("gpt-oss-20b");
    REQUIRE(a.expertBias);
    const ModelArch c = moeComputeArch(a);
    CHECK(c.moeUpBiasElems == Approx(4 * 5760));
    CHECK(c.moeDownBiasElems == Approx(4 * 2880));
    const ComputeRates r(perftest::dgxCluster(1, true).gpu, Precision::Bf16);
    const LayerShape fused{2, 1, false, true};
    LayerShape eager = fused;
    eager.eagerExpertBias = true;
    const double T = 2.0 * 4096;
    const LayerCost cf = transformerLayerCost(c, fused, r), ce = transformerLayerCost(c, eager, r);
    CHECK(ce.fwdS - cf.fwdS == Approx(r.memoryTime(8 * T * 4 * 5760) + r.memoryTime(28 * T * 4 * 2880)).epsilon(1e-9));
    CHECK(ce.bwdS - cf.bwdS == Approx(r.memoryTime(2 * T * 4 * 5760) + r.memoryTime(20 * T * 4 * 2880)).epsilon(1e-9));
    // Megatron-Core's TEGroupedMLP adds only the down-projection's apart, t + b * p with bf16 probabilities and a cat:
    // 6 x 2 bytes an element each way.
    LayerShape down = fused;
    down.eagerDownBias = true;
    const LayerCost cd = transformerLayerCost(c, down, r);
    CHECK(cd.fwdS - cf.fwdS == Approx(r.memoryTime(12 * T * 4 * 2880)).epsilon(1e-9));
    CHECK(cd.bwdS - cf.bwdS == Approx(r.memoryTime(12 * T * 4 * 2880)).epsilon(1e-9));
    // Experts without biases pay nothing either way.
    const ModelArch q = moeComputeArch(preset("qwen3-30b-a3b"));
    CHECK(transformerLayerCost(q, eager, r).fwdS == transformerLayerCost(q, fused, r).fwdS);
    CHECK(transformerLayerCost(q, down, r).fwdS == transformerLayerCost(q, fused, r).fwdS);
    // The workload option.
    Workload w;
    CHECK_FALSE(eagerExpertBias(w));
    w.extra.insert(QStringLiteral("moe_expert_bias"), QStringLiteral("eager"));
    CHECK(eagerExpertBias(w));
    CHECK_FALSE(eagerDownBias(w));
    w.extra.insert(QStringLiteral("moe_expert_bias"), QStringLiteral("eager_down"));
    CHECK(eagerDownBias(w));
    CHECK_FALSE(eagerExpertBias(w));
}

TEST_CASE("moe: a dispatcher that synchronises the host adds its host time to every MoE layer and micro-batch")
{
    // perf/moe.cpp: calibrated on two Megatron-Bridge GB200 runs of release 26.04.01, 4.593 ms a layer and
    // micro-batch with 16 experts a GPU and 1.399 ms with 4: 0.266 ms an expert and 0.334 ms besides.
    const ModelArch mixtral = preset("mixtral-8x7b");
    Strategy s;
    s.dp = 64;
    s.zero = 1;
    s.recompute = Recompute::Full;
    s.ep = 8; // one expert a GPU
    const double perExpert = (4.593e-3 - 1.399e-3) / 12, fixed = 1.399e-3 - 4 * perExpert;
    CHECK(moeHostSyncS(mixtral, s) == Approx(fixed + perExpert));
    s.ep = 2; // four experts a GPU
    CHECK(moeHostSyncS(mixtral, s) == Approx(fixed + 4 * perExpert));
    CHECK(moeHostSyncS(preset("llama2-7b"), s) == 0);

    // In the step: m micro-batches x the stage's layers x the layer's host time, on top of the same step without it;
    // with one pipeline stage (no bubble) nothing else moves.
    const ClusterHardware c = dgxH100(8);
    Workload w;
    w.model.preset = QStringLiteral("mixtral-8x7b");
    w.globalBatch = 256;
    w.microBatch = 1;
    s.ep = 8;
    const StepEstimate plain = StepModel(mixtral, w, c).evaluate(s);
    w.extra.insert(QStringLiteral("moe_host_sync"), true);
    const StepEstimate synced = StepModel(mixtral, w, c).evaluate(s);
    REQUIRE(plain.valid);
    REQUIRE(synced.valid);
    CHECK(plain.breakdown.hostSyncS == 0);
    const double m = 256.0 / 64; // micro-batches a step on each data-parallel rank
    CHECK(synced.breakdown.hostSyncS == Approx(m * mixtral.layers * moeHostSyncS(mixtral, s)));
    CHECK(synced.stepS - plain.stepS == Approx(synced.breakdown.hostSyncS).epsilon(1e-6));
    CHECK(synced.breakdown.computeS == Approx(plain.breakdown.computeS));
}

TEST_CASE("moe: an activation that clamps its inputs in eager PyTorch pays its passes by hand, a fused one nothing")
{
    // GPT-OSS 120B (every layer routed, top 4 of 128, experts 2,880 wide and gated), micro-batch 4 of 4,096, as
    // Megatron-LM's weighted_bias_quick_geglu_impl clamps the up-projection's output (4 x 5,760 elements a token):
    // chunk, two clamps and a cat, 4 x 2 bytes an element forward, 5 x 2 backward; the elementwise recompute (Megatron-
    // Core's recompute_modules moe_act) runs the forward's again.
    const ModelArch c = moeComputeArch(preset("gpt-oss-120b"));
    const ComputeRates r(perftest::dgxCluster(1, true).gpu, Precision::Bf16);
    LayerShape fused{4, 1, false, true};
    fused.selective = SelectiveRecompute::Elementwise;
    LayerShape eager = fused;
    eager.eagerActClamp = true;
    const double T = 4.0 * 4096, elems = T * 4 * 5760;
    const LayerCost cf = transformerLayerCost(c, fused, r), ce = transformerLayerCost(c, eager, r);
    CHECK(ce.fwdS - cf.fwdS == Approx(r.memoryTime(8 * elems)).epsilon(1e-9));
    CHECK(ce.bwdS - cf.bwdS == Approx(r.memoryTime(10 * elems)).epsilon(1e-9));
    CHECK(ce.selectiveS - cf.selectiveS == Approx(r.memoryTime(8 * elems)).epsilon(1e-9));
    // A dense model has no routed experts to clamp.
    const ModelArch dense = preset("llama3-8b");
    CHECK(transformerLayerCost(dense, eager, r).fwdS == transformerLayerCost(dense, fused, r).fwdS);
    // The workload option.
    Workload w;
    CHECK_FALSE(eagerActivationClamp(w));
    w.extra.insert(QStringLiteral("moe_act_clamp"), QStringLiteral("eager"));
    CHECK(eagerActivationClamp(w));
}

TEST_CASE("moe: the distributed optimizer shards the routed experts' step over their own data-parallel ranks, by hand")
{
    // Qwen3-30B-A3B on 2 DGX H100, EP 8 x DP 16 with ZeRO-1: the dense weights' Adam step over 16 ranks, the experts'
    // over the 2 ranks that hold the same experts (Megatron-Core's expert data-parallel group), 30 bytes a parameter.
    Workload w;
    w.model.preset = QStringLiteral("qwen3-30b-a3b");
    w.globalBatch = 64;
    w.precision = Precision::Bf16;
    const ModelArch a = resolved(w.model);
    const StepModel model(a, w, dgxH100(2));
    Strategy s;
    s.dp = 16;
    s.ep = 8;
    s.zero = 1;
    const StepEstimate e = model.evaluate(s);
    REQUIRE(e.valid);
    const double params = parametersPerGpu(a, 1, 1, 8, 0), routed = a.layers * moeLayerRoutedParamsPerGpu(a, 1, 8, 0);
    REQUIRE(routed > 0.5 * params); // 3.6B of 5.2B: the embedding and output layer (0.6B) and attention are dense
    const double straggler = 1 + stragglerSlowdown(16); // the job's slowest GPU sets the pace (stragglers.h)
    CHECK(e.breakdown.optimizerS
          == Approx(straggler * model.rates().memoryTime(((params - routed) / 16 + routed / 2) * 30)).epsilon(1e-9));
    // Without ZeRO every rank steps all it holds.
    s.zero = 0;
    CHECK(model.evaluate(s).breakdown.optimizerS
          == Approx(straggler * model.rates().memoryTime(params * 30)).epsilon(1e-9));
}
