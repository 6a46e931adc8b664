import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Check set 3 stays held out (README.md here): well-formed, balanced, and never folded into the data the
// engine is trained or tuned on, nor into the other held-out sets. This test reads files only; it never runs the
// engine on the set, and it prints no text of another set (only a row of this one, when it is found elsewhere).

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
const inFile = (name: string) => all.filter(({ file }) => file === name).map(({ row }) => row);

describe('moderation check set 3', () => {
  it('has one file per category, named as in check set 2, each row labelled by its file', () => {
    const previous = readdirSync(join(MODERATION, 'check-set-2')).filter((name) => name.endsWith('.jsonl'));
    expect(files.sort()).toEqual(previous.sort());
    for (const { file, row } of all) {
      const category = file === 'benign.jsonl' ? null : file.replace(/\.jsonl$/, '');
      expect(row.category, row.text).toBe(category);
      expect(typeof row.text === 'string' && row.text.trim().length > 0).toBe(true);
      expect(
        Object.keys(row).every((key) => ['text', 'category', 'severity'].includes(key)),
        row.text,
      ).toBe(true);
      if (row.severity !== undefined) expect(row.severity, row.text).toBe('high');
      if (row.category === null) expect(row.severity, row.text).toBeUndefined();
    }
  });

  it('holds about 500 messages, about 40% of them benign look-alikes, and no message twice', () => {
    expect(all.length).toBeGreaterThanOrEqual(450);
    const benign = all.filter(({ row }) => row.category === null).length / all.length;
    expect(benign).toBeGreaterThan(0.35);
    expect(benign).toBeLessThan(0.45);
    expect(new Set(all.map(({ row }) => normalise(row.text))).size).toBe(all.length);
  });

  it('is weighted toward what issue 18 measures', () => {
    expect(inFile('self_harm.jsonl').length).toBeGreaterThanOrEqual(65);
    expect(inFile('violence.jsonl').length).toBeGreaterThanOrEqual(55);
    expect(inFile('hate.jsonl').length).toBeGreaterThanOrEqual(40);
    expect(inFile('harassment.jsonl').length).toBeGreaterThanOrEqual(30);
    expect(inFile('jailbreak.jsonl').length).toBeGreaterThanOrEqual(35);
    expect(inFile('personal_information.jsonl').length).toBeGreaterThanOrEqual(30);
    // Every abuse disclosure is high (ADR 020); self-harm has both crisis statements (high) and check-ins.
    expect(inFile('abuse.jsonl').every((row) => row.severity === 'high')).toBe(true);
    const selfHarmHigh = inFile('self_harm.jsonl').filter((row) => row.severity === 'high').length;
    expect(selfHarmHigh).toBeGreaterThan(20);
    expect(selfHarmHigh).toBeLessThan(inFile('self_harm.jsonl').length);
  });

  it('shares no message with the fixtures the engine is trained and tuned on, nor with the other held-out sets', () => {
    const elsewhere = new Set(
      [
        ...jsonlFiles(join(MODERATION, 'fixtures')),
        ...jsonlFiles(join(MODERATION, 'fresh-check')),
        ...jsonlFiles(join(MODERATION, 'check-set-2')),
      ].flatMap((path) => rows(path).map((row) => normalise(row.text))),
    );
    expect(elsewhere.size).toBeGreaterThan(0);
    const shared = all.filter(({ row }) => elsewhere.has(normalise(row.text))).map(({ row }) => row.text);
    expect(shared).toEqual([]);
  });
});
