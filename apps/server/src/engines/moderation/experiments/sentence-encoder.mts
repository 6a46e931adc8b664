/**
 * The sentence-encoder experiment of issue 18 (experiments/README.md): does a meaning-reading model (Google's
 * Universal Sentence Encoder lite, 512-d, Apache-2.0, from the npm packages @energetic-ai/* 0.2.0, NOT a project
 * dependency: installed by hand in /tmp/usetry) generalise moderation better than the engine's rules + linear
 * classifier? Not imported by the engine; writes nothing in the repository.
 *
 *   node --import tsx apps/server/src/engines/moderation/experiments/sentence-encoder.mts [--embed-only | --tune]
 *
 * `--embed-only` fills the embedding cache and stops; `--tune` prints the heads' hyper-parameter grid on a seeded
 * 80/20 split of the training pool (in-distribution only) and stops. Figures and conclusion: README.md here.
 *
 * Models, each scored cross-source (trained without the source it is scored on) and on devweak-heldback (trained
 * on everything else; figures only, its rows and misses are never printed):
 *   (a) engine: the current engine (rules + classifier.ts; for a fold, the classifier retrained without the source,
 *       exactly as eval-sources.ts does; on devweak-heldback the shipped model, as `eval.ts --set devweak-heldback`);
 *   (b) use:    a one-vs-rest logistic head (L2, class-balanced weights) on the USE embedding alone;
 *   (c) use+f:  the same head on [USE embedding ; the classifier's features (words, pairs, rule signals)];
 *   (d) engine+use: the engine's verdict, where (b) may only change the category of a message the engine flagged
 *       (never personal information; with the lock, never self-harm or abuse) or flag a message the engine left
 *       clean when its top harmful probability is at least a high threshold; a category (b) sets is at most medium
 *       (the encoder alone never pages). Printed as a grid of both thresholds, with (c) in place of (b) too, next to
 *       the engine with looser classifier thresholds (a comparison at equal benign false positives).
 * Data: development data only: fixtures/*.jsonl, fixtures/devweak, fixtures/devbenign (one source, "fixtures"), the
 * public sources as eval-sources.ts reads them (training part: model/data; scored part: the check part of
 * ../shared/data/moderation, capped per label as eval-sources.ts does, and NQ-open, never trained on).
 * Embeddings are cached in /tmp/moduse/embeddings.jsonl (each text embedded once).
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { features, LABELS, type Label, type ModelFile } from '../classifier.ts';
import { checkRows, run, SHARED_DIR, type Outcome, type Row } from '../eval-sources.ts';
import { MODEL, ruleSignals } from '../moderate.ts';
import { findPii } from '../pii.ts';
import { featurise, fixtureExamples, trainingExamples, trainOn } from '../model/training.ts';
import { SOURCES } from '../model/sources.ts';
import type { ModerationCategory, Severity } from '../types.ts';
import { THRESHOLDS, type Thresholds } from '../decide.ts';
import { seeded as rng } from '../../items/rng.ts';

const FIX = join(import.meta.dirname, '..', 'fixtures');
const CACHE_DIR = '/tmp/moduse';
const CACHE = join(CACHE_DIR, 'embeddings.jsonl');
const USE_DIR = '/tmp/usetry/node_modules/@energetic-ai';
const DIM = 512;
const K = LABELS.length;
const log = (s: string) => process.stdout.write(`${s}\n`);

// ---------------------------------------------------------------- data

interface Item {
  text: string;
  label: Label;
  /** personal information rows are scored by the engine only (not a classifier label) */
  category: ModerationCategory | null;
  source: string;
  role: 'student' | 'assistant';
  weight: number;
  /** the development folder a fixtures row comes from (devweak: the sibling half of devweak-heldback) */
  dev?: string;
}

const fromLabel = (l: Label): ModerationCategory | null => (l === 'benign' ? null : l);

