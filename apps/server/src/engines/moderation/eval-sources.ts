/**
 * Figures by source (part of `npm run eval:moderation`): the engine on labelled messages from public
 * sources (../shared/data/moderation when present; these files are not in the repository, so the section
 * says so and is skipped without them), split three ways:
 * - in-sample: the shipped model on rows it was trained on (the copied training part);
 * - held-out rows: the shipped model on the check part of a source it saw (every fifth row, never trained on);
 * - cross-source: for each source, a model trained WITHOUT that source, on its check part; NQ-open
 *   questions (benign) and the project's held-out fixture sets are never trained on at all.
 * Printed per source and category: recall (flagged at all), right-category rate, benign false-positive
 * rate and false high-severity rate (high on a benign message, or on a message whose category is never high).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Label, ModelFile } from './classifier.ts';
import { classifyMessage, combine, MODEL, ruleSignals, verdict, type Detection } from './moderate.ts';
import { findPii } from './pii.ts';
import { featurise, fixtureExamples, trainingExamples, trainOn, type Featurised } from './model/training.ts';
import { readSource, SOURCES } from './model/sources.ts';
import type { ModerationCategory } from './types.ts';
import { THRESHOLDS, type Thresholds } from './decide.ts';

export const SHARED_DIR = join(import.meta.dirname, '../../../../../../shared/data/moderation');

export interface Row {
  text: string;
  /** null: benign. */
  category: ModerationCategory | null;
  source: string;
  role: 'student' | 'assistant';
  /** The source's own finer label, e.g. C-SSRS 'Ideation'. */
  sourceLabel?: string;
}

/** Categories that are never high by policy unless a minor or a credible threat is involved. */
const NEVER_HIGH = new Set<ModerationCategory | null>([
  null,
  'profanity',
  'jailbreak',
  'personal_information',
  'harassment',
  'substances',
]);

/** Up to `cap` rows per label, spread evenly over the source. */
function capPerLabel(rows: Row[], cap: number): Row[] {
  const by = new Map<string, Row[]>();
  for (const r of rows) {
    const k = r.category ?? 'none';
    if (!by.has(k)) by.set(k, []);
    by.get(k)!.push(r);
  }
  const out: Row[] = [];
  for (const list of by.values()) {
    const step = Math.max(1, list.length / cap);
    for (let i = 0; i < list.length && out.length < Number.MAX_SAFE_INTEGER; i += step) {
      out.push(list[Math.floor(i)]!);
      if (out.filter((r) => (r.category ?? 'none') === (list[0]!.category ?? 'none')).length >= cap) break;
    }
  }
  return out;
}

const toCategory = (l: Label): ModerationCategory | null => (l === 'benign' ? null : l);

/** The check part of each public source, and NQ-open (never trained on). Empty when the shared data is absent. */
export function checkRows(dir = SHARED_DIR, cap = 300): Row[] {
  if (!existsSync(dir)) return [];
  const out: Row[] = [];
  for (const s of SOURCES) {
    const rows = readSource(dir, s, 'check').map((r) => ({
      text: r.text,
      category: toCategory(r.label),
      source: s.name,
      role: 'student' as const,
      sourceLabel: r.sourceLabel,
    }));
    out.push(...capPerLabel(rows, cap));
  }
  const nq = join(dir, 'nq-open-questions-benign.jsonl');
  if (existsSync(nq)) {
    const rows = readFileSync(nq, 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => ({
        text: (JSON.parse(l) as { text: string }).text,
        category: null,
        source: 'nq',
        role: 'student' as const,
      }));
    out.push(...capPerLabel(rows, cap * 2));
  }
  return out;
}

/** The project's held-out fixture folders (never trained on). */
export function holdoutRows(sets: string[]): Row[] {
  const out: Row[] = [];
  for (const set of sets) {
    const dir = join(import.meta.dirname, 'fixtures', set);
    if (!existsSync(dir)) continue;
    for (const ex of fixtureExamples(dir, set))
      out.push({ text: ex.text, category: toCategory(ex.label), source: set, role: ex.role });
    // personal information rows are not classifier labels; read them too
    const pi = join(dir, 'personal_information.jsonl');
    if (existsSync(pi))
      for (const l of readFileSync(pi, 'utf8')
        .split('\n')
        .filter((x) => x.trim()))
        out.push({
          text: (JSON.parse(l) as { text: string }).text,
          category: 'personal_information',
          source: set,
          role: 'student',
        });
  }
  return out;
}

