#pragma once
// The context phase (prefill) of a decoder model on one replica, kernel by kernel (issue 14). A short prompt's GEMMs
// are skinny (M = the prompt's tokens), near the roofline's ridge point, and its layers are many short kernels, so
// three things the plain roofline of inference.cpp missed decide its time:
//  - each GEMM's output is cut into 128 x 128 tiles, one thread block per SM at a time: with fewer tiles than SMs
//    only some SMs work (wave quantization, NVIDIA "Matrix Multiplication Background User's Guide", 2023, sections
//    "Tile Quantization" and "Wave Quantization");
//  - fp8 GEMMs read one-byte weights and inputs (TensorRT-LLM's FP8Linear stores fp8 weights and quantises its input
//    to fp8; the result is 16 bit);
//  - no kernel is shorter than the per-kernel floor measured at batch 1 (kEngineKernelFloorS).
// Every constant carries its source in this header or in prefill.cpp.

#include "perf/clusterhardware.h"
#include "perf/computerates.h"
#include "perf/kerneltimes.h"
#include "perf/modelarch.h"

namespace aip::perf {

// The kernels of a layer outside its GEMMs and attention: a Llama layer's two RMSNorms, the rotary embedding, the
// SiLU-and-multiply and two residual adds (the layer's op list, Touvron et al. 2023 section 2.2; GPT-J's LayerNorm,
// rotary, GELU and adds are as many), one launch each per forward pass.
constexpr double kElementwiseKernelsPerLayer = 6;
// TensorRT-LLM's GPT attention plugin runs, before its fused multi-head attention kernel, four more operations per
// layer in the context phase: invokeBuildDecoderInfo (sequence offsets and mask), a cudaMemsetAsync of the K/V
// buffers, invokeAddFusedQKVBiasTranspose (bias, rotary, split into Q, K, V) and invokeTranspose4dBatchMajor (K and
// V into the KV cache) (GPTAttentionPluginCommon::enqueueContext, cpp/tensorrt_llm/plugins/gptAttentionCommon/
// gptAttentionCommon.cpp, the release-0.5 code with mMultiQueryMode and KVLinearBuffer).
constexpr double kAttentionSetupKernelsPerLayer = 4;
// No kernel is shorter than kerneltimes.h's kEngineKernelFloorS (9.53 us, MLPerf Inference v1.1, the A30's ResNet-50
// SingleStream latency over its 54 kernels), as in the CNN and encoder engines (batchinference.cpp): a floor, not an
// addition. The catalog has no clock, so it is the Ampere parts' (1410-1440 MHz) on every GPU.
// The output tile of one thread block: 128 x 128, a cuBLAS/CUTLASS tile for large 16-bit and 8-bit GEMMs (the guide
// above, "Typical Tile Dimensions In cuBLAS And Performance").
constexpr double kTileRows = 128, kTileCols = 128;

// Streaming multiprocessors of the replica's GPU, from its catalog SKU (prefill.cpp lists them with their
// datasheets); 0 when the SKU is not listed or the GPU is a MIG slice (hw.generation set): no wave quantization.
int streamingMultiprocessors(const ClusterHardware &hw);

// Seconds of one linear layer's m x n x k GEMM in a prefill on a GPU of `sms` SMs (0 = unknown): the longest of its
// math at the size table's rate (computerates.h), its operands' and result's HBM pass, its waves of tiles, and the
// kernel floor. `rates` carries the GEMM precision (fp8 reads one-byte operands where the GPU runs fp8 GEMMs).
double prefillGemmTime(const ComputeRates &rates, int sms, double m, double n, double k);

// Seconds of a prefill of `batch` prompts of `seq` tokens through the model's layers and output head on one GPU of a
// tensor-parallel group of `tp`, without the group's all-reduces. `rates` at the linear layers' GEMM precision.
double prefillComputeTime(const ModelArch &arch, const ComputeRates &rates, int sms, int batch, double seq, int tp);

} // namespace aip::perf
