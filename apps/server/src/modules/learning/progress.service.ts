import {
  DEFAULT_GOALS,
  normalizeSubject,
  PRACTICE_MESSAGES,
  SUBJECT_CATEGORIES,
  SUBJECT_LABELS,
  type Activity,
  type Badge,
  type GoalsInput,
  type Progress,
  type SkillDetail,
  type SkillMastery,
  type WeeklyGoals,
} from '@academy/shared';
import {
  and,
  desc,
  eq,
  fillPlaceholders,
  gte,
  isNotNull,
  sql,
  type AnyColumn,
  type SQLWrapper,
} from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { prepared } from '../../db/prepared.ts';
import { learningGoals, testAttempts } from '../../db/schema-learning.ts';
import { classes, profiles, rosterStudents, scores, tutoringSessions } from '../../db/schema.ts';
import { findTest } from '../../engines/items/bank.ts';
import { findSkill } from '../../engines/items/skills.ts';
import { replay, skillRef, type SkillState } from '../../engines/mastery/bkt.ts';
import { familyTrends, snapshotsAt } from '../../engines/mastery/incremental.ts';
import { notFound } from '../../lib/errors.ts';
import {
  familyOf,
  masteryState,
  parseStored,
  scoreObservations,
  storedStateSql,
  toObservation,
  type StoredJson,
} from './mastery.repository.ts';
import { attemptMinutes } from './practice.service.ts';

/**
 * Progress: every figure computed from what the student did (score rows from tests and the tutor,
 * tutoring sessions, test attempts), with mastery replayed by BKT: kept per student and moved forward over
 * new answers only, equal to a replay of the whole history (ADR 031). See docs/decisions/019-mastery-bkt.md
 * and 022-progress-figures.md.
 */
const DAY = 86_400_000;
/** A session's minutes are counted up to this (a tab left open overnight is not study time). */
const SESSION_MINUTES_CAP = 180;

export const BADGE_RULES: { id: string; title: string; description: string }[] = [
  { id: 'first-test', title: 'First Test', description: 'Complete your first practice test.' },
  { id: 'perfect-score', title: 'Perfect Score', description: 'Score 100% on a practice test.' },
  { id: 'first-mastery', title: 'First Skill Mastered', description: 'Master your first skill.' },
  { id: 'streak-5', title: '5-Day Streak', description: 'Learn on 5 days in a row.' },
  { id: 'skills-10', title: '10 Skills Mastered', description: 'Master 10 skills.' },
  { id: 'tests-10', title: 'Test Regular', description: 'Complete 10 practice tests.' },
  { id: 'hours-10', title: '10 Hours of Learning', description: 'Study for 10 hours in total.' },
];

export function weekStart(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const back = (d.getUTCDay() + 6) % 7; // Monday
  return new Date(d.getTime() - back * DAY);
}
const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

function sessionMinutes(s: { startedAt: Date; completedAt: Date | null; lastActivityAt: Date }): number {
  const end = (s.completedAt ?? s.lastActivityAt).getTime();
  return Math.min(SESSION_MINUTES_CAP, Math.max(0, (end - s.startedAt.getTime()) / 60_000));
}

interface History {
  /** The days (YYYY-MM-DD, UTC) on which an answer was scored. */
  scoreDays: Iterable<string>;
  sessions: {
    id: string;
    subject: string;
    title: string | null;
    startedAt: Date;
    completedAt: Date | null;
    lastActivityAt: Date;
  }[];
  attempts: {
    id: string;
    testId: string;
    startedAt: Date;
    submittedAt: Date | null;
    deadlineAt: Date;
    score: number | null;
  }[];
}

type GoalsFor = { goals: GoalsInput; source: WeeklyGoals['source'] };

interface Loaded {
  history: Omit<History, 'scoreDays'>;
  stored: ReturnType<typeof parseStored>;
  goals: GoalsFor;
  name: string | null;
}

/**
 * One student's mastery per skill (BKT replayed over their score rows, as the progress page does): for
 * another module that already holds the rows (a class report reads a whole class in one query). `rows` must
 * be one student's only, oldest first.
 */
export function masteryFromScores(
  rows: readonly { skill: string; subject: string | null; score: number; at: Date }[],
): SkillState[] {
  return [
    ...replay(rows.map((r) => toObservation({ attemptId: null, lessonId: null, ...r }))).skills.values(),
  ];
}

/** Epoch milliseconds of a timestamp column, as a JSON number (a Date floors it to the millisecond, as pg does). */
const ms = (column: AnyColumn) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const toDate = (value: number | null) => (value === null ? null : new Date(value));

