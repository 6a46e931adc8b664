// The offline grader alone on 10,000 rows (issue 14): `node --import tsx bench/grading-engine.ts`.
// Rows are the development data's answers cycled (135 prompts with references, as `benchCsv` builds them);
// a session is prepared over all rows, then graded in 40 batches of 250 as a grading job does. Three runs,
// the median reported. No server, no database: the engine's share of `grading 10,000 rows offline`.
import { performance } from 'node:perf_hooks';
import { gradingSession } from '../apps/server/src/engines/grading/grade.ts';
import { loadExamples } from '../apps/server/src/engines/grading/dataset.ts';

const data = loadExamples();
const rows = Array.from({ length: 10_000 }, (_, i) => {
  const d = data[i % data.length]!;
  return { prompt: d.question, reference_answer: d.reference, answer: d.answer, max_points: 1 };
});
const totals: number[] = [];
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  const session = gradingSession(rows);
  const prepared = performance.now();
  for (let b = 0; b < 40; b++) session.grade((i) => i >= b * 250 && i < (b + 1) * 250);
  const done = performance.now();
  totals.push(done - started);
  process.stdout.write(
    `run ${run + 1}: prepare ${(prepared - started).toFixed(0)} ms, grade 40 batches ${(done - prepared).toFixed(0)} ms, total ${(done - started).toFixed(0)} ms\n`,
  );
}
process.stdout.write(`median ${totals.sort((a, b) => a - b)[1]!.toFixed(0)} ms for 10,000 rows\n`);
