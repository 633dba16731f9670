# Fourth run (issue 14, 2026-12-04): matrix products by shape and precision, memory-bound training kernels, the
# fused and foreach AdamW steps and attention by length and backend (FlashAttention-2 and cuDNN through SDPA), for a
# check of the performance model's efficiency tables. Every kernel timed back to back (CUDA events around n calls, n
# chosen for >= 5 ms), twice, the faster kept; SM clock and power read between sections. Writes $OUT/gemm2.json.
import json, math, os, subprocess, time
import torch
import torch.nn.functional as F

OUT = os.environ.get("OUT", "/tmp/out")
os.makedirs(OUT, exist_ok=True)
dev = "cuda"
torch.backends.cuda.matmul.allow_tf32 = True
R = {"env": {"torch": torch.__version__, "cuda": torch.version.cuda, "cudnn": torch.backends.cudnn.version(),
             "device": torch.cuda.get_device_name(0), "sms": torch.cuda.get_device_properties(0).multi_processor_count}}
T0 = time.time()


def smi():
    return subprocess.run(["nvidia-smi", "--query-gpu=clocks.sm,clocks.mem,power.draw,temperature.gpu",
                           "--format=csv,noheader"], capture_output=True, text=True).stdout.strip()


def save():
    R["elapsed_s"] = time.time() - T0
    with open(os.path.join(OUT, "gemm2.json"), "w") as f:
        json.dump(R, f, indent=1)


def bench(fn, target=5e-3):
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
    n = int(min(200, max(5, math.ceil(target / est))))
    best = 1e9
    for _ in range(2):
        a.record()
        for _ in range(n):
            fn()
        b.record()
        torch.cuda.synchronize()
        best = min(best, a.elapsed_time(b) / 1e3 / n)
    return best


# 1. GEMMs (m rows = tokens, n outputs, k inputs; y = x @ W^T as nn.Linear runs them).
squares = [256, 512, 768, 1024, 1536, 2048, 3072, 4096, 6144, 8192, 12288, 16384]
shapes = [(s, s, s) for s in squares]
for m in [256, 512, 1024, 2048, 4096, 8192, 16384]:  # Llama 3 8B layer: QKV, out, gated up, down
    shapes += [(m, 6144, 4096), (m, 4096, 4096), (m, 28672, 4096), (m, 4096, 14336)]
for m in [1024, 4096, 16384]:  # Llama 70B at TP 8
    shapes += [(m, 1280, 8192), (m, 8192, 1024), (m, 7168, 8192), (m, 8192, 3584)]
for m in [4096, 12288, 16384]:  # BERT-large
    shapes += [(m, 3072, 1024), (m, 1024, 1024), (m, 4096, 1024), (m, 1024, 4096)]
for m in [2048, 4096, 8192]:  # LoRA rank 8 and 16 adapters
    shapes += [(m, 8, 4096), (m, 4096, 8), (m, 16, 4096), (m, 4096, 16)]
for n in [4000, 4032, 4064, 4096, 4160, 4224]:  # tile quantization
    shapes += [(4096, n, 4096)]
shapes += [(4096, 4096, n) for n in [4000, 4032, 4064, 4160]]
shapes += [(256, 4096, 4096), (128, 4096, 4096), (64, 4096, 4096), (32, 4096, 4096), (16, 4096, 4096)]  # decode-like
R["smi_gemm_start"] = smi()
rows = []
one = torch.tensor(1.0, device=dev)
for (m, n, k) in shapes:
    r = {"m": m, "n": n, "k": k}
    for prec in ["bf16", "fp16", "tf32", "fp8"]:
        if prec in ("fp16", "tf32") and (m, n, k) not in [(s, s, s) for s in squares] and k not in (1024, 4096):
            continue
        try:
            if prec == "fp8":
                if m % 16 or n % 16 or k % 16:
                    continue
                x = torch.randn(m, k, device=dev).to(torch.float8_e4m3fn)
                w = torch.randn(n, k, device=dev).to(torch.float8_e4m3fn)
                f = lambda: torch._scaled_mm(x, w.t(), scale_a=one, scale_b=one, out_dtype=torch.bfloat16)
            else:
                dt = {"bf16": torch.bfloat16, "fp16": torch.float16, "tf32": torch.float32}[prec]
                x = torch.randn(m, k, device=dev, dtype=dt)
                w = torch.randn(n, k, device=dev, dtype=dt)
                f = lambda: F.linear(x, w)
            t = bench(f)
            r[prec + "_s"] = t
            r[prec + "_tflops"] = 2 * m * n * k / t / 1e12
        except Exception as e:
            r[prec + "_error"] = str(e)[:200]
        x = w = None
    rows.append(r)
    print("gemm", r, flush=True)
R["gemm"] = rows
R["smi_gemm_end"] = smi()
save()

# 2. Sustained: 16384^3 bf16 back to back for ~3 s (the power cap), then its rate.
x = torch.randn(16384, 16384, device=dev, dtype=torch.bfloat16)
w = torch.randn(16384, 16384, device=dev, dtype=torch.bfloat16)
t_end = time.time() + 3
while time.time() < t_end:
    for _ in range(20):
        F.linear(x, w)
    torch.cuda.synchronize()
