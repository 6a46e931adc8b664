/**
 * In-process timings of the lesson generator and the homework checker (issue 13): one offline lesson
 * generation (rotating over every K-3 standard, with the readability report) and one homework check (math
 * work and a writing piece, alternating; the dictionary is loaded before timing). p50 and p99 in ms.
 */
import { checkHomework, warmSpeller } from '../apps/server/src/engines/homework/index.ts';
import {
  allStandards,
  generateLesson,
  gradesOf,
  lessonSubjectOf,
  readabilityReport,
} from '../apps/server/src/engines/lessons/index.ts';

export interface EngineRow {
  name: string;
  p50: number;
  p99: number;
  runs: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

function time(runs: number, fn: (i: number) => void): { p50: number; p99: number } {
  for (let i = 0; i < 50; i++) fn(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

export function lessonGenerationBench(runs = 2000): EngineRow {
  const standards = allStandards();
  const result = time(runs, (i) => {
    const s = standards[i % standards.length]!;
    const lesson = generateLesson({
      grade: gradesOf(s)[0] as 'K',
      subject: lessonSubjectOf(s),
      standard: s,
      topic: 'our school garden',
    });
    readabilityReport(lesson);
  });
  return { name: 'Lesson generation, offline, one lesson (in-process, ms)', runs, ...result };
}

const MATH = '24 + 18 = 32\n32 - 10 = 22\nAnswer: 22';
const WRITING =
  'my favrite animal is the dog becuase dogs are loyal. I like to play with my dog in the the park.\n' +
  'On weekends we walk to the lake and we throw sticks into the water and he swims after them.';

export function homeworkCheckBench(runs = 600): EngineRow {
  warmSpeller();
  const result = time(runs, (i) =>
    checkHomework({
      text: i % 2 === 0 ? MATH : WRITING,
      kind: 'auto',
      grade: '3',
      prompt:
        i % 2 === 0
          ? 'Sam had 24 stickers and got 18 more. He gave 10 away. How many now?'
          : 'Write about your pet.',
      mode: 'teacher',
    }),
  );
  return { name: 'Homework check, one piece (in-process, ms)', runs, ...result };
}
