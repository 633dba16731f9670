# Kernel and training-step measurements on the lent H200 for the performance model's efficiency tables (issue 14).
# One run: HBM copy, elementwise and batch-norm bandwidth, depthwise convolutions by shape and layout, whole training
# steps of EfficientNet-B0/B4 and ResNet-50 (TF32 NCHW and AMP channels_last) with a kernel profile, GEMM by size in
# bf16 and fp8, flash attention by sequence length. Writes $OUT/results.json and $OUT/log.txt.
import json, os, sys, time, subprocess, traceback

OUT = os.environ.get("OUT", "/tmp/out")
os.makedirs(OUT, exist_ok=True)
R = {}
LOG = open(os.path.join(OUT, "log.txt"), "w")


def log(*a):
    s = " ".join(str(x) for x in a)
    print(s, flush=True)
    LOG.write(s + "\n")
    LOG.flush()


def save():
    with open(os.path.join(OUT, "results.json"), "w") as f:
        json.dump(R, f, indent=1)


def smi():
    try:
        return subprocess.run(["nvidia-smi", "--query-gpu=name,clocks.sm,clocks.mem,power.draw,temperature.gpu,driver_version",
                               "--format=csv,noheader"], capture_output=True, text=True, timeout=20).stdout.strip()
    except Exception as e:
        return str(e)


t00 = time.time()
import torch
import torch.nn as nn
import torch.nn.functional as F

R["env"] = {"torch": torch.__version__, "cuda": torch.version.cuda, "cudnn": torch.backends.cudnn.version(),
            "device": torch.cuda.get_device_name(0), "sms": torch.cuda.get_device_properties(0).multi_processor_count,
            "smi_start": smi()}
log("env", R["env"], "import", round(time.time() - t00, 1))
dev = "cuda"
torch.backends.cudnn.benchmark = True
torch.backends.cuda.matmul.allow_tf32 = True
torch.backends.cudnn.allow_tf32 = True


