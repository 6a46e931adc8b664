/**
 * Experiment (not part of the grader; issue 14, ADR 026 revision 2026-11-24 b): the grader's 29 features plus
 * candidate features from the GloVe word vectors (alignment of reference and answer words, sentence vectors,
 * peers, question), clause coverage and word order, scored by cross-validation by question on the TRAINING
 * questions only (the check questions are filtered out before anything is computed). Prints the mean macro-F1
 * over the splits (seeds of `foldOf`), the threshold chosen for that mean, and each split's figure.
 *
 *   node --import tsx apps/server/src/engines/grading/experiments/vectors-cv.ts \
 *     '[["base",[]],["alignment",["vAlign"]],["drop:precision+rev",["vRev"]]]'
 *   SEEDS=5,6,7 node --import tsx ... (other splits)
 *
 * Each set is [name, candidates, lambda?, cue lambda?, mlp?]; a name "drop:a,b" (or "drop:a,b+anything") also
 * drops base features a and b; mlp {H, lambda, lc, epochs, lr} fits mlp.ts's model instead of the logistic
 * one. Candidate "MISS"/"HIT" add the missed/covered reference words' mean vector (100 inputs each).
 * Environment: SEEDS (splits, default 0,1,2,3,4); SMOOTH=c gives a cue missing from the table the weight of
 * its nearest table cue with cosine >= c (SCALE=1: times the cosine); TOPK=1 also prints the decision "top
 * round(alpha * sum of p) answers of each question" for alpha 0.7 to 1.3.
 */
import { foldOf, groupByQuestion, isCheckQuestion, loadExamples } from '../dataset.ts';
import {
  meaningMatch,
  meaningsOf,
  FEATURE_NAMES,
  features,
  lexicalCues,
  prepare,
  promptContext,
  vector,
  termKey,
  fuzzyKeys,
  type Prepared,
  type PromptContext,
} from '../features.ts';
import { fit, prob, type Row } from '../train.ts';
import { fitMlp, probMlp } from './mlp.ts';
import { scoreBinary } from '../metrics.ts';
import { wordVector, cosine, DIMS } from '../../vectors/vectors.ts';
import { words } from '../text.ts';

const vecCache = new Map<string, Float32Array | null>();
const vec = (w: string) => {
  if (!vecCache.has(w)) vecCache.set(w, wordVector(w) ?? null);
  return vecCache.get(w)!;
};
const dot = (a: Float32Array, b: Float32Array) => {
  let s = 0;
  for (let d = 0; d < DIMS; d++) s += a[d]! * b[d]!;
  return s;
};
function tsim(a: { stem: string; surface: string }, b: { stem: string; surface: string }) {
  if (termKey(a.stem) === termKey(b.stem)) return 1;
  const va = vec(a.surface),
    vb = vec(b.surface);
  if (!va || !vb) return 0;
  return Math.max(0, dot(va, vb));
}
function sentVec(p: Prepared, idf: (k: string) => number, skip?: Set<string>) {
  const out = new Float32Array(DIMS);
  let any = false;
  for (const t of p.terms) {
    if (skip?.has(termKey(t.stem))) continue;
    const v = vec(t.surface);
    if (!v) continue;
    const w = idf(termKey(t.stem));
    for (let d = 0; d < DIMS; d++) out[d]! += v[d]! * w;
    any = true;
  }
  return any ? out : null;
}
function align(ctx: PromptContext, a: Prepared, idfw: (k: string) => number, excludeQ: boolean) {
  const fuzzy = fuzzyKeys(a, ctx.targetTerms);
  const qk = ctx.question.keys;
  const cand = a.terms.filter(
    (t) => !excludeQ || !(qk.has(termKey(t.stem)) && !ctx.newKeys.has(termKey(t.stem))),
  );
  let got = 0,
    all = 0,
    n5 = 0,
    n7 = 0,
    plain = 0;
  for (const t of ctx.targetTerms) {
    let best = fuzzy.has(termKey(t.stem)) ? 1 : 0;
    for (const s of cand) {
      if (best >= 1) break;
      best = Math.max(best, tsim(t, s));
    }
    const w = idfw(termKey(t.stem));
    got += w * best;
    all += w;
    plain += best;
    if (best >= 0.5) n5++;
    if (best >= 0.7) n7++;
  }
  const n = ctx.targetTerms.length || 1;
  return { idf: all > 0 ? got / all : 0, plain: plain / n, s5: n5 / n, s7: n7 / n };
}
function reverse(ctx: PromptContext, a: Prepared) {
  // how much of the answer's own words (question words aside) align to the reference
  const qk = ctx.question.keys;
  let n = 0,
    s = 0,
    sq = 0;
  for (const t of a.terms) {
    const k = termKey(t.stem);
    if (qk.has(k) && !ctx.newKeys.has(k)) continue;
    n++;
    let best = 0;
    for (const r of ctx.reference.terms) best = Math.max(best, tsim(t, r));
    s += best;
    let bq = 0;
    for (const q of ctx.question.terms) bq = Math.max(bq, tsim(t, q));
    sq += Math.max(best, bq);
  }
  return { rev: n > 0 ? s / n : 0, revQ: n > 0 ? sq / n : 0 };
}

