#pragma once
// The GPU's L2 cache as the CNN and encoder serving model uses it (batchinference.cpp): how many bytes of a layer's
// activations it holds between two kernels and how fast it serves them. A TensorRT engine runs a network layer after
// layer; a layer's output is the next layer's input, so when a layer's input and output at the engine's batch fit the
// L2 they are written and read there, not in DRAM (the L4's 48 MB against its 300 GB/s of GDDR6: ResNet-50 at batch
// 32 in int8 stays on chip). The rule and its sources are in l2cache.cpp.
//
// The catalog has no L2 figure: the table (l2cache.cpp) is keyed by catalog SKU, one row per GPU whose chip's L2 size
// and measured bandwidth have a source. A GPU not listed has no L2 here, and every layer's traffic goes to DRAM as
// before.

#include "perf/clusterhardware.h"

namespace aip::perf {

struct L2Cache {
    double bytes = 0;     // what a layer's activations may use: the capacity that streams at full L2 bandwidth
    double bytesPerS = 0; // the L2's read bandwidth, all SMs streaming from it
    bool valid() const { return bytes > 0 && bytesPerS > 0; }
};

// The L2 of the replica's GPU (ClusterHardware::gpuSku), times its share of the memory slices on a MIG instance (each
// memory slice has its own L2 share: ClusterHardware::memoryShare, perf/mig.h); {} for a GPU the table does not list.
L2Cache l2CacheOf(const ClusterHardware &hw);

// The largest batch whose activations (`bytesPerSample`: a layer's input and output tensors for one sample) fit the
// L2, 0 when not even one sample's do (or the L2 is unknown). Both costings of a pass (batchinference.cpp, layer by
// layer, and batchladder.h's kernel list) decide residency by this one figure.
double l2ResidentBatch(const L2Cache &l2, double bytesPerSample);

} // namespace aip::perf
