/**
 * The public development sources (see model/data/README.md): how each file's rows map onto the model's
 * labels, and which rows are the check part (never trained on). Used by prepare-data.ts, train.ts and
 * the evaluation; not by the server at run time.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Label } from '../classifier.ts';

export interface SourceRow {
  text: string;
  label: Label;
  /** The source's own label (e.g. C-SSRS 'Ideation'), when it says more than ours. */
  sourceLabel?: string;
}

export interface Source {
  name: string;
  file: string;
  /** The source's rows, mapped (null: not used). */
  map(row: { text: string; label: unknown; category?: string }): SourceRow[] | null;
  /** Which training rows are copied (a sample of very large classes); the check rows are always kept apart. */
  keep(row: SourceRow, index: number): boolean;
  /** Weight of a row in training (weak labels weigh less). */
  weight: number;
}

/** Twitter artefacts that a tutor message never has ("RT @USER: ... URL"). */
function untweet(text: string): string {
  return text
    .replace(/\bRT\b/g, ' ')
    .replace(/@USER:?/g, ' ')
    .replace(/\bURL\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const CSSRS_RISK = new Set(['Ideation', 'Behavior', 'Attempt']);

export const SOURCES: Source[] = [
  {
    name: 'deepset',
    file: 'prompt-injection-train.jsonl',
    map: (r) => [{ text: r.text, label: String(r.label) === '1' ? 'jailbreak' : 'benign' }],
    keep: () => true,
    weight: 1,
  },
  {
    name: 'davidson',
    file: 'davidson-hate-offensive.jsonl',
    map: (r) => {
      const text = untweet(r.text);
      if (text.length < 3) return null;
      const label: Label =
        r.category === 'hate' ? 'hate' : r.category === 'profanity' ? 'profanity' : 'benign';
      return [{ text, label }];
    },
    // every hate and benign row, one offensive row in six (18,861 of them would drown the rest)
    keep: (r, i) => r.label !== 'profanity' || i % 6 === 0,
    weight: 1,
  },
  {
    name: 'convabuse',
    file: 'convabuse-chatbot-abuse.jsonl',
    map: (r) => {
      // its 3 'hate' rows include the single word "gay": not a lesson to learn
      if (r.category === 'hate') return null;
      const label: Label =
        r.category === 'sexual' ? 'sexual' : r.category === 'harassment' ? 'harassment' : 'benign';
      return [{ text: r.text, label }];
    },
    keep: () => true,
    weight: 1,
  },
  {
    name: 'cssrs',
    file: 'cssrs-reddit-suicide-risk.jsonl',
    // one row per user: split into posts, each inheriting the user's label (weak); "Indicator" users
    // (risk factors without ideation) are left out of training, supportive users are benign
    map: (r) => {
      const label = String(r.label);
      if (!CSSRS_RISK.has(label) && label !== 'Supportive') return null;
      return r.text
        .split(/\n\s*\n/)
        .map((t) => t.trim())
        .filter((t) => t.length >= 20 && t.length <= 1200)
        .slice(0, 6)
        .map((t) => ({
          text: t,
          label: label === 'Supportive' ? ('benign' as const) : ('self_harm' as const),
          sourceLabel: label,
        }));
    },
    keep: () => true,
    weight: 0.5,
  },
];

/** Every fifth source row (before splitting into posts) is a check row. */
export function isCheckRow(_source: string, index: number): boolean {
  return index % 5 === 4;
}

/** Reads and maps a source file from the shared development data (rows keep their source index). */
export function readSource(
  dir: string,
  source: Source,
  part: 'all' | 'check' = 'all',
): (SourceRow & { index: number })[] {
  const path = join(dir, source.file);
  if (!existsSync(path)) return [];
  const out: (SourceRow & { index: number })[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .forEach((line, index) => {
      if (part === 'check' && !isCheckRow(source.name, index)) return;
      const rows = source.map(JSON.parse(line) as { text: string; label: unknown; category?: string });
      for (const r of rows ?? []) out.push({ ...r, index });
    });
  return out;
}
