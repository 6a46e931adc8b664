/**
 * `npm run eval:moderation`: runs the labelled fixtures through the offline engine and prints precision
 * and recall per category and the false-positive rate on benign messages. Exits non-zero when a target
 * is missed (recall >= 0.95 for self_harm, abuse and personal_information, >= 0.9 for the others,
 * false positives <= 2% of benign messages). Then, printed and not gated: the held-out fixture sets and the
 * by-source figures of eval-sources.ts (in-sample, held-out rows, cross-source, the trade-off curve), which read
 * ../shared/data/moderation when it is present (`--no-sources` skips them).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MODEL, moderateSync } from './moderate.ts';
import type { ModelFile } from './classifier.ts';
import { sourcesReport } from './eval-sources.ts';
import { MODERATION_CATEGORIES, type ModerationCategory } from './types.ts';

export const FIXTURES_DIR = join(import.meta.dirname, 'fixtures');

export interface Fixture {
  text: string;
  category: ModerationCategory | null;
  severity?: 'high' | 'medium' | 'low';
  /** Who wrote it; default 'student'. */
  role?: 'student' | 'assistant';
  file: string;
}

export function loadFixtures(dir = FIXTURES_DIR): Fixture[] {
  const out: Fixture[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const row = JSON.parse(line) as Omit<Fixture, 'file'>;
      out.push({ ...row, file });
    }
  }
  return out;
}

export const RECALL_TARGET: Record<ModerationCategory, number> = {
  self_harm: 0.95,
  abuse: 0.95,
  personal_information: 0.95,
  violence: 0.9,
  harassment: 0.9,
  hate: 0.9,
  sexual: 0.9,
  profanity: 0.9,
  substances: 0.9,
  jailbreak: 0.9,
};
export const BENIGN_FP_TARGET = 0.02;

export interface CategoryFigures {
  category: ModerationCategory;
  support: number;
  truePositives: number;
  predicted: number;
  precision: number;
  recall: number;
  target: number;
}

export interface EvalReport {
  total: number;
  benign: number;
  benignFlagged: number;
  benignFpRate: number;
  /** Harmful messages flagged at all (whatever the category). */
  harmfulFlaggedRate: number;
  categories: CategoryFigures[];
  misses: { text: string; expected: ModerationCategory | null; got: ModerationCategory | null }[];
  /** Labelled severities matched, among messages in the right category that carry a severity label. */
  severityAgreement: { labelled: number; matched: number };
  passed: boolean;
}

export function evaluate(fixtures: Fixture[] = loadFixtures(), model: ModelFile = MODEL): EvalReport {
  const tp = new Map<ModerationCategory, number>();
  const predicted = new Map<ModerationCategory, number>();
  const support = new Map<ModerationCategory, number>();
  const misses: EvalReport['misses'] = [];
  let benign = 0;
  let benignFlagged = 0;
  let harmful = 0;
  let harmfulFlagged = 0;
  const severityAgreement = { labelled: 0, matched: 0 };
  for (const f of fixtures) {
    const r = moderateSync(f.text, { role: f.role ?? 'student' }, model);
    if (f.severity && r.category === f.category) {
      severityAgreement.labelled++;
      if (r.severity === f.severity) severityAgreement.matched++;
    }
    if (r.category) predicted.set(r.category, (predicted.get(r.category) ?? 0) + 1);
    if (f.category === null) {
      benign++;
      if (r.flagged) benignFlagged++;
    } else {
      harmful++;
      if (r.flagged) harmfulFlagged++;
      support.set(f.category, (support.get(f.category) ?? 0) + 1);
      if (r.category === f.category) tp.set(f.category, (tp.get(f.category) ?? 0) + 1);
    }
    if (r.category !== f.category) misses.push({ text: f.text, expected: f.category, got: r.category });
  }
  const categories = MODERATION_CATEGORIES.map((category) => {
    const s = support.get(category) ?? 0;
    const t = tp.get(category) ?? 0;
    const p = predicted.get(category) ?? 0;
    return {
      category,
      support: s,
      truePositives: t,
      predicted: p,
      precision: p === 0 ? 1 : t / p,
      recall: s === 0 ? 1 : t / s,
      target: RECALL_TARGET[category],
    };
  });
  const benignFpRate = benign === 0 ? 0 : benignFlagged / benign;
  const passed = categories.every((c) => c.recall >= c.target) && benignFpRate <= BENIGN_FP_TARGET;
  return {
    total: fixtures.length,
    benign,
    benignFlagged,
    benignFpRate,
    harmfulFlaggedRate: harmful === 0 ? 1 : harmfulFlagged / harmful,
    categories,
    misses,
    severityAgreement,
    passed,
  };
}