/** The engine's own training rows (main fixtures + public training part) and the two development folders. */
function trainingPool(): Item[] {
  const out: Item[] = trainingExamples().map((e) => ({
    text: e.text,
    label: e.label,
    category: fromLabel(e.label),
    source: e.source,
    role: e.role,
    weight: e.weight ?? 1,
  }));
  for (const dir of ['devweak', 'devbenign'])
    for (const e of fixtureExamples(join(FIX, dir), 'fixtures'))
      out.push({ ...e, category: fromLabel(e.label), weight: e.weight ?? 1, dev: dir });
  return out;
}

/** Scored rows of the public sources (check part) and NQ-open: exactly eval-sources.ts's cross-source pool. */
function publicCheck(): Item[] {
  return checkRows(SHARED_DIR).map((r) => ({
    text: r.text,
    label: (r.category ?? 'benign') as Label,
    category: r.category,
    source: r.source,
    role: r.role,
    weight: 1,
  }));
}

/** The fixtures fold: every row of our fixtures and development folders with a classifier label. */
function fixturesFold(): Item[] {
  return trainingPool().filter((r) => r.source === 'fixtures');
}

/** devweak-heldback: figures only. */
function heldback(): Item[] {
  return fixtureExamples(join(FIX, 'devweak-heldback'), 'heldback').map((e) => ({
    ...e,
    category: fromLabel(e.label),
    weight: 1,
  }));
}

// ---------------------------------------------------------------- embeddings (cached)

const key = (t: string) => createHash('sha1').update(t).digest('hex');

function loadCache(): Map<string, Float32Array> {
  const m = new Map<string, Float32Array>();
  if (!existsSync(CACHE)) return m;
  for (const line of readFileSync(CACHE, 'utf8').split('\n')) {
    if (!line) continue;
    const [k, b64] = line.split('\t') as [string, string];
    const buf = Buffer.from(b64, 'base64');
    m.set(k, new Float32Array(buf.buffer, buf.byteOffset, DIM).slice());
  }
  return m;
}

type UseModel = { embed(texts: string[]): Promise<number[][]> };
let useModel: UseModel | undefined;
async function loadUse(): Promise<UseModel> {
  if (useModel) return useModel;
  const { initModel } = (await import(`${USE_DIR}/embeddings/dist/index.js`)) as {
    initModel(src: unknown): Promise<UseModel>;
  };
  const { modelSource } = (await import(`${USE_DIR}/model-embeddings-en/dist/index.js`)) as {
    modelSource: unknown;
  };
  useModel = await initModel(modelSource);
  return useModel;
}

async function embedAll(texts: string[], cache: Map<string, Float32Array>): Promise<void> {
  const todo = [...new Set(texts)].filter((t) => !cache.has(key(t)));
  if (todo.length === 0) return;
  mkdirSync(CACHE_DIR, { recursive: true });
  const model = await loadUse();
  const started = performance.now();
  for (let i = 0; i < todo.length; i += 32) {
    const batch = todo.slice(i, i + 32);
    const vecs = await model.embed(batch);
    const lines: string[] = [];
    batch.forEach((t, j) => {
      const v = Float32Array.from(vecs[j]!);
      cache.set(key(t), v);
      lines.push(`${key(t)}\t${Buffer.from(v.buffer).toString('base64')}`);
    });
    appendFileSync(CACHE, lines.join('\n') + '\n');
    if ((i / 32) % 20 === 0)
      log(`  embedded ${i + batch.length}/${todo.length} (${Math.round(performance.now() - started)} ms)`);
  }
}

// ---------------------------------------------------------------- the head: one-vs-rest logistic regression

interface HeadInput {
  /** standardised embedding / sqrt(DIM): norm about 1 */
  dense: Float32Array;
  /** indices of the sparse features present, each of value `sv` (1/sqrt(count): norm 1) */
  sparse: number[];
  sv: number;
}