/**
 * What progress needs, in one statement (each part a JSON value): the stored mastery state with the counts
 * that say whether it is current (mastery.repository.ts; it also holds the active days and the daily subject
 * sums, so no answer is read here), the sessions, the completed attempts, the goals in force (the student's
 * own, else their class's saved most recently, as `goalsFor`) and the name.
 */
type LoadedRow = {
  stored: StoredJson | null;
  sessions: [string, string, string | null, number, number | null, number][];
  attempts: [string, string, number, number | null, number, number | null][];
  own: [number, number, number] | null;
  cls: [number, number, number] | null;
  name: string | null;
};

/** The read of `loadHistory` for any student: `student` stands for the student's id. */
function loadHistorySql(student: SQLWrapper) {
  return sql`select
    ${storedStateSql(student)} as stored,
    (select coalesce(json_agg(json_build_array(${tutoringSessions.id}, ${tutoringSessions.subject},
              ${tutoringSessions.title}, ${ms(tutoringSessions.startedAt)}, ${ms(tutoringSessions.completedAt)},
              ${ms(tutoringSessions.lastActivityAt)})), '[]'::json)
       from ${tutoringSessions} where ${tutoringSessions.userId} = ${student}) as sessions,
    (select coalesce(json_agg(json_build_array(${testAttempts.id}, ${testAttempts.testId},
              ${ms(testAttempts.startedAt)}, ${ms(testAttempts.submittedAt)}, ${ms(testAttempts.deadlineAt)},
              ${testAttempts.score})), '[]'::json)
       from ${testAttempts}
      where ${testAttempts.userId} = ${student} and ${testAttempts.status} = 'completed') as attempts,
    (select json_build_array(${learningGoals.lessons}, ${learningGoals.minutes}, ${learningGoals.tests})
       from ${learningGoals} where ${learningGoals.studentId} = ${student} limit 1) as own,
    (select json_build_array(${learningGoals.lessons}, ${learningGoals.minutes}, ${learningGoals.tests})
       from ${learningGoals} join ${rosterStudents} on ${rosterStudents.classId} = ${learningGoals.classId}
      where ${rosterStudents.userId} = ${student}
      order by ${learningGoals.updatedAt} desc limit 1) as cls,
    (select ${profiles.fullName} from ${profiles} where ${profiles.id} = ${student}) as name`;
}

/**
 * The progress read runs on every view of /progress, the student dashboard and a parent's or teacher's view,
 * so it is a named prepared statement (db/prepared.ts): its text is built once, and PostgreSQL parses and
 * plans it once per connection.
 */
async function loadHistory(db: Db, studentId: string): Promise<Loaded> {
  const query = prepared(db, 'progress_read', () =>
    new PgDialect({ casing: 'snake_case' }).sqlToQuery(loadHistorySql(sql.placeholder('student'))),
  );
  const result = await db.$client.query<LoadedRow>({
    name: 'progress_read',
    text: query.sql,
    values: fillPlaceholders(query.params, { student: studentId }),
  });
  const row = result.rows[0]!;
  const goals: GoalsFor = row.own
    ? { goals: { lessons: row.own[0], minutes: row.own[1], tests: row.own[2] }, source: 'student' }
    : row.cls
      ? { goals: { lessons: row.cls[0], minutes: row.cls[1], tests: row.cls[2] }, source: 'class' }
      : { goals: { ...DEFAULT_GOALS }, source: 'default' };
  return {
    stored: parseStored(row.stored),
    history: {
      sessions: row.sessions.map(([id, subject, title, started, completed, last]) => ({
        id,
        subject,
        title,
        startedAt: new Date(started),
        completedAt: toDate(completed),
        lastActivityAt: new Date(last),
      })),
      attempts: row.attempts.map(([id, testId, started, submitted, deadline, score]) => ({
        id,
        testId,
        startedAt: new Date(started),
        submittedAt: toDate(submitted),
        deadlineAt: new Date(deadline),
        score,
      })),
    },
    goals,
    name: row.name,
  };
}

function toSkill(s: SkillState): SkillMastery {
  return {
    key: s.ref.key,
    code: s.ref.code,
    label: s.ref.label,
    subject: s.ref.family,
    p: Math.round(s.p * 1000) / 1000,
    mastered: s.mastered,
    answers: s.answers,
    correct: s.correct,
    last_at: s.lastAt.toISOString(),
  };
}

