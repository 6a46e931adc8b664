/**
 * In-process benchmarks (no server): the offline engine's time per math turn and moderation time per
 * message. Each sample is one call, timed on its own; the figures include GC pauses and scheduling, as a
 * student would experience them.
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { TABLE } from '../apps/server/src/engines/tutor/math/table.fixture.ts';
import { mathTutor } from '../apps/server/src/engines/tutor/math/index.ts';
import type { EngineContext } from '../apps/server/src/ai/types.ts';
import { loadFixtures } from '../apps/server/src/engines/moderation/eval.ts';
import { moderateSync } from '../apps/server/src/engines/moderation/moderate.ts';
import { createEngine } from '../apps/server/src/engines/tutor/engine.ts';
import { defaultTutors } from '../apps/server/src/engines/tutor/tutors.ts';
import { CHECK_SET_2 } from '../apps/server/src/engines/tutor/knowledge/check-set-2/check-set.ts';
import { CHECK_SET } from '../apps/server/src/engines/tutor/knowledge/eval/check-set.ts';

export interface InProcessRow {
  name: string;
  samples: number;
  p50: number;
  p99: number;
  target: string;
}

function summarise(name: string, times: number[], target: string): InProcessRow {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  return { name, samples: sorted.length, p50: at(50), p99: at(99), target };
}

/** Two turns per table question: the new problem (first reply) and a wrong-then-right answer turn. */
export function benchMathTurns(rounds = 3): InProcessRow {
  const questions = Object.values(TABLE).flat();
  const ctx: EngineContext = {
    agent: 'grok',
    subject: 'math',
    tutorName: 'Math Genius',
    student: { firstName: 'Sam', grade: 5 },
    history: [],
    seed: 42,
  };
  const times: number[] = [];
  for (let r = 0; r <= rounds; r++) {
    for (const [question, answer] of questions) {
      let t = performance.now();
      const first = mathTutor.reply(question, ctx, undefined);
      const firstMs = performance.now() - t;
      t = performance.now();
      mathTutor.reply(answer, ctx, first.state);
      const secondMs = performance.now() - t;
      if (r > 0) times.push(firstMs, secondMs); // round 0 warms up
    }
  }
  return summarise('offline engine: math turn', times, '<= 5 ms per turn');
}

/**
 * Questions seen for the first time (nothing cached): the math check set's textbook and word problems,
 * each followed by a message with a wrong equation in it, which is read whole.
 */
export function benchMathFirstSight(): InProcessRow {
  const dir = new URL('../apps/server/src/engines/tutor/math/check-set/', import.meta.url);
  const rows = ['families.jsonl', 'word.jsonl'].flatMap((f) =>
    readFileSync(new URL(f, dir), 'utf8')
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as { question: string; answer: string }),
  );
  const ctx: EngineContext = {
    agent: 'grok',
    subject: 'math',
    tutorName: 'Math Genius',
    student: { firstName: 'Sam', grade: 5 },
    history: [],
    seed: 42,
  };
  benchMathTurns(0); // warm up the code paths (not these questions)
  const times: number[] = [];
  for (const { question, answer } of rows) {
    let t = performance.now();
    const first = mathTutor.reply(question, ctx, undefined);
    times.push(performance.now() - t);
    t = performance.now();
    mathTutor.reply(`I think 6/8 + 1/8 = 7/16 so it is ${answer}`, ctx, first.state);
    times.push(performance.now() - t);
  }
  return summarise('offline engine: math turn, first sight', times, '<= 5 ms per turn');
}

export function benchModerationMessages(rounds = 5): InProcessRow {
  const texts = loadFixtures().map((f) => f.text);
  const times: number[] = [];
  for (let r = 0; r <= rounds; r++) {
    for (const text of texts) {
      const t = performance.now();
      moderateSync(text, { role: r % 2 === 0 ? 'student' : 'assistant' });
      if (r > 0) times.push(performance.now() - t);
    }
  }
  return summarise('moderation: one message (offline)', times, '<= 2 ms p99');
}

/**
 * Knowledge turns through the whole engine (every tutor's claim, then the reply): each question of
 * both check sets as a new session, then one answer turn ("I don't know") in that session.
 */
export function benchKnowledgeTurns(rounds = 3): InProcessRow {
  const engine = createEngine(defaultTutors);
  const times: number[] = [];
  for (let r = 0; r <= rounds; r++) {
    for (const [, grade, question] of [...CHECK_SET, ...CHECK_SET_2]) {
      const ctx: EngineContext = {
        agent: 'grok',
        subject: 'General Studies',
        tutorName: 'AGI Assistant',
        student: { firstName: 'Sam', grade },
        history: [],
        seed: 42,
      };
      let t = performance.now();
      const first = engine.reply({ ...ctx, message: question, state: {} });
      const firstMs = performance.now() - t;
      t = performance.now();
      engine.reply({ ...ctx, message: "I don't know", state: first.state });
      const secondMs = performance.now() - t;
      if (r > 0) times.push(firstMs, secondMs); // round 0 warms up
    }
  }
  return summarise('offline engine: knowledge turn', times, '<= 5 ms p99');
}

export function runInProcess(): InProcessRow[] {
  return [benchMathTurns(), benchMathFirstSight(), benchKnowledgeTurns(), benchModerationMessages()];
}

export function printInProcess(rows: InProcessRow[]): void {
  console.log('| in-process | samples | p50 ms | p99 ms | target |');
  console.log('| :-- | --: | --: | --: | :-- |');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.samples} | ${r.p50.toFixed(3)} | ${r.p99.toFixed(3)} | ${r.target} |`);
  }
}
