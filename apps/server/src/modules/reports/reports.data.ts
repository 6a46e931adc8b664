import { normalizeSubject, subjectLabel, type SubjectCategory } from '@academy/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { masteryFromScores } from '../learning/index.ts';
import { classes, moderationCases, rosterStudents, scores, tutoringSessions } from '../../db/schema.ts';

/**
 * What a class progress report says, gathered in one place. Mastery is the learning module's BKT model
 * (ADR 019), replayed over each student's score rows exactly as the progress page replays it; the class
 * summary's chart is the average score per subject.
 */
export interface SkillFigure {
  /** The standards code, or the skill's own name when it is free text. */
  skill: string;
  /** P(known), 0-1. */
  p: number;
  /** P(known) >= 0.95 (MASTERED). */
  mastered: boolean;
  answers: number;
}
export interface SubjectFigure {
  subject: SubjectCategory;
  label: string;
  /** Mean P(known) over the subject's skills, 0-1. */
  mastery: number;
  mastered: number;
  answers: number;
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

export type ScoreRow = {
  userId: string;
  skill: string;
  subject: string | null;
  score: number;
  recordedAt: Date;
};

/**
 * One student's mastery by subject and skill: BKT over their scores in time order (`rows` are one
 * student's). Subjects by label; within one, mastered skills first, then the likeliest known.
 */
export function masteryOf(rows: readonly ScoreRow[]): SubjectFigure[] {
  const states = masteryFromScores(
    rows.map((r) => ({ skill: r.skill, subject: r.subject ?? r.skill, score: r.score, at: r.recordedAt })),
  );
  const bySubject = new Map<SubjectCategory, SkillFigure[]>();
  for (const s of states) {
    const list = bySubject.get(s.ref.family) ?? [];
    list.push({ skill: s.ref.code ?? s.ref.label, p: s.p, mastered: s.mastered, answers: s.answers });
    bySubject.set(s.ref.family, list);
  }
  return [...bySubject.entries()]
    .map(([subject, skills]) => ({
      subject,
      label: subjectLabel(subject),
      mastery: skills.reduce((a, k) => a + k.p, 0) / skills.length,
      mastered: skills.filter((k) => k.mastered).length,
      answers: skills.reduce((a, k) => a + k.answers, 0),
      skills: skills.sort(
        (a, b) => Number(b.mastered) - Number(a.mastered) || b.p - a.p || a.skill.localeCompare(b.skill),
      ),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The class summary's chart: the average score (0-100) per subject over every student's scores. */
export function averagesBySubject(
  rows: readonly ScoreRow[],
): { subject: SubjectCategory; label: string; average: number; count: number }[] {
  const bySubject = new Map<SubjectCategory, { sum: number; count: number }>();
  for (const r of rows) {
    const subject = normalizeSubject(r.subject ?? r.skill);
    const figure = bySubject.get(subject) ?? { sum: 0, count: 0 };
    figure.sum += r.score;
    figure.count += 1;
    bySubject.set(subject, figure);
  }
  return [...bySubject.entries()]
    .map(([subject, f]) => ({
      subject,
      label: subjectLabel(subject),
      average: f.sum / f.count,
      count: f.count,
    }))
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
  // The class's sessions, scores and Safeguard counts: three queries for the whole class, together.
  const [sessionRows, scoreRows, caseRows] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .select({
              userId: tutoringSessions.userId,
              n: sql<number>`count(*)::int`,
              minutes: sql<number>`coalesce(sum(extract(epoch from (coalesce(${tutoringSessions.completedAt}, ${tutoringSessions.lastActivityAt}) - ${tutoringSessions.startedAt})) / 60), 0)::float`,
            })
            .from(tutoringSessions)
            .where(inArray(tutoringSessions.userId, ids))
            .groupBy(tutoringSessions.userId),
          db
            .select({
              userId: scores.userId,
              skill: scores.skill,
              subject: scores.subject,
              score: scores.score,
              recordedAt: scores.recordedAt,
            })
            .from(scores)
            .where(inArray(scores.userId, ids))
            .orderBy(asc(scores.recordedAt)),
          db
            .select({
              studentId: moderationCases.studentId,
              total: sql<number>`count(*)::int`,
              open: sql<number>`count(*) filter (where ${moderationCases.status} <> 'resolved')::int`,
            })
            .from(moderationCases)
            .where(inArray(moderationCases.studentId, ids))
            .groupBy(moderationCases.studentId),
        ]);
  const sessionsOf = new Map(sessionRows.map((x) => [x.userId, x]));
  const casesOf = new Map(caseRows.map((x) => [x.studentId, x]));
  const scoresOf = new Map<string, ScoreRow[]>();
  for (const x of scoreRows) {
    const list = scoresOf.get(x.userId);
    if (list) list.push(x);
    else scoresOf.set(x.userId, [x]);
  }

  const students: StudentReport[] = roster.map((r) => {
    const name = [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email || 'Unnamed student';
    const s = r.userId ? sessionsOf.get(r.userId) : undefined;
    const mine = (r.userId ? scoresOf.get(r.userId) : undefined) ?? [];
    const c = r.userId ? casesOf.get(r.userId) : undefined;
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
      subjects: averagesBySubject(scoreRows).map((m) => ({
        label: m.label,
        average: m.average,
        count: m.count,
      })),
      sessions: students.reduce((a, s) => a + s.sessions, 0),
      studyMinutes: students.reduce((a, s) => a + s.studyMinutes, 0),
    },
  };
}
