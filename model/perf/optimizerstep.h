#pragma once
// The optimizer step as the training script runs it (workload `"optimizer"`), where it is not one multi-tensor
// update (stepmodel.cpp's kOptimizerBytesPerParam: Megatron-LM's FusedAdam and the like, the default):
// - ApexO2FusedAdam: NVIDIA apex AMP at opt_level O2 with apex's FusedAdam and a multi-tensor gradient-norm pass
//   (NVIDIA DeepLearningExamples PyTorch/LanguageModeling/BERT run_squad.py at 729963dd with --fp16: amp.initialize
//   O2, FusedAdam, GradientClipper): the 16-bit gradients unscaled into fp32 master gradients, the norm, the update,
//   the master weights copied back to the 16-bit model and the model's gradients zeroed tensor by tensor.
// - BertAdamLoop: the same script without --fp16 (the TF32 rows): optimization.py's BertAdam, a Python loop over the
//   parameter tensors that clips each tensor's gradient with torch.nn.utils.clip_grad_norm_ and updates it with a
//   dozen separate fp32 tensor ops, one kernel each, after the script's multi-tensor norm; zero_grad one kernel a
//   tensor. Each op is issued from Python, so the step takes the longer of the host's issuing and the GPU's passes.
// - TorchSgdLoop, TorchRmspropLoop: torch.optim.SGD and RMSprop (both with momentum) as PyTorch ran them by default
//   before 2.0, one Python loop over the parameter tensors issuing a few ops each (torch/optim/_functional.py sgd and
//   rmsprop, the for-each path only with foreach=True), and zero_grad() zeroing each gradient in place
//   (set_to_none=False, the default before 2.0): DeepLearningExamples' ResNet-50 (SGD) and EfficientNet (RMSprop)
//   scripts, PyTorch/Classification/ConvNets at 729963dd (image_classification/optimizers.py, training.py), on
//   PyTorch 1.9 (the 21.03 container). torchLoopStep() below; the convolutional nets' step (stepmodel.cpp evaluateNet)
//   decides how much of it the backward hides.
// BertAdamLoop and the torch loops zero the gradients instead of dropping them, so the backward adds each new gradient
// into the old one (3 passes of the gradient); counted here with the step. apex O2 drops the 16-bit gradients before
// every backward (its zero_grad's zeroing is wasted), so its backward adds nothing. What is not costed: the BERT
// scripts' host synchronisations (the norm's .item(), apex's overflow check, loss.item()), and GradientClipper's
// scaling pass, which runs only when the norm exceeds 1 (a value known at run time only).

#include "perf/modelarch.h"
#include "plan/plan.h"

namespace aip::perf {

class ComputeRates;

enum class OptimizerImpl {
    MultiTensor,      // one fused update over all tensors (the default)
    ApexO2FusedAdam,  // workload "optimizer": "apex_o2_fused_adam"
    BertAdamLoop,     // workload "optimizer": "bert_adam"
    TorchSgdLoop,     // workload "optimizer": "torch_sgd"
    TorchRmspropLoop, // workload "optimizer": "torch_rmsprop"
};

OptimizerImpl optimizerImpl(const Workload &w);
// Whether a 16-bit model keeps an fp32 master copy of its weights and fp32 Adam states (the default, mixed precision as
// Megatron-LM, DeepSpeed and FSDP's MixedPrecision run it), or trains its bf16 weights as they are with bf16 states
// (workload `"master_weights": false`; memorymodel.h precisionBytes()).
bool masterWeights(const Workload &w);

// The parameter tensors of an encoder with biases (BERT: nn.Linear and nn.LayerNorm layers) as the optimizer's
// param_groups hold them: per layer the six weight matrices (Q, K, V, attention output, MLP up and down) with weight
// decay, their six biases and two LayerNorms' weights and biases without; the word, position and token-type
// embeddings with decay and their LayerNorm without; a task head of one linear layer (BertForQuestionAnswering's
// qa_outputs: a matrix with decay, a bias without). run_squad.py leaves the unused pooler out of the optimizer and
// puts 'bias', 'LayerNorm.bias' and 'LayerNorm.weight' in the group without decay.
struct ParamTensors {
    double decayed = 0, undecayed = 0;
};
ParamTensors encoderParamTensors(const ModelArch &a);

// Ops issued from Python per tensor of the BertAdam loop (a dispatch and a kernel each), calls without a kernel (a
// dispatch each) and bytes moved per parameter (see the .cpp).
int bertAdamOpsPerTensor(bool decayed);
int bertAdamCallsPerTensor();
double bertAdamBytesPerParam();
double apexO2FusedAdamBytesPerParam();
// One op issued from eager PyTorch: the dispatch of a Python op call and a kernel launch.
double eagerOpHostS();

// A network's parameter tensors as the optimizer's two parameter groups hold them: the norm layers' weights and
// biases without weight decay (DeepLearningExamples' ConvNets: every parameter named "bn", bn_weight_decay false by
// default), every other tensor with it. From the layers' NetLayer::weightTensors and normTensors.
ParamTensors netParamTensors(const ModelArch &arch);

// One step of an eager torch.optim loop (TorchSgdLoop, TorchRmspropLoop) and its zero_grad over `tensors` holding
// `params` fp32 parameters: the host's time to issue every op (each tensor's ops at eagerOpHostS(), zero_grad's
// requires_grad_ call at the dispatch alone) and the GPU's passes over the parameters, the moments and the gradients
// at HBM speed, the backward's accumulation into the zeroed gradients included. Zero for the other implementations.
struct EagerLoopStep {
    double hostS = 0;
    double gpuS = 0;
};
bool isTorchLoop(OptimizerImpl impl);
// Whether the model costs `impl` for `arch`'s kind of network: the torch loops for convolutional and diffusion
// networks (their layers' tensors, netParamTensors()), BERT's optimizers for transformers (encoderParamTensors()), the
// multi-tensor update for every network. Elsewhere the step is the multi-tensor update (and `check` says so,
// analysis/planfindings.cpp).
bool optimizerCostedFor(OptimizerImpl impl, const ModelArch &arch);
int torchLoopOpsPerTensor(OptimizerImpl impl, bool decayed);
EagerLoopStep torchLoopStep(OptimizerImpl impl, const ParamTensors &tensors, double params, const ComputeRates &r);

// One optimizer step over `params` parameters of `arch` (this GPU's, ZeRO 0), seconds; MultiTensor returns
// `multiTensorS`, the caller's default, and so does an implementation not costed for `arch` (optimizerCostedFor(); the
// torch loops are costed by the convolutional nets' step, torchLoopStep()).
double optimizerStepS(OptimizerImpl impl, const ModelArch &arch, double params, const ComputeRates &r,
                      double multiTensorS);

} // namespace aip::perf
