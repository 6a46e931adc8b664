/**
 * `npm run eval:lessons`: readability of every offline lesson of the K-3 corpus (one per standard, at its
 * first grade, no topic), against the grade's target (ADR 023). The standards are split in two halves by a
 * hash of the code: `tune` (what the templates were looked at and changed on) and `check` (kept apart, the
 * figure to report). `--verbose` lists the lessons over the target with their worst sentences (add `--tune`
 * to list only the tune half: look at nothing else when changing templates).
 */
import { createHash } from 'node:crypto';
import { allStandards, generateLesson, gradesOf, lessonSubjectOf, readabilityReport } from './index.ts';
import { fkGrade, readabilityTarget } from './readability.ts';
import { studentFacingTexts } from './generate.ts';

/** 'tune' or 'check', fixed per code (the first byte of its SHA-256: even is tune). */
export const splitOf = (code: string): 'tune' | 'check' =>
  createHash('sha256').update(code).digest()[0]! % 2 === 0 ? 'tune' : 'check';

const print = (line: string) => process.stdout.write(`${line}\n`);
const verbose = process.argv.includes('--verbose');
const only = process.argv.find((a) => a === '--tune' || a === '--check')?.slice(2);
/** `--topic=our school garden`: every lesson for that topic (default: no topic, as ADR 023 measured). */
const topic = process.argv.find((a) => a.startsWith('--topic='))?.slice('--topic='.length) ?? '';
const counts = { tune: { n: 0, over: 0 }, check: { n: 0, over: 0 } };
const bySubject = new Map<string, { n: number; over: number }>();
for (const s of allStandards()) {
  const part = splitOf(s.code);
  const grade = gradesOf(s)[0] as 'K';
  const lesson = generateLesson({ grade, subject: lessonSubjectOf(s), standard: s, topic });
  const report = readabilityReport(lesson);
  counts[part].n++;
  const subj = bySubject.get(`${part} ${lesson.subject}`) ?? { n: 0, over: 0 };
  subj.n++;
  bySubject.set(`${part} ${lesson.subject}`, subj);
  if (report.allOk) continue;
  counts[part].over++;
  subj.over++;
  if (verbose && (!only || only === part)) {
    print(
      `\n${s.code} (grade ${grade}, ${lesson.subject}, ${part}): ${JSON.stringify(report.studentFacing)}`,
    );
    const target = readabilityTarget(grade);
    for (const { field, text } of studentFacingTexts(lesson)) {
      const fk = fkGrade(text.replace(/^Read: /, ''));
      if (fk > target) print(`  ${field} FK ${fk}: ${text.slice(0, 300)}`);
    }
  }
}
print(`Readability of every offline K-3 lesson (topic: ${topic ? `"${topic}"` : 'none'})`);
const line = (name: string, c: { n: number; over: number }) =>
  `${name.padEnd(22)} ${String(c.n - c.over).padStart(4)} of ${String(c.n).padStart(4)} at or under the target, ${c.over} over`;
print(line('tune half', counts.tune));
print(line('check half', counts.check));
print(line('all', { n: counts.tune.n + counts.check.n, over: counts.tune.over + counts.check.over }));
for (const [k, v] of [...bySubject.entries()].sort()) print(line(`  ${k}`, v));
