// An embedding shared with the output layer lives on the first and the last pipeline stage, which all-reduce its
// gradient after every step's schedule (Megatron-LM finalize_model_grads: _allreduce_word_embedding_grads; DeepSpeed's
// PipelineEngine: ReduceTiedGrads): the vocabulary shard of one GPU, between two ranks, counted with the pipeline
// sends (perf/stepmodel.cpp).
#include "model/perffixture.h"
#include "perf/collectives.h"
#include "perf/perfmodel.h"
#include "perf/stepmodel.h"
#include "support/testsupport.h"

using namespace aip;
using namespace aip::perf;

namespace {

// tp x pp x dp, one sequence a micro-batch, full recompute.
Strategy layout(int tp, int pp, int dp)
{
    Strategy s;
    s.tp = tp;
    s.pp = pp;
    s.dp = dp;
    s.microBatch = 1;
    s.recompute = Recompute::Full;
    return s;
}

// GPT-3 175B's shape (Brown et al. 2020, Table 2.1: 96 layers, d_model 12288, 96 heads, 2048 tokens) with a
// vocabulary of `vocab`, on 16 DGX A100 at TP 8 x PP 8 x DP 2, fp16.
StepEstimate gpt3With(int vocab, bool gated)
{
    Workload w = perftest::gptWorkload(96, 12288, 96, 2048, vocab, 64);
    w.model.gatedMlp = gated;
    const ClusterHardware c = perftest::dgxCluster(16);
    const StepModel model(perftest::resolved(w.model), w, c);
    const StepEstimate e = model.evaluate(layout(8, 8, 2));
    REQUIRE(e.valid);
    return e;
}

} // namespace

TEST_CASE("tied embedding: the first and last stage all-reduce the vocabulary shard's gradient once a step")
{
    // Only the vocabulary differs: the stages' activations (the pipeline sends) are the same, so the difference in
    // the pipeline's communication is the embedding gradient's all-reduce alone, between two nodes (the first stage
    // on node 0, the last on node 15) in fp16 (2 bytes: the plan's gradients), 12288 x vocab / 8 parameters.
    const StepEstimate small = gpt3With(51200, false);
    const StepEstimate large = gpt3With(4 * 51200, false);
    const ClusterHardware c = perftest::dgxCluster(16);
    const CollectiveModel collectives(c);
    const CommGroup ends{2, 1};
    const double smallBytes = 51200.0 * 12288 / 8 * 2, largeBytes = 4 * smallBytes;
    CHECK(large.breakdown.ppCommS - small.breakdown.ppCommS
          == Approx(collectives.time(Collective::AllReduce, largeBytes, ends)
                    - collectives.time(Collective::AllReduce, smallBytes, ends))
                 .epsilon(1e-9));
    // By hand: an all-reduce of two ranks moves its bytes once each way (bus factor 2 (n - 1) / n = 1), over one
    // GPU's share of a DGX A100's eight 200 Gb/s HDR ports, 25 GB/s: 3 x 157 MB more at most 25 GB/s is at least
    // 19 ms more, and NCCL reaches 70-95 % of that rate on large messages.
    const double handS = (largeBytes - smallBytes) / 25e9;
    CHECK(large.breakdown.ppCommS - small.breakdown.ppCommS > handS);
    CHECK(large.breakdown.ppCommS - small.breakdown.ppCommS < handS / 0.7);
}

TEST_CASE("tied embedding: an untied model, a single stage and adapters exchange nothing")
{
    // Llama-style models (a gated MLP) keep their own output layer: the vocabulary changes no communication.
    CHECK(gpt3With(4 * 51200, true).breakdown.ppCommS == Approx(gpt3With(51200, true).breakdown.ppCommS));

    // Without a pipeline the embedding and the output layer are on every GPU: no pipeline communication at all.
    Workload w = perftest::gptWorkload(24, 2048, 16, 2048, 4 * 51200, 64);
    const ClusterHardware c = perftest::dgxCluster(2);
    const StepModel model(perftest::resolved(w.model), w, c);
    Strategy s = layout(1, 1, 16);
    const StepEstimate single = model.evaluate(s);
    REQUIRE(single.valid);
    CHECK(single.breakdown.ppCommS == 0);

    // LoRA trains adapters only: the shared embedding is frozen and has no gradient to exchange.
    s.pp = 2;
    s.dp = 8;
    s.method = FineTuneMethod::Lora;
    Workload lora = w;
    lora.finetune = FineTune{};
    lora.finetune->method = FineTuneMethod::Lora;
    const StepModel loraModel(perftest::resolved(lora.model), lora, c);
    Workload loraLarge = lora;
    loraLarge.model.vocab = 51200;
    const StepModel loraSmall(perftest::resolved(loraLarge.model), loraLarge, c);
    const StepEstimate a = loraModel.evaluate(s), b = loraSmall.evaluate(s);
    REQUIRE(a.valid);
    REQUIRE(b.valid);
    CHECK(a.breakdown.ppCommS == Approx(b.breakdown.ppCommS));
}
