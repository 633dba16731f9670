// The context phase of a decoder, kernel by kernel: see prefill.h.
#include "perf/prefill.h"

#include "perf/mla.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

struct SmCount {
    const char *sku;
    int sms;
};

// Streaming multiprocessors per catalog GPU: the architecture whitepapers' SM counts, or the datasheet's CUDA cores
// over the cores per SM (64 FP32 cores per SM on Volta, Turing and the A100/A30; 128 on GA10x and Ada). A SKU ending
// in '-' names a family (every memory size and form factor); the others are whole SKUs.
constexpr SmCount kSmCounts[] = {
    {"nvidia-a100-", 108},          // NVIDIA A100 Tensor Core GPU Architecture whitepaper (2020): 108 SMs
    {"nvidia-a800-", 108},          // the A100's GA100 configuration (NVIDIA A800 datasheet: 6,912 CUDA cores / 64)
    {"nvidia-a30", 56},             // NVIDIA A30 datasheet: 3,584 CUDA cores / 64
    {"nvidia-a10", 72},             // NVIDIA A10 datasheet: 9,216 CUDA cores / 128
    {"nvidia-rtx-a6000", 84},       // NVIDIA RTX A6000 datasheet: 10,752 CUDA cores / 128
    {"nvidia-h100-sxm5-80gb", 132}, // NVIDIA H100 Tensor Core GPU Architecture whitepaper (2022), table 3: 132 SMs
    {"nvidia-h100-pcie-80gb", 114}, // the same table: H100 PCIe, 114 SMs
    {"nvidia-h800-sxm5-80gb", 132}, // the H100 SXM5's GH100 configuration (NVIDIA H800 datasheet: 16,896 CUDA cores)
    {"nvidia-h200-sxm-141gb", 132}, // NVIDIA H200 datasheet: the H100 SXM5's GH100 with 141 GB (16,896 CUDA cores)
    {"nvidia-l40s", 142},           // NVIDIA L40S datasheet: 18,176 CUDA cores / 128
    {"nvidia-l40", 142},            // NVIDIA L40 datasheet: 18,176 CUDA cores / 128
    {"nvidia-rtx-6000-ada", 142},   // NVIDIA RTX 6000 Ada datasheet: 18,176 CUDA cores / 128
    {"nvidia-l4", 58},              // NVIDIA L4 datasheet: 7,424 CUDA cores / 128
    {"nvidia-rtx-4090", 128},       // NVIDIA Ada Lovelace architecture whitepaper: RTX 4090, 128 SMs
    {"nvidia-t4", 40},              // NVIDIA Turing architecture whitepaper: Tesla T4, 40 SMs
    {"nvidia-v100-", 80},           // NVIDIA Tesla V100 architecture whitepaper (2017): 80 SMs
    // Chips and Cheese, "Nvidia's B200: Keeping the CUDA Juggernaut Rolling" (2025-12, measured on an HGX B200): 74
    // of each die's 80 SMs enabled, 148. NVIDIA publishes no enabled count for the GB200's B200: taken as the same.
    {"nvidia-b200-", 148},
    // NVIDIA Technical Blog, "Inside NVIDIA Blackwell Ultra: The Chip Powering the AI Factory Era" (2025-08): "160
    // Streaming Multiprocessors (SMs) across two dies" (GB300 and HGX B300 alike).
    {"nvidia-b300-", 160},
};

// The time of the kernel's math alone at `rate`, wave quantized: ceil(m / 128) x ceil(n / 128) tiles, each on one
// SM, in ceil(tiles / sms) waves; every wave takes as long as a full one. The kernel does not split K across thread
// blocks to fill the idle SMs: TensorRT times its tactics at an optimization profile's opt dimensions and runs the
// chosen kernel over the profile's whole range (TensorRT Developer Guide, "Working with Dynamic Shapes",
// optimization profiles), and TensorRT-LLM's engines take one profile from one token to max batch x max input (64 x
// 2048 in the v0.5 benchmarks, performance.md @ 138f96d), so a 128-token prompt runs kernels chosen for thousands of
// rows. cuBLAS's heuristics may split K for such a shape (vLLM): there the figure is a bound from above.
double waveTime(const ComputeRates &rates, int sms, double m, double n, double k)
{
    if (sms <= 0)
        return 0;
    const double rowTiles = std::ceil(m / kTileRows), colTiles = std::ceil(n / kTileCols);
    const double tiles = rowTiles * colTiles;
    const double waves = std::ceil(tiles / sms);
    // Every tile at the SM's share of the largest GEMMs' sustained rate (tile shares of n and k included).
    const double rate = rates.gemmFactors(n, k, true).rate;
    if (rate <= 0)
        return 0;
    const double tileFlops = 2 * kTileRows * kTileCols * k;
    return waves * tileFlops / (rate / sms);
}

} // namespace