const sharp = (x: number) => Math.max(0, (x - 0.45) / 0.55);
const CLAUSE_BREAK = new Set([
  'and',
  'because',
  'so',
  'but',
  'which',
  'while',
  'when',
  'then',
  'therefore',
  'since',
  'if',
]);
function clauses(text: string): string[][] {
  const out: string[][] = [];
  let cur: string[] = [];
  const toks = text
    .toLowerCase()
    .split(/([,;.:!?])|\s+/)
    .filter((x) => x);
  for (const t of toks) {
    if (/^[,;.:!?]$/.test(t) || CLAUSE_BREAK.has(t)) {
      if (cur.length) out.push(cur);
      cur = [];
    } else cur.push(t);
  }
  if (cur.length) out.push(cur);
  return out;
}

export const CANDS = [
  'vAlign',
  'vAlignPlain',
  'vS5',
  'vS7',
  'vAlignNoQ',
  'vRev',
  'vRevQ',
  'vSentRef',
  'vSentQ',
  'vSentDiff',
  'vAlignRank',
  'vPeerSent',
  'vPeerAlign',
  'vSentRank',
  'vQAlign',
  'vSharp',
  'vClauseMin',
  'vClauseMean',
  'vClauseMinSoft',
  'vOrder',
  'vOrderPairs',
  'vAlignWN',
  'vAlignWNRank',
  'vCentral',
  'vDense',
  'vCentralNoQ',
] as const;
type Cand = (typeof CANDS)[number];
interface XRow extends Row {
  extra: Record<Cand, number>;
  miss: number[];
  hit: number[];
}

