#pragma once
// Fine-tuning with low-rank adapters: LoRA (Hu et al. 2021, "LoRA: Low-Rank Adaptation of Large Language Models")
// and QLoRA (Dettmers et al. 2023, "QLoRA: Efficient Finetuning of Quantized LLMs"). The base weights are frozen:
//   - memory: the base at 16 bit (LoRA) or in 4-bit NF4 with double-quantized constants (QLoRA); weights,
//     gradients and Adam states only for the adapters;
//   - time: the forward through the base and the backward's activation gradients still run (dX = dY W^T), the
//     weight gradients of the frozen matrices do not (dW = X^T dY): 4N of full training's 6N FLOPs per token
//     (Hu et al. Sec. 4.2: "we do not need to calculate the gradients or maintain the optimizer states for most
//     parameters"); the adapters add h = W0 x + B A x (Hu et al. eq. 3): two thin products per adapted matrix
//     forward, four backward; QLoRA dequantizes every NF4 weight to bf16 before each use (Dettmers et al. eq. 5-6:
//     doubleDequant(c1, c2, W) then the bf16 matmul).
// Adapters sit on the projections workload.finetune.target names (plan.h, LoraTargetBit); by default on every linear
// layer (Q, K, V, O and the MLP's), QLoRA's setting (Dettmers et al. Sec. 4: needed to match full fine-tuning) and the
// PEFT "all-linear" target.

#include "perf/computerates.h"
#include "perf/datacomm.h"
#include "perf/memorymodel.h"
#include "perf/modelarch.h"
#include "perf/perfresult.h"
#include "perf/transformerlayer.h"

namespace aip::perf {

// LoRA rank when the plan gives none: 16 (Dettmers et al. 2023 Sec. 4; PEFT examples' r=16).
inline constexpr int kDefaultLoraRank = 16;
// NF4 storage per parameter: 4 bits, plus double quantization's constants: an 8-bit constant per block of 64 and a
// 32-bit second-level constant per 256 of those (Dettmers et al. 2023, Sec. 3, "Double Quantization": 8/64 +
// 32/(64 x 256) = 0.127 bits per parameter).
inline constexpr double kNf4BytesPerParam = (4 + 8.0 / 64 + 32.0 / (64 * 256)) / 8;

inline bool trainsAdapters(FineTuneMethod m)
{
    return m != FineTuneMethod::Full;
}

// The adapters of a fine-tune: their rank and the projections that carry them.
struct LoraAdapters {
    int rank = kDefaultLoraRank;
    unsigned target = kLoraAllLinear;
};
// A workload's adapters: workload.finetune's rank and target, the defaults above where it gives none.
LoraAdapters loraAdaptersOf(const Workload &w);

// What one checkpoint of the run holds, bytes: the weights and optimizer states of what trains. A full run saves every
// parameter with its optimizer states; a LoRA or QLoRA run saves its adapters and their optimizer states, not the
// frozen base (Hugging Face PEFT's save_pretrained writes adapter_model.safetensors only; the Trainer's checkpoint
// adds the optimizer of the trainable parameters). The goodput's checkpoint time and the storage check read it.
double checkpointBytes(const ModelArch &arch, const Workload &w, FineTuneMethod method);

// Adapter parameters of one transformer layer on one GPU: r (d_in + d_out) per adapted d_in x d_out matrix (Hu et al.
// Sec. 4.1: B is d x r, A is r x k), the output dimension split over tensor parallelism.
double loraParamsPerLayer(const ModelArch &arch, const LoraAdapters &lora, int tp);
// The same with adapters on every linear layer.
double loraParamsPerLayer(const ModelArch &arch, int rank, int tp);
// Parameters of the embedding and output layer on one GPU (what QLoRA leaves at 16 bit; bitsandbytes quantizes the
// linear layers of the blocks only).
double embeddingParamsPerGpu(const ModelArch &arch, int tp, int pp);

// What a frozen base and its adapters change in one layer's cost (one micro-batch, one GPU): the weight gradients
// skipped, the adapters' products added, QLoRA's dequantization per pass.
void applyFineTune(LayerCost &layer, const ModelArch &computeArch, const LayerShape &shape, const ComputeRates &rates,
                   FineTuneMethod method, const LoraAdapters &lora, double linearParamsPerGpu);
// The output layer is frozen too: its weight gradient is skipped.
void applyFineTune(HeadCost &head, const ModelArch &arch, const LayerShape &shape, const ComputeRates &rates);

// Adapters over a base sharded ZeRO-3 / FSDP style (torchtune's LoRA and QLoRA recipes on FSDP2; Answer.AI's
// FSDP-QLoRA, 2024): every frozen layer is gathered before its forward and again before its backward like a trained
// one, so data parallelism is costed on the base's weights. Its reduce-scatter then counts the base's gradients
// too, where only the adapters' are reduced: an upper bound, a third of the traffic, most of it hidden behind
// the backward.
void fineTuneShardedBase(DataParallelWork &w, double baseParamsPerGpu, double baseLayerParamsPerGpu);

// Activation bytes per layer and micro-batch (one GPU) that a frozen base does not keep against full training's count
// (perf/memorymodel.h layerActivationBytes): autograd saves a linear layer's input only for its weight gradient
// (dW = X^T dY; the input gradient dX = dY W^T needs the weight, which is resident), so the input of a projection
// that is frozen and carries no adapter is not saved (PyTorch tools/autograd/derivatives.yaml, mm: mat2's gradient
// reads self, self's reads mat2; the generated autograd code saves each only under should_compute_output of the
// other; torch.compile's partitioner saves only what the backward graph reads). The QKV input (the first norm's
// output), the MLP input (the second norm's output) and the MLP-down input (the activation's output) go where no
// adapter reads them; the attention output stays (flash attention keeps it for its own backward), as do the norms'
// inputs, Q, K, V and the activation function's inputs. Each adapter adds its rank-r intermediate (x A, kept for B's
// weight gradient). Zero for mixtures of experts and under selective recompute (whose count already drops some of the
// same tensors), where nothing is taken off; except torchtitan's layer SAC (SelectiveRecompute::EveryOtherLayer),
// whose every second block keeps everything autograd saves: half a layer's saving per layer on average.
double frozenActivationBytesPerLayer(const ModelArch &arch, const ActivationShape &shape, const LoraAdapters &lora);

// Weights, gradients and optimizer states of a fine-tune (per GPU), replacing those of full training in `m`, and the
// activations the frozen base does not keep (frozenActivationBytesPerLayer). `selective`: the workload's selective
// recompute policy, which applies when the strategy's recompute is selective (memorymodel.h transformerMemory()).
void applyFineTuneMemory(MemoryBreakdown &m, const ModelArch &arch, const Strategy &s, Precision precision,
                         const LoraAdapters &lora, SelectiveRecompute selective = SelectiveRecompute::CoreAttention);
// The same with adapters on every linear layer.
void applyFineTuneMemory(MemoryBreakdown &m, const ModelArch &arch, const Strategy &s, Precision precision, int rank);

} // namespace aip::perf