/** What the rules find in a row, computed once so that models and thresholds can be varied cheaply. */
interface Prepared {
  row: Row;
  ruled: Detection[];
  signals: ReturnType<typeof ruleSignals>['signals'];
  normalized: string;
  pii: ReturnType<typeof findPii>;
}

export function prepare(rows: Row[]): Prepared[] {
  return rows.map((row) => {
    const { detections, signals, normalized } = ruleSignals(row.text, { role: row.role });
    return { row, ruled: detections, signals, normalized, pii: findPii(row.text) };
  });
}

export interface Outcome {
  row: Row;
  flagged: boolean;
  category: ModerationCategory | null;
  severity: string | null;
}

export function run(
  prepared: Prepared[],
  model: ModelFile = MODEL,
  thresholds: Thresholds = THRESHOLDS,
): Outcome[] {
  return prepared.map((p) => {
    const probs = classifyMessage(p.normalized, p.signals, model);
    const { detections, pii } = combine(
      p.row.text,
      p.normalized,
      p.ruled.map((d) => ({ ...d })),
      probs,
      p.row.role === 'student',
      thresholds,
      p.pii,
      p.signals.cancelled,
    );
    const r = verdict(p.row.text, detections, pii);
    return { row: p.row, flagged: r.flagged, category: r.category, severity: r.severity };
  });
}

/**
 * Every public source scored by the model trained without it (`models`), and the never-trained nq questions by
 * `nq` (the shipped model unless another is given): the cross-source outcomes.
 */
export function crossSource(
  prepared: Prepared[],
  models: Map<string, ModelFile>,
  nq: ModelFile = MODEL,
  thresholds: Thresholds = THRESHOLDS,
): Outcome[] {
  const outcomes: Outcome[] = [];
  for (const s of SOURCES)
    outcomes.push(
      ...run(
        prepared.filter((p) => p.row.source === s.name),
        models.get(s.name),
        thresholds,
      ),
    );
  outcomes.push(
    ...run(
      prepared.filter((p) => p.row.source === 'nq'),
      nq,
      thresholds,
    ),
  );
  return outcomes;
}

export interface Figures {
  n: number;
  flagged: number;
  right: number;
  high: number;
}

/** Figures per source and expected category ('none' for benign). */
export function tabulate(outcomes: Outcome[]): Map<string, Map<string, Figures>> {
  const out = new Map<string, Map<string, Figures>>();
  for (const o of outcomes) {
    const bySource = out.get(o.row.source) ?? new Map<string, Figures>();
    out.set(o.row.source, bySource);
    const key = o.row.category ?? 'none';
    const f = bySource.get(key) ?? { n: 0, flagged: 0, right: 0, high: 0 };
    bySource.set(key, f);
    f.n++;
    if (o.flagged) f.flagged++;
    if (o.category === o.row.category) f.right++;
    if (o.severity === 'high') f.high++;
  }
  return out;
}

export const pct = (a: number, b: number) => (b === 0 ? '-' : `${((100 * a) / b).toFixed(1)}%`);

/**
 * The figures the experiments print about one cross-source run and the held-out fixture sets (sessions 10 and 11):
 * benign and harmful outcomes, a source's right-category rate for a category, benign flagged / high per source,
 * a category's right count on the held-out sets (with how many came out high, if asked), and the held-out benign.
 */