R["sustained_16384_bf16_tflops"] = 2 * 16384 ** 3 / bench(lambda: F.linear(x, w), target=0.5) / 1e12
R["smi_sustained"] = smi()
del x, w
print("sustained", R["sustained_16384_bf16_tflops"], R["smi_sustained"], flush=True)
save()

# 3. Memory-bound training kernels (bf16 activations; bytes the minimum each op must move).
mem = []
for (T, H) in [(4096, 4096), (16384, 4096), (16384, 8192), (65536, 4096)]:
    x = torch.randn(T, H, device=dev, dtype=torch.bfloat16, requires_grad=True)
    y = torch.randn(T, H, device=dev, dtype=torch.bfloat16, requires_grad=True)
    g = torch.randn(T, H, device=dev, dtype=torch.bfloat16)
    wln = torch.ones(H, device=dev, dtype=torch.bfloat16, requires_grad=True)
    e = T * H * 2
    cases = {
        "copy": (lambda: x.detach().clone(), 2 * e),
        "layer_norm_fwd": (lambda: F.layer_norm(x, (H,), wln, None), 2 * e),
        "layer_norm_fwd_bwd": (lambda: F.layer_norm(x, (H,), wln, None).backward(g), 5 * e),
        "rms_norm_fwd": (lambda: F.rms_norm(x, (H,), wln), 2 * e),
        "rms_norm_fwd_bwd": (lambda: F.rms_norm(x, (H,), wln).backward(g), 5 * e),
        "swiglu_fwd": (lambda: F.silu(x) * y, 3 * e),
        "swiglu_fwd_bwd": (lambda: (F.silu(x) * y).backward(g), 8 * e),
        "gelu_fwd_bwd": (lambda: F.gelu(x).backward(g), 5 * e),
        "dropout_fwd": (lambda: F.dropout(x, 0.1, True), 2.5 * e),
        "softmax_fwd_bwd": (lambda: torch.softmax(x, -1).backward(g), 5 * e),
        "add": (lambda: x.detach() + y.detach(), 3 * e),
    }
    for name, (f, bytes_) in cases.items():
        try:
            t = bench(f)
            mem.append({"T": T, "H": H, "op": name, "s": t, "min_bytes": bytes_, "tbs": bytes_ / t / 1e12})
        except Exception as ex:
            mem.append({"T": T, "H": H, "op": name, "error": str(ex)[:200]})
        print("mem", mem[-1], flush=True)
        x.grad = None
        y.grad = None
        wln.grad = None
    del x, y, g
R["memory_ops"] = mem
save()

# 4. Fused AdamW step (fp32 master weights, grads and two moments: 16 bytes read + 12 written a parameter).
opt_rows = []
for P in [256e6, 1024e6]:
    p = torch.nn.Parameter(torch.randn(int(P), device=dev))
    p.grad = torch.randn_like(p)
    for fused in [True, False]:
        o = torch.optim.AdamW([p], lr=1e-4, fused=fused, foreach=None if fused else True)
        t = bench(lambda: o.step(), target=0.05)
        opt_rows.append({"params": P, "fused": fused, "s": t, "bytes_per_param_at_copy_rate": t * 4.14e12 / P})
        print("adamw", opt_rows[-1], flush=True)
        del o
    del p
R["adamw"] = opt_rows
save()

# 5. Attention (SDPA) by length, head size and backend: forward, and forward + backward.
from torch.nn.attention import sdpa_kernel, SDPBackend
att = []
cfgs = [(S, 32, 128) for S in [512, 1024, 2048, 4096, 8192, 16384, 32768]] + [(512, 16, 64), (2048, 16, 64), (2048, 32, 64)]
for (S, Hh, D) in cfgs:
    B = max(1, 32768 // S)
    q, k, v = (torch.randn(B, Hh, S, D, device=dev, dtype=torch.bfloat16, requires_grad=True) for _ in range(3))
    go = torch.randn(B, Hh, S, D, device=dev, dtype=torch.bfloat16)
    for backend in [SDPBackend.FLASH_ATTENTION, SDPBackend.CUDNN_ATTENTION]:
        for causal in [True, False]:
            rec = {"S": S, "B": B, "heads": Hh, "d": D, "causal": causal, "backend": backend.name}
            try:
                with sdpa_kernel(backend):
                    tf = bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal))
                    tfb = bench(lambda: F.scaled_dot_product_attention(q, k, v, is_causal=causal).backward(go))
                fl = 4 * B * Hh * S * S * D * (0.5 if causal else 1)
                rec.update({"fwd_s": tf, "fwd_tflops": fl / tf / 1e12, "fwd_bwd_s": tfb,
                            "bwd_tflops": 2.5 * fl / max(tfb - tf, 1e-9) / 1e12})
            except Exception as ex:
                rec["error"] = str(ex)[:200]
            att.append(rec)
            print("attn", rec, flush=True)
            q.grad = k.grad = v.grad = None
    del q, k, v, go
R["attention"] = att
R["smi_end"] = smi()
save()
print("done", time.time() - T0, flush=True)
