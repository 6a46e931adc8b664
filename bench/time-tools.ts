// Time-Saving Tools benchmarks (issue 14), run by bench/run.ts: grading 10,000 rows offline end to end
// through the HTTP API and the job queue, the 30-student PDF report (worker time, in-process), and the
// queue's throughput in small grading jobs. Figures: bench/README.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

interface Ctx {
  baseUrl: string;
  captcha(): Promise<string>;
}
export interface TimeToolsRow {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  non2xx: number;
  codes: string;
}

const PASSWORD = 'bench-password-1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function teacher(ctx: Ctx): Promise<string> {
  const email = `bench.teacher.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@school.test`;
  const post = (url: string, body: unknown) =>
    fetch(`${ctx.baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const up = await post('/auth/v1/signup', {
    email,
    password: PASSWORD,
    data: { role: 'teacher', full_name: 'Bench Teacher' },
    captcha_token: await ctx.captcha(),
  });
  if (up.status !== 201) throw new Error(`sign-up answered ${up.status}`);
  const res = await post('/auth/v1/token?grant_type=password', {
    email,
    password: PASSWORD,
    captcha_token: await ctx.captcha(),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}

/** A CSV of `rows` answers from the development data (its questions, references and answers, cycled). */
export function benchCsv(rows: number): string {
  const file = path.resolve(
    import.meta.dirname,
    '../apps/server/src/engines/grading/data/scientsbank-train.jsonl',
  );
  const data = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { question: string; reference_answers: string[]; student_answer: string });
  const q = (s: string) => `"${s.replaceAll('"', '""')}"`;
  const lines = ['student_id,prompt,reference_answer,answer'];
  for (let i = 0; i < rows; i++) {
    const d = data[i % data.length]!;
    lines.push(`S-${i},${q(d.question)},${q(d.reference_answers[0] ?? '')},${q(d.student_answer)}`);
  }
  return `${lines.join('\n')}\n`;
}

async function submitAndWait(
  ctx: Ctx,
  token: string,
  csvs: string[],
): Promise<{ ms: number; failed: number }> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const started = performance.now();
  const ids: string[] = [];
  for (const [i, csv] of csvs.entries()) {
    const res = await fetch(`${ctx.baseUrl}/api/time-tools/grading-jobs`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ fileName: `bench-${i}.csv`, csv }),
    });
    if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
    ids.push(((await res.json()) as { id: string }).id);
  }
  for (;;) {
    const res = await fetch(`${ctx.baseUrl}/api/time-tools/jobs`, { headers: auth });
    const jobs = ((await res.json()) as { jobs: { id: string; status: string }[] }).jobs.filter((j) =>
      ids.includes(j.id),
    );
    if (jobs.length === ids.length && jobs.every((j) => j.status === 'done' || j.status === 'failed')) {
      return { ms: performance.now() - started, failed: jobs.filter((j) => j.status === 'failed').length };
    }
    if (performance.now() - started > 300_000) throw new Error('grading jobs did not finish in 5 minutes');
    await sleep(50);
  }
}

export async function gradingEndToEnd(ctx: Ctx): Promise<TimeToolsRow> {
  const token = await teacher(ctx);
  const csv = benchCsv(10_000);
  const { ms, failed } = await submitAndWait(ctx, token, [csv]);
  return {
    name: 'grading 10,000 rows offline, upload to done',
    rps: 10_000 / (ms / 1000),
    p50: ms,
    p99: ms,
    requests: 1,
    errors: failed,
    non2xx: 0,
    codes: `${(csv.length / 1e6).toFixed(1)} MB file; rps = rows/s`,
  };
}

export async function queueThroughput(ctx: Ctx): Promise<TimeToolsRow> {
  const token = await teacher(ctx);
  const jobs = 50;
  const { ms, failed } = await submitAndWait(
    ctx,
    token,
    Array.from({ length: jobs }, () => benchCsv(10)),
  );
  return {
    name: 'job queue: 50 grading jobs of 10 rows, first upload to last done',
    rps: jobs / (ms / 1000),
    p50: ms,
    p99: ms,
    requests: jobs,
    errors: failed,
    non2xx: 0,
    codes: 'rps = jobs/s (one in-process worker)',
  };
}

/** The PDF of a 30-student class (8 weeks of scores each), rendered in-process: worker time per report. */
export async function reportPdf(): Promise<TimeToolsRow> {
  const { renderClassReport } = await import('../apps/server/src/modules/reports/reports.pdf.ts');
  const { averagesBySubject, masteryOf } = await import('../apps/server/src/modules/reports/reports.data.ts');
  const subjects = ['math', 'reading', 'science', 'social-studies'];
  const students = Array.from({ length: 30 }, (_, i) => {
    const rows = Array.from({ length: 40 }, (_, k) => ({
      userId: String(i),
      skill: `${subjects[k % 4]} skill ${k % 7}`,
      subject: subjects[k % 4]!,
      score: 40 + ((i * 7 + k * 13) % 60),
      recordedAt: new Date(Date.now() - k * 86_400_000),
    }));
    return {
      name: `Student ${i + 1} Example`,
      email: `s${i}@school.test`,
      hasAccount: true,
      sessions: 20 + i,
      studyMinutes: 300 + i * 11,
      tests: {
        count: rows.length,
        average: rows.reduce((a, r) => a + r.score, 0) / rows.length,
        latest: rows.slice(0, 5).map((r) => ({ skill: r.skill, score: r.score, at: r.recordedAt })),
      },
      mastery: masteryOf(rows),
      safeguard: { open: i % 3 === 0 ? 1 : 0, total: i % 3 === 0 ? 2 : 0 },
      rows,
    };
  });
  const report = {
    className: 'Bench class',
    grade: '4',
    students,
    summary: {
      subjects: averagesBySubject(students.flatMap((s) => s.rows)).map((m) => ({
        label: m.label,
        average: m.average,
        count: m.count,
      })),
      sessions: 900,
      studyMinutes: 12_000,
    },
  };
  const times: number[] = [];
  const cpu: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 6; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    bytes = (await renderClassReport(report, new Date())).length;
    const c = process.cpuUsage(c0);
    // The first warms fonts and code.
    if (i > 0) {
      times.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return {
    name: '30-student PDF report, render (worker time)',
    rps: 1000 / times[Math.floor(times.length / 2)]!,
    p50: times[Math.floor(times.length / 2)]!,
    p99: times.at(-1)!,
    requests: times.length,
    errors: 0,
    non2xx: 0,
    codes: `${(bytes / 1024).toFixed(0)} KiB, 31 pages; CPU median ${cpu[Math.floor(cpu.length / 2)]!.toFixed(0)} ms; rps = reports/s`,
  };
}
