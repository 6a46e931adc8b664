/**
 * Experiment only (vectors-cv.ts): a one-hidden-layer network beside the linear terms and the cue table,
 * z = b + v . tanh(W x + c) + w0 . x + sum of cue weights, fitted by full-batch Adam from a seeded start.
 */
export interface MlpFit {
  mean: number[];
  std: number[];
  W: Float64Array;
  c: Float64Array;
  v: Float64Array;
  w0: Float64Array;
  b: number;
  cues: Map<string, number>;
  H: number;
  d: number;
}
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32 - 0.5;
  };
}
export function fitMlp(
  rows: readonly { x: number[]; cues: string[]; y: boolean }[],
  H = 8,
  lambda = 0.01,
  lc = 0.01,
  epochs = 300,
  lr = 0.02,
): MlpFit {
  const d = rows[0]!.x.length;
  const N = rows.length;
  const mean = new Array<number>(d).fill(0),
    std = new Array<number>(d).fill(0);
  for (const r of rows) r.x.forEach((v, i) => (mean[i]! += v / N));
  for (const r of rows) r.x.forEach((v, i) => (std[i]! += (v - mean[i]!) ** 2 / N));
  for (let i = 0; i < d; i++) std[i] = Math.sqrt(std[i]!) || 1;
  const xs = rows.map((r) => r.x.map((v, i) => (v - mean[i]!) / std[i]!));
  const counts = new Map<string, number>();
  for (const r of rows) for (const c of r.cues) counts.set(c, (counts.get(c) ?? 0) + 1);
  const vocab = [...counts].filter(([, n]) => n >= 3).map(([c]) => c);
  const index = new Map(vocab.map((c, j) => [c, j]));
  const cs = rows.map((r) => r.cues.flatMap((c) => (index.has(c) ? [index.get(c)!] : [])));
  const R = rng(7);
  const P = H * d + H + H + d + 1 + vocab.length;
  const th = new Float64Array(P);
  for (let i = 0; i < H * d; i++) th[i] = R() * 0.3;
  for (let h = 0; h < H; h++) th[H * d + H + h] = R() * 0.3;
  const oW = 0,
    oC = H * d,
    oV = oC + H,
    oW0 = oV + H,
    oB = oW0 + d,
    oU = oB + 1;
  const m = new Float64Array(P),
    s2 = new Float64Array(P);
  const hid = new Float64Array(H);
  for (let ep = 1; ep <= epochs; ep++) {
    const g = new Float64Array(P);
    for (let n = 0; n < N; n++) {
      const x = xs[n]!;
      let z = th[oB]!;
      for (let h = 0; h < H; h++) {
        let a = th[oC + h]!;
        for (let i = 0; i < d; i++) a += th[oW + h * d + i]! * x[i]!;
        hid[h] = Math.tanh(a);
        z += th[oV + h]! * hid[h]!;
      }
      for (let i = 0; i < d; i++) z += th[oW0 + i]! * x[i]!;
      for (const j of cs[n]!) z += th[oU + j]!;
      const err = (1 / (1 + Math.exp(-z)) - (rows[n]!.y ? 1 : 0)) / N;
      g[oB]! += err;
      for (let i = 0; i < d; i++) g[oW0 + i]! += err * x[i]!;
      for (const j of cs[n]!) g[oU + j]! += err;
      for (let h = 0; h < H; h++) {
        g[oV + h]! += err * hid[h]!;
        const dh = err * th[oV + h]! * (1 - hid[h]! ** 2);
        g[oC + h]! += dh;
        for (let i = 0; i < d; i++) g[oW + h * d + i]! += dh * x[i]!;
      }
    }
    for (let p = 0; p < P; p++) {
      if (p < oB) g[p]! += lambda * th[p]!;
      else if (p >= oU) g[p]! += lc * th[p]!;
      m[p] = 0.9 * m[p]! + 0.1 * g[p]!;
      s2[p] = 0.999 * s2[p]! + 0.001 * g[p]! ** 2;
      const mh = m[p]! / (1 - 0.9 ** ep),
        vh = s2[p]! / (1 - 0.999 ** ep);
      th[p]! -= (lr * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  const cues = new Map(vocab.map((c, j) => [c, th[oU + j]!]));
  return {
    mean,
    std,
    W: th.slice(oW, oC),
    c: th.slice(oC, oV),
    v: th.slice(oV, oW0),
    w0: th.slice(oW0, oB),
    b: th[oB]!,
    cues,
    H,
    d,
  };
}
export function probMlp(f: MlpFit, r: { x: number[]; cues: string[] }) {
  const x = r.x.map((v, i) => (v - f.mean[i]!) / f.std[i]!);
  let z = f.b;
  for (let h = 0; h < f.H; h++) {
    let a = f.c[h]!;
    for (let i = 0; i < f.d; i++) a += f.W[h * f.d + i]! * x[i]!;
    z += f.v[h]! * Math.tanh(a);
  }
  for (let i = 0; i < f.d; i++) z += f.w0[i]! * x[i]!;
  for (const c of r.cues) z += f.cues.get(c) ?? 0;
  return 1 / (1 + Math.exp(-z));
}
