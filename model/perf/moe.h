#pragma once
// Mixture-of-experts transformer layers: which weights exist (all experts: memory) against which a token uses
// (top-k of them plus the shared ones: FLOPs), the load each expert computes, and expert parallelism's
// all-to-all. A routed MLP is costed as the dense MLP that does the same work per token as an expert group:
// width (top_k x load factor + shared) x expert width (moeLoadFactor()). Sources: Shazeer et al. 2017 (top-k gating),
// Lepikhin et al. 2020 (GShard: expert parallelism, the dispatch and combine all-to-alls), Fedus et al. 2022
// (Switch Transformers: capacity factor), Jiang et al. 2024 (Mixtral), DeepSeek-AI 2024 (DeepSeek-V3).

#include "perf/collectives.h"
#include "perf/modelarch.h"
#include "perf/perfresult.h"

#include <QStringList>

namespace aip::perf {

// The capacity factor of Switch Transformers' training runs (Fedus et al. 2022, JMLR 23, Sec. 2.2 and Table 1: 1.25;
// below it tokens are dropped, above it compute is padded): what the GUI offers for a capacity-limited router.
inline constexpr double kMoeCapacityFactor = 1.25;

// Tokens each expert computes (and the all-to-all carries) over the average load top_k x tokens / experts:
//   - with workload.model.capacity_factor, that factor: token-dropping routers run fixed-size expert buffers of
//     capacity x the average (Switch Transformers Sec. 2.2; GShard, Lepikhin et al. 2020, Sec. 2.2; Megatron-Core with
//     --moe-expert-capacity-factor and --moe-pad-expert-input-to-capacity), padded when fewer tokens arrive;
//   - without it, dropless routing, Megatron-Core's default (moe_expert_capacity_factor None; MegaBlocks, Gale et al.
//     2023): each expert computes the tokens routed to it, and with balanced load, the average: 1. Load is balanced by
//     the load-balancing loss (Switch Sec. 2.2, Megatron-Core's aux_loss default) or DeepSeek-V3's auxiliary-loss-free
//     bias (DeepSeek-AI 2024, arXiv 2412.19437, Sec. 2.1.2, which also drops no tokens), and forced in the published
//     benchmarks (Megatron-Core --moe-router-force-load-balancing, NeMo AutoModel's balanced gate).
double moeLoadFactor(const ModelArch &arch);

// MLP weights of one MoE layer: every routed and shared expert and the router.
double moeLayerMlpParams(const ModelArch &arch);
// MLP weights one token passes through in an MoE layer: top_k routed experts, the shared ones, the router.
double moeLayerActiveMlpParams(const ModelArch &arch);
// The MLP weights of one MoE layer that one GPU holds: experts / ep of the routed ones (each split over tp, as
// Megatron-Core's expert tensor parallelism defaults to tp), the shared experts over tp, the router whole.
double moeLayerMlpParamsPerGpu(const ModelArch &arch, int tp, int ep, int etp = 0);
// Of those, the routed experts this GPU holds (experts / ep of them): what the ep ranks of a group hold apart, so that
// ZeRO shards them over the data-parallel ranks' dp / ep copies, not over all dp (memorymodel.cpp).
double moeLayerRoutedParamsPerGpu(const ModelArch &arch, int tp, int ep, int etp = 0);
// The ranks of a data-parallel group of `ranks` that hold the same routed experts: expert parallelism takes ep
// consecutive data-parallel ranks, so every ep-th (Megatron-Core's expert-data-parallel group of dp x cp / ep ranks,
// NeMo AutoModel's ep_shard mesh of dp_shard x cp / ep). One when ep covers the group: the experts are then neither
// sharded nor reduced. The memory model shards the experts' states over them, DataParallelComm reduces over them.
int expertDataParallelRanks(int ranks, int ep);
// Megatron-Core's parallel folding (Strategy::etp; Megatron-Core MoE report, arXiv 2603.07685, "MoE Parallel
// Folding": attention over TP x CP x DP, the experts over ETP x EP x EDP, the same ranks of a pipeline stage). The
// experts' tensor-parallel degree: etp when the strategy folds, else tp. The data-parallel ranks of a group of
// `dpRanks` that hold the same routed experts: the fold's (tp / etp) x dpRanks ranks over ep.
int expertTensorParallel(const Strategy &s);
int expertTensorParallel(int tp, int etp); // the same rule for a layer's shape (LayerShape::tp, ::etp)
// How many expert-TP groups one tensor-parallel group folds into: tp / etp when the strategy folds, else 1 (the
// factor by which the experts' data-parallel ranks outnumber the data-parallel ranks).
int expertFold(const Strategy &s);
int expertDataParallelRanks(const Strategy &s, int dpRanks);
// The parameters of a GPU's `params` (of which `routed` are routed experts) one rank keeps when ZeRO shards them: the
// others over the dp x cp ranks ZeRO shards over (or the hybrid group), the routed experts over the ranks holding the
// same experts (expertDataParallelRanks()). What the memory model keeps and the optimizer step updates.
double zeroShardedParams(double params, double routed, const Strategy &s);
// Whether other ranks hold the same routed experts, so that ZeRO shards them at all (more than one expert
// data-parallel rank; NeMo AutoModel leaves them outside FSDP otherwise).
bool zeroShardsExperts(const Strategy &s);
// Whether the strategy's expert layout is one the frameworks run: unfolded, ep divides dp and the experts; folded,
// etp divides tp and ep divides (tp / etp) x cp x dp and the experts.
bool expertLayoutValid(const ModelArch &arch, const Strategy &s);

// The layer a step model costs for an MoE model: the same attention, a dense MLP of the width that does the
// expert group's work per token (moeLoadFactor()) (averaged over dense and MoE layers), experts cleared.
ModelArch moeComputeArch(const ModelArch &arch);

// The expert-parallel group: ep consecutive data-parallel ranks (Megatron-Core's order tp, cp, ep, dp, pp), so
// inside a node while ep x tp x cp fits in it.
CommGroup expertParallelGroup(const Strategy &s, int gpusPerNode);

// Which experts a token goes to, as far as where they lie matters (workload `moe_routing`).
enum class MoeRouting {
    // A learned router, balanced: each token's top-k distinct experts as if drawn at random (the default).
    Balanced,
    // NeMo AutoModel's FakeBalancedGate, which its benchmark configs switch on (`fake_balanced_gate: true`): no router,
    // token t of a rank's micro-batch goes to experts (t k + j) mod E, j < k, consecutive experts, so mostly on one
    // EP rank (nemo_automodel/components/moe/layers.py FakeBalancedGate @ 89e3a9fdd). `"moe_routing": "consecutive"`.
    Consecutive,
};

// How the token dispatcher moves a micro-batch's tokens (workload keys; defaults: Megatron-Core's all-to-all).
struct MoeDispatch {
    // DeepEP (deepseek-ai/DeepEP, "normal" kernels for training; README @ 2025-02): a token bound for several experts
    // on one node crosses the network once, to the GPU of the same NVLink index there, which forwards it over NVLink
    // to the others ("asymmetric-domain bandwidth forwarding"); the RDMA and NVLink parts run pipelined. A token goes
    // to each rank holding any of its experts once, not once per expert: Buffer.get_dispatch_layout returns
    // is_token_in_rank, "[num_tokens, num_ranks] ... whether a token be sent to a rank", and the dispatch sends by it
    // (deep_ep/buffer.py); the combine sends each rank's sum of its experts' outputs back once the same way.
    // `"moe_dispatcher": "deepep"`.
    bool deepEp = false;
    // The most nodes one token's routed experts lie on (0: any). DeepSeek-V3's node-limited routing sends each
    // token to at most M = 4 nodes (arXiv 2412.19437, Sec. 2.1.2 and 4.2; its config.json n_group 8, topk_group 4):
    // the model's own limit (ModelArch::routedNodeLimit), or `"moe_node_limit"` in the workload.
    int nodeLimit = 0;
    // FP8 dispatch (DeepSeek-V3 Sec. 3.3.2): the activations before the experts' up-projections and the activation
    // gradients before their down-projections travel in FP8 with one fp32 scale per 1 x 128 tile; both combines
    // stay in BF16. `"moe_dispatch_precision": "fp8"`.
    bool fp8 = false;
    MoeRouting routing = MoeRouting::Balanced;
};
MoeDispatch moeDispatchOf(const Workload &workload, const ModelArch &arch);

// Bytes per element of a dispatch in FP8: one byte plus a 4-byte scale per 128 elements (Sec. 3.3.1, tile-wise
// quantization of activations).
inline constexpr double kFp8DispatchBytesPerElement = 1 + 4.0 / 128;

// The groups of `groups` (equal blocks of consecutive experts: the EP ranks, or the nodes they lie on) one token's
// top-k experts lie on, on average. Balanced routing: k distinct experts of E drawn at random, each group holding
// m = E / groups of them, so a group is missed with probability C(E - m, k) / C(E, k) and the token uses
// groups (1 - C(E - m, k) / C(E, k)); capped by the routing's node limit (nodes only). Consecutive routing: the k
// experts from (t k) mod E on, averaged over the offsets t k mod E takes.
double moeNodesPerToken(const ModelArch &arch, int nodes, int nodeLimit, MoeRouting routing = MoeRouting::Balanced);
// The same for the EP ranks of `group`: under a node limit L below the group's nodes, balanced routing draws the k
// experts from the L nodes' L E / nodes experts over their L x ranks-per-node ranks.
double moeRanksPerToken(const ModelArch &arch, const CommGroup &group, int nodeLimit,
                        MoeRouting routing = MoeRouting::Balanced);

// One all-to-all of one MoE layer for one micro-batch on one GPU: every token this GPU holds (sequence parallel
// over tp) sent to its top_k experts, hidden x element bytes each, each rank receiving the load factor
// over the average (GShard Sec. 2.2: dispatch before the experts, combine after; the backward does both again).
// With DeepEP (dispatch.deepEp) each token goes once to each rank its experts lie on (moeRanksPerToken()), and with a
// group over several nodes the time is the longer of the network part (each token once to each other node its
// experts lie on, moeNodesPerToken(), at the GPU's share of the NICs) and the NVLink part (those rank copies
// forwarded inside the node) plus the collective's latency.
double moeAllToAllS(const ModelArch &arch, const Strategy &s, const CollectiveModel &collectives, int gpusPerNode,
                    double microBatchPerGpu, double elementBytes, const MoeDispatch &dispatch = {});

// NeMo AutoModel's DeepEP dispatcher (a plan's workload `"moe_dispatcher": "deepep"`): the tokens are unpermuted
// before the combine, whose fused DeepEP kernel is the MoE layer's last op (nemo_automodel/components/moe/megatron/
// token_dispatcher.py token_unpermutation() @ 01926a5). Default false (Megatron-Core's dispatchers).
bool deepEpDispatcher(const Workload &workload);
// The workload's `"moe_a2a_overlap": true`: Megatron-Core's `overlap_moe_expert_parallel_comm` (its MoE report,
// arXiv 2603.07685, "EP communication overlap"): the forward of one micro-batch and the backward of another run as
// one merged schedule, each one's dispatch and combine under the other's computation, as DeepSeek-V3's DualPipe pairs
// them (pipelineschedule.h). The all-to-alls then cost what they add beyond the computation they hide under, which
// gives moeCommSmShare() of the SMs to them; the 1F1B schedule's warm-up forwards and cool-down backwards, about
// pp of the step's micro-batches, have no partner and pay theirs (stepmodel.cpp).
bool moeAllToAllOverlap(const Workload &workload);
// The share of the GPU's SMs the dispatcher's kernels hold while the all-to-alls run under computation (under
// moeAllToAllOverlap() and DualPipe): the workload's `moe_comm_sms` (the dispatcher's SM count: Megatron-Core's
// moe_flex_dispatcher_num_sms) over the GPU's SMs (`gpuSms`, prefill.h streamingMultiprocessors()). Default 20 SMs,
// DeepEP's (deep_ep Buffer.num_sms; Megatron-Core's "historical default 20", transformer_config.py @ cd4afffa64) and
// DeepSeek-V3's (arXiv 2412.19437 Sec. 3.2.2, "only 20 SMs are sufficient to fully utilize the bandwidths of IB and
// NVLink"), on the H800's 132 SMs where the GPU's count is not known. At most kMaxMoeCommSmShare: the computation keeps
// some SMs whatever a plan says.
double moeCommSmShare(const Workload &workload, int gpuSms);
inline constexpr int kDefaultMoeCommSms = 20;
inline constexpr double kMaxMoeCommSmShare = 0.5;

// The workload's `"moe_host_sync": true`: the MoE layers run Megatron-Core's eager dropless path, whose dispatcher
// copies each layer's token counts to the host and waits for them before its all-to-all (the all-to-all dispatcher's
// tokens_per_expert and split sizes, megatron/core/transformer/moe/token_dispatcher.py:566, 631, 668-670, 902-904 @
// 2edffadb52; HybridEP without a static receive size, token_dispatcher.py:1051-1054 and fused_a2a.py:365-367, 476-479
// @ 55ac708251), and whose experts Transformer Engine's GroupedLinear issues from the host expert by expert (a
// quantisation, a GEMM and their allocations per local expert and pass: TransformerEngine issue 1499). The GPU cannot
// run ahead of a host that waited, so the host's work on the layer adds to the step (moeHostSyncS()). Default false:
// a sync-free stack (static receive budgets, the experts' counts kept on the GPU, the step captured in one CUDA graph:
// Megatron-Core from 26.06 on, see moeHostSyncS()) adds nothing.
bool moeHostSync(const Workload &workload);
// The host time one MoE layer adds per micro-batch (forward and backward) under moeHostSync(): a fixed part and a part
// per expert the GPU holds (experts / ep), calibrated on Megatron-Bridge's two DGX-GB200 figures of release 26.04.01
// (the synchronising stack; not validation rows: resources/validation/README.md, "The host time of Megatron-Core's
// synchronising MoE path, costed") against the model's time for them (moe.cpp).
double moeHostSyncS(const ModelArch &arch, const Strategy &s);
// The ids of the two runs (published_finetune.csv, `split` calibration) moeHostSyncS()'s constants come from.
QStringList moeHostSyncCalibrationRuns();

// The all-to-alls a fully recomputed forward of one MoE layer runs again, per micro-batch (both when the forward is
// rerun to its end: Megatron-Core's and DeepSpeed's checkpoint functions rerun the whole checkpointed forward).
// PyTorch's non-reentrant checkpoint (torch.utils.checkpoint, use_reentrant=False, what FSDP trainers' checkpoint
// wrappers use) stops the recompute once the last tensor the forward saved for the backward is rebuilt
// (_enable_checkpoint_early_stop = True, _recomputation_hook raising _StopRecomputationError; pytorch/pytorch
// torch/utils/checkpoint.py). With the DeepEP dispatcher the block's forward ends unpermute (Transformer Engine's
// moe_unpermute saves its row_id_map), combine (FusedCombine saves no tensor: nemo_automodel/components/moe/megatron/
// fused_a2a.py @ 01926a5), then the residual adds (save none): the recompute stops before the combine and runs the
// dispatch only. 0 without full recompute.
int moeRecomputedAllToAlls(const Strategy &s, bool deepEp);

} // namespace aip::perf
