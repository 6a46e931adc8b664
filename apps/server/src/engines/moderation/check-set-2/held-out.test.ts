import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Check set 2 stays held out (README.md here): well-formed, balanced, and never folded into the data the
// engine is trained or tuned on. This test reads files only; it never runs the engine on the set.

const HERE = import.meta.dirname;
const MODERATION = join(HERE, '..');

interface Row {
  text: string;
  category: string | null;
  severity?: string;
}

function jsonlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsonlFiles(path);
    return name.endsWith('.jsonl') ? [path] : [];
  });
}

function rows(path: string): Row[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Row);
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

const files = readdirSync(HERE).filter((name) => name.endsWith('.jsonl'));
const all = files.flatMap((name) => rows(join(HERE, name)).map((row) => ({ file: name, row })));

describe('moderation check set 2', () => {
  it('has one file per category, named as in the fresh check set, each row labelled by its file', () => {
    const fresh = readdirSync(join(MODERATION, 'fresh-check')).filter((name) => name.endsWith('.jsonl'));
    expect(files.sort()).toEqual(fresh.sort());
    for (const { file, row } of all) {
      const category = file === 'benign.jsonl' ? null : file.replace(/\.jsonl$/, '');
      expect(row.category, row.text).toBe(category);
      expect(typeof row.text === 'string' && row.text.length > 0).toBe(true);
      if (row.severity !== undefined) expect(row.severity).toBe('high');
      if (row.category === null) expect(row.severity).toBeUndefined();
    }
  });

  it('holds at least 400 messages, about 45% of them benign look-alikes, and no message twice', () => {
    expect(all.length).toBeGreaterThanOrEqual(400);
    const benign = all.filter(({ row }) => row.category === null).length / all.length;
    expect(benign).toBeGreaterThan(0.4);
    expect(benign).toBeLessThan(0.5);
    expect(new Set(all.map(({ row }) => normalise(row.text))).size).toBe(all.length);
  });

  it('shares no message with the fixtures the engine is trained and tuned on, nor with the fresh set', () => {
    const elsewhere = new Set(
      [...jsonlFiles(join(MODERATION, 'fixtures')), ...jsonlFiles(join(MODERATION, 'fresh-check'))].flatMap(
        (path) => rows(path).map((row) => normalise(row.text)),
      ),
    );
    const shared = all.filter(({ row }) => elsewhere.has(normalise(row.text))).map(({ row }) => row.text);
    expect(shared).toEqual([]);
  });
});