interface Head {
  mean: Float64Array;
  std: Float64Array;
  vocab: Map<string, number>;
  Wd: Float64Array; // K x DIM
  Ws: Float64Array; // K x vocab
  b: Float64Array;
  useDense: boolean;
  useSparse: boolean;
}

interface HeadOptions {
  dense: boolean;
  sparse: boolean;
  epochs?: number;
  lr?: number;
  l2?: number;
  minCount?: number;
}

/** One-vs-rest logistic heads, one per label (benign included), L2, each with class-balanced weights, seeded SGD. */
function trainHead(
  rows: { emb: Float32Array; feats: string[]; label: Label; weight: number }[],
  o: HeadOptions,
): Head {
  const { epochs = 10, lr = 0.05, l2 = 1e-4, minCount = 2 } = o;
  const mean = new Float64Array(DIM);
  const std = new Float64Array(DIM);
  for (const r of rows) for (let d = 0; d < DIM; d++) mean[d]! += r.emb[d]! / rows.length;
  for (const r of rows) for (let d = 0; d < DIM; d++) std[d]! += (r.emb[d]! - mean[d]!) ** 2 / rows.length;
  for (let d = 0; d < DIM; d++) std[d] = Math.sqrt(std[d]!) + 1e-6;
  const vocab = new Map<string, number>();
  if (o.sparse) {
    const df = new Map<string, number>();
    for (const r of rows) for (const f of r.feats) df.set(f, (df.get(f) ?? 0) + 1);
    for (const [f, c] of [...df].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
      if (c >= minCount) vocab.set(f, vocab.size);
  }
  const labelIndex = new Map<Label, number>(LABELS.map((l, i) => [l, i]));
  const data = rows.map((r) => ({
    x: encode(r.emb, r.feats, mean, std, vocab, o),
    y: labelIndex.get(r.label)!,
    w: r.weight,
  }));
  // per label: positives and negatives weigh half of the total each
  const total = data.reduce((a, r) => a + r.w, 0);
  const pos = new Float64Array(K);
  for (const r of data) pos[r.y]! += r.w;
  const wPos = [...pos].map((p) => (p > 0 ? total / 2 / p : 0));
  const wNeg = [...pos].map((p) => (p > 0 ? total / 2 / (total - p) : 0));
  // scale so that the average example weight is 1
  const Wd = new Float64Array(K * DIM);
  const Ws = new Float64Array(K * Math.max(1, vocab.size));
  const b = new Float64Array(K);
  const order = data.map((_, i) => i);
  const random = rng(20261124);
  const steps = epochs * data.length;
  let step = 0;
  for (let e = 0; e < epochs; e++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const idx of order) {
      const ex = data[idx]!;
      const rate = lr * (1 - step / steps) + 0.002;
      step++;
      for (let k = 0; k < K; k++) {
        if (pos[k] === 0) continue;
        const y = ex.y === k ? 1 : 0;
        const z = score(k, ex.x, Wd, Ws, b, vocab.size, o);
        const p = 1 / (1 + Math.exp(-z));
        const g = ex.w * (y ? wPos[k]! : wNeg[k]!) * (p - y);
        b[k]! -= rate * g;
        if (o.dense) {
          const base = k * DIM;
          for (let d = 0; d < DIM; d++) Wd[base + d]! -= rate * (g * ex.x.dense[d]! + l2 * Wd[base + d]!);
        }
        if (o.sparse) {
          const base = k * vocab.size;
          for (const f of ex.x.sparse) Ws[base + f]! -= rate * (g * ex.x.sv + l2 * Ws[base + f]!);
        }
      }
    }
  }
  for (let k = 0; k < K; k++) if (pos[k] === 0) b[k] = -20; // a label absent from training is never predicted
  return { mean, std, vocab, Wd, Ws, b, useDense: o.dense, useSparse: o.sparse };
}

