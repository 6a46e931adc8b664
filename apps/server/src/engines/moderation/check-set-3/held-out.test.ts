import { describe, expect, it } from 'vitest';
import { expectLabelledByFile, expectNotElsewhere, loadHeldOut, normalise } from '../held-out.testing.ts';

// Check set 3 stays held out (README.md here): well-formed, balanced, and never folded into the data the
// engine is trained or tuned on, nor into the other held-out sets. This test reads files only; it never runs the
// engine on the set, and it prints no text of another set (only a row of this one, when it is found elsewhere).

const set = loadHeldOut(import.meta.dirname);
const { all } = set;
const inFile = (name: string) => all.filter(({ file }) => file === name).map(({ row }) => row);

describe('moderation check set 3', () => {
  it('has one file per category, named as in check set 2, each row labelled by its file', () => {
    expectLabelledByFile(set, 'check-set-2');
    for (const { row } of all)
      expect(
        Object.keys(row).every((key) => ['text', 'category', 'severity'].includes(key)),
        row.text,
      ).toBe(true);
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
    expectNotElsewhere(set, ['fresh-check', 'check-set-2']);
  });
});