export function formatReport(report: EvalReport, showMisses = true): string {
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  const lines = [
    `Moderation evaluation: ${report.total} labelled messages (${report.benign} benign)`,
    '',
    'category              support  precision  recall   target  ',
    ...report.categories.map(
      (c) =>
        `${c.category.padEnd(22)}${String(c.support).padStart(7)}  ${pct(c.precision).padStart(9)}  ${pct(c.recall).padStart(6)}  >= ${pct(c.target).padStart(6)} ${c.recall >= c.target ? 'ok' : 'MISSED'}`,
    ),
    '',
    `benign false-positive rate: ${pct(report.benignFpRate)} (${report.benignFlagged}/${report.benign}), target <= ${pct(BENIGN_FP_TARGET)} ${report.benignFpRate <= BENIGN_FP_TARGET ? 'ok' : 'MISSED'}`,
    `harmful messages flagged in any category: ${pct(report.harmfulFlaggedRate)}`,
    `labelled severities matched: ${report.severityAgreement.matched}/${report.severityAgreement.labelled}`,
  ];
  if (showMisses && report.misses.length > 0) {
    lines.push('', 'Disagreements (expected -> got):');
    for (const m of report.misses) lines.push(`  ${m.expected ?? 'none'} -> ${m.got ?? 'none'}: ${m.text}`);
  }
  lines.push('', report.passed ? 'All targets met.' : 'Targets missed.');
  return lines.join('\n');
}

/**
 * Held-out check sets (fixtures/<name>/*.jsonl): fresh messages written after the engine was last
 * tuned, never used for tuning or for the classifier's training. They are printed, not gated.
 */
export const CHECK_SETS = ['holdout2', 'holdout4', 'holdout5', 'holdout6'];

/**
 * The fresh check set (fresh-check/, README there): written before the session that changed the engine last,
 * never tuned on, kept apart from the fixtures. Reported on its own, without its misses.
 */
export const FRESH_DIR = join(import.meta.dirname, 'fresh-check');

/**
 * Check set 2 (check-set-2/, README there): written by someone who never read the engine, same format and rules as
 * the fresh set: never tuned on, figures only, misses never printed.
 */
export const CHECK_SET_2_DIR = join(import.meta.dirname, 'check-set-2');

/**
 * Check set 3 (check-set-3/, README there): written by another author who never read the engine, weighted toward
 * issue 18 (self-harm, violence, hate, harassment, injection, personal information). Same rules: never tuned on,
 * figures only, misses never printed.
 */
export const CHECK_SET_3_DIR = join(import.meta.dirname, 'check-set-3');

export interface FreshFigures {
  report: EvalReport;
  /** Benign messages rated high. */
  benignHigh: number;
  /** Messages labelled high (direct crisis statements, plans) that came out high in the right category. */
  highLabelled: number;
  highMatched: number;
}

export function evaluateFresh(dir = FRESH_DIR, model: ModelFile = MODEL): FreshFigures {
  const fixtures = loadFixtures(dir);
  let benignHigh = 0;
  let highLabelled = 0;
  let highMatched = 0;
  for (const f of fixtures) {
    const r = moderateSync(f.text, { role: f.role ?? 'student' }, model);
    if (f.category === null && r.flagged && r.severity === 'high') benignHigh++;
    if (f.severity === 'high') {
      highLabelled++;
      if (r.category === f.category && r.severity === 'high') highMatched++;
    }
  }
  return { report: evaluate(fixtures, model), benignHigh, highLabelled, highMatched };
}

export function formatFresh(f: FreshFigures, label = 'fresh-check'): string {
  const pct = (n: number, d: number) => `${d ? ((n / d) * 100).toFixed(1) : '100.0'}%`;
  const r = f.report;
  const tp = r.categories.reduce((a, c) => a + c.truePositives, 0);
  const support = r.categories.reduce((a, c) => a + c.support, 0);
  const harmful = r.total - r.benign;
  return [
    `[${label}] ${r.total} messages: harmful flagged ${pct(Math.round(r.harmfulFlaggedRate * harmful), harmful)}, in the right category ${tp}/${support} (${pct(tp, support)}); benign flagged ${r.benignFlagged}/${r.benign} (${pct(r.benignFlagged, r.benign)}), benign high ${f.benignHigh}/${r.benign}; labelled high that came out high ${f.highMatched}/${f.highLabelled}`,
    `  right category: ${r.categories
      .filter((c) => c.support > 0)
      .map((c) => `${c.category} ${c.truePositives}/${c.support}`)
      .join(', ')}`,
  ].join('\n');
}

