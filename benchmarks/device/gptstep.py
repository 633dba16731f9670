# Fifth H200 run (issue 14, 2026-12-04): whole training steps of GPT-style models (LLM Foundry's MPT layout: no
# biases, LayerNorm without bias, fused QKV, GELU MLP of 4h, tied embedding) in eager PyTorch, bf16 autocast over fp32
# weights, SDPA's flash backend, fused AdamW; one GPU, no recompute. Step time over 5 steps after 3, then one profiled
# step with its kernels by category. Writes $OUT/gptstep.json.
import json, os, subprocess, time
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.attention import sdpa_kernel, SDPBackend

OUT = os.environ.get("OUT", "/tmp/out")
os.makedirs(OUT, exist_ok=True)
dev = "cuda"
R = {"env": {"torch": torch.__version__, "device": torch.cuda.get_device_name(0)}, "runs": []}
T0 = time.time()


def smi():
    return subprocess.run(["nvidia-smi", "--query-gpu=clocks.sm,power.draw", "--format=csv,noheader"],
                          capture_output=True, text=True).stdout.strip()


class Block(nn.Module):
    def __init__(s, h, heads):
        super().__init__()
        s.heads = heads
        s.ln1 = nn.LayerNorm(h, bias=False)
        s.qkv = nn.Linear(h, 3 * h, bias=False)
        s.out = nn.Linear(h, h, bias=False)
        s.ln2 = nn.LayerNorm(h, bias=False)
        s.up = nn.Linear(h, 4 * h, bias=False)
        s.down = nn.Linear(4 * h, h, bias=False)

    def forward(s, x):
        B, T, H = x.shape
        q, k, v = s.qkv(s.ln1(x)).view(B, T, 3, s.heads, H // s.heads).permute(2, 0, 3, 1, 4)
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(B, T, H)
        x = x + s.out(a)
        return x + s.down(F.gelu(s.up(s.ln2(x))))


class Gpt(nn.Module):
    def __init__(s, layers, h, heads, vocab):
        super().__init__()
        s.wte = nn.Embedding(vocab, h)
        s.blocks = nn.ModuleList(Block(h, heads) for _ in range(layers))
        s.lnf = nn.LayerNorm(h, bias=False)

    def forward(s, idx):
        x = s.wte(idx)
        for b in s.blocks:
            x = b(x)
        return F.linear(s.lnf(x), s.wte.weight)


def cat(n):
    l = n.lower()
    if "flash" in l or "fmha" in l or "attention" in l:
        return "attention"
    if any(x in l for x in ["gemm", "nvjet", "xmma", "cutlass", "sm90_", "sm80_", "splitk"]):
        return "gemm"
    if "layer_norm" in l or "layernorm" in l:
        return "norm"
    if "gelu" in l:
        return "gelu"
    if "multi_tensor" in l or "adam" in l:
        return "optimizer"
    if "softmax" in l or "nll" in l or "cross_entropy" in l or "log_softmax" in l:
        return "loss"
    if "embedding" in l or "index" in l or "scatter" in l or "gather" in l:
        return "embedding"
    if "reduce" in l:
        return "reduce"
    if "copy" in l or "memcpy" in l or "cat" in l:
        return "copy"
    if "elementwise" in l or "add" in l or "mul" in l or "fill" in l:
        return "elementwise"
    return "other"


configs = [("760m", 24, 1536, 12, 12), ("1.3b", 24, 2048, 16, 8), ("7b-4l", 4, 4096, 32, 6), ("13b-3l", 3, 5120, 40, 4)]
for (name, L, H, heads, mb) in configs:
    rec = {"name": name, "layers": L, "hidden": H, "heads": heads, "micro_batch": mb, "seq": 2048, "vocab": 50368}
    try:
        torch.manual_seed(0)
        m = Gpt(L, H, heads, 50368).to(dev)
        opt = torch.optim.AdamW(m.parameters(), lr=1e-4, fused=True)
        idx = torch.randint(0, 50368, (mb, 2048), device=dev)
        tgt = torch.randint(0, 50368, (mb, 2048), device=dev)

        def step():
            with torch.autocast("cuda", dtype=torch.bfloat16), sdpa_kernel(SDPBackend.FLASH_ATTENTION):
                logits = m(idx)
            loss = F.cross_entropy(logits.float().view(-1, logits.size(-1)), tgt.view(-1))
            loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)

        for _ in range(3):
            step()
        torch.cuda.synchronize()
        a = torch.cuda.Event(enable_timing=True)
        b = torch.cuda.Event(enable_timing=True)
        a.record()
        for _ in range(5):
            step()
        b.record()
        torch.cuda.synchronize()
        rec["step_s"] = a.elapsed_time(b) / 1e3 / 5
        rec["tokens_per_s"] = mb * 2048 / rec["step_s"]
        rec["params"] = sum(p.numel() for p in m.parameters())
        rec["peak_gib"] = torch.cuda.max_memory_allocated() / 2 ** 30
        rec["smi"] = smi()
        from torch.profiler import profile, ProfilerActivity
        with profile(activities=[ProfilerActivity.CUDA]) as prof:
            step()
            torch.cuda.synchronize()
        cats, names = {}, {}
        for e in prof.key_averages():
            if not str(getattr(e, "device_type", "")).endswith("CUDA"):
                continue
            t = None
            for attr in ("self_device_time_total", "self_cuda_time_total", "device_time_total", "cuda_time_total"):
                t = getattr(e, attr, None)
                if t:
                    break
            t = (t or 0) / 1e6
            if t <= 0:
                continue
            c = cat(e.key)
            cats[c] = cats.get(c, 0) + t
            names[e.key[:120]] = [round(t, 6), e.count]
        rec["kernel_s_by_category"] = cats
        rec["kernel_total_s"] = sum(cats.values())
        rec["top_kernels"] = dict(sorted(names.items(), key=lambda kv: -kv[1][0])[:40])
        del m, opt
    except Exception as ex:
        import traceback
        rec["error"] = traceback.format_exc()[-800:]
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    R["runs"].append(rec)
    print({k: v for k, v in rec.items() if k != "top_kernels"}, flush=True)
    with open(os.path.join(OUT, "gptstep.json"), "w") as f:
        json.dump(R, f, indent=1)
R["elapsed_s"] = time.time() - T0
with open(os.path.join(OUT, "gptstep.json"), "w") as f:
    json.dump(R, f, indent=1)
print("done", R["elapsed_s"], flush=True)