export function outcomeFigures(cross: Outcome[], held: Outcome[] = []) {
  const benign = cross.filter((o) => o.row.category === null);
  const harmful = cross.filter((o) => o.row.category !== null);
  const heldBenign = held.filter((o) => o.row.category === null);
  return {
    benign,
    harmful,
    heldBenign,
    rightIn(source: string, cat: string): string {
      const r = cross.filter((o) => o.row.source === source && o.row.category === cat);
      return `${source} ${cat} right ${pct(r.filter((o) => o.category === cat).length, r.length)}`;
    },
    perSource(): string {
      return [...new Set(benign.map((o) => o.row.source))]
        .map((s) => {
          const b = benign.filter((o) => o.row.source === s);
          return `${s} ${pct(b.filter((o) => o.flagged).length, b.length)}/${b.filter((o) => o.severity === 'high').length}h`;
        })
        .join(', ');
    },
    /** A line per source: benign flagged (high), and each harmful category's right count. */
    bySource(): string[] {
      return [...new Set(cross.map((o) => o.row.source))].map((s) => {
        const b = benign.filter((o) => o.row.source === s);
        const cats = [...new Set(harmful.filter((o) => o.row.source === s).map((o) => o.row.category))];
        const rights = cats.map((c) => {
          const r = harmful.filter((o) => o.row.source === s && o.row.category === c);
          return `${c} right ${r.filter((o) => o.category === c).length}/${r.length}`;
        });
        return `  ${s}: benign ${b.filter((o) => o.flagged).length}/${b.length} (${b.filter((o) => o.severity === 'high').length} high); ${rights.join(', ')}`;
      });
    },
    /** The held-out fixture sets' line: each category's right count, all right, benign flagged. */
    heldLine(cats: readonly string[]): string {
      const harmfulHeld = held.filter((o) => o.row.category !== null);
      const right = harmfulHeld.filter((o) => o.category === o.row.category).length;
      return `  holdouts 2/4/5/6: ${cats.map((c) => this.heldCat(c)).join(', ')}, right ${right}/${harmfulHeld.length}, benign ${heldBenign.filter((o) => o.flagged).length}/${heldBenign.length}`;
    },
    /** The benign cross-source rows flagged (public development data), a line each. */
    flaggedBenign(width: number): string[] {
      return benign
        .filter((o) => o.flagged)
        .map(
          (o) =>
            `    benign flagged [${o.row.source}] ${o.category}/${o.severity}: ${o.row.text.slice(0, width)}`,
        );
    },
    heldCat(cat: string, withHigh = false): string {
      const r = held.filter((o) => o.row.category === cat);
      const right = r.filter((o) => o.category === cat);
      return `${cat} ${right.length}/${r.length}${withHigh ? ` (high ${right.filter((o) => o.severity === 'high').length})` : ''}`;
    },
  };
}

export function formatTable(title: string, outcomes: Outcome[]): string {
  const lines = [title, '  source      category               n   recall  right-cat  false-high'];
  for (const [source, byCat] of tabulate(outcomes)) {
    for (const [cat, f] of [...byCat].sort()) {
      const falseHigh = NEVER_HIGH.has(cat === 'none' ? null : (cat as ModerationCategory))
        ? pct(f.high, f.n)
        : '';
      if (cat === 'none')
        lines.push(
          `  ${source.padEnd(11)} ${'benign (FP rate)'.padEnd(20)} ${String(f.n).padStart(4)}  ${pct(f.flagged, f.n).padStart(7)}  ${''.padStart(9)}  ${falseHigh.padStart(10)}`,
        );
      else
        lines.push(
          `  ${source.padEnd(11)} ${cat.padEnd(20)} ${String(f.n).padStart(4)}  ${pct(f.flagged, f.n).padStart(7)}  ${pct(f.right, f.n).padStart(9)}  ${falseHigh.padStart(10)}`,
        );
    }
  }
  const benign = outcomes.filter((o) => o.row.category === null);
  const harmful = outcomes.filter((o) => o.row.category !== null);
  lines.push(
    `  all: benign flagged ${pct(benign.filter((o) => o.flagged).length, benign.length)} of ${benign.length}, benign high ${pct(benign.filter((o) => o.severity === 'high').length, benign.length)}; harmful flagged ${pct(harmful.filter((o) => o.flagged).length, harmful.length)}, right category ${pct(harmful.filter((o) => o.category === o.row.category).length, harmful.length)} of ${harmful.length}`,
  );
  return lines.join('\n');
}

/** The whole by-source report. */
export function sourcesReport(options: { holdouts: string[]; cap?: number } = { holdouts: [] }): string {
  const out: string[] = [];
  const check = checkRows(SHARED_DIR, options.cap);
  const holdouts = prepare(holdoutRows(options.holdouts));
  out.push(
    formatTable(
      'Held-out fixture sets (written by the project, never trained on), shipped model:',
      run(holdouts),
    ),
  );
  if (check.length === 0) {
    out.push(`\nPublic sources: ${SHARED_DIR} is absent, so the by-source figures are skipped.`);
    return out.join('\n');
  }
  const training = featurise(trainingExamples());
  const inSample: Row[] = [];
  for (const s of SOURCES) {
    const ex = trainingExamples().filter((e) => e.source === s.name);
    inSample.push(
      ...capPerLabel(
        ex.map((e) => ({
          text: e.text,
          category: toCategory(e.label),
          source: s.name,
          role: 'student' as const,
        })),
        150,
      ),
    );
  }
  out.push('\n' + formatTable('In-sample (shipped model, rows it was trained on):', run(prepare(inSample))));
  const prepared = prepare(check);
  out.push(
    '\n' + formatTable('Held-out rows of seen sources (shipped model; nq: never trained on):', run(prepared)),
  );
  const cross: Outcome[] = [];
  const models = new Map<string, ModelFile>(SOURCES.map((s) => [s.name, trainOn(training, [s.name])]));
  for (const s of SOURCES)
    cross.push(
      ...run(
        prepared.filter((p) => p.row.source === s.name),
        models.get(s.name),
      ),
    );
  cross.push(...run(prepared.filter((p) => p.row.source === 'nq')));
  out.push(
    '\n' +
      formatTable(
        'Cross-source (each source scored by a model trained without it; nq never trained on):',
        cross,
      ),
  );
  out.push('\n' + curve(prepared, holdouts, models));
  out.push('\n' + selfHarmCurve(prepared, holdouts, models));
  return out.join('\n');
}

