#pragma once
// What share of its datasheet peak a GPU reaches, by generation and precision: the largest matrix multiplications
// (measured "maximum achievable matmul FLOPS") and flash attention's forward and backward kernels. The generation
// comes from the attributes a catalog part already has (peaks, memory bandwidth, form factor, baseboard, power),
// never from its name, so a part the user adds gets the figures of its kind.

#include "hardware/part.h"

namespace aip::perf {

enum class GpuGeneration {
    Other,             // no published measurement: the reference (A100 SXM) shares apply
    AmpereSxm,         // A100/A800 SXM4
    AmperePcie,        // A100 PCIe (250-300 W)
    HopperSxm,         // H100/H200/H800 SXM5
    HopperPcie,        // H100 PCIe (350 W), H100/H200 NVL
    BlackwellSxm,      // B200/B300 SXM (1000 W), GB200's B200 (1200 W), GB300's B300 (1400 W): shares of own peaks
    Cdna2,             // MI250X (one GCD per matmul), MI210 (one GCD)
    Cdna3,             // MI300X (750 W)
    Cdna3HighPower,    // MI325X (1000 W)
    TuringLowPower,    // T4: a Turing card held to 75 W or less by the PCIe slot's power (no power connector)
    AdaHighPower,      // an Ada PCIe card at 400 W or more (GeForce RTX 4090, 450 W)
    AdaDataCentre,     // an Ada PCIe card at 350-399 W with the doubled 16-bit rate of 300+ TFLOP/s (L40S, 350 W)
    AmpereWorkstation, // an Ampere PCIe card at 300 W without the A100's 312 TFLOP/s (RTX A6000)
    Gaudi2,            // Intel Gaudi 2 (OAM): its matrix engines at their own measured MAMF
    Gaudi3             // Intel Gaudi 3 (OAM), as shipped at 1600 MHz
};

GpuGeneration gpuGeneration(const GpuSpec &gpu);

// A Blackwell on a Grace board (the GB200's and GB300's superchips, baseboard gb200 / gb300).
bool onGraceBoard(const GpuSpec &gpu);
// A Blackwell Ultra board (B300): the HGX B300 (baseboard hgx-b300) or the GB300's (gb300).
bool isBlackwellUltra(const GpuSpec &gpu);

// The flash-attention kernel: FlashAttention-2 (flash-attn 2.x, PyTorch SDPA's flash backend: every GPU since
// Ampere) or, on Hopper, a Hopper-native kernel (FlashAttention-3, or cuDNN fused attention as Transformer Engine and
// Megatron-Core run it). Elsewhere the second is FlashAttention-2 as well. Triton: FlashAttention in Triton (the
// flash-attention repository's flash_attn_triton.py, which LLM Foundry vendors as attn_impl "triton"), at its
// measured rates against FlashAttention-2 on the same GPU (gpuefficiency.cpp). Fa1: the first FlashAttention
// (flash-attn 1.x, 2022-23, and xformers' memory-efficient attention built on its backward), what runs made before
// FlashAttention-2 (July 2023) used, at its measured rates against FlashAttention-2 on the same GPU.
enum class FlashKernel { Fa2, HopperNative, Triton, Fa1 };

struct GpuEfficiency {
    // Largest-GEMM share of the datasheet peak relative to the A100 SXM's (whose sustained training share is
    // fitted on the calibration file): 1 for the reference, < 1 for GPUs that reach less of their peak.
    double gemm16 = 1; // bf16/fp16 (and tf32/fp32, for which no per-generation measurement is published)
    double gemmFp8 = 1;
    // Flash attention's matmuls against a plain GEMM of the same shape on the same GPU.
    double flashForward = 1, flashBackward = 1;
    // The forward's rate under a causal mask against what its halved rows predict (flashLengthFactor()): below 1
    // where the kernel schedules the long rows late (FlashAttention-2), 1 for Hopper-native kernels.
    double flashCausalForward = 1;
    // The kernel's FLOP rate at head dimension 64 against its rate at 128, forward and backward (1 where no
    // measurement of the kernel on the generation is published: the rate is then taken as the same at any head
    // width). ComputeRates::flashHeadDimFactor() takes other widths between the two.
    double flashHeadDim64Forward = 1, flashHeadDim64Backward = 1;
};

// FP32 lanes ("CUDA cores") per streaming multiprocessor (AMD: per compute unit), from the vendors' architecture
// papers, read off the part's architecture: 64 on GA100 (NVIDIA A100 Tensor Core GPU Architecture whitepaper, 2020, "64
// FP32 CUDA Cores/SM"; an Ampere part with fp64 at a quarter of fp32 or more, as the A100, A800 and A30 have, where
// GA10x has 1/64), Volta, Turing and CDNA2 (AMD CDNA 2 whitepaper: 64 shader cores per CU); 128 on GH100 (NVIDIA H100
// Tensor Core GPU Architecture whitepaper, 2022, "128 FP32 CUDA Cores per SM"), GA10x, Ada and Blackwell (NVIDIA Ampere
// GA102, Ada Lovelace and Blackwell whitepapers: 128 per SM, 64 of them also INT32) and CDNA3 (MI300X's 163.4 TFLOP/s
// vector fp32 = 304 CUs x 2.1 GHz x 2 x 128). Every NVIDIA one of these before Blackwell has 64 INT32 lanes per SM
// (GH100, GA100 and GA102 whitepapers: 16 INT32 units in each of the SM's four partitions); Blackwell's, whose 128
// lanes all take INT32 (RTX Blackwell whitepaper), and AMD's CUs are taken alike (not measured). A
// part without an architecture: by its generation, the reference's 64 where that says nothing.
int fp32LanesPerSm(const GpuSpec &gpu, GpuGeneration generation);
// The chip's SM clock cycles per second, all SMs together: the fp32 peak over 2 x its FP32 lanes per SM; what a kernel
// bound by its instructions per element, not by HBM, runs at (0 without an fp32 peak).
double smCyclesPerS(const GpuSpec &gpu);

GpuEfficiency gpuEfficiency(const GpuSpec &gpu, FlashKernel kernel = FlashKernel::Fa2);
// The same for a GPU whose generation the caller knows: a spec with a changed peak (int8 running on the 16-bit
// units at twice their rate, perf/batchinference.cpp) keeps the class of the GPU it describes.
GpuEfficiency gpuEfficiency(const GpuSpec &gpu, FlashKernel kernel, GpuGeneration generation);

// The share of an H100 SXM5's tensor rate a Hopper SXM board reaches at a power limit of `boardW` watts (its tdpW):
// 1 at 700 W and above (or unknown, 0), falling linearly to the H100 NVL's 835.5/989.4 at 400 W and held there
// below (gpuefficiency.cpp). PCIe cards have their own peaks and caps (GpuGeneration::HopperPcie).
double hopperPowerLimitShare(double boardW);
// The same for an A100 SXM4 board (Ampere SXM): 1 at 400 W and above (or unknown, 0), falling linearly to the A100
// PCIe's measured share of the SXM4's rate at 300 W (0.9325) and held there below.
double ampereSxmPowerLimitShare(double boardW);

} // namespace aip::perf
