import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/**
 * What every blind check set of moderation shares (check-set-2/, check-set-3/ and later): JSONL files, one per
 * category, each row labelled by its file; never folded into the data the engine is trained or tuned on. These
 * helpers read files only; they never run the engine on a set.
 */

export interface HeldOutRow {
  text: string;
  category: string | null;
  severity?: string;
}

const MODERATION = import.meta.dirname;

function jsonlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonlFiles(path);
    return name.endsWith('.jsonl') ? [path] : [];
  });
}

function rows(path: string): HeldOutRow[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as HeldOutRow);
}

export const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The set in folder `dir`: its file names and every row with the file it is in. */
export function loadHeldOut(dir: string) {
  const files = readdirSync(dir).filter((name) => name.endsWith('.jsonl'));
  const all = files.flatMap((name) => rows(join(dir, name)).map((row) => ({ file: name, row })));
  return { files, all };
}

/** Files named as in the `like` folder, each row labelled by its file; severity only "high", never on benign. */
export function expectLabelledByFile(set: ReturnType<typeof loadHeldOut>, like: string): void {
  const names = readdirSync(join(MODERATION, like)).filter((name) => name.endsWith('.jsonl'));
  expect([...set.files].sort()).toEqual(names.sort());
  for (const { file, row } of set.all) {
    const category = file === 'benign.jsonl' ? null : file.replace(/\.jsonl$/, '');
    expect(row.category, row.text).toBe(category);
    expect(typeof row.text === 'string' && row.text.trim().length > 0).toBe(true);
    if (row.severity !== undefined) expect(row.severity, row.text).toBe('high');
    if (row.category === null) expect(row.severity, row.text).toBeUndefined();
  }
}

/**
 * No row of the set found (case and spacing aside) in the fixtures the engine is trained and tuned on, nor in the
 * other folders named (other held-out sets). Only the set's own rows are printed when one is found.
 */
export function expectNotElsewhere(set: ReturnType<typeof loadHeldOut>, others: readonly string[]): void {
  const elsewhere = new Set(
    [join(MODERATION, 'fixtures'), ...others.map((o) => join(MODERATION, o))]
      .flatMap(jsonlFiles)
      .flatMap((path) => rows(path).map((row) => normalise(row.text))),
  );
  expect(elsewhere.size).toBeGreaterThan(0);
  const shared = set.all.filter(({ row }) => elsewhere.has(normalise(row.text))).map(({ row }) => row.text);
  expect(shared).toEqual([]);
}

/**
 * A blind set kept inside fixtures/ (a folder the trainer never reads: it reads only the top-level files): no row
 * of it in any other fixture, the training data, the check sets or the fresh check. Only its own rows are printed.
 */
export function expectBlindFixtureApart(set: ReturnType<typeof loadHeldOut>, dir: string): void {
  const others = (folder: string): string[] =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      if (path === dir) return [];
      if (statSync(path).isDirectory()) return others(path);
      return name.endsWith('.jsonl') ? rows(path).map((row) => normalise(row.text)) : [];
    });
  const elsewhere = new Set(
    ['fixtures', join('model', 'data'), 'check-set-2', 'check-set-3', 'fresh-check'].flatMap((f) =>
      others(join(MODERATION, f)),
    ),
  );
  expect(elsewhere.size).toBeGreaterThan(1000);
  const shared = set.all.filter(({ row }) => elsewhere.has(normalise(row.text))).map(({ row }) => row.text);
  expect(shared).toEqual([]);
}
