/**
 * Measures the math solver: right / wrong / not sure per family, on the development sets (when
 * ../shared/data/math is present beside the repository) and on the project's own check set (check-set/).
 * An answer is right when it equals the expected answer as an exact number (fractions and decimals compare
 * by value). The wrong-answer rate is of ALL items, not of the answered ones.
 *
 *   npm run eval:math            # summary
 *   npm run eval:math -- --show wrong    # also list the wrong answers (or: --show unsure)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solve } from './index.ts';
import { parseNumber } from './numbers.ts';

interface Item {
  family: string;
  question: string;
  answer: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const print = (line: string) => process.stdout.write(`${line}\n`);
const repo = resolve(here, '../../../../../..');
const shared = resolve(repo, '../shared/data/math');
const args = process.argv.slice(2);
const show = args.includes('--show') ? args[args.indexOf('--show') + 1] : undefined;
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;

function readJsonl(path: string): Record<string, string>[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, string>);
}

/** Same value as exact numbers; yes/no also as True/False; ratios 'a:b' compared as written. */
export function sameValue(got: string, expected: string): boolean {
  const yn = (x: string) => ({ yes: 'yes', true: 'yes', no: 'no', false: 'no' })[x.trim().toLowerCase()];
  if (yn(got) || yn(expected)) return yn(got) === yn(expected);
  const a = parseNumber(got);
  const b = parseNumber(expected);
  if (!a || !b) return got.trim() === expected.trim();
  return a.equals(b);
}

interface Tally {
  right: number;
  wrong: number;
  unsure: number;
}

function run(name: string, items: Item[]): Tally {
  const by = new Map<string, Tally>();
  const total: Tally = { right: 0, wrong: 0, unsure: 0 };
  const listed: string[] = [];
  for (const it of items) {
    const t = by.get(it.family) ?? { right: 0, wrong: 0, unsure: 0 };
    by.set(it.family, t);
    const got = solve(it.question).answer;
    const verdict = got === null ? 'unsure' : sameValue(got, it.answer) ? 'right' : 'wrong';
    t[verdict]++;
    total[verdict]++;
    if (show === verdict || (show === 'all' && verdict !== 'right'))
      listed.push(
        `  [${verdict}] ${it.family}: ${it.question.replace(/\s+/g, ' ')}\n      expected ${it.answer}, got ${got}`,
      );
  }
  const pct = (n: number, d: number) => (d ? ((100 * n) / d).toFixed(1) : '0.0');
  print(`\n== ${name} (${items.length} items)`);
  print(
    `${'family'.padEnd(34)} ${'n'.padStart(5)} ${'right'.padStart(6)} ${'wrong'.padStart(6)} ${'unsure'.padStart(7)}  right%  wrong%`,
  );
  for (const [f, t] of [...by.entries()].sort()) {
    const n = t.right + t.wrong + t.unsure;
    const flag = t.wrong / n > 0.02 ? '  <-- wrong > 2%' : '';
    print(
      `${f.padEnd(34)} ${String(n).padStart(5)} ${String(t.right).padStart(6)} ${String(t.wrong).padStart(6)} ${String(t.unsure).padStart(7)}  ${pct(t.right, n).padStart(5)}%  ${pct(t.wrong, n).padStart(5)}%${flag}`,
    );
  }
  const n = items.length;
  print(
    `${'TOTAL'.padEnd(34)} ${String(n).padStart(5)} ${String(total.right).padStart(6)} ${String(total.wrong).padStart(6)} ${String(total.unsure).padStart(7)}  ${pct(total.right, n).padStart(5)}%  ${pct(total.wrong, n).padStart(5)}%`,
  );
  print(
    `>>> WRONG RATE (of all items): ${pct(total.wrong, n)}%  ${total.wrong / n > 0.02 ? 'ABOVE the 2% ceiling' : '(ceiling 2%)'}`,
  );
  if (listed.length) print(listed.join('\n'));
  return total;
}

const sets: [string, Item[]][] = [];
if (existsSync(shared)) {
  const md = resolve(shared, 'mathematics-dataset-dev.jsonl');
  if (existsSync(md))
    sets.push([
      'dev: mathematics-dataset (textbook families)',
      readJsonl(md).map((r) => ({ family: r.module!, question: r.question!, answer: r.answer! })),
    ]);
  const gsm = resolve(shared, 'gsm8k-train.jsonl');
  if (existsSync(gsm))
    sets.push([
      'dev: gsm8k-train (grade-school word problems)',
      readJsonl(gsm).map((r) => ({ family: 'word-problem', question: r.question!, answer: r.answer! })),
    ]);
} else {
  print(`(development data not found at ${shared}: only the check set is measured)`);
}
for (const [file, label] of [
  ['word-dev.jsonl', 'dev: own word problems (tuned on)'],
  ['word-dev2.jsonl', 'dev: own word problems, set 2 (tuned on)'],
  ['word-dev3.jsonl', 'dev: own word problems, set 3 (first run 27/40, then tuned on)'],
  ['word-dev4.jsonl', 'dev: own word problems, set 4 (first run 21/30, then tuned on)'],
] as const) {
  const devWords = resolve(here, 'dev-set', file);
  if (!existsSync(devWords)) continue;
  sets.push([
    label,
    readJsonl(devWords).map((r) => ({
      family: r.family ?? 'word-problem',
      question: r.question!,
      answer: r.answer!,
    })),
  ]);
}
const check = resolve(here, 'check-set');
if (existsSync(check)) {
  for (const f of ['families.jsonl', 'word.jsonl']) {
    const p = resolve(check, f);
    if (existsSync(p))
      sets.push([
        `check set: ${f} (own, kept out of tuning)`,
        readJsonl(p).map((r) => ({
          family: r.family ?? 'word-problem',
          question: r.question!,
          answer: r.answer!,
        })),
      ]);
  }
}
for (const [name, items] of sets) if (!only || name.includes(only)) run(name, items);