function encode(
  emb: Float32Array,
  feats: string[],
  mean: Float64Array,
  std: Float64Array,
  vocab: Map<string, number>,
  o: { dense: boolean; sparse: boolean },
): HeadInput {
  const dense = new Float32Array(DIM);
  const s = 1 / Math.sqrt(DIM);
  if (o.dense) for (let d = 0; d < DIM; d++) dense[d] = ((emb[d]! - mean[d]!) / std[d]!) * s;
  const sparse = o.sparse ? feats.map((f) => vocab.get(f)).filter((i): i is number => i !== undefined) : [];
  return { dense, sparse, sv: sparse.length ? 1 / Math.sqrt(sparse.length) : 0 };
}

function score(
  k: number,
  x: HeadInput,
  Wd: Float64Array,
  Ws: Float64Array,
  b: Float64Array,
  V: number,
  o: { dense: boolean; sparse: boolean },
): number {
  let z = b[k]!;
  if (o.dense) {
    const base = k * DIM;
    for (let d = 0; d < DIM; d++) z += Wd[base + d]! * x.dense[d]!;
  }
  if (o.sparse) {
    const base = k * V;
    for (const f of x.sparse) z += Ws[base + f]! * x.sv;
  }
  return z;
}

/** Per-label probabilities (each its own one-vs-rest logistic). */
function headProbs(h: Head, emb: Float32Array, feats: string[]): number[] {
  const o = { dense: h.useDense, sparse: h.useSparse };
  const x = encode(emb, feats, h.mean, h.std, h.vocab, o);
  return LABELS.map((_, k) => 1 / (1 + Math.exp(-score(k, x, h.Wd, h.Ws, h.b, h.vocab.size, o))));
}

/** The best harmful label of a head's probabilities. */
function topHarm(p: number[]): { label: Exclude<Label, 'benign'>; p: number; benign: number } {
  let best = 1;
  for (let k = 2; k < K; k++) if (p[k]! > p[best]!) best = k;
  return { label: LABELS[best] as Exclude<Label, 'benign'>, p: p[best]!, benign: p[0]! };
}

/** Severity of a category a head names (decide.ts's ADDED_SEVERITY; self-harm high from selfHarmHigh). */
function headSeverity(cat: ModerationCategory, p: number, capMedium: boolean): Severity {
  const sev: Severity =
    cat === 'self_harm'
      ? p >= THRESHOLDS.selfHarmHigh
        ? 'high'
        : 'medium'
      : cat === 'abuse'
        ? 'high'
        : cat === 'jailbreak' || cat === 'profanity'
          ? 'low'
          : 'medium';
  return capMedium && sev === 'high' ? 'medium' : sev;
}

/** A head's verdict: flag when the best harmful label beats benign and reaches `t`. */
function headVerdict(p: number[], t: number): Pick<Outcome, 'flagged' | 'category' | 'severity'> {
  const top = topHarm(p);
  if (top.p < t || top.p <= top.benign) return { flagged: false, category: null, severity: null };
  return { flagged: true, category: top.label, severity: headSeverity(top.label, top.p, false) };
}

/**
 * (d): the engine's verdict; the head may relabel a message the engine flagged when its best harmful label reaches
 * `tChange` and beats benign (never personal information; with `protect`, never a self-harm or abuse verdict either),
 * and may flag a message the engine left clean when its best harmful label reaches `tAdd`. What the head sets is at
 * most medium: the encoder alone never pages. Infinity turns a part off.
 */
function combined(engine: Outcome, p: number[], tChange: number, tAdd: number, protect: boolean) {
  const top = topHarm(p);
  if (engine.flagged) {
    const locked =
      engine.category === 'personal_information' ||
      (protect && (engine.category === 'self_harm' || engine.category === 'abuse'));
    if (!locked && top.label !== engine.category && top.p >= tChange && top.p > top.benign)
      return { flagged: true, category: top.label, severity: headSeverity(top.label, top.p, true) };
    return { flagged: true, category: engine.category, severity: engine.severity };
  }
  if (top.p >= tAdd && top.p > top.benign)
    return { flagged: true, category: top.label, severity: headSeverity(top.label, top.p, true) };
  return { flagged: false, category: null, severity: null };
}

