#include "perf/gpuefficiency.h"

#include "perf/computerates.h"

#include <algorithm>
#include <cmath>

namespace aip::perf {

namespace {

// Maximum achievable matmul FLOPS (MAMF): the best mean throughput of a brute-force sweep of GEMM shapes, 100
// iterations after 50 warm-up, cache reset between them (S. Bekman, "Machine Learning Engineering",
// github.com/stas00/ml-engineering compute/accelerator/README.md, "Maximum Achievable Matmul FLOPS comparison
// table", v2 tables, torch 2.5-2.7, 2025), as shares of the datasheet dense peak:
constexpr double kMamfA100Sxm = 271.2 / 312;   // 86.9 %, bf16
constexpr double kMamfA100Pcie = 252.9 / 312;  // 81.1 %, bf16, same datasheet peak at 300 W
constexpr double kMamfH100Sxm = 794.5 / 989;   // 80.3 %, bf16
constexpr double kMamfH100Fp8 = 1402.6 / 1979; // 70.9 %, float8_e4m3fn
// The same table's Blackwell rows: B200 SXM 1745.0 of 2250 in bf16 (77.6 %, torch 2.7.1+cu128, best shape
// 1792x16128x3072) and 3432.5 of 4500 in fp8 (76.3 %, 15360x4096x3072), read at stas00/ml-engineering @ 744d01e.
constexpr double kMamfB200 = 1745.0 / 2250;    // 77.6 %, bf16
constexpr double kMamfB200Fp8 = 3432.5 / 4500; // 76.3 %, float8_e4m3fn
// And its GB200 rows (one B200 of a GB200 superchip, datasheet peaks 2500 / 5000 at 1200 W): 1822.0 of 2500 in bf16
// (72.9 %, torch 2.10.0.dev20250916+cu130, best shape 4096x9728x2048) and 3615.6 of 5000 in fp8 (72.3 %,
// 19456x5120x1536), same commit. The GB200's B200 reaches 4-5 % more than the B200 SXM's, not the 11 % of its
// datasheet peaks; FlashAttention-2 (one kernel, no library between) runs at the same rate on both (cudnn-frontend
// benchmark/sdpa_benchmark_training/artifacts, B200 @ cb560b92 438.7 / 363.7 and GB200 @ d48a60eb 438 / 360 TFLOP/s
// forward / backward, 32k tokens).
constexpr double kMamfGb200 = 1822.0 / 2500;    // 72.9 %, bf16
constexpr double kMamfGb200Fp8 = 3615.6 / 5000; // 72.3 %, float8_e4m3fn
// Blackwell Ultra. The same table's B300 SXM rows (HGX B300, datasheet peaks 2250 / 4500 as the B200's): 1769.0 in
// bf16 (78.6 %, torch 2.9.1+cu130, best shape 12288x18432x1024; the table's note "same as B200, newer torch/cuda") and
// 3353.3 in fp8 (74.5 %, 3072x6144x7168), same commit. The table has no GB300 row: the GB300's B300 (datasheet peaks
// 2500 / 5000, the table's GB300 row of its TFLOPS table) is the B300 die at 1400 W where the HGX board gives it 1000 W
// (the same table's power section: GB300 1400, GB200 1200, B300 and B200 SXM 1000 W). A GEMM that holds the tensor
// cores runs at the clock the board's power allows, and the B200 die shows how that rate follows the power: 1745.0 at
// 1000 W (B200 SXM) and 1822.0 at 1200 W (GB200), so rate ~ power^0.237 in bf16 (ln(1822.0 / 1745.0) / ln(1.2)), and
// 3432.5 and 3615.6 in fp8, power^0.285. The B300's measured rates taken to 1400 W so: 1769.0 x 1.4^0.237 = 1916 in
// bf16 (76.6 % of 2500) and 3353.3 x 1.4^0.285 = 3691 in fp8 (73.8 % of 5000), an estimate until a GB300 MAMF figure
// exists. (Until 2026-12-07 the GB300 took the GB200's shares, 72.9 and 72.3 %, as if 1400 W bought nothing over 1200;
// the published GB300 runs of the same releases and recipes as GB200 ones run 11.5-31 % faster than those, the model's
// ratio was 1-10 %: resources/validation/README.md, "The GB300's GEMM rate at its power".)
constexpr double kMamfB300 = 1769.0 / 2250;           // 78.6 %, bf16
constexpr double kMamfB300Fp8 = 3353.3 / 4500;        // 74.5 %, float8_e4m3fn
constexpr double kBlackwellPowerExponent = 0.2368;    // ln(1822.0 / 1745.0) / ln(1200 / 1000), bf16
constexpr double kBlackwellPowerExponentFp8 = 0.2850; // ln(3615.6 / 3432.5) / ln(1200 / 1000), fp8
constexpr double kB300SxmW = 1000, kGb300W = 1400;
const double kMamfGb300 = 1769.0 * std::pow(kGb300W / kB300SxmW, kBlackwellPowerExponent) / 2500;       // 76.6 %
const double kMamfGb300Fp8 = 3353.3 * std::pow(kGb300W / kB300SxmW, kBlackwellPowerExponentFp8) / 5000; // 73.8 %
constexpr double kMamfMi300x = 668.4 / 1300;  // 51.4 %, bf16, ROCm 6.3, PYTORCH_TUNABLEOP_ENABLED=1
constexpr double kMamfMi325x = 784.9 / 1300;  // 60.4 %, bf16, 1000 W
constexpr double kMamfMi250x = 147.0 / 191.5; // 76.7 %, bf16 per GCD (v1 table, ROCm 6.2)
// Intel Gaudi's matrix engines (MME), the same table, as TFLOP/s (taken against the part's own datasheet peak):
// Gaudi 2 418.7 bf16 and 826.5 fp8 (theory 432 / 865, 96.9 / 95.5 %; torch 2.6.0+hpu_1.21.2, PT_HPU_LAZY_MODE=1);
// Gaudi 3 1243.0 bf16 and 1289.5 fp8 (hpu_1.21.4). The table's Gaudi 3 theory is 1677, not the white paper's 1835:
// its notes find the shipped part at 1600 MHz, where 1835 needs 1750 ("the current incarnation of Gaudi3 is running
// at 1600MHz"), so against the datasheet's 1835 a Gaudi 3 reaches 67.7 % in bf16. Before these, both took the A100's
// share (86.9 %): Gaudi 3 28 % faster than measured, Gaudi 2 10 % slower.
constexpr double kMamfGaudi2Tflops = 418.7, kMamfGaudi2Fp8Tflops = 826.5;
constexpr double kMamfGaudi3Tflops = 1243.0, kMamfGaudi3Fp8Tflops = 1289.5;
// A Turing card held to the PCIe slot's 75 W (the T4, 70 W): cuBLAS runs a 4096 x 4096 x 4096 fp16 GEMM on a T4 at
// "about 24T" of its 65 TFLOP/s datasheet peak, the mean of 100 back-to-back iterations; NVIDIA's answer in the same
// thread attributes it to power capping ("expected behavior for approximately continuous matrix multiply operations on
// a T4", NVIDIA Developer Forums, "About GPU peak performance", forums.developer.nvidia.com/t/264462, 2023). Jia et
// al. 2019 ("Dissecting the NVidia Turing T4 GPU via Microbenchmarking", arXiv 1903.07486) study the same throttling.
// It is the sustained rate of one common large shape under the board's steady power cap, the kind of figure the
// reference's sustained share stands for (kReferenceSustainedShare: cuBLAS's large fp16 GEMMs on an A100 SXM4 at
// 200-250 of 312 TFLOP/s, clocks throttled by the board's power limit), not a best-of-sweep maximum as MAMF is (the
// best of thousands of shapes): so it is taken against the reference's sustained share, and a large GEMM on a T4 runs
// at the measured 24 TFLOP/s. (Taken against the A100's MAMF share until 2026-12-03, it ran at 0.77 of that, 18.5,
// below what TensorRT's BERT-Large engines on a T4 reach over whole layers of mostly GEMMs, 21-22.5 TFLOP/s in fp16 at
// batch 8-128: TensorRT demo/BERT README @ 007c347, validation rows, nothing fitted on them.)
constexpr double kSustainedT4 = 24.0 / 65;
// Cards without a MAMF figure, measured with one script on all of them and on an A100, and taken against that A100:
// torch.mm of square bf16 matrices, 1024 to 10240, 10 warm-up and 30 timed iterations, the best size
// (github:zzc0721/torch-performance-test-data test.py benchmark_precision and database.md @ 9d82827). A100 SXM4 80GB:
// 264.5 of 312 TFLOP/s (84.8 %, near Bekman's 86.9 %). GeForce RTX 4090 24GB, six entries on bare machines and cloud
// instances (170.1, 173.3, 162.4, 163.1, 165.7, 164.8; median 165.3): its whole 165.2 datasheet rate (bf16 with fp32
// accumulate, NVIDIA Ada whitepaper, counted at the 2520 MHz boost clock, which the 450 W board holds; mli/
// transformers-benchmarks issue 4 has 158.6-167.1 fp16 on another 4090). RTX A6000: 123.3 of 154.8 (79.7 %), the
// 300 W GA102 board below its 1800 MHz boost clock.
constexpr double kBenchA100Sxm = 264.53 / 312;
constexpr double kBench4090 = 165.26 / 165.2;
constexpr double kBenchA6000 = 123.34 / 154.8;
// The L40S, measured by the same script (database.md @ 0785868, the same contributor's docker rows as the RTX A6000's
// above): 269.15 of its 362.05 TFLOP/s bf16 (74.3 %), the AD102 at 350 W below the 2520 MHz boost clock behind its
// datasheet rate (NVIDIA L40S datasheet, 2023).
constexpr double kBenchL40s = 269.15 / 362.05;
// A PCIe card's power cap costs it the A100 PCIe's share of the SXM's MAMF (0.93); applied to Hopper PCIe/NVL
// cards (350-400 W against the SXM's 700 W) for want of a published MAMF of their own.
constexpr double kPcieCap = kMamfA100Pcie / kMamfA100Sxm;
// fp8 GEMMs reach a smaller share of their doubled peak than bf16 ones (H100: 70.9 % against 80.3 %); applied to
// every GPU with fp8 tensor cores that has no fp8 measurement of its own.
constexpr double kFp8Share = kMamfH100Fp8 / kMamfH100Sxm;

// Flash attention. FlashAttention-2 on an A100 reaches up to 73 % of peak forward and 63 % backward (head
// dimension 128, long sequences; Dao 2023, arXiv 2307.08691, Sec. 4.1, Figs. 4-6). FA2 also runs on Ada and (as the
// CK port) on AMD CDNA; those GPUs get the same relative rates.
constexpr double kFa2ForwardPeakShare = 0.73, kFa2BackwardPeakShare = 0.63;
constexpr double kFa2A100Peak = 312e12;
// Those are microbenchmark rates; in training the same kernel keeps 0.96 of them, where the largest GEMMs keep
// kReferenceSustainedShare / kMamfA100Sxm = 0.77 of theirs. Source: Dao 2023, Table 1 (Sec. 4.2), GPT3-1.3B on 8 x
// A100 80GB SXM with FlashAttention-2: 196 TFLOP/s per GPU at 2k tokens, 220 at 8k, FLOPs counted as 6 N s + 12 l h s^2
// per sequence ("without dividing the attention FLOPs by 2"). The model is flash-attention's own
// training/configs/experiment/pile/gpt3xl-flash.yaml (24 layers, hidden 2048, 16 heads of 128, learned positions over
// max_length, vocabulary 50257 padded to a multiple of 8, tied head: N = 12 l h^2 + 13 l h + (50264 + s + 2) h: 13 l h
// for the layers' biases and norms, 2 h for the final norm); the 8k run (gpt3xl-flash-8k.yaml) keeps the 2k run's
// tokens per step (global batch 128 x 8k = 512 x 2k). Per token and GPU, t(s) = 6 N(s) x + c s L(s / 2): the linear
// layers, norms, optimizer and communication at x seconds per FLOP whatever the length, and the causal kernel's forward
// and backward over s/2 keys (L = flashLengthFactor). The two rows solve it: c = 1.873 ns per token and key at 16k
// keys, i.e. 7 l h / c = 183.6 TFLOP/s of the kernel's own (causal half) forward and backward FLOPs, against 191.5 from
// the microbenchmark rates above with the causal forward's loss (kFa2CausalForward): 0.959. GPT2Config's attention
// dropout (attn_pdrop 0.1, the configs set no other) ran inside the kernel, so the share is if anything low for runs
// without dropout. Measured on the A100 only, and taken for every GPU, Hopper's kernels included (kHopperTraining
// below): it is a flash kernel's training rate against its own microbenchmark, not the GEMMs' sustained rate against
// their best-of-sweep MAMF.
constexpr double flashKeysRatio(double keys)
{
    return (1 + kFlashTileKeys / keys) / (1 + kFlashTileKeys / kFlashReferenceKeys);
}
constexpr double kFlashKeysRatio8k = flashKeysRatio(8192);
constexpr double kFlashKeysRatio4k = flashKeysRatio(4096);
// FA2's forward under a causal mask runs below what its halved rows predict: 284.1 TFLOP/s measured at 4096 keys per
// query against 369.9 x 1.0140 / 1.0421 = 359.9 from the unmasked rate and the length factor (same PR #1791 table as
// kHopperFa2Forward below), 0.789. FA3 in the same table loses nothing of the kind (causal 630.0 against 641
// predicted from 659.1), nor does FA2's backward (287.1 against 282.8). Measured on an H100; taken as a property of
// the FA2 kernel (the same code runs on Ampere), so every GPU that runs FA2 gets it -- an assumption where no
// causal/non-causal pair is published.
constexpr double kFa2CausalForward = 284.1 / (369.9 * kFlashKeysRatio8k / kFlashKeysRatio4k);
constexpr double fa2TrainingShare()
{
    constexpr double layers = 24, hidden = 2048, vocab = 50264;
    constexpr double s2 = 2048, s8 = 8192, tflops2 = 196e12, tflops8 = 220e12;
    constexpr double base = 12 * layers * hidden * hidden + 13 * layers * hidden + (vocab + 2) * hidden;
    const double n2 = base + s2 * hidden, n8 = base + s8 * hidden;
    const double t2 = (6 * n2 + 12 * layers * hidden * s2) / tflops2,
                 t8 = (6 * n8 + 12 * layers * hidden * s8) / tflops8;
    const double a2 = 6 * n2, a8 = 6 * n8;
    const double b2 = s2 * flashKeysRatio(s2 / 2), b8 = s8 * flashKeysRatio(s8 / 2);
    const double c = (a2 * t8 - a8 * t2) / (a2 * b8 - a8 * b2); // seconds per token and key at 16k keys
    const double training = 7 * layers * hidden / c;            // (1 forward + 2.5 backward) x 2 l h per key
    const double forward = kFa2ForwardPeakShare * kFa2A100Peak * kFa2CausalForward;
    const double backward = kFa2BackwardPeakShare * kFa2A100Peak;
    return training / (3.5 / (1 / forward + 2.5 / backward));
}
constexpr double kFa2TrainingShare = fa2TrainingShare();
// The kernel's training rates against the sustained rate of a plain GEMM of the same shape on the same GPU
// (kReferenceSustainedShare of peak on the A100): 1.05 forward, 0.90 backward.
constexpr double kFa2Forward = kFa2ForwardPeakShare * kFa2TrainingShare / kReferenceSustainedShare;
constexpr double kFa2Backward = kFa2BackwardPeakShare * kFa2TrainingShare / kReferenceSustainedShare;
// FlashAttention-2 on an H100 uses none of Hopper's new instructions (TMA, wgmma). Its rates, head dimension 128,
// bf16, 8k tokens (flash-attention PR #1791, 2025-07-31, hopper/benchmark_attn.py on a Hopper GPU, the main branch's
// figures): 369.9 TFLOP/s forward and 290.6 backward without a mask; with a causal mask (FLOPs counted for the
// computed half) 284.1 forward and 287.1 backward. Taken to the 16k-key reference through flashLengthFactor() (8192
// keys per query without a mask). (Earlier figures: Shah et al. 2024, Sec. 1, FA2 at 35 % of peak forward, 346
// TFLOP/s; Dao 2023, Fig. 7, "up to 335" forward and backward together; the rates here make 314 together at 16k keys.)
// In training each Hopper kernel keeps kFa2TrainingShare of its microbenchmark rate, as FA2 does on the A100, taken
// against the H100's sustained GEMM rate (its MAMF share over the A100's, times kReferenceSustainedShare). Until
// 2026-12-03 they kept the GEMMs' sustained-to-MAMF ratio instead (0.67 / 0.869 = 0.77, against 0.96), which made
// the mma.sync kernels (FA2, FA1 and Triton, none of which uses wgmma) 1.25x faster on an H100 than on an A100 in
// training. Their microbenchmarks say 1.65-1.74x: FlashAttention-2's release charts (Dao-AILab/flash-attention
// assets/flash2_a100_fwd_bwd_benchmark.png and flash2_h100_fwd_bwd_benchmark.png at 4f285b3, 2023-07-17, forward +
// backward, head dimension 128, 16k tokens): FA1 139 / 83 and FA2 338 / 203 without a mask, FA1 137 / 83 and FA2
// 328 / 189 with a causal mask, H100 SXM5 / A100 SXM4 -- the SM count (132 / 108) times the clock (1.98 / 1.41 GHz
// boost) for kernels on the same mma.sync instructions. The rates here give 1.53 (FA2, unmasked).
constexpr double kHopperTraining = kFa2TrainingShare / (kMamfH100Sxm / kMamfA100Sxm * kReferenceSustainedShare);
constexpr double kHopperFa2Forward = (369.9 * kFlashKeysRatio8k / 989) * kHopperTraining;
constexpr double kHopperFa2Backward = (290.6 * kFlashKeysRatio8k / 989) * kHopperTraining;
// Hopper-native kernels: FA3 forward at head dimension 128 on an H100 SXM reaches 620.7 TFLOP/s at 16k tokens
// (pytorch/benchmark PR #2391, 2024-07-23; 63 % of 989), in training as the FA2 rates above. Every rate here is the
// kernel's at long sequences (16k keys); shorter rows run slower by flashLengthFactor() (computerates.h), fitted on
// the same table's 512-16k columns.
// Its backward keeps FA2's backward-to-forward ratio on the A100 (63/73; FA3's paper reports 1.5-1.75x over FA2's
// backward).
constexpr double kFa3Forward = (620.7 / 989) * kHopperTraining;
constexpr double kFa3Backward = kFa3Forward * (0.63 / 0.73);

// Blackwell (B200): cuDNN's fused attention, which Transformer Engine and PyTorch's cuDNN SDPA backend run there, and
// FlashAttention-2 (mma.sync, no tcgen05), measured in one table: NVIDIA/cudnn-frontend benchmark/
// sdpa_benchmark_training/artifacts/sdpa_bf16_benchmark_results_NVIDIA_B200.csv @ cb560b92 (torch 2.8 NGC 25.06, cuDNN
// 9.10.2, flash-attn 2.7.4; bf16, batch 1, 128 query and 8 KV heads of 128, causal, FLOPs counted for the computed
// half, backward 2.5x the forward's: benchmark_single_sdpa.py flops()). The row at q = kv = 32768, 16k keys per query
// on average (the reference length): cuDNN 1419.0 TFLOP/s forward and 1108.7 backward, FlashAttention-2 435.8 and
// 345.6. Both are causal rates: the causal forward's factor is 1 (the rates already hold the mask's cost), so a
// model without a mask runs at them too. In training each kernel keeps kFa2TrainingShare of its microbenchmark rate,
// as on the A100 and Hopper, against the B200's sustained GEMM rate.
constexpr double kBlackwellTraining = kFa2TrainingShare / (kMamfB200 / kMamfA100Sxm * kReferenceSustainedShare);
constexpr double kBlackwellCudnnForward = (1419.0 / 2250) * kBlackwellTraining;
constexpr double kBlackwellCudnnBackward = (1108.688 / 2250) * kBlackwellTraining;
constexpr double kBlackwellFa2Forward = (435.762 / 2250) * kBlackwellTraining;
constexpr double kBlackwellFa2Backward = (345.634 / 2250) * kBlackwellTraining;

// cuDNN's fused attention at head dimension 64 against 128, measured in one release on one GPU each (NVIDIA/
// cudnn-frontend benchmark/sdpa_benchmark_training/results/gb200_919_only_cudnn/ and h200_919_only_cudnn/ @ df73764,
// cudnn-frontend 1.19.0, cuDNN 9.19.1, bf16, causal (top_left), benchmark_single_sdpa.py's FLOPs over the keys
// computed). The configs "gpt_oss" (64 query and 8 KV heads of 64, a 1,024-key sliding window, batch 2) and
// "llama3.1" (64 and 8 heads of 128, whole causal, batch 1); the 32,768-token rows, where the sequence's ends matter
// least: GB200 gpt_oss 632 forward / 660 backward TFLOP/s, llama3.1 1,720 / 1,473; H200 358 / 299 and 688 / 581. The
// windowed rows attend 1,024 keys a query and compute 1,024 + kFlashBandTileKeys; the whole causal rows 16k, the
// reference length. So the rate at 64 against 128's, at equal keys: measured x (1152 / 1024) x flashKeysRatio(1152)
// over 128's: GB200 0.49 forward and 0.60 backward, H200 0.69 and 0.69. Why: the score's two matmuls halve with the
// head, the softmax's exponentials and per-score CUDA-core work do not, and Blackwell doubled the tensor rate over
// Hopper without doubling the special-function units (FlashAttention-4, Zadouri et al. 2026, "asymmetric hardware
// scaling"), so the narrow head loses more there. Taken for every Blackwell (B200, GB200) and Hopper (H100, H200)
// board running the Hopper-native kernels (cuDNN, FlashAttention-3); FA2's mma.sync kernels keep 1 (not measured).
constexpr double kCudnnWindowedKeys = 1024;
constexpr double kCudnnWindowedShare = (kCudnnWindowedKeys + kFlashBandTileKeys) / kCudnnWindowedKeys
    * flashKeysRatio(kCudnnWindowedKeys + kFlashBandTileKeys);
constexpr double kBlackwellCudnnHeadDim64Forward = 632.0 * kCudnnWindowedShare / 1720.0;
constexpr double kBlackwellCudnnHeadDim64Backward = 660.0 * kCudnnWindowedShare / 1473.0;
constexpr double kHopperCudnnHeadDim64Forward = 358.0 * kCudnnWindowedShare / 688.0;
constexpr double kHopperCudnnHeadDim64Backward = 299.0 * kCudnnWindowedShare / 581.0;

// Blackwell Ultra's attention: the special-function units' exponential rate doubled over Blackwell's ("2x attention-
// layer acceleration", NVIDIA's HGX B300 figures as tabulated at fibermall.com/blog/?p=17161), so cuDNN's fused
// attention runs faster at the same GEMM peak. Measured in one release on both (NVIDIA/cudnn-frontend benchmark/
// sdpa_benchmark_training/results/<config>/gb200/ and gb300/, the 2026-04-24 tables @ 3929da2, cudnn-frontend 1.21.1,
// cuDNN 9.22, bf16, non-deterministic backward): the GB300's rate over the GB200's at equal shapes. Heads of 128 and
// wider (configs llama3.1, dsv3, kimiK26, qwen35, wan22, ltx2: heads of 128, 192 / 128 and 256; causal and unmasked;
// 2k-75k tokens; 45 forward and 40 backward pairs): the medians 1.18 forward (1.12-1.26) and 1.09 backward
// (1.05-1.22). Heads of 64 (gpt_oss, 128 heads of 64 in a 128-key window, 2k-32k tokens, 5 pairs a pass): 1.04
// forward and 1.06 backward, the narrow window's kernel gaining less. Taken as factors on
// the Blackwell cuDNN rates (the GB300's GEMM share is the GB200's, so the ratio of rates is the ratio of shares) for
// both Blackwell Ultra boards (the B300 SXM: same die; no HGX B300 attention table; on the GB300, whose GEMM share is
// its own since 2026-12-07, divided by that share's gain over the GB200's); at heads of 64 the factor is 1.04 / 1.18
// (1.06 / 1.09) on the head-width ratio. FlashAttention-2's mma.sync kernels: not measured, 1.
constexpr double kBlackwellUltraCudnnForward = 1.18;
constexpr double kBlackwellUltraCudnnBackward = 1.09;
constexpr double kBlackwellUltraCudnnHeadDim64Forward = 1.04;
constexpr double kBlackwellUltraCudnnHeadDim64Backward = 1.06;

// The first FlashAttention (flash-attn 1.x): its "forward pass only reaches 30-50% of the theoretical maximum FLOPs/s
// of the device (Fig. 6), while the backward pass [...] only 25-35% of maximum throughput on A100 GPU (Fig. 7)", where
// FlashAttention-2 reaches up to 73 % forward and 63 % backward in the same figures (Dao 2023, arXiv 2307.08691,
// Sec. 1 and 4.1; "around 2x speedup compared to FlashAttention", abstract). The top of each range against FA2's top,
// as kFa2Forward/kFa2Backward take FA2's: 0.68 forward, 0.56 backward (1.7x forward and backward together, the low end
// of the paper's "1.7-3.0x faster than FlashAttention"). FA1 has no Hopper path either: the same ratios there, as
// FA2's release charts show (FA1 / FA2 forward + backward, head dimension 128, 16k tokens, causal: 137 / 328 = 0.42 on
// the H100 SXM5, 83 / 189 = 0.44 on the A100 SXM4; kHopperTraining above).
constexpr double kFa1ForwardVsFa2 = 0.50 / 0.73;
constexpr double kFa1BackwardVsFa2 = 0.35 / 0.63;
// FlashAttention in Triton as LLM Foundry runs it (attn_impl "triton", the default of its benchmark scripts,
// scripts/train/benchmarking/submit_benchmarks.py at b2a43a1 and 5e85bd6): Tri Dao's flash_attn_triton.py on
// triton-pre-mlir, copied into llmfoundry/models/layers/flash_attn_triton.py (at 5e85bd6, its header: copied from
// HazyResearch/flash-attention at eff9fe6, flash_attn/flash_attn_triton.py). Its own docstring rates it against the
// CUDA FlashAttention of its time (FA1): "Triton forward is generally faster than CUDA forward, while Triton backward
// is generally slower than CUDA backward. Overall Triton forward + backward is slightly slower than CUDA forward +
// backward"; LLM Foundry's TUTORIAL.md (v0.3.0, the release its H100 benchmarks ran, and v0.4.0) against flash-attn
// 1.0.9: "In our experience, `triton` is slightly faster than `flash`". The two bracket FA1's rate: FA1's rates here.
// (Dao 2023's "1.3-1.5x forward, 2x backward" against "FlashAttention in Triton" measure another kernel: FA2's
// benchmark script, Dao-AILab/flash-attention benchmarks/benchmark_flash_attention.py, times OpenAI Triton's
// triton.ops.flash_attention as "Triton".) On the H100 it is the same mma.sync code: LLM Foundry's setup.py at b2a43a1
// installs triton-pre-mlir from vchiley/triton branch triton_pre_mlir_sm90, whose only changes let the pre-MLIR
// compiler target sm_90 (lib/driver/llvm.cc: max_nvvm_cc 90, PTX ISA 8.0), no wgmma; so it takes FA1's ratios to FA2
// there too.
constexpr double kTritonForwardVsFa2 = kFa1ForwardVsFa2;
constexpr double kTritonBackwardVsFa2 = kFa1BackwardVsFa2;

// A Hopper SXM5 board held below its 700 W: the tensor clock falls with the board's power limit. NVIDIA's datasheets
// give the same 132-SM GH100 die 835.5 TFLOP/s bf16 dense as the H100 NVL at 400 W and 989.4 as the H100 SXM5 at
// 700 W (NVIDIA H100 datasheet and H100 NVL product brief, 2023; the seed catalog's two rows); a board at a limit
// between them gets the rate linear in its power, at most the SXM5's, at least the NVL's. Meta's Grand Teton H100s
// run at a 500 W default (torchtitan benchmarks/llama3_h100_202412_torchtitan.md: "the actual peak TFLOPs number is
// between SXM and NVL"): 0.896 of the SXM5's rate. HBM bandwidth is not the SM clock's and does not change.
constexpr double kHopperSxmW = 700, kHopperNvlW = 400;
constexpr double kHopperNvlRateShare = 835.5 / 989.4;

// An A100 SXM4 board held below its 400 W, the same way: the A100 PCIe (the same GA100 with 108 SMs and the same
// 312 TFLOP/s datasheet peak, at 300 W) reaches 252.9 TFLOP/s of MAMF where the SXM4 at 400 W reaches 271.2 (Bekman's
// table, kMamfA100Pcie and kMamfA100Sxm above): 0.9325 at 300 W, 1 at 400 W, linear in between. Meta's production
// clusters ran their A100s at 350 W, Meta's Research Super Cluster at 400 W (Touvron et al. 2023, Llama 2, Table 2's
// "Power Consumption (W)" column): 0.966 of the SXM4's rate.
constexpr double kAmpereSxmW = 400, kAmperePcieW = 300;

// The rate share of a board held at `boardW` between a lower-power part's measured share `lowShare` at `lowW` and 1
// at `fullW`: 1 at or above fullW or where the power is unknown (0), lowShare at or below lowW, linear in between.
double powerLimitShare(double boardW, double lowW, double lowShare, double fullW)
{
    if (!(boardW > 0) || boardW >= fullW)
        return 1;
    const double x = (std::max(boardW, lowW) - lowW) / (fullW - lowW);
    return lowShare + (1 - lowShare) * x;
}

// The Triton and first-generation kernels at their measured rates against FlashAttention-2 on the same GPU.
void applyKernelVsFa2(GpuEfficiency &e, FlashKernel kernel)
{
    if (kernel == FlashKernel::Triton) {
        e.flashForward *= kTritonForwardVsFa2;
        e.flashBackward *= kTritonBackwardVsFa2;
    } else if (kernel == FlashKernel::Fa1) {
        e.flashForward *= kFa1ForwardVsFa2;
        e.flashBackward *= kFa1BackwardVsFa2;
    }
}

} // namespace

bool onGraceBoard(const GpuSpec &g)
{
    return g.baseboard.startsWith(QLatin1String("gb200")) || g.baseboard.startsWith(QLatin1String("gb300"));
}

double hopperPowerLimitShare(double boardW)
{
    return powerLimitShare(boardW, kHopperNvlW, kHopperNvlRateShare, kHopperSxmW);
}

double ampereSxmPowerLimitShare(double boardW)
{
    return powerLimitShare(boardW, kAmperePcieW, kPcieCap, kAmpereSxmW);
}

bool isBlackwellUltra(const GpuSpec &g)
{
    return g.baseboard.startsWith(QLatin1String("gb300")) || g.baseboard.startsWith(QLatin1String("hgx-b300"));
}

GpuGeneration gpuGeneration(const GpuSpec &g)
{
    if (g.baseboard.startsWith(QLatin1String("oam-mi300")))
        return g.tdpW >= 1000 ? GpuGeneration::Cdna3HighPower : GpuGeneration::Cdna3;
    // The MI210 (PCIe, 300 W) is one of the MI250X's two CDNA2 dies (Aldebaran GCD; 104 of its 110 CUs enabled, the
    // same 1700 MHz peak clock, 181 against 191.5 TFLOP/s a GCD: AMD Instinct MI210 and MI250X datasheets) at about the
    // same power a die (280 W in the MI250X's 560): the MI250X's measured share a GCD.
    if (g.baseboard.startsWith(QLatin1String("oam-mi200")) || g.architecture == QLatin1String("cdna2"))
        return GpuGeneration::Cdna2;
    if (g.baseboard.startsWith(QLatin1String("oam-gaudi2")))
        return GpuGeneration::Gaudi2;
    if (g.baseboard.startsWith(QLatin1String("oam-gaudi3")))
        return GpuGeneration::Gaudi3;
    if (g.baseboard.startsWith(QLatin1String("oam")))
        return GpuGeneration::Other; // other OAM modules
    if (g.architecture == QLatin1String("turing") && g.tdpW > 0 && g.tdpW <= 75)
        return GpuGeneration::TuringLowPower;
    const bool pcie = g.formFactor == GpuFormFactor::Pcie;
    // Blackwell data-centre boards (B200 and B300 SXM at 1000 W, GB200's B200 at 1200 W and GB300's B300 at 1400 W
    // with their higher peaks): MAMF-measured shares (kMamfB200 / kMamfB300 on the SXM parts, kMamfGb200 on a board of
    // baseboard gb200 or gb300). The GeForce and RTX PRO Blackwell cards are PCIe and stay outside.
    if (!pcie && g.architecture == QLatin1String("blackwell") && g.fp8Tflops > 0)
        return GpuGeneration::BlackwellSxm;
    // The measured cards' classes (kBench4090, kBenchA6000): an Ada card with 400 W or more to hold its boost clock
    // (the L40S and L40 have 350 and 300 W for twice and the same peak); a 300 W Ampere card below the A100's 312
    // (GA102: RTX A6000; the A10 and A30 have 150-165 W).
    if (pcie && g.architecture == QLatin1String("ada") && g.tdpW >= 400)
        return GpuGeneration::AdaHighPower;
    const double half = g.bf16Tflops > 0 ? g.bf16Tflops : g.fp16Tflops;
    // The L40S's class: an Ada card at 350 W (below the 4090's 400 W and more) with a 16-bit rate of 300 TFLOP/s or
    // more (the L40S's 362; the L40 at 300 W has 181, NVIDIA L40 datasheet), measured above (kBenchL40s).
    if (pcie && g.architecture == QLatin1String("ada") && g.tdpW >= 350 && half >= 300)
        return GpuGeneration::AdaDataCentre;
    // Hopper: fp8 tensor cores and a 16-bit peak of 0.7-1.5 PFLOP/s (H100 PCIe 756 to H100/H200 SXM 989; Ada and
    // the GeForce cards stay below 0.4, Blackwell starts at 2.25). The cut-down H20 (148) falls outside and gets
    // the reference shares.
    if (g.fp8Tflops > 0 && half >= 700 && half < 1500)
        return pcie ? GpuGeneration::HopperPcie : GpuGeneration::HopperSxm;
    // Ampere data-centre parts: tf32 tensor cores, no fp8, 312 TFLOP/s at 16 bit (A100, A800).
    if (g.fp8Tflops <= 0 && g.tf32Tflops > 0 && half >= 300)
        return pcie ? GpuGeneration::AmperePcie : GpuGeneration::AmpereSxm;
    if (pcie && g.architecture == QLatin1String("ampere") && half > 0 && half < 300 && g.tdpW >= 300)
        return GpuGeneration::AmpereWorkstation;
    return GpuGeneration::Other;
}

int fp32LanesPerSm(const GpuSpec &g, GpuGeneration generation)
{
    const QString &arch = g.architecture;
    if (arch == QLatin1String("hopper") || arch == QLatin1String("blackwell") || arch == QLatin1String("ada")
        || arch == QLatin1String("cdna3"))
        return 128;
    if (arch == QLatin1String("ampere"))
        return g.fp32Tflops > 0 && g.fp64Tflops >= g.fp32Tflops / 4 ? 64 : 128;
    if (arch == QLatin1String("volta") || arch == QLatin1String("turing") || arch == QLatin1String("cdna2"))
        return 64;
    switch (generation) {
    case GpuGeneration::HopperSxm:
    case GpuGeneration::HopperPcie:
    case GpuGeneration::BlackwellSxm:
    case GpuGeneration::AdaHighPower:
    case GpuGeneration::AdaDataCentre:
    case GpuGeneration::AmpereWorkstation:
    case GpuGeneration::Cdna3:
    case GpuGeneration::Cdna3HighPower: return 128;
    case GpuGeneration::Other:
    case GpuGeneration::AmpereSxm:
    case GpuGeneration::AmperePcie:
    case GpuGeneration::Cdna2:
    case GpuGeneration::TuringLowPower:
    case GpuGeneration::Gaudi2:
    case GpuGeneration::Gaudi3: return 64;
    }
    return 64;
}

double smCyclesPerS(const GpuSpec &g)
{
    return g.fp32Tflops > 0 ? g.fp32Tflops * 1e12 / (2.0 * fp32LanesPerSm(g, gpuGeneration(g))) : 0;
}

GpuEfficiency gpuEfficiency(const GpuSpec &g, FlashKernel kernel)
{
    return gpuEfficiency(g, kernel, gpuGeneration(g));
}

GpuEfficiency gpuEfficiency(const GpuSpec &g, FlashKernel kernel, GpuGeneration generation)
{
    GpuEfficiency e;
    e.flashForward = kFa2Forward;
    e.flashBackward = kFa2Backward;
    e.flashCausalForward = kFa2CausalForward;
    switch (generation) {
    case GpuGeneration::Other: break;
    // An SXM4 board below 400 W (flash attention's rates are relative to the GEMM rate and follow it).
    case GpuGeneration::AmpereSxm: e.gemm16 = ampereSxmPowerLimitShare(g.tdpW); break;
    case GpuGeneration::AmperePcie: e.gemm16 = kPcieCap; break;
    case GpuGeneration::HopperSxm:
    case GpuGeneration::HopperPcie: {
        e.gemm16 = kMamfH100Sxm / kMamfA100Sxm;
        e.gemmFp8 = kMamfH100Fp8 / kMamfA100Sxm;
        if (generation == GpuGeneration::HopperPcie) {
            e.gemm16 *= kPcieCap;
            e.gemmFp8 *= kPcieCap;
        } else {
            // An SXM5 board below 700 W (flash attention's rates are relative to the GEMM rate and follow it).
            e.gemm16 *= hopperPowerLimitShare(g.tdpW);
            e.gemmFp8 *= hopperPowerLimitShare(g.tdpW);
        }
        const bool native = kernel == FlashKernel::HopperNative;
        e.flashForward = native ? kFa3Forward : kHopperFa2Forward;
        e.flashBackward = native ? kFa3Backward : kHopperFa2Backward;
        e.flashCausalForward = native ? 1 : kFa2CausalForward;
        if (native) {
            e.flashHeadDim64Forward = kHopperCudnnHeadDim64Forward;
            e.flashHeadDim64Backward = kHopperCudnnHeadDim64Backward;
        }
        applyKernelVsFa2(e, kernel);
        return e;
    }
    case GpuGeneration::BlackwellSxm: {
        // Flash attention's rates below are relative to the GEMMs' sustained rate and follow these shares.
        // The GB200's B200 at its own higher peaks takes its measured shares, the GB300's B300 the B300's measured
        // rates at the GB300's power (kMamfGb300), the HGX boards their own.
        const bool grace = onGraceBoard(g);
        const bool ultra = isBlackwellUltra(g);
        e.gemm16 = (grace ? (ultra ? kMamfGb300 : kMamfGb200) : ultra ? kMamfB300 : kMamfB200) / kMamfA100Sxm;
        e.gemmFp8 = (grace       ? (ultra ? kMamfGb300Fp8 : kMamfGb200Fp8)
                         : ultra ? kMamfB300Fp8
                                 : kMamfB200Fp8)
            / kMamfA100Sxm;
        const bool native = kernel == FlashKernel::HopperNative; // cuDNN fused attention (Transformer Engine)
        e.flashForward = native ? kBlackwellCudnnForward : kBlackwellFa2Forward;
        e.flashBackward = native ? kBlackwellCudnnBackward : kBlackwellFa2Backward;
        e.flashCausalForward = 1;
        if (native) {
            e.flashHeadDim64Forward = kBlackwellCudnnHeadDim64Forward;
            e.flashHeadDim64Backward = kBlackwellCudnnHeadDim64Backward;
            if (ultra) {
                e.flashForward *= kBlackwellUltraCudnnForward;
                e.flashBackward *= kBlackwellUltraCudnnBackward;
                e.flashHeadDim64Forward *= kBlackwellUltraCudnnHeadDim64Forward / kBlackwellUltraCudnnForward;
                e.flashHeadDim64Backward *= kBlackwellUltraCudnnHeadDim64Backward / kBlackwellUltraCudnnBackward;
            }
        }
        if (grace && ultra) {
            // Attention's rates are factors on the GEMM rate; the GB300's kernels were measured against the GB200's
            // (kBlackwellUltraCudnn*, FlashAttention-2 as on the GB200), which holds whatever the board's power gives
            // them: so the factors come down by what the GEMM share gained over the GB200's (bf16's, the tables'
            // precision), and attention runs at the measured ratio still.
            const double gemmGain = kMamfGb300 / kMamfGb200;
            e.flashForward /= gemmGain;
            e.flashBackward /= gemmGain;
        }
        applyKernelVsFa2(e, kernel);
        return e;
    }
    case GpuGeneration::Gaudi2:
    case GpuGeneration::Gaudi3: {
        // Measured TFLOP/s over the part's own peak at each precision (fp8 at the fp8 peak, as on Hopper).
        const bool gaudi3 = generation == GpuGeneration::Gaudi3;
        const double half = g.bf16Tflops > 0 ? g.bf16Tflops : g.fp16Tflops;
        if (half > 0)
            e.gemm16 = (gaudi3 ? kMamfGaudi3Tflops : kMamfGaudi2Tflops) / half / kMamfA100Sxm;
        e.gemmFp8 = g.fp8Tflops > 0
            ? (gaudi3 ? kMamfGaudi3Fp8Tflops : kMamfGaudi2Fp8Tflops) / g.fp8Tflops / kMamfA100Sxm
            : e.gemm16 * kFp8Share;
        applyKernelVsFa2(e, kernel);
        return e;
    }
    case GpuGeneration::Cdna2: e.gemm16 = kMamfMi250x / kMamfA100Sxm; break;
    case GpuGeneration::Cdna3: e.gemm16 = kMamfMi300x / kMamfA100Sxm; break;
    case GpuGeneration::Cdna3HighPower: e.gemm16 = kMamfMi325x / kMamfA100Sxm; break;
    case GpuGeneration::TuringLowPower: e.gemm16 = kSustainedT4 / kReferenceSustainedShare; break;
    case GpuGeneration::AdaHighPower: e.gemm16 = kBench4090 / kBenchA100Sxm; break;
    case GpuGeneration::AdaDataCentre: e.gemm16 = kBenchL40s / kBenchA100Sxm; break;
    case GpuGeneration::AmpereWorkstation: e.gemm16 = kBenchA6000 / kBenchA100Sxm; break;
    }
    e.gemmFp8 = e.gemm16 * kFp8Share;
    applyKernelVsFa2(e, kernel);
    return e;
}

} // namespace aip::perf