def timeit(fn, iters=20, warm=3):
    for _ in range(warm):
        fn()
    torch.cuda.synchronize()
    ts = []
    for _ in range(iters):
        a = torch.cuda.Event(enable_timing=True)
        b = torch.cuda.Event(enable_timing=True)
        a.record()
        fn()
        b.record()
        torch.cuda.synchronize()
        ts.append(a.elapsed_time(b) / 1e3)
    ts.sort()
    return ts[len(ts) // 2]


def section(name, f):
    t0 = time.time()
    try:
        f()
    except Exception:
        R.setdefault("errors", {})[name] = traceback.format_exc()[-1500:]
        log("ERROR in", name, traceback.format_exc()[-600:])
    log("section", name, "done in", round(time.time() - t0, 1), "s; total", round(time.time() - t00, 1))
    save()


# 1. HBM: device-to-device copy and elementwise kernels, by size.
def hbm():
    out = []
    for mb in [8, 32, 128, 512, 2048]:
        n = mb * 2**20 // 4
        x = torch.empty(n, device=dev, dtype=torch.float32).normal_()
        y = torch.empty_like(x)
        t = timeit(lambda: y.copy_(x), iters=30)
        ts = timeit(lambda: F.silu(x), iters=30)
        xh = x.half()
        th = timeit(lambda: F.silu(xh), iters=30)
        out.append({"mb": mb, "copy_s": t, "copy_gbs": 2 * n * 4 / t / 1e9, "silu_fp32_gbs": 2 * n * 4 / ts / 1e9,
                    "silu_fp16_gbs": 2 * n * 2 / th / 1e9})
        log("hbm", out[-1])
    R["hbm"] = out


section("hbm", hbm)


# 2. Batch norm (training) + SiLU forward and backward, NCHW fp32 and NHWC fp16, EfficientNet-B4 shapes.
def bn():
    out = []
    for (N, C, H) in [(64, 144, 95), (64, 336, 48), (64, 960, 24), (64, 1632, 12), (256, 96, 112), (256, 1152, 7)]:
        for mode in ["fp32_nchw", "fp16_nhwc"]:
            dt = torch.float32 if mode.startswith("fp32") else torch.float16
            mf = torch.contiguous_format if mode.endswith("nchw") else torch.channels_last
            x = torch.randn(N, C, H, H, device=dev, dtype=dt).to(memory_format=mf).requires_grad_()
            m = nn.BatchNorm2d(C).to(dev)
            g = torch.randn_like(x)

            def f():
                return m(x)

            def fb():
                y = m(x)
                y.backward(g)

            def fsilu():
                y = F.silu(m(x))
                y.backward(g)

            tf = timeit(f)
            tfb = timeit(fb)
            tfs = timeit(fsilu)
            el = N * C * H * H
            out.append({"shape": [N, C, H, H], "mode": mode, "bn_fwd_s": tf, "bn_fwd_bwd_s": tfb, "bn_silu_fwd_bwd_s": tfs,
                        "elem_bytes": x.element_size(), "elems": el})
            log("bn", out[-1])
    R["bn"] = out


section("bn", bn)


# 3. Depthwise convolutions: forward, and backward (input and weight gradient) through autograd.
def dw():
    out = []
    shapes = [(64, 144, 95, 3, 1), (64, 192, 95, 5, 2), (64, 336, 48, 5, 1), (64, 672, 24, 3, 1), (64, 960, 24, 5, 1),
              (64, 1632, 12, 5, 1), (64, 2688, 12, 3, 1), (256, 96, 112, 3, 1), (256, 144, 56, 3, 1), (256, 672, 14, 5, 1)]
    for (N, C, H, k, s) in shapes:
        for mode in ["fp32_nchw", "fp16_nhwc", "fp16_nchw", "fp32_nhwc"]:
            dt = torch.float32 if mode.startswith("fp32") else torch.float16
            mf = torch.contiguous_format if mode.endswith("nchw") else torch.channels_last
            conv = nn.Conv2d(C, C, k, stride=s, padding=k // 2, groups=C, bias=False).to(dev, dt).to(memory_format=mf)
            x = torch.randn(N, C, H, H, device=dev, dtype=dt).to(memory_format=mf).requires_grad_()
            y = conv(x)
            g = torch.randn_like(y)
            tf = timeit(lambda: conv(x))

            def fb():
                conv(x).backward(g)

            tfb = timeit(fb)
            ho = y.shape[-1]
            out.append({"N": N, "C": C, "H": H, "k": k, "stride": s, "mode": mode, "fwd_s": tf, "fwd_bwd_s": tfb,
                        "in_elems": N * C * H * H, "out_elems": N * C * ho * ho, "elem_bytes": x.element_size()})
            log("dw", out[-1])
    R["dw"] = out


section("dw", dw)


# 4. Whole training steps, then one profiled step: kernel time by name.
def nets():
    import torchvision
    out = []
    cfgs = [("efficientnet_b0", 224, 256, "tf32"), ("efficientnet_b0", 224, 256, "amp"), ("efficientnet_b4", 380, 64, "tf32"),
            ("efficientnet_b4", 380, 128, "amp"), ("resnet50", 224, 256, "tf32"), ("resnet50", 224, 256, "amp")]
    for (name, img, bs, prec) in cfgs:
        model = getattr(torchvision.models, name)().to(dev)
        amp = prec == "amp"
        if amp:
            model = model.to(memory_format=torch.channels_last)
        opt = torch.optim.SGD(model.parameters(), lr=0.01, momentum=0.9)
        scaler = torch.amp.GradScaler("cuda", enabled=amp)
        x = torch.randn(bs, 3, img, img, device=dev)
        if amp:
            x = x.to(memory_format=torch.channels_last)
        lab = torch.randint(0, 1000, (bs,), device=dev)
        crit = nn.CrossEntropyLoss(label_smoothing=0.1)

        def step():
            opt.zero_grad(set_to_none=True)
            with torch.amp.autocast("cuda", dtype=torch.float16, enabled=amp):
                loss = crit(model(x), lab)
            scaler.scale(loss).backward()
            scaler.step(opt)
            scaler.update()

        t = timeit(step, iters=10, warm=5)
        rec = {"net": name, "img": img, "batch": bs, "prec": prec, "step_s": t, "img_per_s": bs / t}
        try:
            from torch.profiler import profile, ProfilerActivity
            with profile(activities=[ProfilerActivity.CUDA]) as prof:
                step()
                torch.cuda.synchronize()
            ker = {}
            for e in prof.key_averages():
                if str(getattr(e, "device_type", "")).endswith("CUDA"):
                    v = None
                    for a in ("self_device_time_total", "self_cuda_time_total", "device_time_total", "cuda_time_total"):
                        v = getattr(e, a, None)
                        if v:
                            break
                    ker[e.key[:160]] = [round((v or 0) / 1e6, 6), e.count]
            rec["kernels"] = dict(sorted(ker.items(), key=lambda kv: -kv[1][0])[:70])
            rec["kernel_total_s"] = sum(v[0] for v in ker.values())
        except Exception:
            rec["profile_error"] = traceback.format_exc()[-800:]
        out.append(rec)
        log("net", name, prec, bs, "step", round(t, 4), "img/s", round(bs / t, 1), "kernels", rec.get("kernel_total_s"))
        del model, opt, x
        torch.cuda.empty_cache()
    R["nets"] = out
    R["smi_after_nets"] = smi()


section("nets", nets)


# 5. GEMM by size, bf16 and fp8 (per-tensor scales), and flash attention by sequence length.
def gemm():
    out = []
    for (m, n, k) in [(1024, 1024, 1024), (2048, 2048, 2048), (4096, 4096, 4096), (8192, 8192, 8192), (16384, 16384, 16384),
                      (16384, 4096, 4096), (16384, 14336, 4096), (16384, 4096, 14336), (4096, 128, 4096), (2048, 512, 2048)]:
        a = torch.randn(m, k, device=dev, dtype=torch.bfloat16)
        b = torch.randn(k, n, device=dev, dtype=torch.bfloat16)
        t = timeit(lambda: a @ b, iters=20)
        rec = {"m": m, "n": n, "k": k, "bf16_s": t, "bf16_tflops": 2 * m * n * k / t / 1e12}
        try:
            a8 = a.to(torch.float8_e4m3fn)
            b8 = b.t().contiguous().to(torch.float8_e4m3fn).t()
            one = torch.tensor(1.0, device=dev)
            t8 = timeit(lambda: torch._scaled_mm(a8, b8, scale_a=one, scale_b=one, out_dtype=torch.bfloat16), iters=20)
            rec["fp8_s"] = t8
            rec["fp8_tflops"] = 2 * m * n * k / t8 / 1e12
        except Exception as e:
            rec["fp8_error"] = str(e)[:300]
        out.append(rec)
        log("gemm", rec)
    R["gemm"] = out
    att = []
    for S in [1024, 2048, 4096, 8192, 16384]:
        B = max(1, 16384 // S)
        q, kk, v = (torch.randn(B, 32, S, 128, device=dev, dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
        for causal in [True, False]:
            tf = timeit(lambda: F.scaled_dot_product_attention(q, kk, v, is_causal=causal), iters=10)
            o = F.scaled_dot_product_attention(q, kk, v, is_causal=causal)
            go = torch.randn_like(o)

            def fb():
                F.scaled_dot_product_attention(q, kk, v, is_causal=causal).backward(go)

            tfb = timeit(fb, iters=10)
            fl = 4 * B * 32 * S * S * 128 * (0.5 if causal else 1)
            att.append({"S": S, "B": B, "causal": causal, "fwd_s": tf, "fwd_tflops": fl / tf / 1e12, "fwd_bwd_s": tfb,
                        "fwd_bwd_tflops": 3.5 * fl / tfb / 1e12})
            log("attn", att[-1])
    R["attention"] = att


section("gemm", gemm)
R["smi_end"] = smi()
R["total_s"] = time.time() - t00
save()
log("all done", round(time.time() - t00, 1))
