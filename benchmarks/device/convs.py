# Seventh H200 run (issue 14, 2026-12-04): every dense (groups 1) convolution of torchvision's ResNet-50 (batch 256),
# EfficientNet-B0 (256) and -B4 (64 TF32, 128 AMP), each pass alone: forward, input gradient and weight gradient
# (aten.convolution_backward with one output asked for), fp32 NCHW with TF32 allowed and fp16 channels_last, cuDNN
# autotuned (benchmark = True). With a kernel profile of each pass, so the layout transposes cuDNN adds are known.
# Back to back, CUDA events around n calls (>= 3 ms), twice, the faster kept. Writes $OUT/convs.json.
import json, math, os, subprocess, time
import torch
import torch.nn as nn
import torchvision

OUT = os.environ.get("OUT", "/tmp/out")
os.makedirs(OUT, exist_ok=True)
dev = "cuda"
torch.backends.cudnn.benchmark = True
torch.backends.cuda.matmul.allow_tf32 = True
torch.backends.cudnn.allow_tf32 = True
R = {"env": {"torch": torch.__version__, "cudnn": torch.backends.cudnn.version(),
             "device": torch.cuda.get_device_name(0)}, "convs": []}
T0 = time.time()


def bench(fn, target=3e-3):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    a = torch.cuda.Event(enable_timing=True)
    b = torch.cuda.Event(enable_timing=True)
    a.record()
    fn()
    b.record()
    torch.cuda.synchronize()
    est = max(a.elapsed_time(b) / 1e3, 1e-6)
    n = int(min(50, max(3, math.ceil(target / est))))
    best = 1e9
    for _ in range(2):
        a.record()
        for _ in range(n):
            fn()
        b.record()
        torch.cuda.synchronize()
        best = min(best, a.elapsed_time(b) / 1e3 / n)
    return best


def layout_time(fn):
    from torch.profiler import profile, ProfilerActivity
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    t = 0.0
    for e in prof.key_averages():
        k = e.key.lower()
        if "nchwtonhwc" in k or "nhwctonchw" in k or "addpadding" in k:
            v = getattr(e, "self_device_time_total", None) or getattr(e, "device_time_total", 0)
            t += v / 1e6
    return t


def convs_of(name, img, batch):
    m = getattr(torchvision.models, name)().to(dev).eval()
    out = []
    hooks = []
    for mod in m.modules():
        if isinstance(mod, nn.Conv2d) and mod.groups == 1:
            hooks.append(mod.register_forward_hook(
                lambda md, i, o: out.append((tuple(i[0].shape), md.out_channels, md.kernel_size[0], md.stride[0],
                                             md.padding[0]))))
    with torch.no_grad():
        m(torch.randn(batch, 3, img, img, device=dev))
    for h in hooks:
        h.remove()
    del m
    return out


nets = [("resnet50", 224, 256, 256), ("efficientnet_b0", 224, 256, 256), ("efficientnet_b4", 380, 64, 128)]
seen = {}
for (name, img, b_tf32, b_amp) in nets:
    for mode, batch in (("tf32", b_tf32), ("amp", b_amp)):
        for c in convs_of(name, img, batch):
            key = (mode,) + c
            seen.setdefault(key, []).append(name)
print("convs", len(seen), time.time() - T0, flush=True)
for key, owners in seen.items():
    mode, xs, cout, k, stride, pad = key
    N, C, H, W = xs
    dt = torch.float32 if mode == "tf32" else torch.float16
    mf = torch.contiguous_format if mode == "tf32" else torch.channels_last
    rec = {"mode": mode, "N": N, "C": C, "H": H, "W": W, "K": cout, "k": k, "stride": stride, "pad": pad,
           "nets": sorted(set(owners)), "count": len(owners)}
    try:
        x = torch.randn(N, C, H, W, device=dev, dtype=dt).contiguous(memory_format=mf)
        w = torch.randn(cout, C, k, k, device=dev, dtype=dt).contiguous(memory_format=mf)
        y = torch.nn.functional.conv2d(x, w, None, stride, pad)
        g = torch.randn_like(y)
        rec["P"] = y.shape[2]
        f = lambda: torch.nn.functional.conv2d(x, w, None, stride, pad)
        dg = lambda: torch.ops.aten.convolution_backward(g, x, w, None, [stride, stride], [pad, pad], [1, 1], False,
                                                         [0, 0], 1, [True, False, False])
        wg = lambda: torch.ops.aten.convolution_backward(g, x, w, None, [stride, stride], [pad, pad], [1, 1], False,
                                                         [0, 0], 1, [False, True, False])
        rec["fwd_s"] = bench(f)
        rec["dgrad_s"] = bench(dg) if C > 3 else 0.0
        rec["wgrad_s"] = bench(wg)
        rec["layout_s"] = layout_time(lambda: (f(), dg() if C > 3 else None, wg()))
    except Exception as ex:
        rec["error"] = str(ex)[:200]
    R["convs"].append(rec)
    x = w = y = g = None
R["elapsed_s"] = time.time() - T0
with open(os.path.join(OUT, "convs.json"), "w") as fh:
    json.dump(R, fh, indent=0)
print("done", len(R["convs"]), R["elapsed_s"], flush=True)
