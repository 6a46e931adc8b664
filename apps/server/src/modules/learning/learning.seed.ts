import type { Db } from '../../db/client.ts';
import { testAttempts } from '../../db/schema-learning.ts';
import { scores } from '../../db/schema.ts';
import { buildItems, isCorrect, listTests } from '../../engines/items/bank.ts';
import { seeded } from '../../engines/items/rng.ts';

/**
 * The demo school's practice-test history: four weeks of tests per student, answered by a simulated
 * student whose accuracy grows week by week, so that /tests, /progress and the dashboards show real
 * figures (every score row comes from a stored attempt with its items and answers).
 */
const GRADE_TESTS: Record<string, string[]> = {
  K: [
    'math-k1-number-sense',
    'reading-1-story-elements',
    'science-k3-forces-motion',
    'social-k2-communities',
  ],
  '1': [
    'math-k1-number-sense',
    'reading-1-story-elements',
    'science-k3-living-things',
    'social-k2-communities',
  ],
  '2': [
    'math-2-place-value',
    'reading-2-words-and-phonics',
    'science-k3-forces-motion',
    'social-k5-maps-geography',
  ],
  '3': [
    'math-3-multiplication',
    'reading-2-words-and-phonics',
    'science-k3-living-things',
    'social-k5-maps-geography',
  ],
  '5': [
    'math-5-decimals-fractions',
    'math-4-fractions',
    'reading-2-words-and-phonics',
    'social-k5-maps-geography',
  ],
};

const DAY = 86_400_000;

export async function seedPracticeHistory(
  db: Db,
  students: { id: string; grade: string | undefined }[],
  now: Date = new Date(),
): Promise<void> {
  const durations = new Map(listTests().map((t) => [t.id, t.durationMinutes]));
  let n = 0;
  for (const student of students) {
    const tests = GRADE_TESTS[student.grade ?? '2'] ?? GRADE_TESTS['2']!;
    const rng = seeded(1000 + n++);
    // Three tests a week for four weeks, oldest first; accuracy from about 55% to about 90%.
    for (let week = 0; week < 4; week++) {
      for (let k = 0; k < 3; k++) {
        const testId = tests[(week * 3 + k) % tests.length]!;
        const seed = Math.floor(rng() * 2 ** 31);
        const items = buildItems(testId, seed);
        const accuracy = 0.55 + week * 0.1 + rng() * 0.1;
        const answers: Record<string, string> = {};
        for (const item of items) {
          const right = rng() < accuracy;
          answers[item.id] = right
            ? item.answer
            : item.kind === 'choice'
              ? (item.choices!.find((c) => c !== item.answer) ?? '')
              : item.kind === 'numeric'
                ? '0'
                : 'not sure';
        }
        const startedAt = new Date(now.getTime() - (27 - week * 7 - k * 2) * DAY - 3 * 3_600_000);
        const minutes = Math.round((durations.get(testId) ?? 15) * (0.5 + rng() * 0.4));
        const submittedAt = new Date(startedAt.getTime() + minutes * 60_000);
        const results = items.map((item) => isCorrect(item, answers[item.id]));
        const correct = results.filter(Boolean).length;
        const [row] = await db
          .insert(testAttempts)
          .values({
            userId: student.id,
            testId,
            seed,
            status: 'completed',
            items,
            answers,
            startedAt,
            deadlineAt: new Date(startedAt.getTime() + (durations.get(testId) ?? 15) * 60_000),
            submittedAt,
            correct,
            total: items.length,
            score: Math.round((correct / items.length) * 100),
          })
          .returning({ id: testAttempts.id });
        const subject = listTests().find((t) => t.id === testId)?.subject ?? null;
        await db.insert(scores).values(
          items.map((item, i) => ({
            userId: student.id,
            attemptId: row!.id,
            skill: item.skill,
            subject,
            score: results[i] ? 100 : 0,
            recordedAt: new Date(submittedAt.getTime() + i),
          })),
        );
      }
    }
  }
}