// ---------------------------------------------------------------- figures

interface Scored {
  row: Item;
  flagged: boolean;
  category: ModerationCategory | null;
  severity: string | null;
}

const CATS: ModerationCategory[] = [
  'self_harm',
  'abuse',
  'violence',
  'harassment',
  'hate',
  'sexual',
  'substances',
  'jailbreak',
  'profanity',
  'personal_information',
];

interface Summary {
  perCat: Map<ModerationCategory, { n: number; flagged: number; right: number }>;
  harmful: number;
  harmfulFlagged: number;
  right: number;
  benign: number;
  benignFlagged: number;
  benignHigh: number;
}

function summarise(s: Scored[]): Summary {
  const perCat = new Map<ModerationCategory, { n: number; flagged: number; right: number }>();
  let harmful = 0,
    harmfulFlagged = 0,
    right = 0,
    benign = 0,
    benignFlagged = 0,
    benignHigh = 0;
  for (const o of s) {
    if (o.row.category === null) {
      benign++;
      if (o.flagged) benignFlagged++;
      if (o.flagged && o.severity === 'high') benignHigh++;
      continue;
    }
    harmful++;
    const c = perCat.get(o.row.category) ?? { n: 0, flagged: 0, right: 0 };
    perCat.set(o.row.category, c);
    c.n++;
    if (o.flagged) {
      c.flagged++;
      harmfulFlagged++;
    }
    if (o.category === o.row.category) {
      c.right++;
      right++;
    }
  }
  return { perCat, harmful, harmfulFlagged, right, benign, benignFlagged, benignHigh };
}

const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);