/** The goals in force for a student: their own, else their class's (most recently set), else the defaults. */
export async function goalsFor(db: Db, studentId: string): Promise<GoalsFor> {
  const columns = {
    lessons: learningGoals.lessons,
    minutes: learningGoals.minutes,
    tests: learningGoals.tests,
  };
  const [[own], [cls]] = await Promise.all([
    db.select(columns).from(learningGoals).where(eq(learningGoals.studentId, studentId)).limit(1),
    db
      .select(columns)
      .from(learningGoals)
      .innerJoin(rosterStudents, eq(rosterStudents.classId, learningGoals.classId))
      .where(eq(rosterStudents.userId, studentId))
      .orderBy(desc(learningGoals.updatedAt))
      .limit(1),
  ]);
  if (own) return { goals: own, source: 'student' };
  if (cls) return { goals: cls, source: 'class' };
  return { goals: { ...DEFAULT_GOALS }, source: 'default' };
}

function weeklyGoals(history: History, goals: GoalsFor, now: Date): WeeklyGoals {
  const start = weekStart(now);
  const sessions = history.sessions.filter((s) => s.startedAt >= start);
  const attempts = history.attempts.filter((a) => a.submittedAt && a.submittedAt >= start);
  const minutes =
    sessions.reduce((sum, s) => sum + sessionMinutes(s), 0) +
    attempts.reduce((sum, a) => sum + attemptMinutes(a), 0);
  const g = goals.goals;
  const part = (done: number, target: number) => (target <= 0 ? 1 : Math.min(1, done / target));
  return {
    source: goals.source,
    week_start: dayKey(start),
    lessons: { done: sessions.length, target: g.lessons },
    minutes: { done: Math.round(minutes), target: g.minutes },
    tests: { done: attempts.length, target: g.tests },
    completion: Math.round(
      ((part(sessions.length, g.lessons) + part(minutes, g.minutes) + part(attempts.length, g.tests)) / 3) *
        100,
    ),
  };
}

function badges(history: History, skills: Map<string, SkillState>): Badge[] {
  const earned = new Map<string, Date>();
  const done = history.attempts
    .filter((a) => a.submittedAt)
    .sort((a, b) => a.submittedAt!.getTime() - b.submittedAt!.getTime());
  if (done[0]) earned.set('first-test', done[0].submittedAt!);
  const perfect = done.find((a) => (a.score ?? 0) >= 100);
  if (perfect) earned.set('perfect-score', perfect.submittedAt!);
  if (done[9]) earned.set('tests-10', done[9].submittedAt!);
  const masteredAt = [...skills.values()]
    .filter((s) => s.masteredAt)
    .map((s) => s.masteredAt!)
    .sort((a, b) => a.getTime() - b.getTime());
  if (masteredAt[0]) earned.set('first-mastery', masteredAt[0]);
  if (masteredAt[9]) earned.set('skills-10', masteredAt[9]);
  // Active days: a session started, a test submitted or an answer scored.
  const days = new Set<string>();
  for (const s of history.sessions) days.add(dayKey(s.startedAt));
  for (const a of done) days.add(dayKey(a.submittedAt!));
  for (const d of history.scoreDays) days.add(d);
  const sorted = [...days].sort();
  let run = 0;
  let prev: number | null = null;
  for (const d of sorted) {
    const t = Date.parse(`${d}T00:00:00Z`);
    run = prev !== null && t - prev === DAY ? run + 1 : 1;
    prev = t;
    if (run >= 5) {
      earned.set('streak-5', new Date(t));
      break;
    }
  }
  // Cumulative study time, in time order.
  const spans = [
    ...history.sessions.map((s) => ({ at: s.completedAt ?? s.lastActivityAt, minutes: sessionMinutes(s) })),
    ...done.map((a) => ({ at: a.submittedAt!, minutes: attemptMinutes(a) })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());
  let total = 0;
  for (const span of spans) {
    total += span.minutes;
    if (total >= 600) {
      earned.set('hours-10', span.at);
      break;
    }
  }
  return BADGE_RULES.map((b) => ({ ...b, earned_at: earned.get(b.id)?.toISOString() ?? null }));
}

export async function studentName(db: Db, studentId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: profiles.fullName })
    .from(profiles)
    .where(eq(profiles.id, studentId))
    .limit(1);
  return row?.name ?? null;
}

