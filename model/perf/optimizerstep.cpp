#include "perf/optimizerstep.h"

#include "perf/computerates.h"
#include "perf/kerneltimes.h"

#include <QJsonValue>

#include <algorithm>

namespace aip::perf {

namespace {

// One eager PyTorch op called from Python: the call's dispatch (kPythonOpDispatchS, 2.3 us) and the launch of its
// kernel (kKernelLaunchS, 3.8 us), both with their sources in kerneltimes.h.

// BertAdam.step() (NVIDIA DeepLearningExamples PyTorch/LanguageModeling/BERT optimization.py at 729963dd), per
// parameter tensor, after run_squad.py's GradientClipper (one multi-tensor l2 norm of every gradient):
// - clip_grad_norm_(p, max_grad_norm 1.0, error_if_nonfinite=False), PyTorch 1.11 (torch/nn/utils/clip_grad.py,
//   without host synchronisation since pytorch/pytorch#61042, 2021-07): torch.norm of the gradient, torch.stack of
//   the one norm, torch.norm of that, + 1e-6, max_norm / it, torch.clamp(max=1.0), grad.mul_(coefficient): 7 kernels;
// - next_m.mul_(b1).add_(1 - b1, grad), next_v.mul_(b2).addcmul_(1 - b2, grad, grad), next_v.sqrt(), + e, next_m /
//   that: 7; with weight decay (the group of weights, 0.01) p.data * weight_decay and update += that: 2; lr_scheduled *
//   update, its negation and p.data.add_(): 3;
// - optimizer.zero_grad(): grad.zero_(), one kernel a tensor (torch.optim.Optimizer, PyTorch 1.11).
constexpr int kBertAdamClipOps = 7;
// ... and calls without a kernel: clip_grad_norm_'s grad.detach() and .to(device), twice each (the norm's list and the
// scaling loop), dispatched as a view op is.
constexpr int kBertAdamClipCalls = 4;
constexpr int kBertAdamUpdateOps = 10;
constexpr int kBertAdamDecayOps = 2;
constexpr int kZeroGradOps = 1;
// Bytes per parameter of those passes, all fp32 (the TF32 rows: fp32 weights, gradients and moments): the
// GradientClipper's norm (read 4); the tensor's norm (4) and the gradient scaled in place (8); m.mul_ (8), m.add_
// (read m and the gradient, write m: 12); v.mul_ (8), v.addcmul_ (read v and the gradient twice, write v: 16); sqrt
// (8), + e (8), m / that (12); p * weight_decay (8), update += (12); lr * update (8), its negation (8), p.add_ (12);
// zero_grad (write 4): 140.
constexpr double kBertAdamBytesPerParam = 4 + 12 + 20 + 24 + 28 + 20 + 28 + 4;

// apex AMP O2 with FusedAdam (NVIDIA/apex apex/amp/_process_optimizer.py and apex/optimizers/fused_adam.py at
// 25bfcb9, 2021-11-15, the last before the pytorch:21.11-py3 container), per parameter: the 16-bit gradient unscaled
// into a new fp32 master gradient (post_backward_with_master_weights, multi_tensor_scale: read 2, write 4), the
// GradientClipper's l2 norm of the master gradients (read 4), multi_tensor_adam (read weight, gradient, m and v, write
// weight, m and v: 28), the master weights copied to the 16-bit model (_master_params_to_model_params,
// multi_tensor_scale: read 4, write 2) and the model's 16-bit gradients zeroed (new_zero_grad: write 2): 46.
constexpr double kApexO2BytesPerParam = 6 + 4 + 28 + 6 + 2;
// apex's new_zero_grad zeroes the model's gradients in a Python loop: grad.detach_() (a call, no kernel) and
// grad.zero_() (a call and a kernel) a tensor.
constexpr double kApexZeroGradHostS = 2 * kPythonOpDispatchS + kKernelLaunchS;

// BertAdam's script zeroes the gradients rather than set them to None (torch.optim.Optimizer.zero_grad() with PyTorch
// 1.11's default set_to_none=False), so every backward adds each new gradient into the zeroed one
// (torch/csrc/autograd/functions/accumulate_grad.h: variable_grad += new_grad when a gradient is already there) where
// a None gradient would take the new tensor as it is: "the subsequent backward pass uses assignment instead of
// addition to store gradients, this reduces the number of memory operations" (PyTorch Recipes, Performance Tuning
// Guide, S. Migacz, 2020). One add a parameter: read both, write one, fp32 in the TF32 rows.
// apex O2 does not: amp.scale_loss calls the optimizer's _prepare_amp_backward on entering, before the backward
// (apex/amp/handle.py), and prepare_backward_with_master_weights sets every fp16 model parameter's grad to None "to
// leverage grad copy elision" (apex/amp/_process_optimizer.py; both at 25bfcb9), so each backward's gradient is
// stored as it comes and the zeroing by new_zero_grad before it (kApexO2BytesPerParam's 2 bytes) only costs its pass.
constexpr double kAccumulatePasses = 3;
constexpr double kFp32GradBytes = 4;

// torch.optim's loops as PyTorch 1.9-1.13 run them without foreach (torch/optim/_functional.py, the 1.9 source the
// DeepLearningExamples ConvNets scripts ran in the 21.03 container; the same ops from 1.8 to 1.13), per tensor:
// - sgd, momentum without dampening or Nesterov: d_p = d_p.add(param, alpha=weight_decay) (the decayed group only),
//   buf.mul_(momentum).add_(d_p), param.add_(buf, alpha=-lr): 4 kernels, 3 without decay;
// - rmsprop, momentum, not centred: grad = grad.add(param, alpha=weight_decay) (decayed only),
//   square_avg.mul_(alpha).addcmul_(grad, grad), avg = square_avg.sqrt().add_(eps), buf.mul_(momentum).addcdiv_(grad,
//   avg), param.add_(buf, alpha=-lr): 8 kernels, 7 without decay;
// - zero_grad(): p.grad.requires_grad_(False) (a call, no kernel) and p.grad.zero_() (a kernel) a tensor.
// Not costed: the step()'s own Python per tensor (the lists it gathers, the state lookups; no dispatch).
constexpr int kTorchSgdOps = 3;
constexpr int kTorchRmspropOps = 7;
constexpr int kDecayOps = 1;
// Bytes per fp32 parameter of those passes (a read or a write of 4 bytes a tensor touched; addcmul_'s gradient read
// twice, as BertAdam's count above): SGD: the decay's add (read 2, write 1: 12), buf.mul_ (8), buf.add_ (12),
// param.add_ (12), zero_grad (4): 48. RMSprop: the decay's add (12), mul_ (8), addcmul_ (16), sqrt (8), add_ (8),
// buf.mul_ (8), addcdiv_ (16), param.add_ (12), zero_grad (4): 92.
constexpr double kTorchSgdBytesPerParam = 12 + 8 + 12 + 12 + 4;
constexpr double kTorchRmspropBytesPerParam = 12 + 8 + 16 + 8 + 8 + 8 + 16 + 12 + 4;

} // namespace

OptimizerImpl optimizerImpl(const Workload &w)
{
    const QString impl = w.extra.value(QStringLiteral("optimizer")).toString();
    if (impl == QLatin1String("apex_o2_fused_adam"))
        return OptimizerImpl::ApexO2FusedAdam;
    if (impl == QLatin1String("bert_adam"))
        return OptimizerImpl::BertAdamLoop;
    if (impl == QLatin1String("torch_sgd"))
        return OptimizerImpl::TorchSgdLoop;
    if (impl == QLatin1String("torch_rmsprop"))
        return OptimizerImpl::TorchRmspropLoop;
    return OptimizerImpl::MultiTensor;
}

bool masterWeights(const Workload &w)
{
    const QJsonValue v = w.extra.value(QStringLiteral("master_weights"));
    return !v.isBool() || v.toBool();
}

ParamTensors encoderParamTensors(const ModelArch &a)
{
    ParamTensors t;
    const double layers = std::max(0, a.layers);
    t.decayed = 6 * layers + 3 + 1;    // six matrices a layer; word, position, token-type embeddings; head
    t.undecayed = 10 * layers + 2 + 1; // six biases and two LayerNorms (2 each) a layer; embedding LayerNorm; bias
    return t;
}

int bertAdamCallsPerTensor()
{
    return kBertAdamClipCalls;
}

int bertAdamOpsPerTensor(bool decayed)
{
    return kBertAdamClipOps + kBertAdamUpdateOps + (decayed ? kBertAdamDecayOps : 0) + kZeroGradOps;
}

double bertAdamBytesPerParam()
{
    return kBertAdamBytesPerParam;
}

double apexO2FusedAdamBytesPerParam()
{
    return kApexO2BytesPerParam;
}

double eagerOpHostS()
{
    return kPythonOpDispatchS + kKernelLaunchS;
}

ParamTensors netParamTensors(const ModelArch &arch)
{
    ParamTensors t;
    for (const NetLayer &l : arch.net) {
        t.decayed += l.weightTensors;
        t.undecayed += l.normTensors;
    }
    return t;
}

bool isTorchLoop(OptimizerImpl impl)
{
    return impl == OptimizerImpl::TorchSgdLoop || impl == OptimizerImpl::TorchRmspropLoop;
}

bool optimizerCostedFor(OptimizerImpl impl, const ModelArch &arch)
{
    if (isTorchLoop(impl))
        return !arch.isTransformer();
    if (impl == OptimizerImpl::BertAdamLoop || impl == OptimizerImpl::ApexO2FusedAdam)
        return arch.isTransformer();
    return true;
}

int torchLoopOpsPerTensor(OptimizerImpl impl, bool decayed)
{
    if (!isTorchLoop(impl))
        return 0;
    const int update = impl == OptimizerImpl::TorchSgdLoop ? kTorchSgdOps : kTorchRmspropOps;
    return update + (decayed ? kDecayOps : 0) + kZeroGradOps;
}

EagerLoopStep torchLoopStep(OptimizerImpl impl, const ParamTensors &tensors, double params, const ComputeRates &r)
{
    EagerLoopStep step;
    if (!isTorchLoop(impl) || params <= 0)
        return step;
    const double ops
        = tensors.decayed * torchLoopOpsPerTensor(impl, true) + tensors.undecayed * torchLoopOpsPerTensor(impl, false);
    step.hostS = ops * eagerOpHostS() + (tensors.decayed + tensors.undecayed) * kPythonOpDispatchS;
    const double bytes = impl == OptimizerImpl::TorchSgdLoop ? kTorchSgdBytesPerParam : kTorchRmspropBytesPerParam;
    step.gpuS = r.memoryTime(params * bytes) + r.memoryTime(params * kAccumulatePasses * kFp32GradBytes);
    return step;
}

double optimizerStepS(OptimizerImpl impl, const ModelArch &arch, double params, const ComputeRates &r,
                      double multiTensorS)
{
    // BERT's optimizers on a transformer; everything else is the caller's multi-tensor figure (the torch loops are
    // the convolutional nets' step, torchLoopStep()).
    const bool bertOptimizer = impl == OptimizerImpl::BertAdamLoop || impl == OptimizerImpl::ApexO2FusedAdam;
    if (!bertOptimizer || !optimizerCostedFor(impl, arch) || params <= 0)
        return multiTensorS;
    const ParamTensors t = encoderParamTensors(arch);
    const double tensors = t.decayed + t.undecayed;
    if (impl == OptimizerImpl::ApexO2FusedAdam) {
        // Multi-tensor kernels over the whole model; the zero_grad loop's ops are issued beside them. No gradient
        // accumulation: the backward finds the fp16 gradients set to None (above).
        const double gpu = r.memoryTime(params * kApexO2BytesPerParam);
        const double host = tensors * kApexZeroGradHostS;
        return std::max(gpu, host);
    }
    // BertAdam: the host issues every op of the loop; the GPU runs each as it arrives, a pass over one tensor (the
    // weight matrices hold nearly all parameters: a read and a write of one fp32 matrix sizes the passes).
    const double ops = t.decayed * bertAdamOpsPerTensor(true) + t.undecayed * bertAdamOpsPerTensor(false);
    const double calls = (t.decayed + t.undecayed) * kBertAdamClipCalls;
    const double pass = t.decayed > 0 ? 8 * params / t.decayed : 8 * params;
    const double gpu = r.memoryTime(params * kBertAdamBytesPerParam, pass);
    return std::max(gpu, ops * eagerOpHostS() + calls * kPythonOpDispatchS)
        + r.memoryTime(params * kAccumulatePasses * kFp32GradBytes);
}

} // namespace aip::perf
