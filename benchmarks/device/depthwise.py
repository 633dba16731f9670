# Second run (issue 14, 2026-12-04): PyTorch's NCHW depthwise kernels one by one, forward, input gradient alone and
# weight gradient alone (aten.convolution_backward with one output asked for), fp32, stride 1 and 2, twice each, with
# the SM clock read before and after. Writes $OUT/dw2.json.
import json, os, subprocess, time
import torch

OUT = os.environ.get("OUT", "/tmp/out")
os.makedirs(OUT, exist_ok=True)
dev = "cuda"
torch.backends.cudnn.benchmark = True


def smi():
    return subprocess.run(["nvidia-smi", "--query-gpu=clocks.sm,power.draw", "--format=csv,noheader"],
                          capture_output=True, text=True).stdout.strip()


def timeit(fn, iters=30, warm=5):
    for _ in range(warm):
        fn()
    torch.cuda.synchronize()
    a = torch.cuda.Event(enable_timing=True)
    b = torch.cuda.Event(enable_timing=True)
    a.record()
    for _ in range(iters):
        fn()
    b.record()
    torch.cuda.synchronize()
    return a.elapsed_time(b) / 1e3 / iters  # back to back, as in a training step


R = {"smi_start": smi(), "rows": []}
shapes = [(64, 144, 95, 3, 1), (64, 336, 48, 5, 1), (64, 672, 24, 3, 1), (64, 960, 24, 5, 1), (64, 1632, 12, 5, 1),
          (64, 2688, 12, 3, 1), (256, 96, 112, 3, 1), (256, 144, 56, 3, 1), (256, 672, 14, 5, 1), (256, 1152, 7, 3, 1),
          (64, 192, 95, 5, 2), (64, 288, 95, 3, 2), (256, 96, 112, 3, 2), (256, 240, 28, 5, 2), (32, 96, 190, 3, 1)]
for rep in range(2):
    for (N, C, H, k, s) in shapes:
        x = torch.randn(N, C, H, H, device=dev)
        w = torch.randn(C, 1, k, k, device=dev)
        y = torch.nn.functional.conv2d(x, w, stride=s, padding=k // 2, groups=C)
        g = torch.randn_like(y)
        fwd = timeit(lambda: torch.nn.functional.conv2d(x, w, stride=s, padding=k // 2, groups=C))

        def bw(mask):
            return lambda: torch.ops.aten.convolution_backward(g, x, w, None, [s, s], [k // 2, k // 2], [1, 1], False,
                                                               [0, 0], C, mask)

        dgrad = timeit(bw([True, False, False]))
        wgrad = timeit(bw([False, True, False]))
        r = {"rep": rep, "N": N, "C": C, "H": H, "k": k, "stride": s, "in_elems": x.numel(), "out_elems": y.numel(),
             "fwd_s": fwd, "dgrad_s": dgrad, "wgrad_s": wgrad}
        R["rows"].append(r)
        print(r, flush=True)
        del x, y, g
    R["smi_rep%d" % rep] = smi()
R["smi_end"] = smi()
with open(os.path.join(OUT, "dw2.json"), "w") as f:
    json.dump(R, f, indent=1)
print("done", R["smi_start"], R["smi_end"])
