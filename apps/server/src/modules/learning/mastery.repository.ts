import { normalizeSubject } from '@academy/shared';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { studentMastery, studentSkillMastery } from '../../db/schema-learning.ts';
import { scores } from '../../db/schema.ts';
import type { Family, Observation, SkillState } from '../../engines/mastery/bkt.ts';
import { MASTERED } from '../../engines/mastery/bkt.ts';
import {
  advance,
  emptyState,
  MODEL_VERSION,
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
): Promise<Observation[]> {
  const rows = await db
    .select(observationColumns)
    .from(scores)
    .where(
      after
        ? and(eq(scores.userId, studentId), gte(scores.recordedAt, nextMillisecond(after)))
        : eq(scores.userId, studentId),
    )
    .orderBy(asc(scores.recordedAt), asc(scores.id));
  return rows.map(toObservation);
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

/**
 * The stored state if there is one that still matches the score rows (same model, as many rows up to its
 * newest answer as it applied), and the number of rows now.
 */
/** Epoch milliseconds of a timestamp column as a JSON number (the stored times are whole milliseconds). */
const epochMs = (column: unknown) => sql`(extract(epoch from ${column}) * 1000)::float8`;
const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));

/**
 * The stored state in one statement: the head, its row counts, and the skill rows as one JSON array of
 * arrays (times as epoch milliseconds). The read runs on every progress view, and parsing 100 rows of
 * timestamps through the driver cost more than the rest of the read together.
 */
async function readStored(
  db: Executor,
  studentId: string,
): Promise<{ state: MasteryState | null; total: number }> {
  const m = studentMastery;
  const k = studentSkillMastery;
  const result = await db.execute<{
    model: string;
    applied: number;
    first_at: number | null;
    last_at: number | null;
    weeks: Record<string, WeekPoint>;
    up_to: string;
    total: string;
    skills: [string, string | null, string, string, number, number, number, number | null, number][];
  }>(sql`select ${m.model} as model, ${m.applied} as applied, ${epochMs(m.firstAt)} as first_at,
      ${epochMs(m.lastAt)} as last_at, ${m.weeks} as weeks,
      (select count(*) from ${scores} where ${scores.userId} = ${studentId}
          and ${scores.recordedAt} < ${m.lastAt} + interval '1 millisecond') as up_to,
      (select count(*) from ${scores} where ${scores.userId} = ${studentId}) as total,
      (select coalesce(json_agg(json_build_array(${k.skillKey}, ${k.code}, ${k.label}, ${k.family}, ${k.p},
                ${k.answers}, ${k.correct}, ${epochMs(k.masteredAt)}, ${epochMs(k.lastAt)})), '[]'::json)
         from ${k} where ${k.studentId} = ${studentId}) as skills
    from ${m} where ${m.studentId} = ${studentId} limit 1`);
  const found = result.rows[0];
  if (!found) return { state: null, total: 0 };
  const total = Number(found.total);
  const consistent =
    found.model === MODEL_VERSION &&
    (found.last_at === null ? found.applied === 0 : Number(found.up_to) === found.applied);
  if (!consistent) return { state: null, total };
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
    },
    total,
  };
}

/**
 * The student's current BKT state. Up to date: two reads (the stored state with counts of the rows, and
 * the skills). Behind: also the new rows, replayed and saved. Stale or absent: the whole history replayed
 * and saved.
 */
export async function masteryState(db: Db, studentId: string): Promise<MasteryState> {
  const { state, total } = await readStored(db, studentId);
  if (!state) return rebuild(db, studentId);
  if (total === state.applied) return state;
  const base = { applied: state.applied, lastAt: state.lastAt };
  const fresh = await scoreObservations(db, studentId, state.lastAt ?? undefined);
  const changed = new Set<string>();
  advance(state, fresh, changed);
  await saveAdvanced(db, studentId, base, state, changed);
  return state;
}