export function formatCheck(set: string, report: EvalReport): string {
  const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
  const tp = report.categories.reduce((a, c) => a + c.truePositives, 0);
  const support = report.categories.reduce((a, c) => a + c.support, 0);
  return [
    `[${set}] ${report.total} messages: harmful in the right category ${tp}/${support} (${pct(support ? tp / support : 1)}), benign flagged ${report.benignFlagged}/${report.benign} (${pct(report.benignFpRate)})`,
    `  recall: ${report.categories.map((c) => `${c.category} ${c.truePositives}/${c.support}`).join(', ')}`,
  ].join('\n');
}

/**
 * Held-back halves of development sets (README): measured at the start and the end of a pass, figures only,
 * so that their misses never steer the rules. `--figures` gives any folder the same treatment.
 */
export const FIGURES_ONLY_SETS = [
  'devweak-heldback',
  'devpii-later',
  'devsh-later',
  'devsh-blind10',
  'devvio-blind10',
  'devhate-blind11',
  'devhar12-later',
  'devmix-blind12',
  'shcorpus-later',
  'viocorpus-later',
  'hatecorpus-later',
  'hatecorpus-later2',
  'viocorpus2-later',
  'shcorpus2-later',
  'devsh12-later',
  'harcorpus-later',
  'devvh12-later',
];

/** `--set holdout5` (or MODERATION_EVAL_SET=holdout5) evaluates one fixture folder on its own, with its misses. */
function chosenSet(argv: string[]): string | null {
  const i = argv.indexOf('--set');
  const set = i >= 0 ? argv[i + 1] : process.env.MODERATION_EVAL_SET;
  return set && set !== 'main' ? set : null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const showMisses = !process.argv.includes('--quiet');
  const set = chosenSet(process.argv);
  if (set === 'fresh') {
    // Figures only: the misses stay unread, so that the set stays fresh (fresh-check/README.md).
    process.stdout.write(`${formatFresh(evaluateFresh())}\n`);
  } else if (set === 'check-set-2') {
    // Figures only, like the fresh set (check-set-2/README.md).
    process.stdout.write(`${formatFresh(evaluateFresh(CHECK_SET_2_DIR), 'check-set-2')}\n`);
  } else if (set === 'check-set-3') {
    // Figures only, like the fresh set (check-set-3/README.md).
    process.stdout.write(`${formatFresh(evaluateFresh(CHECK_SET_3_DIR), 'check-set-3')}\n`);
  } else if (set && (FIGURES_ONLY_SETS.includes(set) || process.argv.includes('--figures'))) {
    // A held-back half (README): figures only, its misses stay unread.
    if (!/^[a-z0-9_-]+$/i.test(set)) throw new Error(`unknown fixture set: ${set}`);
    process.stdout.write(`${formatFresh(evaluateFresh(join(FIXTURES_DIR, set)), set)}\n`);
  } else if (set) {
    if (!/^[a-z0-9_-]+$/i.test(set)) throw new Error(`unknown fixture set: ${set}`);
    const report = evaluate(loadFixtures(join(FIXTURES_DIR, set)));
    process.stdout.write(`[${set}]\n${formatReport(report, showMisses)}\n`);
    process.exitCode = report.passed ? 0 : 1;
  } else {
    const report = evaluate();
    const checks = CHECK_SETS.filter((s) => existsSync(join(FIXTURES_DIR, s))).map((s) =>
      formatCheck(s, evaluate(loadFixtures(join(FIXTURES_DIR, s)))),
    );
    process.stdout.write(
      `${formatReport(report, showMisses)}\n\nCheck sets written after the main fixtures (printed, not gated; --set <name> shows the misses). Each has since informed rules (see README), so these figures are optimistic:\n${checks.join('\n')}\n`,
    );
    // --no-fresh: while developing, so that the fresh sets' figures do not steer the work
    if (!process.argv.includes('--no-fresh')) {
      process.stdout.write(
        `\nFresh check set, never tuned on (figures only; fresh-check/README.md):\n${formatFresh(evaluateFresh())}\n`,
      );
      process.stdout.write(
        `\nCheck set 2, by another author, never tuned on (figures only; check-set-2/README.md):\n${formatFresh(evaluateFresh(CHECK_SET_2_DIR), 'check-set-2')}\n`,
      );
      process.stdout.write(
        `\nCheck set 3, by another author, never tuned on (figures only; check-set-3/README.md):\n${formatFresh(evaluateFresh(CHECK_SET_3_DIR), 'check-set-3')}\n`,
      );
    }
    if (!process.argv.includes('--no-sources'))
      process.stdout.write(`\nBy source (printed, not gated):\n${sourcesReport({ holdouts: CHECK_SETS })}\n`);
    process.exitCode = report.passed ? 0 : 1;
  }
}