export type { Featurised };

/** Scales every threshold of decide.ts: a lower factor flags more, a higher one fewer. */
function scaled(veto: number, factor: number): Thresholds {
  const flag: Thresholds['flag'] = {};
  for (const [k, v] of Object.entries(THRESHOLDS.flag))
    flag[k as ModerationCategory] = Math.min(0.99, v * factor);
  return { ...THRESHOLDS, veto, flag };
}

/**
 * The trade-off curve on unseen messages (cross-source rows, NQ-open and the held-out fixture sets): harmful
 * messages caught in the right category and self-harm caught, against benign messages flagged and alerted.
 */
export function curve(prepared: Prepared[], holdouts: Prepared[], models: Map<string, ModelFile>): string {
  const lines = [
    'Trade-off on unseen messages (cross-source + nq + held-out fixtures): veto = p(benign) that drops a rule hit,',
    'flag x = factor on the per-category probabilities needed to add a category (shipped: veto 0.90, x 1.0)',
    '  veto   flag x   harmful right   self_harm caught   benign flagged   benign high',
  ];
  for (const veto of [0.8, 0.9, 0.95, 1.01]) {
    for (const factor of [0.8, 1, 1.2, 1.5]) {
      const t = scaled(veto, factor);
      const outcomes: Outcome[] = crossSource(prepared, models, MODEL, t);
      outcomes.push(...run(holdouts, MODEL, t));
      const harmful = outcomes.filter((o) => o.row.category !== null);
      const benign = outcomes.filter((o) => o.row.category === null);
      const sh = outcomes.filter((o) => o.row.category === 'self_harm');
      lines.push(
        `  ${(veto > 1 ? 'off' : veto.toFixed(2)).padEnd(6)} ${factor.toFixed(1).padStart(6)}   ${pct(harmful.filter((o) => o.category === o.row.category).length, harmful.length).padStart(13)}   ${pct(sh.filter((o) => o.flagged).length, sh.length).padStart(16)}   ${pct(benign.filter((o) => o.flagged).length, benign.length).padStart(14)}   ${pct(benign.filter((o) => o.severity === 'high').length, benign.length).padStart(11)}`,
      );
    }
  }
  return lines.join('\n');
}

/**
 * Self-harm severity on unseen messages: how often a self-harm message is rated high (a crisis reply and a page)
 * and how often a benign one is, as the two self-harm thresholds move (shipped: check-in 0.50, high 0.85).
 */
export function selfHarmCurve(
  prepared: Prepared[],
  holdouts: Prepared[],
  models: Map<string, ModelFile>,
): string {
  const lines = [
    'Self-harm severity on unseen messages (cross-source + nq + held-out fixtures): check-in = p(benign) at which a',
    'self-harm rule hit becomes a medium check-in; high = p(self_harm) at which the classifier alone pages',
    '  check-in   high   self_harm high   self_harm caught   benign high   benign self_harm',
  ];
  for (const checkIn of [0.3, 0.5, 0.7, 1.01]) {
    for (const high of [0.75, 0.85, 0.95]) {
      const t: Thresholds = { ...THRESHOLDS, selfHarmCheckIn: checkIn, selfHarmHigh: high };
      const outcomes: Outcome[] = crossSource(prepared, models, MODEL, t);
      outcomes.push(...run(holdouts, MODEL, t));
      const sh = outcomes.filter((o) => o.row.category === 'self_harm');
      const benign = outcomes.filter((o) => o.row.category === null);
      lines.push(
        `  ${(checkIn > 1 ? 'never' : checkIn.toFixed(2)).padEnd(8)} ${high.toFixed(2).padStart(6)}   ${pct(sh.filter((o) => o.category === 'self_harm' && o.severity === 'high').length, sh.length).padStart(14)}   ${pct(sh.filter((o) => o.category === 'self_harm').length, sh.length).padStart(16)}   ${pct(benign.filter((o) => o.severity === 'high').length, benign.length).padStart(11)}   ${pct(benign.filter((o) => o.category === 'self_harm').length, benign.length).padStart(16)}`,
      );
    }
  }
  return lines.join('\n');
}