/** Surface word of each reference key (for the cue smoothing experiment). */
const keySurface = new Map<string, string>();
function featuriseX(): XRow[] {
  const training = loadExamples().filter((e) => !isCheckQuestion(e.questionId));
  const rows: XRow[] = [];
  for (const [questionId, list] of groupByQuestion(training)) {
    const answers = list.map((e) => prepare(e.answer));
    const ctx = promptContext(list[0]!.question, list[0]!.reference, answers);
    const df = new Map<string, number>();
    for (const p of answers) for (const k of p.keys) df.set(k, (df.get(k) ?? 0) + 1);
    const N = answers.length;
    const idfAll = (k: string) => Math.log((N + 1) / ((df.get(k) ?? 0) + 1)) + 1;
    const idfT = (k: string) => ctx.idf.get(k) ?? ctx.defaultIdf;
    for (const t of ctx.reference.terms)
      if (!keySurface.has(termKey(t.stem))) keySurface.set(termKey(t.stem), t.surface);
    const refV = sentVec(ctx.reference, idfAll, undefined);
    const qSkip = new Set([...ctx.question.keys].filter((k) => !ctx.newKeys.has(k)));
    const refVnew = sentVec(ctx.reference, idfAll, qSkip);
    const qV = sentVec(ctx.question, idfAll);
    const refClauses = clauses(list[0]!.reference)
      .map((ws) =>
        prepare(ws.join(' ')).terms.filter((t) =>
          ctx.targetTerms.some((x) => termKey(x.stem) === termKey(t.stem)),
        ),
      )
      .filter((c) => c.length > 0);
    const perAns = answers.map((a) => {
      const al = align(ctx, a, idfT, false);
      const alq = align(ctx, a, idfT, true);
      const av = sentVec(a, idfAll, undefined);
      const avNoQ = sentVec(a, idfAll, qSkip);
      // WordNet meanings or a close vector (sharpened), whichever credits more; exact/misspelt words 1
      const fzA = fuzzyKeys(a, ctx.targetTerms);
      let wg = 0;
      let wa = 0;
      for (const t of ctx.targetTerms) {
        let b = fzA.has(termKey(t.stem)) ? 1 : 0;
        const mt = meaningsOf(t.stem);
        a.terms.forEach((u, j) => {
          if (b >= 1) return;
          b = Math.max(b, meaningMatch(a.meanings[j]!, mt), sharp(tsim(t, u)));
        });
        const w = idfT(termKey(t.stem));
        wg += w * b;
        wa += w;
      }
      const wn = wa > 0 ? wg / wa : 0;
      return {
        wn,
        al,
        alq,
        av,
        avNoQ,
        sRef: av && refV ? cosine(av, refV) : 0,
        sQ: av && qV ? cosine(av, qV) : 0,
        sNew: avNoQ && refVnew ? cosine(avNoQ, refVnew) : 0,
      };
    });
    // exemplars by alignment: top quarter of answers by vAlign
    const order = perAns.map((p, i) => ({ i, c: p.alq.idf })).sort((a, b) => b.c - a.c || a.i - b.i);
    const ex = order.slice(0, Math.max(3, Math.ceil(N / 4))).map((o) => o.i);
    list.forEach((e, n) => {
      const a = answers[n]!;
      const p = perAns[n]!;
      const rv = reverse(ctx, a);
      let below = 0,
        sbelow = 0;
      for (const q of perAns) {
        below += q.alq.idf < p.alq.idf ? 1 : q.alq.idf === p.alq.idf ? 0.5 : 0;
        sbelow += q.sNew < p.sNew ? 1 : q.sNew === p.sNew ? 0.5 : 0;
      }
      // peer: sentence cosine to the nearest 3 exemplars (excluding self)
      // centrality in sentence-vector space: mean cosine to every other answer, share above 0.85
      let cs = 0;
      let cn = 0;
      let dense = 0;
      let csq = 0;
      perAns.forEach((q, i) => {
        if (i === n) return;
        const c = q.av && p.av ? cosine(q.av, p.av) : 0;
        cs += c;
        cn++;
        if (c >= 0.85) dense++;
        csq += q.avNoQ && p.avNoQ ? cosine(q.avNoQ, p.avNoQ) : 0;
      });
      const sims: number[] = [];
      for (const i of ex) {
        if (i === n) continue;
        const v = perAns[i]!.av;
        sims.push(v && p.av ? cosine(v, p.av) : 0);
      }
      sims.sort((x, y) => y - x);
      const top = sims.slice(0, 3);
      // nearest 5 peers by sentence cosine, weighted alignment
      const ps: { s: number; c: number }[] = [];
      perAns.forEach((q, i) => {
        if (i !== n && q.av && p.av) ps.push({ s: cosine(q.av, p.av), c: q.alq.idf });
      });
      ps.sort((x, y) => y.s - x.s);
      const nn = ps.slice(0, 5);
      const wsum = nn.reduce((s, x) => s + Math.max(0, x.s), 0);
      // question alignment: share of answer's own words aligned to question (restating)
      let qa = 0,
        qn = 0;
      for (const t of a.terms) {
        qn++;
        let b = 0;
        for (const q of ctx.question.terms) b = Math.max(b, tsim(t, q));
        qa += b;
      }
      const fz = fuzzyKeys(a, ctx.targetTerms);
      const bestOf = (t: { stem: string; surface: string }, f: (x: number) => number) => {
        let b = fz.has(termKey(t.stem)) ? 1 : 0;
        for (const u of a.terms) {
          if (b >= 1) break;
          b = Math.max(b, f(tsim(t, u)));
        }
        return b;
      };
      let sg = 0,
        sa = 0;
      for (const t of ctx.targetTerms) {
        const w = idfT(termKey(t.stem));
        sg += w * bestOf(t, sharp);
        sa += w;
      }
      const cl = refClauses.map((c) => c.reduce((s2, t) => s2 + bestOf(t, sharp), 0) / c.length);
      const clBin = refClauses.map(
        (c) => c.reduce((s2, t) => s2 + (fz.has(termKey(t.stem)) ? 1 : 0), 0) / c.length,
      );
      const miss = new Array<number>(DIMS).fill(0),
        hit = new Array<number>(DIMS).fill(0);
      for (const t of ctx.targetTerms) {
        const v = vec(t.surface);
        if (!v) continue;
        const b = bestOf(t, sharp);
        const w = idfT(termKey(t.stem)) / (sa || 1);
        for (let d = 0; d < DIMS; d++) {
          miss[d]! += v[d]! * w * (1 - b);
          hit[d]! += v[d]! * w * b;
        }
      }
      // relation order: target terms present in the answer, pairs in the reference's order vs reversed
      const posA = new Map<string, number>();
      words(a.text).forEach((w, i) => {
        const k = termKey(prepare(w).terms[0]?.stem ?? '');
        if (k && !posA.has(k)) posA.set(k, i);
      });
      const refOrder = ctx.reference.terms.map((t) => termKey(t.stem)).filter((k) => posA.has(k));
      let agree = 0,
        pairs = 0;
      for (let i = 0; i < refOrder.length; i++)
        for (let j = i + 1; j < refOrder.length; j++) {
          pairs++;
          if (posA.get(refOrder[i]!)! < posA.get(refOrder[j]!)!) agree++;
        }
      rows.push({
        questionId,
        miss,
        hit,
        x: vector(features(ctx, a)),
        cues: lexicalCues(ctx, a),
        y: e.correct,
        extra: {
          vAlign: p.alq.idf,
          vAlignPlain: p.alq.plain,
          vS5: p.alq.s5,
          vS7: p.alq.s7,
          vAlignNoQ: p.al.idf - p.alq.idf,
          vRev: rv.rev,
          vRevQ: rv.revQ,
          vSentRef: p.sRef,
          vSentQ: p.sQ,
          vSentDiff: p.sNew,
          vAlignRank: below / N,
          vCentral: cn ? cs / cn : 0,
          vDense: cn ? dense / cn : 0,
          vCentralNoQ: cn ? csq / cn : 0,
          vPeerSent: top.length ? top.reduce((s, x) => s + x, 0) / top.length : 0,
          vPeerAlign: wsum > 0 ? nn.reduce((s, x) => s + Math.max(0, x.s) * x.c, 0) / wsum : p.alq.idf,
          vSentRank: sbelow / N,
          vQAlign: qn ? qa / qn : 0,
          vSharp: sa > 0 ? sg / sa : 0,
          vClauseMin: cl.length ? Math.min(...cl) : 0,
          vClauseMean: cl.length ? cl.reduce((x, y) => x + y, 0) / cl.length : 0,
          vOrder: pairs > 0 ? agree / pairs : 1,
          vAlignWN: p.wn,
          vAlignWNRank: perAns.reduce((s3, q) => s3 + (q.wn < p.wn ? 1 : q.wn === p.wn ? 0.5 : 0), 0) / N,
          vOrderPairs: pairs > 0 ? 1 - agree / pairs : 0,
          vClauseMinSoft: clBin.length ? Math.min(...clBin) : 0,
        },
      });
    });
  }
  return rows;
}

