#pragma once
// Offload of optimizer states (and gradients and, with ZeRO-3, parameters) to host memory, ZeRO-Offload (Ren et al.
// 2021, "ZeRO-Offload: Democratizing Billion-Scale Model Training", USENIX ATC), or to NVMe drives, ZeRO-Infinity
// (Rajbhandari et al. 2021, "ZeRO-Infinity: Breaking the GPU Memory Wall", SC21):
//   - GPU memory: the fp32 master weights and Adam states leave the GPU; with ZeRO-2 the gradient partitions too
//     (Ren et al. Sec. 4.1: "fp16 gradients are offloaded to CPU"), with ZeRO-3 the parameters (ZeRO-Infinity
//     offload_param); nothing is added on the GPU.
//   - time: the 16-bit gradients go down over PCIe during the backward (overlapped, Ren et al. Sec. 4.2), Adam
//     runs on the CPU (DeepSpeed CPU-Adam: memory-bound, Ren et al. Sec. 5.1), the 16-bit weights come back up
//     before the next forward (on the critical path without delayed parameter update); NVMe reads and writes the
//     optimizer states each step, in chunks overlapped with the CPU's update (ZeRO-Infinity Sec. 6.2).
//   - capacity: host memory (and drive capacity for NVMe) per node.

#include "perf/clusterhardware.h"
#include "perf/memorymodel.h"
#include "perf/perfresult.h"

namespace aip::perf {

struct OffloadCost {
    double cpuStepS = 0; // the optimizer step on the CPU (replaces the GPU's): host memory bandwidth
    double pcieS = 0;    // gradients down (what the backward does not hide) and weights up over PCIe
    double nvmeS = 0;    // optimizer states read and written on the drives, beyond the CPU step they overlap
    double exposedS() const { return pcieS + nvmeS; }
};

// Consumer cards as they are (issue 23): NVIDIA disables GPUDirect peer-to-peer on GeForce and TITAN cards (NVIDIA
// developer forums, 2022: "RTX 4090 does not support P2P"; the GeForce RTX 40 and 50 series alike), so NCCL falls
// back to its shared-memory transport and every byte between two of them crosses PCIe twice, out to a host-memory
// bounce buffer and back in. A ring sends and receives at once, and through host memory the two directions share
// about one direction's bandwidth: two RTX 5090 at PCIe 5.0 x8 move ~30 GB/s bidirectional without P2P against
// ~56 GB/s with it (patched-driver measurements reported by wumeicn.com, "NVIDIA RTX 5090 P2P Support Enabled by
// Patched Driver", 2025-12-12): 0.54 of the peer-to-peer bus bandwidth.
inline constexpr double kHostStagedShare = 0.54;
// Whether a GPU can reach its neighbours peer to peer over PCIe: not the consumer GeForce and TITAN cards.
bool gpuHasPeerToPeer(const Part &gpu);

// One PCIe link's raw rate in one direction, bytes/s: Gen4 signals 16 GT/s per lane, 32 GB/s over 16 lanes, doubling
// per generation (PCI-SIG base specifications 3.0-5.0). The model's one PCIe formula: the intra-node link
// (perf/clusterhardware), the bridged pairs' rings (perf/collectives) and the offload's copies each take their share.
double pcieLinkBytesPerS(int gen, int lanes);
// Bytes per second one GPU moves over its PCIe link in one direction (achievable, pinned host memory).
double pcieBytesPerS(const GpuSpec &gpu);
// Bytes per second the node's CPUs stream through host memory (achievable).
double hostMemoryBytesPerS(const ClusterHardware &cluster);

// The cost of one step's offload: `trainedParamsPerGpu` are the parameters whose states live off the GPU (after ZeRO
// sharding), `backwardS` the backward that hides the gradients' trip down.
OffloadCost offloadCost(const ClusterHardware &cluster, const Strategy &s, double trainedParamsPerGpu,
                        const PrecisionBytes &pb, double backwardS);

// Moves what offload takes off the GPU out of `m` and fills in the host and drive figures per node.
void applyOffloadMemory(MemoryBreakdown &m, const ClusterHardware &cluster, const Strategy &s,
                        double trainedParamsPerGpu, const PrecisionBytes &pb);

// Activation offload (workload "activation_offload_layers": Megatron-Core's cpu_offloading with
// cpu_offloading_num_layers, Transformer Engine's get_cpu_offload_context): the tensors the first N transformer layers
// save for their backward go to pinned host memory on a side stream while the forward goes on, and come back before
// their layer's backward. Transformer Engine's default synchroniser (transformer_engine/pytorch/cpu_offload.py
// DefaultOffloadSynchronizer @ v2.14 and d0067d0da) offloads layers 0 .. N-1; layer i's copy starts when layer i+1's
// forward does and must be done before layer L-N+i's, and its reload starts before layer L-1-N+i's backward and must be
// done before its own: "peak memory usage of saving activations is (num_layers - num_offloaded_layers) * T".
// Megatron-Core refuses it with pipeline parallelism or with activation recompute, and for N >= L
// (megatron/core/transformer/transformer_config.py __post_init__ @ d98e8a64d): elsewhere the model leaves it off.
//   - GPU memory: N layers' saved activations leave the GPU;
//   - host memory: they are held there, per node, beside whatever optimizer offload keeps;
//   - time: what the copy stream cannot finish by the deadlines above stalls the compute stream
//     (activationOffloadStallS()).
// Not modelled: the copies' own HBM reads and writes beside the compute (a few per cent of HBM bandwidth).

// The layers whose activations a strategy offloads: 0 unless pp is 1 and nothing is recomputed, at most L - 1.
int offloadedActivationLayers(const Strategy &s, int requested, int layers);

// Bytes per second one GPU's activations move to (or from) host memory in one direction: its link to the host,
// NVLink-C2C on a Grace superchip board, else its PCIe link, and its share of the node's host memory bandwidth among
// the GPUs strategy `s` runs on a node, all copying at once.
double activationHostBytesPerS(const ClusterHardware &cluster, const Strategy &s);

// Seconds one micro-batch's forward and backward wait on the copies: `layers` layers of `fwdS` forward and `bwdS`
// backward each, the first `offloaded` of them offloading `layerBytes` at `bytesPerS`, on Transformer Engine's
// default schedule (above). 0 when every copy meets its deadline.
double activationOffloadStallS(int layers, int offloaded, double layerBytes, double fwdS, double bwdS,
                               double bytesPerS);

// Takes `offloaded` layers of `layerBytes` off the GPU in `m` and adds them to the node's host memory.
void applyActivationOffloadMemory(MemoryBreakdown &m, const ClusterHardware &cluster, const Strategy &s, int offloaded,
                                  double layerBytes);

} // namespace aip::perf
