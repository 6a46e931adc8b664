import { readFileSync } from 'node:fs';
import { MATH_TESTS, TEMPLATES, type GeneratedTest } from './math-templates.ts';
import { equalRational, parseRational } from './rational.ts';
import { seeded } from './rng.ts';
import { textMatches } from './text-match.ts';
import type { Item, TestInfo, WrittenTest } from './types.ts';

/**
 * The practice-test bank: math tests generated from templates (fresh numbers per attempt, reproducible
 * from the attempt's seed) and written tests for reading, science and social studies (data/*.json).
 */
let written: WrittenTest[] | null = null;
function writtenTests(): WrittenTest[] {
  written ??= JSON.parse(
    readFileSync(new URL('./data/written-tests.json', import.meta.url), 'utf8'),
  ) as WrittenTest[];
  return written;
}

type Source = { kind: 'generated'; test: GeneratedTest } | { kind: 'written'; test: WrittenTest };

function sources(): Source[] {
  return [
    ...MATH_TESTS.map((test) => ({ kind: 'generated' as const, test })),
    ...writtenTests().map((test) => ({ kind: 'written' as const, test })),
  ];
}

function info(source: Source): TestInfo {
  const { test } = source;
  return {
    id: test.id,
    title: test.title,
    description: test.description,
    subject: test.subject,
    grade: test.grade,
    difficulty: test.difficulty,
    durationMinutes: test.durationMinutes,
    questionCount: source.kind === 'generated' ? source.test.slots.length : source.test.items.length,
    generated: source.kind === 'generated',
  };
}

/** Every test of the bank, in display order (by subject, then grade). */
export function listTests(): TestInfo[] {
  return sources().map(info);
}

export function findTest(id: string): TestInfo | null {
  const found = sources().find((s) => s.test.id === id);
  return found ? info(found) : null;
}

/** The items of one attempt: generated from `seed` for math tests, the written items otherwise. */
export function buildItems(testId: string, seed: number): Item[] {
  const source = sources().find((s) => s.test.id === testId);
  if (!source) throw new Error(`unknown test ${testId}`);
  if (source.kind === 'written') {
    return source.test.items.map((item, i) => ({ ...item, id: `q${i + 1}` }));
  }
  const rng = seeded(seed);
  return source.test.slots.map((slot, i) => ({ ...TEMPLATES[slot]!(rng), id: `q${i + 1}` }));
}

/** Is this answer right? Numbers compare exactly (0.5 = 1/2), text tolerantly, choices exactly. */
export function isCorrect(item: Item, answer: string | null | undefined): boolean {
  if (answer == null || !answer.trim()) return false;
  switch (item.kind) {
    case 'choice':
      return answer === item.answer;
    case 'numeric': {
      const given = parseRational(answer);
      const want = parseRational(item.answer);
      return !!given && !!want && equalRational(given, want);
    }
    case 'text':
      return textMatches(answer, [item.answer, ...(item.accept ?? [])]);
  }
}

/** What the browser may see of an item while the attempt is open: no key, no explanation. */
export function publicItem(item: Item): Pick<Item, 'id' | 'kind' | 'prompt' | 'skill' | 'choices'> {
  return { id: item.id, kind: item.kind, prompt: item.prompt, skill: item.skill, choices: item.choices };
}