export async function computeProgress(
  db: Db,
  studentId: string,
  options: { now: Date; readOnly: boolean },
): Promise<Progress> {
  const { now } = options;
  const loaded = await loadHistory(db, studentId);
  const { goals, name } = loaded;
  const state = await masteryState(db, studentId, loaded.stored);
  const history: History = { ...loaded.history, scoreDays: state.days.keys() };
  const trends = familyTrends(state, now);
  const thisWeek = weekStart(now);
  const checkpoints = Array.from({ length: 8 }, (_, i) => new Date(thisWeek.getTime() - (6 - i) * 7 * DAY));
  checkpoints[7] = now;
  const skills = state.skills;
  const snapshots = snapshotsAt(state, checkpoints);
  const list = [...skills.values()];
  const month = monthStart(now);
  const studyMinutes =
    history.sessions.filter((s) => s.startedAt >= month).reduce((sum, s) => sum + sessionMinutes(s), 0) +
    history.attempts
      .filter((a) => a.submittedAt && a.submittedAt >= month)
      .reduce((sum, a) => sum + attemptMinutes(a), 0);
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
  const pct = (x: number | null) => (x === null ? null : Math.round(x * 100));
  const subjects = SUBJECT_CATEGORIES.filter((c) => c !== 'other').map((subject) => {
    const mine = list.filter((s) => s.ref.family === subject);
    const trend = trends.get(subject);
    const ratio = (total: number, n: number) => (n > 0 ? total / n : null);
    const last4 = trend ? ratio(trend.recentSum, trend.recentN) : null;
    const prev4 = trend ? ratio(trend.priorSum, trend.priorN) : null;
    return {
      subject,
      label: SUBJECT_LABELS[subject],
      progress: pct(mean(mine.map((s) => s.p))),
      trend: last4 !== null && prev4 !== null ? Math.round(last4 - prev4) : null,
      sessions:
        history.sessions.filter((s) => familyOf(s.subject) === subject).length +
        history.attempts.filter((a) => familyOf(findTest(a.testId)?.subject) === subject).length,
      mastered: mine.filter((s) => s.mastered).length,
    };
  });
  const badgeList = badges(history, skills);
  const achievements = [
    ...badgeList
      .filter((b) => b.earned_at)
      .map((b) => ({ title: `Badge: ${b.title}`, detail: b.description, at: b.earned_at! })),
    ...list
      .filter((s) => s.masteredAt)
      .map((s) => ({
        title: `Mastered ${s.ref.code ?? s.ref.label}`,
        detail: s.ref.label,
        at: s.masteredAt!.toISOString(),
      })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 5);
  return {
    student: { id: studentId, full_name: name },
    read_only: options.readOnly,
    overall_mastery: pct(mean(list.map((s) => s.p))),
    study_minutes_month: Math.round(studyMinutes),
    skills_mastered: list.filter((s) => s.mastered).length,
    skills_practised: list.length,
    badges: badgeList,
    subjects,
    recent_achievements: achievements,
    goals: weeklyGoals(history, goals, now),
    growth: snapshots.map((s) => ({ week: dayKey(s.at), mastery: pct(s.meanP), mastered: s.mastered })),
    skills: list
      .sort(
        (a, b) => Number(b.mastered) - Number(a.mastered) || b.p - a.p || a.ref.key.localeCompare(b.ref.key),
      )
      .map(toSkill),
  };
}

/**
 * The skills a student has mastered since `since` and still holds at the end of their history (the same BKT
 * replay as the progress page, so the parent digest and the progress page agree). Oldest first.
 */
export async function skillsMasteredSince(
  db: Db,
  studentId: string,
  since: Date,
): Promise<{ key: string; code: string | null; label: string; mastered_at: string }[]> {
  const { skills } = await masteryState(db, studentId);
  return [...skills.values()]
    .filter((s) => s.mastered && s.masteredAt && s.masteredAt >= since)
    .sort((a, b) => a.masteredAt!.getTime() - b.masteredAt!.getTime())
    .map((s) => ({
      key: s.ref.key,
      code: s.ref.code ?? null,
      label: s.ref.label,
      mastered_at: s.masteredAt!.toISOString(),
    }));
}

/**
 * One skill's state and the answers that moved it, oldest first. Skills are traced apart (an answer moves
 * only its own skill), so only the rows whose skill names this one are read and replayed: the spellings of
 * the student's skills are read first (from the index), and those that name the skill asked for are kept.
 */
export async function skillDetail(db: Db, studentId: string, skill: string): Promise<SkillDetail> {
  const wanted = new Set([skillRef(skill, 'other').key, skill.trim().toLowerCase()]);
  const spellings = await db
    .selectDistinct({ skill: scores.skill })
    .from(scores)
    .where(eq(scores.userId, studentId));
  const names = spellings.map((r) => r.skill).filter((raw) => wanted.has(skillRef(raw, 'other').key));
  if (names.length === 0) throw notFound(PRACTICE_MESSAGES.skillNotFound);
  const observations = await scoreObservations(db, studentId, undefined, names);
  const first = skillRef(skill, 'other').key;
  const { skills } = replay(observations);
  const state = skills.get(first) ?? skills.get(skill.trim().toLowerCase());
  if (!state) throw notFound(PRACTICE_MESSAGES.skillNotFound);
  const list = replay(observations, { evidenceFor: state.ref.key }).evidence;
  return {
    skill: toSkill(state),
    description: state.ref.code ? (findSkill(state.ref.code)?.description ?? null) : null,
    evidence: list.map((e) => ({
      at: e.at.toISOString(),
      score: e.score,
      correct: e.correct,
      before: Math.round(e.before * 1000) / 1000,
      after: Math.round(e.after * 1000) / 1000,
      source: e.ref?.kind ?? 'other',
      ref: e.ref?.id ?? null,
    })),
  };
}

/** The student's recent activities: sessions, tests, badges and mastered skills, newest first. */
export async function recentActivities(db: Db, studentId: string, now: Date): Promise<Activity[]> {
  const progress = await computeProgress(db, studentId, { now, readOnly: false });
  const [sessions, attempts] = await Promise.all([
    db
      .select({
        id: tutoringSessions.id,
        subject: tutoringSessions.subject,
        title: tutoringSessions.title,
        startedAt: tutoringSessions.startedAt,
      })
      .from(tutoringSessions)
      .where(eq(tutoringSessions.userId, studentId))
      .orderBy(desc(tutoringSessions.startedAt))
      .limit(5),
    db
      .select({
        id: testAttempts.id,
        testId: testAttempts.testId,
        score: testAttempts.score,
        at: testAttempts.submittedAt,
      })
      .from(testAttempts)
      .where(
        and(
          eq(testAttempts.userId, studentId),
          isNotNull(testAttempts.submittedAt),
          gte(testAttempts.total, 1),
        ),
      )
      .orderBy(desc(testAttempts.submittedAt))
      .limit(5),
  ]);
  const items: Activity[] = [
    ...sessions.map((s) => ({
      kind: 'session' as const,
      title: s.title ?? 'Tutoring session',
      detail: `${SUBJECT_LABELS[normalizeSubject(s.subject)]} tutoring session`,
      at: s.startedAt.toISOString(),
      href: null,
    })),
    ...attempts.map((a) => ({
      kind: 'test' as const,
      title: findTest(a.testId)?.title ?? 'Practice test',
      detail: `Practice test: ${a.score ?? 0}%`,
      at: a.at!.toISOString(),
      href: `/tests/attempts/${a.id}`,
    })),
    ...progress.badges
      .filter((b) => b.earned_at)
      .map((b) => ({
        kind: 'badge' as const,
        title: `Badge earned: ${b.title}`,
        detail: b.description,
        at: b.earned_at!,
        href: '/progress',
      })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, 6);
}

/** The student's own goals removed: their class's goals (or the defaults) are in force again. */
export async function clearStudentGoals(db: Db, studentId: string) {
  await db.delete(learningGoals).where(eq(learningGoals.studentId, studentId));
}

export async function setStudentGoals(db: Db, studentId: string, goals: GoalsInput, now: Date) {
  await db
    .insert(learningGoals)
    .values({ studentId, ...goals, setBy: studentId, updatedAt: now })
    .onConflictDoUpdate({
      target: learningGoals.studentId,
      set: { ...goals, setBy: studentId, updatedAt: now },
    });
}

/** The class if the viewer may set its goals (its owner, or an admin), else null. */
export async function classForGoals(db: Db, viewer: { id: string; role: string }, classId: string) {
  const [row] = await db
    .select({ id: classes.id, ownerId: classes.ownerId })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  if (!row || (viewer.role !== 'admin' && row.ownerId !== viewer.id)) return null;
  return row;
}

export async function getClassGoals(db: Db, classId: string): Promise<GoalsInput | null> {
  const [row] = await db
    .select({ lessons: learningGoals.lessons, minutes: learningGoals.minutes, tests: learningGoals.tests })
    .from(learningGoals)
    .where(eq(learningGoals.classId, classId))
    .limit(1);
  return row ?? null;
}

export async function setClassGoals(db: Db, classId: string, setBy: string, goals: GoalsInput, now: Date) {
  await db
    .insert(learningGoals)
    .values({ classId, ...goals, setBy, updatedAt: now })
    .onConflictDoUpdate({ target: learningGoals.classId, set: { ...goals, setBy, updatedAt: now } });
}
