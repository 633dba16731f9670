#pragma once
// Context parallelism's own cost per layer and micro-batch: the sequence split over cp GPUs, each holding s/cp tokens
// and attending to every rank's keys and values. Two implementations with different costs:
// - Ring (the default): Megatron-Core / Transformer Engine's P2P ring (Liu et al. 2023, arXiv 2310.01889): cp-1 steps,
//   each passing this GPU's K and V block at the grouped-query width to the next rank while the block in hand is
//   attended; the backward passes K, V and their gradients (perf/stepmodel.cpp contextParallelExposed()).
// - Torch: PyTorch's torch.distributed.tensor.experimental.context_parallel, as torchtitan runs it (workload
//   `"context_parallel": "torch"`): K and V all-gathered at step 0 and waited for at step 1 (rotate method
//   "allgather", torchtitan's default), dK and dV passed on in fp32 after every backward step (all_to_all), each step's
//   output merged into an fp32 accumulator by elementwise kernels (torch/distributed/tensor/experimental/_attention.py,
//   _templated_ring_attention and _templated_ring_attention_backward, _SDPAMerger, _partial_update). torchtitan
//   repeats K and V to the query heads before SDPA (torchtitan models/llama/model.py, repeat_kv, at 9dec370), so
//   everything moves at the query width.

#include "plan/plan.h"

namespace aip::perf {

enum class ContextParallelImpl { Ring, Torch };

// The workload's `"context_parallel"`: "torch" for PyTorch's context_parallel, otherwise the ring.
ContextParallelImpl contextParallelImpl(const Workload &workload);

// HBM bytes PyTorch's context_parallel moves beside the attention kernels of one layer and micro-batch, per element of
// the local attention output (s/cp tokens x the query width), for cp > 1 (0 for cp <= 1). Counted from _attention.py
// for the rank that attends every step in full, the last (the others wait for it at the next collective):
// forward, once: K and V made contiguous (transposed views: read and write 2 bytes each, 8), the first output cast
// to fp32 (2 + 4) and the merged output back to 16 bit (4 + 2): 20; every step i = 1 .. cp-1: K and V concatenated
// for the exchange (8), the block's output cast to fp32 (6), the merge out - sigmoid(lse_b - lse) * (out - out_b)
// in three fp32 kernels (12 + 8 + 12): 46.
// backward, once: K and V made contiguous (8), dQ, dK, dV zeroed in fp32 (12), dQ and the received dK, dV cast back
// to 16 bit (6 + 12): 38; every step: K and V concatenated (8), dQ += dQ_b in fp32 (4 + 2 + 4), dK and dV
// concatenated in fp32 for the exchange (16), and dK += dK_b, dV += dV_b: at step 0 in place (2 x 10), at steps
// i >= 1 on the first half of the received chunk and then copied whole by torch.cat (_partial_update: 2 x (5 + 8)):
// 54 at step 0, 60 at the others.
struct TorchCpPassBytes {
    double forward = 0, backward = 0;
};
TorchCpPassBytes torchCpPassBytes(int cp);

// The keys each flash-attention call of a ring step gives a query, on the rank that sets the ring's pace, when a
// query attends `keys` keys on the whole sequence (about half of it under a causal mask). Both implementations split
// the sequence into 2 cp chunks, rank r holding chunks r and 2 cp - 1 - r, and call the kernel once a step on the
// block in hand (Transformer Engine AttnFuncWithCPAndKVP2P, sections "diagonal", "lower-triangle" and
// "upper-triangle" in cp_p2p_fwd_prepare_qkv, transformer_engine/pytorch/attention/dot_product_attention/
// context_parallel.py @ d0067d0, the same split since TE #362, 2023-09; PyTorch's _templated_ring_attention, its
// round-robin load balance). Every step computes as many scores on every rank, but the last rank's steps 1 .. cp-1
// all take the whole local query against the first half of the block (keys s / 2cp) and its step 0 the causal square
// of its two chunks (s / 2cp keys a query on average): keys / cp a call, each paying the kernel's fixed work per
// query tile (computerates.h flashLengthFactor()). Without a mask every step is a whole block: keys / cp as well.
double ringAttentionKeysPerCall(double keys, int cp);

// HBM accesses, in elements of 16 bits, that Transformer Engine's P2P ring (the Ring implementation) makes beside its
// attention kernels in one layer and micro-batch, per element of the local query (s/cp tokens x the query width) and
// per element of the local K (and as many of V), for cp > 1 (0 for cp <= 1). Counted from context_parallel.py
// @ d0067d0 for the last rank, which attends every step with its whole query (the others wait for it at the next
// exchange):
// forward: K and V concatenated into the exchange buffer (torch.cat: read and write, 2 per K and per V element);
// the first step's output rescaled by its log-sum-exp into the output (flash_attn_fwd_out_correction_init: 2), every
// later step's added to it (flash_attn_fwd_out_correction: read both and write, 3): 2 + 3 (cp - 1) per query element;
// the log-sum-exp merges (one value per head and token) are left out.
// backward: K and V copied into the exchange buffer (p2p_comm_buffers[0][0].copy_(kv): 2 per element), dQ copied at
// step 0 and accumulated at the others (dq.copy_, dq.add_: 2 + 3 (cp - 1) per query element), dK and dV into the
// received buffer: under a causal mask the block's first half copied at step 0 (dk[0].copy_: 1), accumulated at
// steps 1 .. cp-2 (dk[0].add_: 1.5 each) and the whole block at the last (dk.add_: 3); without a mask copied whole
// at step 0 (2) and accumulated whole at the others (3).
// Before TE 2.2 (#1523, 2025-03) the output started as zeros and every step added into it: one access fewer at most.
struct RingCpPassAccesses {
    double forwardPerQuery = 0, forwardPerKv = 0;
    double backwardPerQuery = 0, backwardPerKv = 0;
};
RingCpPassAccesses ringCpPassAccesses(int cp, bool causal);

} // namespace aip::perf
