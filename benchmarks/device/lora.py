# Llama 3.1 8B LoRA fine-tuning step on one GPU, written after torchtune's single-device LoRA recipe (issue 14,
# 2026-12-04): torchtune's model code re-written in plain PyTorch (RMSNorm in fp32, rotary embedding on (d/2, 2) pairs,
# grouped-query SDPA, SwiGLU), LoRA rank 8 alpha 16 on q_proj and v_proj (8B_lora_single_device.yaml), frozen bf16
# base, per-layer activation checkpointing (non-reentrant) around a per-layer torch.compile, CEWithChunkedOutputLoss
# (8 chunks, fp32 logits per chunk, compiled), AdamW on the adapters, 2 packed sequences of 2048 tokens, random
# weights and tokens. Four variants: AC on/off x compile on/off. Writes $OUT/lora.json.
import json, os, time, traceback
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.utils.checkpoint import checkpoint

OUT = os.environ.get("OUT", "/tmp/out")
os.makedirs(OUT, exist_ok=True)
dev = "cuda"
D, L, H, KV, FF, V, S, B = 4096, 32, 32, 8, 14336, 128256, 2048, 2
HD = D // H
R, ALPHA = 8, 16


class RMSNorm(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.scale = nn.Parameter(torch.ones(d))

    def forward(self, x):
        xf = x.float()
        return (xf * torch.rsqrt(xf.pow(2).mean(-1, keepdim=True) + 1e-5)).type_as(x) * self.scale


class LoRALinear(nn.Module):
    def __init__(self, i, o):
        super().__init__()
        self.weight = nn.Parameter(torch.empty(o, i), requires_grad=False)
        self.lora_a = nn.Linear(i, R, bias=False)
        self.lora_b = nn.Linear(R, o, bias=False)
        nn.init.normal_(self.weight, std=0.02)
        nn.init.zeros_(self.lora_b.weight)

    def forward(self, x):
        return F.linear(x, self.weight) + self.lora_b(self.lora_a(x)) * (ALPHA / R)


def frozen(i, o):
    l = nn.Linear(i, o, bias=False)
    nn.init.normal_(l.weight, std=0.02)
    l.weight.requires_grad_(False)
    return l


def rope_cache():
    theta = 1.0 / (500000 ** (torch.arange(0, HD, 2, device=dev).float() / HD))
    idx = torch.arange(S, device=dev).float()
    f = torch.outer(idx, theta)
    return torch.stack([f.cos(), f.sin()], dim=-1)  # S, HD/2, 2


def rope(x, cache):  # x: B, S, h, HD
    xs = x.float().reshape(*x.shape[:-1], -1, 2)
    c = cache.view(1, S, 1, HD // 2, 2)
    out = torch.stack([xs[..., 0] * c[..., 0] - xs[..., 1] * c[..., 1], xs[..., 1] * c[..., 0] + xs[..., 0] * c[..., 1]], -1)
    return out.flatten(3).type_as(x)


class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.sa_norm = RMSNorm(D)
        self.q = LoRALinear(D, H * HD)
        self.k = frozen(D, KV * HD)
        self.v = LoRALinear(D, KV * HD)
        self.o = frozen(H * HD, D)
        self.mlp_norm = RMSNorm(D)
        self.w1 = frozen(D, FF)
        self.w3 = frozen(D, FF)
        self.w2 = frozen(FF, D)

    def forward(self, x, cache):
        h = self.sa_norm(x)
        q = rope(self.q(h).view(B, S, H, HD), cache).transpose(1, 2)
        k = rope(self.k(h).view(B, S, KV, HD), cache).transpose(1, 2)
        v = self.v(h).view(B, S, KV, HD).transpose(1, 2)
        k = k[:, :, None].expand(B, KV, H // KV, S, HD).reshape(B, H, S, HD)
        v = v[:, :, None].expand(B, KV, H // KV, S, HD).reshape(B, H, S, HD)
        a = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.o(a.transpose(1, 2).reshape(B, S, D))
        h = self.mlp_norm(x)
        return x + self.w2(F.silu(self.w1(h)) * self.w3(h))


class Model(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(V, D)
        self.tok.weight.requires_grad_(False)
        self.layers = nn.ModuleList([Layer() for _ in range(L)])
        self.norm = RMSNorm(D)
        self.output = frozen(D, V)
        self.ac = True

    def forward(self, t, cache):
        x = self.tok(t)
        for l in self.layers:
            x = checkpoint(l, x, cache, use_reentrant=False) if self.ac else l(x, cache)
        return self.norm(x)


def chunked_loss(model, h, labels):
    total = 0.0
    for hc, lc in zip(h.chunk(8, dim=1), labels.chunk(8, dim=1)):
        logits = model.output(hc).float()
        total = total + F.cross_entropy(logits.reshape(-1, V), lc.reshape(-1), reduction="sum")
    return total / labels.numel()


res = {"rows": []}
torch.manual_seed(0)
with torch.device(dev):
    model = Model().to(torch.bfloat16)
for m in model.modules():  # RMSNorm scales frozen as in the recipe (only adapters train)
    if isinstance(m, RMSNorm):
        m.scale.requires_grad_(False)
params = [p for p in model.parameters() if p.requires_grad]
res["trainable"] = sum(p.numel() for p in params)
opt = torch.optim.AdamW(params, lr=3e-4, fused=True)
cache = rope_cache()
tokens = torch.randint(0, V, (B, S), device=dev)
labels = torch.randint(0, V, (B, S), device=dev)
compiled_loss = torch.compile(chunked_loss)
for ac in [True, False]:
    for comp in [False, True]:
        try:
            model.ac = ac
            for l in model.layers:
                if comp:
                    l.compile()  # torchtune's training.compile_model: each layer, inside the checkpoint wrapper
                else:
                    l._compiled_call_impl = None
            lossf = compiled_loss if comp else chunked_loss

            def step():
                h = model(tokens, cache)
                loss = lossf(model, h, labels)
                loss.backward()
                opt.step()
                opt.zero_grad(set_to_none=True)

            t0 = time.time()
            for _ in range(3):
                step()
            torch.cuda.synchronize()
            warm = time.time() - t0
            torch.cuda.reset_peak_memory_stats()
            a = torch.cuda.Event(enable_timing=True)
            b = torch.cuda.Event(enable_timing=True)
            a.record()
            n = 8
            for _ in range(n):
                step()
            b.record()
            torch.cuda.synchronize()
            st = a.elapsed_time(b) / 1e3 / n
            row = {"ac": ac, "compile": comp, "step_s": st, "tokens_per_s": B * S / st, "warmup_s": warm,
                   "peak_alloc_gib": torch.cuda.max_memory_allocated() / 2**30,
                   "peak_reserved_gib": torch.cuda.max_memory_reserved() / 2**30}
        except Exception:
            row = {"ac": ac, "compile": comp, "error": traceback.format_exc()[-1500:]}
        res["rows"].append(row)
        print(row, flush=True)
        with open(os.path.join(OUT, "lora.json"), "w") as f:
            json.dump(res, f, indent=1)
