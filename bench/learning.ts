/**
 * The learning module's benchmarks (bench/run.ts entries; BENCH_ONLY=progress or BENCH_ONLY=learning):
 * - GET /api/progress for a student with 2,000 answers over 100 skills (the stored BKT state read, ADR 031;
 *   the first read, which builds it, is timed apart), beside
 *   GET /api/sessions (50 rows) for the same student, the ratio being the figure that travels between machines;
 * - POST /api/attempts/{id}/submit of a 20-item test (scoring, the attempt update and 20 score rows).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildItems } from '../apps/server/src/engines/items/bank.ts';
import { allStandards } from '../apps/server/src/engines/standards/standards.ts';

export interface LearningCtx {
  baseUrl: string;
  dataDir: string;
  /** Signs a new student up and in; their token and id. */
  newStudent: (label: string) => Promise<{ token: string; id: string }>;
}

function client(dataDir: string): pg.Client {
  const url = readFileSync(path.join(dataDir, 'database-url'), 'utf8').trim();
  return new pg.Client({ connectionString: url });
}

/** A student with 2,000 answers over 100 standards (8 weeks) and 60 tutoring sessions. */
export async function progressStudent(ctx: LearningCtx): Promise<string> {
  const student = await ctx.newStudent('progress');
  const db = client(ctx.dataDir);
  await db.connect();
  try {
    const skills = allStandards()
      .filter((s) => s.level === 'standard')
      .slice(0, 100)
      .map((s) => ({
        code: s.code,
        subject: s.subject === 'math' ? 'math' : s.subject === 'science' ? 'science' : 'reading',
      }));
    const now = Date.now();
    const rows: string[] = [];
    const values: unknown[] = [];
    for (let i = 0; i < 2000; i++) {
      const skill = skills[i % skills.length]!;
      const at = new Date(now - (2000 - i) * 40 * 60_000);
      values.push(student.id, skill.code, skill.subject, (i * 7919) % 10 < 7 ? 100 : 0, at);
      const b = i * 5;
      rows.push(`($${b + 1}, $${b + 2}, $${b + 3}, $${b + 4}, $${b + 5})`);
    }
    await db.query(
      `insert into scores (user_id, skill, subject, score, recorded_at) values ${rows.join(',')}`,
      values,
    );
    await db.query(
      `insert into tutoring_sessions (user_id, subject, title, started_at, last_activity_at, completed_at)
       select $1, 'Math', 'Session ' || g, now() - (g || ' hours')::interval, now() - (g || ' hours')::interval + interval '20 minutes',
              now() - (g || ' hours')::interval + interval '20 minutes'
       from generate_series(1, 60) g`,
      [student.id],
    );
  } finally {
    await db.end();
  }
  // The first read replays the whole history into the stored state (ADR 031), once per student: timed here,
  // apart from the measured reads, which then replay only what is new (nothing, in this benchmark).
  const started = performance.now();
  const res = await fetch(`${ctx.baseUrl}/api/progress`, {
    headers: { authorization: `Bearer ${student.token}` },
  });
  await res.arrayBuffer();
  console.log(
    `First GET /api/progress (builds the stored mastery state): ${Math.round(performance.now() - started)} ms, ${res.status}`,
  );
  return student.token;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Submits N 20-item attempts one after another (each prepared unmeasured) and times the submit request. */
export async function submitBenchmark(ctx: LearningCtx, count = 200) {
  const student = await ctx.newStudent('submit');
  const db = client(ctx.dataDir);
  await db.connect();
  const times: number[] = [];
  let errors = 0;
  try {
    for (let i = 0; i < count; i++) {
      const items = [
        ...buildItems('math-4-multi-digit', 2 * i + 1),
        ...buildItems('math-4-fractions', 2 * i + 2),
      ].map((item, k) => ({ ...item, id: `q${k + 1}` }));
      const answers = Object.fromEntries(items.map((item, k) => [item.id, k % 3 === 0 ? '7' : item.answer]));
      const { rows } = await db.query<{ id: string }>(
        `insert into test_attempts (user_id, test_id, seed, status, items, answers, deadline_at, total)
         values ($1, 'math-4-multi-digit', $2, 'in_progress', $3, $4, now() + interval '30 minutes', 20) returning id`,
        [student.id, i, JSON.stringify(items), JSON.stringify(answers)],
      );
      const started = performance.now();
      const res = await fetch(`${ctx.baseUrl}/api/attempts/${rows[0]!.id}/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${student.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
      await res.arrayBuffer();
      times.push(performance.now() - started);
      if (res.status !== 200) errors += 1;
    }
  } finally {
    await db.end();
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p99: percentile(times, 99), requests: count, errors };
}