function table(title: string, models: [string, Scored[]][], counts = false): string {
  const sums = models.map(([n, s]) => [n, summarise(s)] as const);
  const cats = CATS.filter((c) => sums.some(([, s]) => (s.perCat.get(c)?.n ?? 0) > 0));
  const w = 22;
  const lines = [title, `  ${'figure'.padEnd(34)}${sums.map(([n]) => n.padStart(w)).join('')}`];
  const cell = (a: number, b: number) => (counts ? `${a}/${b} ${pct(a, b)}` : pct(a, b));
  lines.push(
    `  ${'harmful right category'.padEnd(34)}${sums.map(([, s]) => cell(s.right, s.harmful).padStart(w)).join('')}`,
    `  ${'harmful flagged (any category)'.padEnd(34)}${sums.map(([, s]) => cell(s.harmfulFlagged, s.harmful).padStart(w)).join('')}`,
    `  ${'benign flagged'.padEnd(34)}${sums.map(([, s]) => cell(s.benignFlagged, s.benign).padStart(w)).join('')}`,
    `  ${'benign high'.padEnd(34)}${sums.map(([, s]) => cell(s.benignHigh, s.benign).padStart(w)).join('')}`,
  );
  for (const c of cats) {
    const n = sums[0]![1].perCat.get(c)?.n ?? 0;
    lines.push(
      `  ${`${c} (${n}) recall / right`.padEnd(34)}${sums
        .map(([, s]) => {
          const f = s.perCat.get(c);
          return (f ? `${pct(f.flagged, f.n)} / ${pct(f.right, f.n)}` : '-').padStart(w);
        })
        .join('')}`,
    );
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------- main

interface Prep {
  row: Row;
  item: Item;
  ruled: ReturnType<typeof ruleSignals>['detections'];
  signals: ReturnType<typeof ruleSignals>['signals'];
  normalized: string;
  pii: ReturnType<typeof findPii>;
  feats: string[];
}

function prep(items: Item[]): Prep[] {
  return items.map((item) => {
    const { detections, signals, normalized } = ruleSignals(item.text, { role: item.role });
    return {
      row: { text: item.text, category: item.category, source: item.source, role: item.role },
      item,
      ruled: detections,
      signals,
      normalized,
      pii: findPii(item.text),
      feats: features(normalized, signals),
    };
  });
}

async function main() {
  const t0 = performance.now();
  const pool = trainingPool();
  const check = publicCheck();
  const fixFold = fixturesFold();
  const held = heldback();
  log(
    `data: training pool ${pool.length} (${JSON.stringify(Object.fromEntries(['fixtures', ...SOURCES.map((s) => s.name)].map((s) => [s, pool.filter((r) => r.source === s).length])))}), public check ${check.length}, fixtures fold ${fixFold.length}, devweak-heldback ${held.length}`,
  );
  const cache = loadCache();
  await embedAll(
    [...pool, ...check, ...held].map((r) => r.text),
    cache,
  );
  log(`embeddings ready: ${cache.size} cached (${Math.round(performance.now() - t0)} ms)`);
  if (process.argv.includes('--embed-only')) return;
  const emb = (t: string) => cache.get(key(t))!;

  // engine features of the head training pool, and the engine's own training rows (for (a)'s fold models)
  const poolPrep = prep(pool);
  const engineTraining = featurise(trainingExamples());
  log(`rules run over the pool (${Math.round(performance.now() - t0)} ms)`);
  const headRows = poolPrep.map((p) => ({
    emb: emb(p.item.text),
    feats: p.feats,
    label: p.item.label,
    weight: p.item.weight,
    source: p.item.source,
    dev: p.item.dev,
  }));

  if (process.argv.includes('--tune')) {
    // hyper-parameters chosen in-distribution only: a seeded 80/20 split of the training pool, balanced accuracy
    // over the labels (never on a scored fold)
    const random = rng(7);
    const split = headRows.map(() => random() < 0.2);
    const tr = headRows.filter((_, i) => !split[i]);
    const va = headRows.filter((_, i) => split[i]);
    for (const [name, o] of [
      ['b', { dense: true, sparse: false }],
      ['c', { dense: true, sparse: true }],
    ] as const)
      for (const lr of [0.02, 0.1, 0.5])
        for (const l2 of [1e-5, 1e-4, 1e-3]) {
          const h = trainHead(tr, { ...o, lr, l2 });
          const right = new Float64Array(K);
          const n = new Float64Array(K);
          for (const r of va) {
            const v = headVerdict(headProbs(h, r.emb, r.feats), 0.5);
            const k = LABELS.indexOf(r.label);
            n[k]!++;
            if ((v.category ?? 'benign') === r.label) right[k]!++;
          }
          const bal =
            [...n].reduce((a, x, k) => a + (x ? right[k]! / x : 0), 0) / [...n].filter((x) => x).length;
          log(
            `tune ${name} lr ${lr} l2 ${l2}: balanced accuracy ${(100 * bal).toFixed(1)}%, benign kept ${pct(right[0]!, n[0]!)}`,
          );
        }
    return;
  }

  // the folds: each public source, and our fixtures; NQ is scored by the models trained on everything
  const checkPrep = prep(check);
  const fixPrep = poolPrep.filter((p) => p.item.source === 'fixtures');
  const heldPrep = prep(held);
  const folds = [...SOURCES.map((s) => s.name), 'fixtures'];

  const LR = Number(process.env.HEAD_LR ?? 0.1);
  const L2 = Number(process.env.HEAD_L2 ?? 1e-4);
  const opts = {
    b: { dense: true, sparse: false, lr: LR, l2: L2 },
    c: { dense: true, sparse: true, lr: LR, l2: L2 },
  } as const;
  /** Per scored row: the engine's verdict (for its fold) and both heads' probabilities; variants are computed after. */
  type Rec = { item: Item; e: Outcome; ex: Outcome[]; pb: number[]; pc: number[] };
  // the engine with looser thresholds (eval-sources.ts's curve: every classifier flag threshold x factor), for a
  // comparison at equal benign false positives
  const FACTORS = [0.8, 0.6, 0.4];
  const loose = (factor: number): Thresholds => ({
    ...THRESHOLDS,
    flag: Object.fromEntries(
      Object.entries(THRESHOLDS.flag).map(([k, v]) => [k, Math.min(0.99, v * factor)]),
    ),
  });
  const cross: Rec[] = []; // public check rows + nq
  const fixR: Rec[] = []; // fixtures fold
  const heldR: Rec[] = []; // devweak-heldback
  const heldNoDev: Rec[] = []; // devweak-heldback, heads trained without devweak
  const score = (target: Rec[], prepared: Prep[], engineModel: ModelFile, hb: Head, hc: Head) => {
    const engine = run(prepared as never, engineModel) as Outcome[];
    const looser = FACTORS.map((f) => run(prepared as never, engineModel, loose(f)) as Outcome[]);
    prepared.forEach((p, i) =>
      target.push({
        item: p.item,
        e: engine[i]!,
        ex: looser.map((l) => l[i]!),
        pb: headProbs(hb, emb(p.item.text), p.feats),
        pc: headProbs(hc, emb(p.item.text), p.feats),
      }),
    );
  };

  for (const fold of folds) {
    const train = headRows.filter((r) => r.source !== fold);
    const hb = trainHead(train, opts.b);
    const hc = trainHead(train, opts.c);
    const em = trainOn(engineTraining, [fold]);
    if (fold === 'fixtures') score(fixR, fixPrep, em, hb, hc);
    else
      score(
        cross,
        checkPrep.filter((p) => p.item.source === fold),
        em,
        hb,
        hc,
      );
    log(`fold ${fold} done (${Math.round(performance.now() - t0)} ms)`);
  }
  // everything: NQ (never trained on) and devweak-heldback
  {
    const hb = trainHead(headRows, opts.b);
    const hc = trainHead(headRows, opts.c);
    score(
      cross,
      checkPrep.filter((p) => p.item.source === 'nq'),
      MODEL,
      hb,
      hc,
    );
    score(heldR, heldPrep, MODEL, hb, hc);
    // the heads without devweak (the sibling half of devweak-heldback, same author and structures), for comparison
    const noDev = headRows.filter((r) => r.dev !== 'devweak');
    score(heldNoDev, heldPrep, MODEL, trainHead(noDev, opts.b), trainHead(noDev, opts.c));
    log(`full models done (${Math.round(performance.now() - t0)} ms)`);

    // cost per message: the engine, the encoder on one message at a time, the head
    const texts = check
      .filter((_, i) => i % 11 === 0)
      .slice(0, 200)
      .map((r) => r.text);
    const { moderateSync } = await import('../moderate.ts');
    const q = (xs: number[], f: number) =>
      xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(f * xs.length))]!;
    const eng: number[] = [];
    for (const t of texts) moderateSync(t, { role: 'student' });
    for (const t of texts) {
      const s = performance.now();
      moderateSync(t, { role: 'student' });
      eng.push(performance.now() - s);
    }
    const model = await loadUse();
    for (const t of texts.slice(0, 10)) await model.embed([t]);
    const enc: number[] = [];
    for (const t of texts) {
      const s = performance.now();
      await model.embed([t]);
      enc.push(performance.now() - s);
    }
    const head: number[] = [];
    for (const t of texts) {
      const { signals, normalized } = ruleSignals(t, { role: 'student' });
      const f = features(normalized, signals);
      const e = emb(t);
      const s = performance.now();
      headProbs(hc, e, f);
      head.push(performance.now() - s);
    }
    log(
      `cost per message (${texts.length} check messages, one at a time, ms): engine p50 ${q(eng, 0.5).toFixed(2)} p99 ${q(eng, 0.99).toFixed(2)}; USE embed p50 ${q(enc, 0.5).toFixed(2)} p99 ${q(enc, 0.99).toFixed(2)}; head (c) p50 ${q(head, 0.5).toFixed(3)} p99 ${q(head, 0.99).toFixed(3)}`,
    );
  }

  type Variant = [string, (r: Rec) => Pick<Outcome, 'flagged' | 'category' | 'severity'>];
  const off = Infinity;
  const A: Variant = ['(a) engine', (r) => r.e];
  const B = (t: number): Variant => [`(b) use t${t}`, (r) => headVerdict(r.pb, t)];
  const C = (t: number): Variant => [`(c) use+f t${t}`, (r) => headVerdict(r.pc, t)];
  const fmtT = (t: number) => (t === off ? 'off' : String(t));
  const D = (head: 'b' | 'c', tc: number, ta: number, protect: boolean): Variant => [
    `(d${head === 'c' ? ',c' : ''}) ch${fmtT(tc)} add${fmtT(ta)}${protect ? ' p' : ''}`,
    (r) => combined(r.e, head === 'b' ? r.pb : r.pc, tc, ta, protect),
  ];
  const apply = (recs: Rec[], v: Variant): Scored[] => recs.map((r) => ({ row: r.item, ...v[1](r) }));
  const main: Variant[] = [
    A,
    B(0.5),
    C(0.5),
    B(0.9),
    C(0.9),
    D('b', 0.5, 0.9, false),
    D('b', 0.9, 0.95, true),
    D('b', off, 0.95, true),
  ];
  const sets: [string, Rec[], boolean][] = [
    [
      'Cross-source, public sources (each scored by models trained without it; nq by models trained on everything, never on nq):',
      cross,
      false,
    ],
    [
      'Cross-source, fixtures fold (our fixtures + devweak + devbenign; models trained on the public sources only, which have no abuse, violence or substances rows; the rules were tuned on these rows, so (a) and (d) are optimistic):',
      fixR,
      false,
    ],
    ['devweak-heldback (figures only; models trained on everything else):', heldR, true],
    ['devweak-heldback, heads trained without devweak (figures only):', heldNoDev, true],
  ];
  for (const [title, recs, counts] of sets)
    log(
      '\n' +
        table(
          title,
          main.map((v) => [v[0], apply(recs, v)]),
          counts,
        ),
    );
  for (const src of SOURCES.map((s) => s.name))
    log(
      '\n' +
        table(
          `  public source ${src}:`,
          main.map((v) => [
            v[0],
            apply(
              cross.filter((r) => r.item.source === src),
              v,
            ),
          ]),
        ),
    );

  // the grid of (d) and the heads' thresholds: one line per variant, the headline figures of the three sets
  log(
    '\nGrid (public cross-source | fixtures fold | devweak-heldback | the same, heads without devweak): harmful right, benign flagged, benign high',
  );
  const line = (v: Variant) => {
    const f = (recs: Rec[], counts: boolean) => {
      const s = summarise(apply(recs, v));
      const c = (a: number, b: number) => (counts ? `${a}/${b}` : pct(a, b));
      return `${c(s.right, s.harmful).padStart(7)} ${c(s.benignFlagged, s.benign).padStart(6)} ${c(s.benignHigh, s.benign).padStart(5)}`;
    };
    log(
      `  ${v[0].padEnd(28)} | ${f(cross, false)} | ${f(fixR, false)} | ${f(heldR, true)} | ${f(heldNoDev, true)}`,
    );
  };
  line(A);
  FACTORS.forEach((f, i) => line([`(a) engine, flag x${f}`, (r) => r.ex[i]!]));
  for (const t of [0.5, 0.7, 0.9, 0.95]) {
    line(B(t));
    line(C(t));
  }
  for (const head of ['b', 'c'] as const)
    for (const protect of [false, true])
      for (const tc of [0.5, 0.7, 0.9, off])
        for (const ta of [0.9, 0.95, 0.99, off])
          if (!(tc === off && ta === off)) line(D(head, tc, ta, protect));
  log(`total ${Math.round(performance.now() - t0)} ms`);
}

await main();