const OPP = FEATURE_NAMES.indexOf('opposite');
export function cvMean(
  rows: XRow[],
  use: readonly Cand[],
  drop: readonly string[] = [],
  lambda = 0.01,
  lc: number | null = 0.01,
  seeds = [0, 1, 2, 3, 4],
  mlp?: { H: number; lambda: number; lc: number; epochs: number; lr: number },
) {
  const keep = FEATURE_NAMES.map((n, i) => (drop.includes(n) ? -1 : i)).filter((i) => i >= 0);
  const R = rows.map((r) => ({
    questionId: r.questionId,
    cues: r.cues,
    y: r.y,
    opp: r.x[OPP] === 1,
    x: [
      ...keep.map((i) => r.x[i]!),
      ...use.filter((c) => c !== ('MISS' as Cand) && c !== ('HIT' as Cand)).map((c) => r.extra[c]),
      ...(use.includes('MISS' as Cand) ? r.miss : []),
      ...(use.includes('HIT' as Cand) ? r.hit : []),
    ],
  }));
  const oofs = seeds.map((seed) => {
    const oof = new Array<number>(R.length);
    for (let k = 0; k < 5; k++) {
      const tr = R.filter((r) => foldOf(r.questionId, 5, seed) !== k);
      const m = mlp ? null : fit(tr, lambda, lc);
      const mm = mlp ? fitMlp(tr, mlp.H, mlp.lambda, mlp.lc, mlp.epochs, mlp.lr) : null;
      const smooth = process.env.SMOOTH ? Number(process.env.SMOOTH) : null;
      const table =
        m && smooth !== null
          ? Object.entries(m.cues).flatMap(([c, w]) => {
              const v = vec(keySurface.get(c.slice(2)) ?? '');
              return v ? [{ p: c.slice(0, 2), v, w }] : [];
            })
          : [];
      R.forEach((r, i) => {
        if (foldOf(r.questionId, 5, seed) !== k) return;
        if (mm) {
          oof[i] = probMlp(mm, r);
          return;
        }
        let extra = 0;
        if (smooth !== null)
          for (const c of r.cues) {
            if (m!.cues[c] !== undefined) continue;
            const v = vec(keySurface.get(c.slice(2)) ?? '');
            if (!v) continue;
            let best = smooth;
            let w = 0;
            for (const e of table)
              if (e.p === c.slice(0, 2)) {
                const s = dot(v, e.v);
                if (s > best) [best, w] = [s, e.w];
              }
            extra += w * (process.env.SCALE ? best : 1);
          }
        const p0 = prob(m!, r);
        oof[i] = 1 / (1 + Math.exp(-(Math.log(p0 / (1 - p0)) + extra)));
      });
    }
    return oof;
  });
  const gold = R.map((r) => r.y);
  let best = { t: 0, mean: -1, per: [] as number[] };
  for (let t = 0.25; t <= 0.7; t += 0.015) {
    const per = oofs.map(
      (o) =>
        scoreBinary(
          o.map((p, i) => p >= t && !R[i]!.opp),
          gold,
        ).macroF1,
    );
    const mean = per.reduce((s, x) => s + x, 0) / per.length;
    if (mean > best.mean) best = { t, mean, per };
  }
  if (process.env.TOPK) {
    // decision by expected count: in each question, the top round(alpha * sum p) answers are correct
    const byQ = new Map<string, number[]>();
    R.forEach((r, i) => byQ.set(r.questionId, [...(byQ.get(r.questionId) ?? []), i]));
    for (let alpha = 0.7; alpha <= 1.3; alpha += 0.05) {
      const per = oofs.map((o) => {
        const pred = new Array<boolean>(R.length).fill(false);
        for (const idx of byQ.values()) {
          const k = Math.round(alpha * idx.reduce((s, i) => s + o[i]!, 0));
          [...idx]
            .sort((a, b) => o[b]! - o[a]!)
            .slice(0, k)
            .forEach((i) => (pred[i] = !R[i]!.opp));
        }
        return scoreBinary(pred, gold).macroF1;
      });
      const mean = per.reduce((s, x) => s + x, 0) / per.length;
      process.stdout.write(`  topk alpha ${alpha.toFixed(2)} mean ${mean.toFixed(4)}\n`);
    }
  }
  return best;
}

const t0 = Date.now();
const rows = featuriseX();
process.stderr.write(`featurised ${rows.length} in ${Date.now() - t0} ms\n`);
const sets: [
  string,
  Cand[],
  number?,
  (number | null)?,
  { H: number; lambda: number; lc: number; epochs: number; lr: number }?,
][] = JSON.parse(process.argv[2] ?? '[["base",[]]]');
for (const [name, use, lam, lc, mlp] of sets) {
  const b = cvMean(
    rows,
    use,
    name.startsWith('drop:') ? name.slice(5).split('+')[0]!.split(',') : [],
    lam ?? 0.01,
    lc === undefined ? 0.01 : lc,
    (process.env.SEEDS ?? '0,1,2,3,4').split(',').map(Number),
    mlp,
  );
  process.stdout.write(
    `${name.padEnd(40)} mean ${b.mean.toFixed(4)} t ${b.t.toFixed(3)} per ${b.per.map((x) => x.toFixed(3)).join(' ')}\n`,
  );
}
