#!/usr/bin/env python3
"""PyTorch baseline of `synod bench train`: the swarm policy's architecture
as repops/models builds it (pre-norm decoder: LayerNorm, causal multi-head
attention with rotary position embeddings when the config says rotary,
else learned positions; LayerNorm, tanh-GELU MLP, residuals; final
LayerNorm; untied output projection), trained with cross-entropy,
gradient-norm clipping and AdamW (the config's hyper-parameters) on a fixed
random batch, float32 on the CPU with --threads threads. Prints one JSON
object: tokens per second of full training steps (median of --runs timed
runs of --steps steps each, after two warm-up steps), the parameter count,
the torch version and the BLAS libraries loaded."""
import argparse
import json
import math
import os
import statistics
import sys
import time


def parse():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True, help="the model config as JSON (repops TransformerConfig)")
    ap.add_argument("--batch", type=int, required=True)
    ap.add_argument("--seq", type=int, required=True)
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--params-only", action="store_true")
    return ap.parse_args()


A = parse()
# torch runs its own ops on an OpenMP pool of --threads threads
# (torch.set_num_threads below). The BLAS its matmuls call reads its thread
# count when it is loaded: Debian's python3-torch links the system
# libblas.so.3, whose OpenBLAS (when installed) would start a pthread pool
# of its own beside OpenMP's; on the 2-core machine of docs/BENCHMARKS.md
# that pool made 2-thread training 1.7x slower than single-threaded BLAS
# calls, so the BLAS gets SYNOD_TORCH_BLAS_THREADS threads (default 1;
# MKL builds share torch's OpenMP pool and follow set_num_threads).
BLAS_THREADS = os.environ.get("SYNOD_TORCH_BLAS_THREADS", "1")
os.environ["OMP_NUM_THREADS"] = str(A.threads)
for v in ("OPENBLAS_NUM_THREADS", "BLIS_NUM_THREADS"):
    os.environ[v] = BLAS_THREADS

try:
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
except ImportError:
    print(json.dumps({"error": "python3 cannot import torch (make bench-train installs Debian's python3-torch)"}))
    sys.exit(3)


def blas_libraries():
    """The BLAS libraries loaded into this process (torch's matmuls go
    through one of them; Debian's python3-torch links the system libblas.so.3,
    the reference BLAS unless an optimised one is installed or on
    LD_LIBRARY_PATH)."""
    libs = []
    try:
        with open("/proc/self/maps") as f:
            for line in f:
                path = line.split()[-1] if len(line.split()) >= 6 else ""
                name = os.path.basename(path)
                if ("blas" in name or "mkl" in name) and path not in libs:
                    libs.append(path)
    except OSError:
        pass
    return libs


def rotary_tables(t, hd, base):
    # Angles as repops.RotaryTable: position * base^(-2i/hd), i < hd/2.
    inv = base ** (-torch.arange(0, hd, 2, dtype=torch.float64) / hd)
    ang = torch.arange(t, dtype=torch.float64)[:, None] * inv[None, :]
    return ang.cos().float(), ang.sin().float()


def rotary(x, cos, sin):
    # x: [B, H, T, hd]; as repops Tape.Rotary, column i of each head pairs
    # with column i + hd/2 (a = first half, b = second half):
    # (a, b) -> (a cos - b sin, a sin + b cos).
    half = x.shape[-1] // 2
    a, b = x[..., :half], x[..., half:]
    return torch.cat((a * cos - b * sin, a * sin + b * cos), -1)


class Block(nn.Module):
    def __init__(self, d, heads, ff):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(d, eps=1e-5), nn.LayerNorm(d, eps=1e-5)
        self.wq = nn.Linear(d, d, bias=False)
        self.wk = nn.Linear(d, d, bias=False)
        self.wv = nn.Linear(d, d, bias=False)
        self.wo = nn.Linear(d, d, bias=False)
        self.w1, self.w2 = nn.Linear(d, ff * d), nn.Linear(ff * d, d)
        self.heads = heads

    def forward(self, x, rot, mask):
        b, t, d = x.shape
        h = self.ln1(x)
        hd = d // self.heads
        q = self.wq(h).view(b, t, self.heads, hd).transpose(1, 2)
        k = self.wk(h).view(b, t, self.heads, hd).transpose(1, 2)
        v = self.wv(h).view(b, t, self.heads, hd).transpose(1, 2)
        if rot is not None:
            q, k = rotary(q, *rot), rotary(k, *rot)
        s = (q @ k.transpose(-2, -1)) / math.sqrt(hd)
        a = s.masked_fill(mask, float("-inf")).softmax(-1) @ v
        x = x + self.wo(a.transpose(1, 2).reshape(b, t, d))
        return x + self.w2(F.gelu(self.w1(self.ln2(x)), approximate="tanh"))


class Model(nn.Module):
    def __init__(self, c):
        super().__init__()
        d = c["dim"]
        self.tok = nn.Embedding(c["vocab"], d)
        self.rot = c.get("rotary", False)
        self.pos = None if self.rot else nn.Embedding(c["context"], d)
        self.base = c.get("rotary_base") or 10000.0
        self.hd = d // c["heads"]
        self.blocks = nn.ModuleList([Block(d, c["heads"], c["ff_mult"]) for _ in range(c["layers"])])
        self.lnf = nn.LayerNorm(d, eps=1e-5)
        self.head = nn.Linear(d, c["vocab"], bias=False)

    def forward(self, ids):
        t = ids.shape[1]
        x = self.tok(ids)
        rot = None
        if self.pos is not None:
            x = x + self.pos(torch.arange(t))[None]
        else:
            rot = rotary_tables(t, self.hd, self.base)
        mask = torch.ones(t, t, dtype=torch.bool).triu(1)
        for b in self.blocks:
            x = b(x, rot, mask)
        return self.head(self.lnf(x))


def main():
    a = A
    c = json.loads(a.config)
    torch.manual_seed(1)
    torch.set_num_threads(a.threads)
    m = Model(c)
    params = sum(p.numel() for p in m.parameters())
    out = {"params": params, "torch": torch.__version__, "threads": a.threads, "blas": blas_libraries(), "blas_threads": int(BLAS_THREADS)}
    if a.params_only:
        print(json.dumps(out))
        return
    o = c["optim"]
    opt = torch.optim.AdamW(m.parameters(), lr=o["lr"], betas=(o["beta1"], o["beta2"]), eps=o["eps"], weight_decay=o["weight_decay"])
    g = torch.Generator().manual_seed(2)
    ids = torch.randint(0, c["vocab"], (a.batch, a.seq), generator=g)
    tg = torch.randint(0, c["vocab"], (a.batch, a.seq), generator=g)

    def step():
        opt.zero_grad(set_to_none=True)
        loss = F.cross_entropy(m(ids).view(-1, c["vocab"]), tg.view(-1))
        loss.backward()
        if c.get("clip_norm", 0) > 0:
            torch.nn.utils.clip_grad_norm_(m.parameters(), c["clip_norm"])
        opt.step()

    for _ in range(2):
        step()
    rates = []
    for _ in range(a.runs):
        t0 = time.perf_counter()
        for _ in range(a.steps):
            step()
        dt = time.perf_counter() - t0
        rates.append(a.batch * a.seq * a.steps / dt)
    out["tokens_per_second"] = statistics.median(rates)
    out["runs"] = rates
    print(json.dumps(out))


if __name__ == "__main__":
    main()
