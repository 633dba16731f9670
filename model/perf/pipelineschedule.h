#pragma once
// The pipeline schedule of one step: Megatron-LM's 1F1B and its interleaved variant (Narayanan et al. 2021,
// Sec. 2.2) or DeepSpeed's PipelineEngine (deepSpeedPipelineEngine() below), with the first and last stages carrying
// the embedding and the output layer with its loss (for large vocabularies the last stage is the slowest, and 1F1B runs
// at the pace of its slowest stage), and the point-to-point sends between stages, each paying the link's latency and
// its bandwidth.

#include "perf/collectives.h"
#include "perf/memorymodel.h"
#include "perf/perfresult.h"
#include "plan/pipelinelayout.h"

#include <optional>

namespace aip::perf {

struct PipelineStageWork {
    int microBatches = 1;      // per step per data-parallel replica
    double layersS = 0;        // one micro-batch through one stage's layers (compute, recompute, tp/cp comm)
    double embeddingS = 0;     // the first stage's extra: embedding forward and backward
    double logitsS = 0;        // the last stage's extra: output layer, loss, forward and backward
    double headCommS = 0;      // tensor-parallel reductions of the embedding and the loss
    double boundaryBytes = 0;  // activation bytes one rank sends across a stage boundary per micro-batch
    bool crossesNodes = false; // stage neighbours on different nodes
    // DeepSpeed's PipelineEngine: the whole activation one rank holds at a boundary and one all-gather of it over the
    // tensor-parallel group (0 without tensor parallelism); whether the engine splits the activation's gradient over
    // the tensor-parallel ranks as it does the activation (deepSpeedPartitionsPipeGrads()) or sends it whole.
    double fullBoundaryBytes = 0;
    double tpGatherS = 0;
    bool deepSpeedGradsPartitioned = true;
    // DualPipe (dualPipeRuns()): the shares of a micro-batch's stage time that are its backward (B, recompute
    // included) and the backward's weight-gradient part (W).
    bool dualPipe = false;
    double backwardShare = 2.0 / 3;
    double weightGradShare = 1.0 / 3;
    // Megatron-Core's overlap_p2p_comm (ppCommOverlap()): the interleaved schedule's steady-state sends run beside
    // another chunk's computation.
    bool commOverlap = false;
};

struct PipelineCost {
    double stagePerMicroS = 0; // the slowest stage, one micro-batch
    double headS = 0;          // the embedding/output-layer share of it
    double bubbleS = 0;        // fill and drain
    double sendS = 0;          // point-to-point sends on the critical path
};

// DeepSpeed pipelines only through its PipelineEngine (deepspeed.initialize on a PipelineModule; Megatron-DeepSpeed's
// GPTModelPipe, the engine of MT-NLG: Smith et al. 2022, arXiv 2201.11990, "pipeline parallelism and data parallelism
// from DeepSpeed with tensor slicing from Megatron"), so a plan whose sharding is DeepSpeed's and that has stages runs
// that engine's TrainSchedule.
bool deepSpeedPipelineEngine(const Strategy &s);

// How the layers are split over the stages, workload `"pipeline_split"`:
// - "uniform" (the default): Megatron-LM's split, ceil(L / p) layers on every stage, with the embedding on the first
//   stage beside its layers and the output layer and its loss on the last (Narayanan et al. 2021, Sec. 2.2: "each
//   stage ... assigned an equal number of layers"; Megatron-LM asks num_layers to divide by the stages);
// - "balanced": the embedding and the output layer each take one layer's place in the split, L + 2 units over the
//   p stages (p x v chunks when interleaved), so the first and the last stage hold one layer fewer. Used by
//   Megatron-DeepSpeed's `--pp-partition-method 'type:transformer|embedding'` (BigScience's BLOOM 176B: 70 layers and
//   2 embeddings, 6 units on each of 12 stages; bigscience-workshop/bigscience train/tr11-176B-ml/tr11-176B-ml.slurm),
//   Llama 3 405B's layout (Dubey et al. 2024, arXiv 2407.21783, Sec. 3.3.2: one Transformer layer fewer on the first
//   and the last stage, 126 + 2 = 16 x 8 chunks of one), Megatron-Core's account_for_embedding_in_pipeline_split and
//   account_for_loss_in_pipeline_split. DualPipe (below) pairs its stages instead (busiestDualPipeRank()).
// - "chunks": NeMo AutoModel's split (nemo_automodel/components/distributed/pipelining/functional.py,
//   generate_hf_model_fqn_per_model_part, @ 89e3a9fdd): the layers dealt over the p x v stage chunks as evenly as they
//   go, the first L mod (p v) chunks one layer more, the embedding beside the first chunk's layers and the output
//   layer beside the last's; chunk c on rank c mod p (its "loop" placement). For DeepSeek-V3's 61 layers in 32 chunks
//   at PP 4 the ranks hold 16, 15, 15 and 15 layers, the last with the output layer, where the uniform split prices
//   16 and the output layer.
enum class PipelineSplit { Uniform, Balanced, Chunks };
PipelineSplit pipelineSplit(const Workload &w);

// The stage that sets the pipeline's pace: its layers and whether it also holds the embedding or the output layer.
struct StageLayout {
    double layers = 0;
    // Which end it is: the first holds the embedding, the last the output layer and its loss; both where the split
    // prices either end alike (the larger of the two; busiestStage()), neither for a middle stage.
    bool embedding = true, logits = true;
    // The share of a micro-batch's pass through the heads it holds: 1, or one half on a DualPipe rank, which runs each
    // of its two stages for half the micro-batches (busiestDualPipeRank()).
    double headShare = 1;
    // The multi-token prediction modules it runs a micro-batch, where a pipeline layout places them
    // (busiestLayoutRank()); unset, they sit with the output layer.
    std::optional<double> mtp = std::nullopt;
    bool head() const { return embedding || logits; }
};
// For a model of `layers` layers on `pp` stages: the uniform split's ceil(L / p) layers and the head; the balanced
// split's slower of a middle stage (ceil((L + 2) / p) layers: a GPU's share of the units, whatever the chunks it holds
// them in) and an end stage (one layer fewer and the head), with one layer's stage time `layerS` and the head's `headS`
// (the larger of the embedding and the output layer with its loss). With two stages both ends hold a head.
StageLayout busiestStage(int layers, int pp, bool balanced, double layerS, double headS);
// The same under the "chunks" split over pp ranks of `interleave` chunks each: the slowest rank, its layers with the
// embedding's time `embeddingS` on the first rank and the output layer's `logitsS` on the last.
StageLayout busiestChunkedStage(int layers, int pp, int interleave, double layerS, double embeddingS, double logitsS);
// The same under DualPipe (below), whose rank i holds stages i and pp - 1 - i ("we deploy the shallowest layers
// (including the embedding layer) and deepest layers (including the output head) of the model on the same PP rank",
// DeepSeek-AI 2024, arXiv 2412.19437, Sec. 2.2) and runs each for the half of the micro-batches that enter from its
// end: a rank's work per micro-batch is the mean of its two stages'. The stages hold ceil(L / pp) layers each from
// the middle out, as DeepSeek-V3's pre-training did (61 layers on 16 stages: "Each chunk contains 4 MoE layers",
// deepseek-ai/profile-data README.md @ ae7fc07, the profile of its DualPipe chunks "with DeepSeek-V3 pretraining
// settings"), and the two end stages the layers left with the embedding and the output layer (`logitsS`, with what
// sits beside it). The slowest rank: a middle one (ceil(L / pp) layers, no head), or the end pair's (half its layers
// and half of each head, headShare 0.5).
StageLayout busiestDualPipeRank(int layers, int pp, double layerS, double embeddingS, double logitsS);

// The plan's pipeline layout (workload `"pipeline_layout"`, Megatron-Core's notation: plan/pipelinelayout.h), or none.
std::optional<PipelineLayout> pipelineLayout(const Workload &workload);
// What keeps a layout from describing a model of `layers` layers and `mtpLayers` multi-token prediction modules (its
// 't' and 'm' counted, as Megatron-Core's validate_layer_layout does); empty when it fits.
QString pipelineLayoutProblem(const PipelineLayout &layout, int layers, int mtpLayers);
// Whether a strategy runs the layout: Megatron-Core takes the virtual stages from it (len / pp), so its stages are pp x
// interleave.
bool layoutFitsStrategy(const PipelineLayout &layout, const Strategy &s);
// The same for a plan's pp and interleave, as the words simulate and check give when they do not fit; empty when they
// do.
QString pipelineLayoutStagesProblem(const PipelineLayout &layout, int pp, int interleave);
// The slowest rank under a layout: stage c on rank c mod pp, a rank's work per micro-batch the sum over its stages of
// their layers at `layerS`, their MTP modules at `mtpS` each (a block and its head), the embedding's `embeddingS` and
// the output layer's `logitsS`; under DualPipe (v 1) the mean of rank i's stage and stage pp - 1 - i's
// (busiestDualPipeRank()).
StageLayout busiestLayoutRank(const PipelineLayout &layout, int pp, bool dualPipe, double layerS, double mtpS,
                              double embeddingS, double logitsS);

// The stages a non-uniform split makes (pipelineSplit()), as a layout of pp x interleave stages: "balanced" deals the
// L + 2 units (the embedding, the layers, the output layer) over the stages, the first (L + 2) mod (p v) one more,
// the embedding the first unit and the output layer the last; "chunks" deals the L layers so, the embedding beside the
// first stage's and the output layer beside the last's. The `mtpLayers` modules sit with the output layer. Nothing for
// the uniform split, whose closed form the memory model keeps.
std::optional<PipelineLayout> splitPipelineLayout(PipelineSplit split, int layers, int mtpLayers, int pp,
                                                  int interleave);

// What each pipeline rank holds for the memory model (memorymodel.h RankHold), where the stages are not all alike:
// under a pipeline layout (`layout`, which must fit the strategy: layoutFitsStrategy()) stage c on rank c mod pp, and
// under DualPipe (`dualPipe`, v 1) stages r and pp - 1 - r on rank r, without a layout the middle-out split of
// busiestDualPipeRank() (`layers` layers, the `mtpLayers` modules with the output layer). Empty otherwise: the uniform
// split's closed form. The activations held at a rank's peak, with `microBatches` per step:
//   - 1F1B: rank r has run min(pp - r, m) micro-batches forward when it runs its first backward (Megatron-LM's
//     schedules.py, forward_backward_pipelining_without_interleaving: pp - r - 1 warm-up forwards and one more);
//   - interleaved: min(m v, 2 (pp - r - 1) + (v - 1) pp + 1) forwards (forward_backward_pipelining_with_interleaving's
//     num_warmup_microbatches and one more), the k-th of them on its chunk (k mod pp v) / pp (get_model_chunk_id;
//     groups of m when there are fewer than pp);
//     for alike chunks these are Korthikanti et al.'s p (1 + (p - 1) / (p v)) micro-batches a stage on the first rank;
//   - DualPipe: each direction carries half the micro-batches; rank r holds min(pp - r, m / 2) of stage r's and
//     min(r + 1, m / 2) of stage pp - 1 - r's, pp + 1 in all: DeepSeek-V3's "Activation: PP + 1" (arXiv 2412.19437,
//     Table 2), and the weights of both stages ("Parameter 2x"), whose two copies shard the optimizer states
//     (RankHold::copies 2).
QList<RankHold> pipelineRankHolds(const PipelineLayout *layout, int layers, int mtpLayers, const Strategy &s,
                                  bool dualPipe, int microBatches);
// The same with the plan's split: without a layout and DualPipe, a balanced or chunked split's stages
// (splitPipelineLayout()'s, walked one at a time, nothing built).
QList<RankHold> pipelineRankHolds(const PipelineLayout *layout, PipelineSplit split, int layers, int mtpLayers,
                                  const Strategy &s, bool dualPipe, int microBatches);

// DeepSeek-V3's DualPipe (DeepSeek-AI 2024, arXiv 2412.19437, Sec. 3.2.1, Table 2; deepseek-ai/DualPipe): two
// pipelines fed from both ends, each GPU holding two stages, a forward chunk of one micro-batch run together with a
// backward chunk of another so that the expert all-to-alls and the pipeline's sends of one hide under the other's
// computation. A plan says `"pipeline_schedule": "dualpipe"` in its workload; it runs with an even number of stages
// and without interleaving (dualPipeRuns(); other strategies keep 1F1B). What it changes (Table 2):
//   - the bubble: (PP/2 - 1)(F&B + B - 3W) against 1F1B's (PP - 1)(F + B), F&B the overlapped pair (F + B when the
//     communication hides), B a full backward chunk, W its weight-gradient part;
//   - the memory: the parameters twice (each GPU holds two stages' copies; "Parameter 2x"), and with them their
//     gradients;
//   - the steady state's all-to-alls and sends run under computation, which gives up a share of the SMs to the
//     communication kernels (moe.h moeCommSmShare(): DeepSeek-V3's 20 of the H800's 132 by default; stepmodel.cpp).
bool dualPipeSchedule(const Workload &workload);
bool dualPipeRuns(bool dualPipeSchedule, const Strategy &s);

// Pipeline-parallel communication overlap, workload `"pp_comm_overlap": true` (NeMo / Megatron-Core
// `overlap_p2p_comm: true` with `batch_p2p_comm: false`, as NVIDIA's NeMo recipes and DGX Cloud benchmarks set it:
// NVIDIA/dgxc-benchmarking 35a9aec, llama3.1/llama3.1_405b.yaml line 137, llama3.1_70b.yaml line 131,
// nemo_megatron/gpt3_175b_hydra.yaml line 91). NeMo's documentation (docs/source/features/optimizations/
// communication_overlap.rst, "Pipeline-parallel Communication Overlap"): the sends "overlap with non-dependant
// computations in the 1F1B stage ... The PP communications in pipeline fill and flush are still exposed", and only
// "with virtual pipelining". Default false: every send blocks (Megatron-LM's schedule of Narayanan et al. 2021 and
// a plan that does not say). Without interleaving the option changes nothing.
bool ppCommOverlap(const Workload &workload);
// How DeepSpeed's PipelineEngine sends an activation's gradient back across a stage boundary under tensor parallelism
// (plans: `"deepspeed_pipe_grads": "partitioned" | "whole"` in the workload). "partitioned" (the default): each
// tensor-parallel rank sends its 1/tp share, as it does the activation, and the receiver all-gathers it over the group
// before its backward (engine.py is_grad_partitioned = is_model_parallel since e2fdd25, 2021-09-29, "Big science
// related changes", released in v0.5.4; the _exec_backward_pass of bf16+pipeline, 56c5223, 2022-04-19: the received
// gradient's PartitionedTensor.full()). "whole": every rank sends the whole gradient and nothing is gathered, as
// DeepSpeed did before (v0.5.3, 30537e7: is_grad_partitioned = False), the release MT-NLG's 2021 runs are read with.
bool deepSpeedPartitionsPipeGrads(const Workload &workload);

PipelineCost pipelineCost(const Strategy &s, const PipelineStageWork &w, const CollectiveModel &collectives);

} // namespace aip::perf
