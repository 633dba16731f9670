#pragma once
// Mixture-of-experts transformer layers: which weights exist (all experts: memory) against which a token uses
// (top-k of them plus the shared ones: FLOPs), the load of the busiest expert, and expert parallelism's
// all-to-all. A routed MLP is costed as the dense MLP that does the same work per token as the busiest expert
// group: width (top_k x capacity factor + shared) x expert width. Sources: Shazeer et al. 2017 (top-k gating),
// Lepikhin et al. 2020 (GShard: expert parallelism, the dispatch and combine all-to-alls), Fedus et al. 2022
// (Switch Transformers: capacity factor), Jiang et al. 2024 (Mixtral), DeepSeek-AI 2024 (DeepSeek-V3).

#include "perf/collectives.h"
#include "perf/modelarch.h"
#include "perf/perfresult.h"

namespace aip::perf {

// Tokens the busiest expert receives over the average: the capacity factor 1.25 of Switch Transformers
// (Fedus et al. 2022, JMLR 23, Sec. 2.2 and Table 1: the training runs use 1.25; below it tokens are dropped,
// above it compute is padded). Dropless training (MegaBlocks, Megatron-Core's default) lets the busiest expert run
// over the average instead of dropping; with the load-balancing loss its excess is of the same order.
inline constexpr double kMoeCapacityFactor = 1.25;

// MLP weights of one MoE layer: every routed and shared expert and the router.
double moeLayerMlpParams(const ModelArch &arch);
// MLP weights one token passes through in an MoE layer: top_k routed experts, the shared ones, the router.
double moeLayerActiveMlpParams(const ModelArch &arch);
// The MLP weights of one MoE layer that one GPU holds: experts / ep of the routed ones (each split over tp, as
// Megatron-Core's expert tensor parallelism defaults to tp), the shared experts over tp, the router whole.
double moeLayerMlpParamsPerGpu(const ModelArch &arch, int tp, int ep);

// The layer a step model costs for an MoE model: the same attention, a dense MLP of the width that does the
// busiest expert group's work per token (averaged over dense and MoE layers), experts cleared.
ModelArch moeComputeArch(const ModelArch &arch);

// The expert-parallel group: ep consecutive data-parallel ranks (Megatron-Core's order tp, cp, ep, dp, pp), so
// inside a node while ep x tp x cp fits in it.
CommGroup expertParallelGroup(const Strategy &s, int gpusPerNode);

// One all-to-all of one MoE layer for one micro-batch on one GPU: every token this GPU holds (sequence parallel
// over tp) sent to its top_k experts, hidden x element bytes each, the busiest rank receiving the capacity factor
// over the average (GShard Sec. 2.2: dispatch before the experts, combine after; the backward does both again).
double moeAllToAllS(const ModelArch &arch, const Strategy &s, const CollectiveModel &collectives, int gpusPerNode,
                    double microBatchPerGpu, double elementBytes);

} // namespace aip::perf
