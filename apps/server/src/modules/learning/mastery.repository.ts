import { normalizeSubject } from '@academy/shared';
import { and, asc, eq, gte, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { studentMastery, studentScoreCounts, studentSkillMastery } from '../../db/schema-learning.ts';
import { scores } from '../../db/schema.ts';
import type { Family, Observation, SkillState } from '../../engines/mastery/bkt.ts';
import { MASTERED } from '../../engines/mastery/bkt.ts';
import {
  advance,
  emptyState,
  MODEL_VERSION,
  type DayTotals,
  type MasteryState,
  type WeekPoint,
} from '../../engines/mastery/incremental.ts';

/**
 * The stored BKT state of a student (ADR 031): read it, move it forward over the score rows written since,
 * or rebuild it from the whole history when it is absent, of another model version, or no longer matches
 * the rows (an older row arrived late, rows were removed). Replaying from scratch gives the same state.
 */

/** normalizeSubject, remembered per spelling: a student's answers use a handful of subject names. */
const categories = new Map<string, Family>();
export function familyOf(subject: string | null | undefined): Family {
  const key = subject ?? '';
  let category = categories.get(key);
  if (category === undefined) {
    category = normalizeSubject(subject);
    if (categories.size < 10_000) categories.set(key, category);
  }
  return category;
}

const observationColumns = {
  skill: scores.skill,
  subject: scores.subject,
  score: scores.score,
  at: scores.recordedAt,
  attemptId: scores.attemptId,
  lessonId: scores.lessonId,
};
type ScoreRow = {
  skill: string;
  subject: string | null;
  score: number;
  at: Date;
  attemptId: string | null;
  lessonId: string | null;
};

export function toObservation(r: ScoreRow): Observation {
  return {
    skill: r.skill,
    family: familyOf(r.subject),
    score: r.score,
    at: r.at,
    ref: r.attemptId
      ? { kind: 'test', id: r.attemptId }
      : r.lessonId
        ? { kind: 'tutor', id: r.lessonId }
        : { kind: 'other', id: null },
  };
}

/**
 * The stored times are PostgreSQL's (microseconds); a Date holds milliseconds, the driver's value being
 * the row's time floored to the millisecond. So "at or before the newest answer applied" is "before the
 * next millisecond".
 */
const nextMillisecond = (at: Date) => new Date(at.getTime() + 1);

/** Score rows in the one order every replay uses: time, then id (rows of one transaction share a time). */
export async function scoreObservations(
  db: Executor,
  studentId: string,
  after?: Date,
  skills?: string[],
): Promise<Observation[]> {
  const rows = await db
    .select(observationColumns)
    .from(scores)
    .where(
      and(
        eq(scores.userId, studentId),
        after ? gte(scores.recordedAt, nextMillisecond(after)) : undefined,
        skills ? inArray(scores.skill, skills) : undefined,
      ),
    )
    .orderBy(asc(scores.recordedAt), asc(scores.id));
  return rows.map(toObservation);
}

/**
 * The score rows newer than `after` (as `scoreObservations`) and the student's number of rows, from one
 * statement (one snapshot), so that the two agree.
 */
async function newerObservations(
  db: Executor,
  studentId: string,
  after: Date | null,
): Promise<{ rows: Observation[]; total: number }> {
  const result = await db.execute<{
    rows: [string, string | null, number, number, string | null, string | null][];
    total: number;
  }>(sql`select
      (select coalesce(json_agg(json_build_array(${scores.skill}, ${scores.subject}, ${scores.score},
                ${epochMs(scores.recordedAt)}, ${scores.attemptId}, ${scores.lessonId})
                order by ${scores.recordedAt}, ${scores.id}), '[]'::json)
         from ${scores} where ${scores.userId} = ${studentId}
          ${after ? sql`and ${scores.recordedAt} >= ${nextMillisecond(after)}` : sql``}) as rows,
      ${rowCount(studentId)} as total`);
  const found = result.rows[0]!;
  return {
    rows: found.rows.map(([skill, subject, score, at, attemptId, lessonId]) =>
      toObservation({ skill, subject, score, at: new Date(at), attemptId, lessonId }),
    ),
    total: Number(found.total),
  };
}

/** The whole history replayed from nothing (what the stored state must always equal). */
export async function replayedState(db: Executor, studentId: string): Promise<MasteryState> {
  return advance(emptyState(), await scoreObservations(db, studentId));
}

function skillRow(studentId: string, s: SkillState): typeof studentSkillMastery.$inferInsert {
  return {
    studentId,
    skillKey: s.ref.key,
    code: s.ref.code,
    label: s.ref.label,
    family: s.ref.family,
    p: s.p,
    answers: s.answers,
    correct: s.correct,
    masteredAt: s.masteredAt,
    lastAt: s.lastAt,
  };
}

function headRow(studentId: string, state: MasteryState, now: Date) {
  return {
    studentId,
    model: MODEL_VERSION,
    applied: state.applied,
    firstAt: state.firstAt,
    lastAt: state.lastAt,
    weeks: Object.fromEntries(state.weeks),
    days: Object.fromEntries(state.days),
    updatedAt: now,
  };
}

/** One student's writes at a time (a transaction-scoped advisory lock on the student's id). */
const lockStudent = (studentId: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`student_mastery:${studentId}`}, 0))`;

/**
 * Rebuilds from the whole history under the student's lock, unless a reader that held the lock before has
 * just done so (many readers finding no state at once rebuild it once).
 */
async function rebuild(db: Db, studentId: string): Promise<MasteryState> {
  return db.transaction(async (tx) => {
    await tx.execute(lockStudent(studentId));
    const again = await readStored(tx, studentId);
    if (again.state && again.total === again.state.applied) return again.state;
    const state = await replayedState(tx, studentId);
    await tx.delete(studentMastery).where(eq(studentMastery.studentId, studentId));
    await tx.insert(studentMastery).values(headRow(studentId, state, new Date()));
    const rows = [...state.skills.values()].map((s) => skillRow(studentId, s));
    for (let i = 0; i < rows.length; i += 500) {
      await tx.insert(studentSkillMastery).values(rows.slice(i, i + 500));
    }
    return state;
  });
}

/** Saves a state moved forward from `base`, unless another reader has moved the stored state meanwhile. */
async function saveAdvanced(
  db: Db,
  studentId: string,
  base: { applied: number; lastAt: Date | null },
  state: MasteryState,
  changed: Set<string>,
) {
  await db.transaction(async (tx) => {
    await tx.execute(lockStudent(studentId));
    const moved = await tx
      .update(studentMastery)
      .set(headRow(studentId, state, new Date()))
      .where(
        and(
          eq(studentMastery.studentId, studentId),
          eq(studentMastery.applied, base.applied),
          base.lastAt ? eq(studentMastery.lastAt, base.lastAt) : sql`${studentMastery.lastAt} is null`,
        ),
      )
      .returning({ id: studentMastery.studentId });
    if (moved.length === 0) return;
    const rows = [...changed].map((key) => skillRow(studentId, state.skills.get(key)!));
    if (rows.length === 0) return;
    await tx
      .insert(studentSkillMastery)
      .values(rows)
      .onConflictDoUpdate({
        target: [studentSkillMastery.studentId, studentSkillMastery.skillKey],
        set: {
          code: sql`excluded.code`,
          label: sql`excluded.label`,
          family: sql`excluded.family`,
          p: sql`excluded.p`,
          answers: sql`excluded.answers`,
          correct: sql`excluded.correct`,
          masteredAt: sql`excluded.mastered_at`,
          lastAt: sql`excluded.last_at`,
        },
      });
  });
}

/** Epoch milliseconds of a timestamp column as a JSON number (the stored times are whole milliseconds). */
const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The stored state as one JSON value (see `storedStateSql`), null when there is none. */
export interface StoredJson {
  model: string;
  applied: number;
  first_at: number | null;
  last_at: number | null;
  weeks: Record<string, WeekPoint>;
  days: Record<string, DayTotals>;
  /** The student's score rows now (`student_score_counts`). */
  total: number;
  skills: [string, string | null, string, string, number, number, number, number | null, number][];
}

/** The student's number of score rows, kept by triggers on `scores` (migration 0010). */
const rowCount = (studentId: string | SQLWrapper) =>
  sql`coalesce((select ${studentScoreCounts.total} from ${studentScoreCounts}
      where ${studentScoreCounts.studentId} = ${studentId}), 0)`;

/**
 * The stored state of a student as one JSON value, for a statement of the caller's (the progress read
 * takes it with the rest of the page in one statement): the head, the skill rows as arrays (times as
 * epoch milliseconds: parsing 100 rows of timestamps through the driver cost more than the rest of the
 * read), and the number of the student's score rows, kept by triggers, so that no row is read or counted
 * when the state is current (as many rows as answers applied).
 */
export function storedStateSql(studentId: string | SQLWrapper) {
  const m = studentMastery;
  const k = studentSkillMastery;
  return sql`(select json_build_object('model', ${m.model}, 'applied', ${m.applied},
      'first_at', ${epochMs(m.firstAt)}, 'last_at', ${epochMs(m.lastAt)}, 'weeks', ${m.weeks},
      'days', ${m.days}, 'total', ${rowCount(studentId)},
      'skills', (select coalesce(json_agg(json_build_array(${k.skillKey}, ${k.code}, ${k.label}, ${k.family},
                ${k.p}, ${k.answers}, ${k.correct}, ${epochMs(k.masteredAt)}, ${epochMs(k.lastAt)})), '[]'::json)
         from ${k} where ${k.studentId} = ${studentId}))
    from ${m} where ${m.studentId} = ${studentId} limit 1)`;
}

/** The stored state read by `storedStateSql` if it still matches the score rows, and the number of rows. */
export function parseStored(found: StoredJson | null): { state: MasteryState | null; total: number } {
  if (!found) return { state: null, total: 0 };
  const total = Number(found.total);
  if (found.model !== MODEL_VERSION) return { state: null, total };
  const skills = new Map<string, SkillState>();
  for (const [key, code, label, family, p, answers, correct, masteredAt, lastAt] of found.skills) {
    skills.set(key, {
      ref: { key, code, label, family: family as Family },
      p,
      answers,
      correct,
      mastered: p >= MASTERED,
      masteredAt: dateOf(masteredAt),
      lastAt: new Date(lastAt),
    });
  }
  return {
    state: {
      skills,
      applied: found.applied,
      firstAt: dateOf(found.first_at),
      lastAt: dateOf(found.last_at),
      weeks: new Map<string, WeekPoint>(Object.entries(found.weeks)),
      days: new Map<string, DayTotals>(Object.entries(found.days).sort(([a], [b]) => (a < b ? -1 : 1))),
    },
    total,
  };
}

async function readStored(
  db: Executor,
  studentId: string,
): Promise<{ state: MasteryState | null; total: number }> {
  const result = await db.execute<{ stored: StoredJson | null }>(
    sql`select ${storedStateSql(studentId)} as stored`,
  );
  return parseStored(result.rows[0]?.stored ?? null);
}

/**
 * The student's current BKT state. Up to date: one read (the stored state with counts of the rows), or
 * none when the caller read it already (`stored`, from `storedStateSql`). Behind: also the new rows,
 * replayed and saved. Stale or absent: the whole history replayed and saved.
 */
export async function masteryState(
  db: Db,
  studentId: string,
  stored?: { state: MasteryState | null; total: number },
): Promise<MasteryState> {
  const { state, total } = stored ?? (await readStored(db, studentId));
  if (!state) return rebuild(db, studentId);
  if (total === state.applied) return state;
  const base = { applied: state.applied, lastAt: state.lastAt };
  const fresh = await newerObservations(db, studentId, state.lastAt);
  // Rows older than the state's newest answer (written late, or in its millisecond) are not among the new
  // ones: then the count does not add up, and the whole history is replayed.
  if (state.applied + fresh.rows.length !== fresh.total) return rebuild(db, studentId);
  const changed = new Set<string>();
  advance(state, fresh.rows, changed);
  await saveAdvanced(db, studentId, base, state, changed);
  return state;
}
