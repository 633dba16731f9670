# Sixth H200 run (issue 14, 2026-12-04): the memory-bound kernels of CNN training steps, each alone at every shape
# torchvision's ResNet-50 (batch 256), EfficientNet-B0 (256) and EfficientNet-B4 (64 TF32, 128 AMP) give them: batch
# norm forward (training) and backward, ReLU / SiLU forward and backward, the residual add, squeeze-and-excitation's
# pool and channel scale; fp32 NCHW (the TF32 runs) and fp16 channels_last (AMP). Gradients taken with
# torch.autograd.grad (nothing accumulates across calls). Back to back, CUDA events around n calls (>= 3 ms), twice,
# the faster kept. Writes $OUT/cnnops.json.
import json, math, os, subprocess, time
import torch
import torch.nn as nn
import torch.nn.functional as F
import torchvision

OUT = os.environ.get("OUT", "/tmp/out")
os.makedirs(OUT, exist_ok=True)
dev = "cuda"
torch.backends.cudnn.benchmark = True
R = {"env": {"torch": torch.__version__, "cudnn": torch.backends.cudnn.version(),
             "device": torch.cuda.get_device_name(0)}, "nets": {}, "ops": []}
T0 = time.time()


def smi():
    return subprocess.run(["nvidia-smi", "--query-gpu=clocks.sm,power.draw", "--format=csv,noheader"],
                          capture_output=True, text=True).stdout.strip()


def bench(fn, target=3e-3):
    for _ in range(2):
        fn()
    torch.cuda.synchronize()
    a = torch.cuda.Event(enable_timing=True)
    b = torch.cuda.Event(enable_timing=True)
    a.record()
    fn()
    b.record()
    torch.cuda.synchronize()
    est = max(a.elapsed_time(b) / 1e3, 1e-6)
    n = int(min(100, max(3, math.ceil(target / est))))
    best = 1e9
    for _ in range(2):
        a.record()
        for _ in range(n):
            fn()
        b.record()
        torch.cuda.synchronize()
        best = min(best, a.elapsed_time(b) / 1e3 / n)
    return best


# 1. The shapes: forward hooks on every BatchNorm2d, ReLU/SiLU and SE block of the torchvision models.
def shapes_of(name, img, batch):
    m = getattr(torchvision.models, name)().to(dev).eval()
    bn, act, se = [], [], []
    hooks = []
    for mod in m.modules():
        if isinstance(mod, nn.BatchNorm2d):
            hooks.append(mod.register_forward_hook(lambda md, i, o: bn.append(tuple(i[0].shape))))
        elif isinstance(mod, (nn.ReLU, nn.SiLU)):
            kind = "relu" if isinstance(mod, nn.ReLU) else "silu"
            hooks.append(mod.register_forward_hook(lambda md, i, o, k=kind: act.append((k,) + tuple(i[0].shape))))
        elif type(mod).__name__ == "SqueezeExcitation":
            hooks.append(mod.register_forward_hook(lambda md, i, o: se.append(tuple(i[0].shape))))
    with torch.no_grad():
        m(torch.randn(batch, 3, img, img, device=dev))
    for h in hooks:
        h.remove()
    del m
    return bn, act, se


nets = [("resnet50", 224, 256, 256), ("efficientnet_b0", 224, 256, 256), ("efficientnet_b4", 380, 64, 128)]
todo = {}
for (name, img, b_tf32, b_amp) in nets:
    for mode, batch in (("tf32", b_tf32), ("amp", b_amp)):
        bn, act, se = shapes_of(name, img, batch)
        R["nets"][name + "_" + mode] = {"bn": bn, "act": act, "se": se}
        for s in bn:
            todo[("bn", mode) + s] = True
        for s in act:
            todo[(s[0], mode) + s[1:]] = True
        for s in se:
            todo[("se", mode) + s] = True
        for s in set(bn):
            todo[("add", mode) + s] = True
print("shapes", len(todo), time.time() - T0, flush=True)

# 2. Each op at each distinct shape.
for key in todo:
    op, mode = key[0], key[1]
    N, C, H, W = key[2:]
    dt = torch.float32 if mode == "tf32" else torch.float16
    mf = torch.contiguous_format if mode == "tf32" else torch.channels_last
    rec = {"op": op, "mode": mode, "shape": [N, C, H, W], "elems": N * C * H * W}
    try:
        x = torch.randn(N, C, H, W, device=dev, dtype=dt).contiguous(memory_format=mf).requires_grad_()
        g = torch.randn_like(x)
        if op == "bn":
            w = torch.ones(C, device=dev, requires_grad=True)
            bb = torch.zeros(C, device=dev, requires_grad=True)
            rm = torch.zeros(C, device=dev)
            rv = torch.ones(C, device=dev)
            f = lambda: F.batch_norm(x, rm, rv, w, bb, True, 0.1, 1e-5)
            fb = lambda: torch.autograd.grad(f(), (x, w, bb), g)
        elif op in ("relu", "silu"):
            fn = F.relu if op == "relu" else F.silu
            f = lambda: fn(x)
            fb = lambda: torch.autograd.grad(fn(x), (x,), g)
        elif op == "add":
            y = torch.randn_like(x)
            f = lambda: x + y
            fb = None
        elif op == "se":  # pool, then the channel scale x * s (s: N x C x 1 x 1), as torchvision's SqueezeExcitation
            s = torch.rand(N, C, 1, 1, device=dev, dtype=dt).requires_grad_()
            rec["pool_s"] = bench(lambda: F.adaptive_avg_pool2d(x, 1))
            f = lambda: x * s
            fb = lambda: torch.autograd.grad(x * s, (x, s), g)
        tf = bench(f)
        rec["fwd_s"] = tf
        if fb is not None:
            rec["bwd_s"] = max(0.0, bench(fb) - tf)
    except Exception as ex:
        rec["error"] = str(ex)[:200]
    R["ops"].append(rec)
    x = g = None
R["smi_end"] = smi()
R["elapsed_s"] = time.time() - T0
with open(os.path.join(OUT, "cnnops.json"), "w") as fh:
    json.dump(R, fh, indent=0)
print("done", len(R["ops"]), R["elapsed_s"], R["smi_end"], flush=True)