int streamingMultiprocessors(const ClusterHardware &hw)
{
    if (hw.generation) // a MIG slice (mig.h): a fraction of the SMs, not counted here
        return 0;
    for (const SmCount &c : kSmCounts) {
        const QLatin1String sku(c.sku);
        if (hw.gpuSku == sku || (sku.endsWith(QLatin1Char('-')) && hw.gpuSku.startsWith(sku)))
            return c.sms;
    }
    return 0;
}

double prefillGemmTime(const ComputeRates &rates, int sms, double m, double n, double k)
{
    const double math = rates.gemmMathTime(m, n, k, 1, true);
    if (math <= 0)
        return 0;
    // Operands at the GEMM's input width (one byte for fp8 GEMMs), the result at 16 bit.
    const double inputBytes = rates.fp8Gemms() ? 1 : rates.elementBytes();
    const double bytes = (m * k + k * n) * inputBytes + m * n * rates.elementBytes();
    return std::max({math, rates.memoryTime(bytes, bytes), waveTime(rates, sms, m, n, k), kEngineKernelFloorS});
}

double prefillComputeTime(const ModelArch &arch, const ComputeRates &rates, int sms, int batch, double seq, int tp)
{
    const double b = std::max(1, batch), t = std::max(1, tp);
    const double n = b * seq, h = arch.hidden, d = arch.headDim();
    const double kv = arch.kvHeads > 0 ? arch.kvHeads : arch.heads;
    // The batch's prompts go through the linear layers as one packed GEMM of batch x input tokens (TensorRT-LLM's
    // remove_input_padding, vLLM's packed prefill); attention stays per sequence.
    double layer = 0, attentionDim = d;
    if (arch.isMla()) {
        // Multi-head latent attention in its multi-head form (perf/mla.h): the down-projections wq_a and wkv_a whole
        // on every rank (plain Linear layers in DeepSeek-V3's reference code), the up-projections and the output
        // split over the heads; QK^T over P + R per head, PV over V.
        const MlaShape &m = arch.mla;
        const double heads = arch.heads / t, qk = mlaPrefillQkDim(arch), v = mlaPrefillVDim(arch);
        layer = prefillGemmTime(rates, sms, n, double(m.qLoraRank) + m.kvLoraRank + m.qkRopeHeadDim, h)
            + prefillGemmTime(rates, sms, n, heads * qk, m.qLoraRank > 0 ? m.qLoraRank : h)
            + prefillGemmTime(rates, sms, n, heads * (double(m.qkNopeHeadDim) + v), m.kvLoraRank)
            + prefillGemmTime(rates, sms, n, h, heads * v);
        attentionDim = (qk + v) / 2;
    } else {
        layer = prefillGemmTime(rates, sms, n, (arch.heads + 2 * kv) * d / t, h) // QKV
            + prefillGemmTime(rates, sms, n, h, arch.heads * d / t);             // output projection
    }
    if (arch.isMoe()) {
        // The routed experts' grouped GEMMs: the active experts' weights as one GEMM (no waves: each expert has its
        // own share of the tokens).
        layer += prefillGemmTime(rates, 0, n, arch.activeMlpParamsPerLayer() / (h * t), h);
    } else {
        // Dense MLP: the up projection(s), then the down projection. A gated MLP runs its gate and up projections as
        // two GEMMs ("Fused Matmul + Gated-SiLU (LLaMA)": TensorRT-LLM combines them only with --use_fused_mlp,
        // performance.md @ 138f96d, "Known Issues"; the v0.5 benchmark builds do not pass it).
        const double ups = arch.gatedMlp ? 2 : 1;
        const double ffn = arch.activeMlpParamsPerLayer() / ((ups + 1) * h) / t;
        layer += ups * prefillGemmTime(rates, sms, n, ffn, h) + prefillGemmTime(rates, sms, n, h, ffn);
    }
    // Causal attention: QK^T and PV, half the square (flash attention skips the masked blocks), at 16 bit, after the
    // attention plugin's setup kernels. The kernels outside the GEMMs and attention are counted at the floor alone,
    // as the launch before them was (TensorRT fuses the norms, activations and adds it can).
    // Sliding-window layers over their window's span (ModelArch::windowSpan()).
    auto attention = [&](double span) {
        return std::max(rates.flashForwardTime(rates.gemmTime(seq, span, attentionDim, b * arch.heads / t, false)),
                        kEngineKernelFloorS);
    };
    const double local = arch.slidingWindow > 0 ? arch.slidingWindowShare : 0;
    layer += local > 0 ? (1 - local) * attention(seq) + local * attention(arch.windowSpan(seq)) : attention(seq);
    layer += (kAttentionSetupKernelsPerLayer + kElementwiseKernelsPerLayer) * kEngineKernelFloorS;
    // The output head at 16 bit for each prompt's last token (TensorRT-LLM's default keeps lm_head unquantised).
    const double head = std::max(rates.gemmTime(b, arch.vocab / t, h, 1, false), kEngineKernelFloorS);
    return std::max(0, arch.layers) * layer + head;
}

} // namespace aip::perf
