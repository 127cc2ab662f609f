#!/usr/bin/env python3
"""PyTorch baseline of `synod bench train`: the swarm policy's architecture
(pre-norm decoder: LayerNorm, causal multi-head attention with rotary
position embeddings, LayerNorm, GELU MLP, residuals; final LayerNorm;
untied output projection), trained with cross-entropy, gradient-norm
clipping and AdamW on a fixed random batch, float32 on the CPU. Prints one
JSON object: tokens per second of full training steps (median of --runs
timed runs of --steps steps each, after one warm-up run), the parameter
count and the versions."""
import argparse
import json
import math
import statistics
import sys
import time

try:
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
except ImportError:
    print(json.dumps({"error": "python3 cannot import torch (make bench-train installs Debian's python3-torch)"}))
    sys.exit(3)


def rotary(x, base):
    # x: [B, H, T, hd]; rotate pairs (2i, 2i+1) by position * base^(-2i/hd)
    b, h, t, hd = x.shape
    inv = base ** (-torch.arange(0, hd, 2, dtype=torch.float32) / hd)
    ang = torch.arange(t, dtype=torch.float32)[:, None] * inv[None, :]
    cos, sin = ang.cos(), ang.sin()
    x1, x2 = x[..., 0::2], x[..., 1::2]
    out = torch.empty_like(x)
    out[..., 0::2] = x1 * cos - x2 * sin
    out[..., 1::2] = x1 * sin + x2 * cos
    return out


class Block(nn.Module):
    def __init__(self, d, heads, ff, rot, base):
        super().__init__()
        self.ln1, self.ln2 = nn.LayerNorm(d, eps=1e-5), nn.LayerNorm(d, eps=1e-5)
        self.wq = nn.Linear(d, d, bias=False)
        self.wk = nn.Linear(d, d, bias=False)
        self.wv = nn.Linear(d, d, bias=False)
        self.wo = nn.Linear(d, d, bias=False)
        self.w1, self.w2 = nn.Linear(d, ff * d), nn.Linear(ff * d, d)
        self.heads, self.rot, self.base = heads, rot, base

    def forward(self, x):
        b, t, d = x.shape
        h = self.ln1(x)
        hd = d // self.heads
        q = self.wq(h).view(b, t, self.heads, hd).transpose(1, 2)
        k = self.wk(h).view(b, t, self.heads, hd).transpose(1, 2)
        v = self.wv(h).view(b, t, self.heads, hd).transpose(1, 2)
        if self.rot:
            q, k = rotary(q, self.base), rotary(k, self.base)
        s = (q @ k.transpose(-2, -1)) / math.sqrt(hd)
        mask = torch.ones(t, t, dtype=torch.bool).triu(1)
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
        base = c.get("rotary_base") or 10000.0
        self.blocks = nn.ModuleList([Block(d, c["heads"], c["ff_mult"], self.rot, base) for _ in range(c["layers"])])
        self.lnf = nn.LayerNorm(d, eps=1e-5)
        self.head = nn.Linear(d, c["vocab"], bias=False)

    def forward(self, ids):
        x = self.tok(ids)
        if self.pos is not None:
            x = x + self.pos(torch.arange(ids.shape[1]))[None]
        for b in self.blocks:
            x = b(x)
        return self.head(self.lnf(x))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--config", required=True, help="the model config as JSON (repops TransformerConfig)")
    ap.add_argument("--batch", type=int, required=True)
    ap.add_argument("--seq", type=int, required=True)
    ap.add_argument("--threads", type=int, required=True)
    ap.add_argument("--steps", type=int, default=10)
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--params-only", action="store_true")
    a = ap.parse_args()
    c = json.loads(a.config)
    torch.manual_seed(1)
    torch.set_num_threads(a.threads)
    m = Model(c)
    params = sum(p.numel() for p in m.parameters())
    out = {"params": params, "torch": torch.__version__, "threads": a.threads}
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
