import { gradeAnswers, type GradeInput } from './grade.ts';

/**
 * `npm run cli -- grade`: JSON Lines `{prompt, reference_answer?, answer, max_points?}` on stdin, one
 * `{prompt, answer, score, max_points, verdict, reason}` per line on stdout, in order. The whole input is
 * read first: answers to the same prompt are graded together, as a grading job grades them.
 */
export async function* gradeLines(lines: AsyncIterable<string>): AsyncIterable<string> {
  const items: ({ row: GradeInput } | { error: string })[] = [];
  for await (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (e) {
      items.push({ error: `Invalid JSON: ${(e as Error).message}` });
      continue;
    }
    const v = value as Record<string, unknown>;
    if (typeof v !== 'object' || v === null || typeof v.prompt !== 'string' || typeof v.answer !== 'string') {
      items.push({ error: 'Each line needs "prompt" and "answer" strings.' });
      continue;
    }
    const max = v.max_points === undefined ? 1 : Number(v.max_points);
    if (!Number.isFinite(max) || max <= 0) {
      items.push({ error: '"max_points" must be a number above 0.' });
      continue;
    }
    items.push({
      row: {
        prompt: v.prompt,
        answer: v.answer,
        reference_answer: typeof v.reference_answer === 'string' ? v.reference_answer : null,
        max_points: max,
      },
    });
  }
  const rows = items.flatMap((i) => ('row' in i ? [i.row] : []));
  const graded = gradeAnswers(rows);
  let n = 0;
  for (const item of items) {
    if ('error' in item) {
      yield JSON.stringify({ error: item.error });
      continue;
    }
    const g = graded[n]!;
    const row = rows[n++]!;
    yield JSON.stringify({
      prompt: row.prompt,
      answer: row.answer,
      score: g.score,
      max_points: g.max_points,
      verdict: g.verdict,
      reason: g.reason,
    });
  }
}
