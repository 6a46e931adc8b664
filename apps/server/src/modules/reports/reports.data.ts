import { normalizeSubject, subjectLabel, type SubjectCategory } from '@academy/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classes, moderationCases, rosterStudents, scores, tutoringSessions } from '../../db/schema.ts';

/**
 * What a class progress report says, gathered in one place. MERGE NOTE: mastery comes from scores grouped
 * by subject and skill until the learning module's mastery model lands; then only `masteryOf` changes.
 */
export interface SkillFigure {
  skill: string;
  average: number;
  count: number;
}
export interface SubjectFigure {
  subject: SubjectCategory;
  label: string;
  average: number;
  count: number;
  skills: SkillFigure[];
}
export interface StudentReport {
  name: string;
  email: string | null;
  hasAccount: boolean;
  sessions: number;
  studyMinutes: number;
  tests: { count: number; average: number | null; latest: { skill: string; score: number; at: Date }[] };
  mastery: SubjectFigure[];
  /** Safeguard cases on the student: counts only, never their content. */
  safeguard: { open: number; total: number };
}
export interface ClassReport {
  className: string;
  grade: string | null;
  students: StudentReport[];
  summary: {
    subjects: { label: string; average: number; count: number }[];
    sessions: number;
    studyMinutes: number;
  };
}

type ScoreRow = { userId: string; skill: string; subject: string | null; score: number; recordedAt: Date };

/** Mastery by subject and skill: the average of the student's scores (0-100). */
export function masteryOf(rows: readonly ScoreRow[]): SubjectFigure[] {
  const bySubject = new Map<SubjectCategory, Map<string, number[]>>();
  for (const r of rows) {
    const subject = normalizeSubject(r.subject ?? r.skill);
    const skills = bySubject.get(subject) ?? new Map<string, number[]>();
    const list = skills.get(r.skill) ?? [];
    list.push(r.score);
    skills.set(r.skill, list);
    bySubject.set(subject, skills);
  }
  const avg = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  return [...bySubject.entries()]
    .map(([subject, skills]) => {
      const all = [...skills.values()].flat();
      return {
        subject,
        label: subjectLabel(subject),
        average: avg(all),
        count: all.length,
        skills: [...skills.entries()]
          .map(([skill, xs]) => ({ skill, average: avg(xs), count: xs.length }))
          .sort((a, b) => a.skill.localeCompare(b.skill)),
      };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The report of one of the owner's classes; null when the class is not theirs. */
export async function gatherClassReport(
  db: Db,
  ownerId: string,
  classId: string,
): Promise<ClassReport | null> {
  const [klass] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.ownerId, ownerId)));
  if (!klass) return null;
  const roster = await db
    .select()
    .from(rosterStudents)
    .where(eq(rosterStudents.classId, classId))
    .orderBy(asc(rosterStudents.lastName), asc(rosterStudents.firstName));
  const ids = roster.map((r) => r.userId).filter((u): u is string => !!u);
  const none = ids.length === 0;
  const sessionRows = none
    ? []
    : await db
        .select({
          userId: tutoringSessions.userId,
          n: sql<number>`count(*)::int`,
          minutes: sql<number>`coalesce(sum(extract(epoch from (coalesce(${tutoringSessions.completedAt}, ${tutoringSessions.lastActivityAt}) - ${tutoringSessions.startedAt})) / 60), 0)::float`,
        })
        .from(tutoringSessions)
        .where(inArray(tutoringSessions.userId, ids))
        .groupBy(tutoringSessions.userId);
  const scoreRows: ScoreRow[] = none
    ? []
    : await db
        .select({
          userId: scores.userId,
          skill: scores.skill,
          subject: scores.subject,
          score: scores.score,
          recordedAt: scores.recordedAt,
        })
        .from(scores)
        .where(inArray(scores.userId, ids))
        .orderBy(asc(scores.recordedAt));
  const caseRows = none
    ? []
    : await db
        .select({
          studentId: moderationCases.studentId,
          total: sql<number>`count(*)::int`,
          open: sql<number>`count(*) filter (where ${moderationCases.status} <> 'resolved')::int`,
        })
        .from(moderationCases)
        .where(inArray(moderationCases.studentId, ids))
        .groupBy(moderationCases.studentId);

  const students: StudentReport[] = roster.map((r) => {
    const name = [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email || 'Unnamed student';
    const s = r.userId ? sessionRows.find((x) => x.userId === r.userId) : undefined;
    const mine = r.userId ? scoreRows.filter((x) => x.userId === r.userId) : [];
    const c = r.userId ? caseRows.find((x) => x.studentId === r.userId) : undefined;
    return {
      name,
      email: r.email,
      hasAccount: !!r.userId,
      sessions: s?.n ?? 0,
      studyMinutes: Math.round(s?.minutes ?? 0),
      tests: {
        count: mine.length,
        average: mine.length ? mine.reduce((a, x) => a + x.score, 0) / mine.length : null,
        latest: mine
          .slice(-5)
          .reverse()
          .map((x) => ({ skill: x.skill, score: x.score, at: x.recordedAt })),
      },
      mastery: masteryOf(mine),
      safeguard: { open: c?.open ?? 0, total: c?.total ?? 0 },
    };
  });
  return {
    className: klass.name,
    grade: klass.grade,
    students,
    summary: {
      subjects: masteryOf(scoreRows).map((m) => ({ label: m.label, average: m.average, count: m.count })),
      sessions: students.reduce((a, s) => a + s.sessions, 0),
      studyMinutes: students.reduce((a, s) => a + s.studyMinutes, 0),
    },
  };
}
