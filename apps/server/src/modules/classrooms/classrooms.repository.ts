import {
  LIMITS,
  type ClassAssignmentSummary,
  type Classroom,
  type RosterImportResult,
  type RosterStudent,
  type Score,
  type StudentRecord,
  type TutoringSession,
} from '@academy/shared';
import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  classAssignments,
  classes,
  curriculumDocs,
  gradingJobs,
  learningPaths,
  moderationCases,
  profiles,
  rosterStudents,
  scores,
  tutoringSessions,
} from '../../db/schema.ts';
import { studentScope, type Viewer } from '../access/index.ts';
import { planImport, type CsvStudent } from './roster-csv.ts';

type ClassRow = typeof classes.$inferSelect;
type RosterRow = typeof rosterStudents.$inferSelect;

const studentCount = sql<number>`(select count(*)::int from ${rosterStudents} where ${rosterStudents.classId} = ${classes.id})`;

function toClass(row: ClassRow & { studentCount: number }): Classroom {
  return {
    id: row.id,
    name: row.name,
    grade: row.grade,
    created_at: row.createdAt.toISOString(),
    student_count: Number(row.studentCount),
  };
}

export function toRosterStudent(row: RosterRow): RosterStudent {
  return {
    id: row.id,
    class_id: row.classId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
  };
}

const classColumns = {
  id: classes.id,
  ownerId: classes.ownerId,
  name: classes.name,
  grade: classes.grade,
  createdAt: classes.createdAt,
  studentCount,
};

/** The owner's classes, newest first. */
export async function listClasses(db: Db, ownerId: string): Promise<Classroom[]> {
  const rows = await db
    .select(classColumns)
    .from(classes)
    .where(eq(classes.ownerId, ownerId))
    .orderBy(desc(classes.createdAt), asc(classes.name));
  return rows.map(toClass);
}

/** One of the owner's classes; null for a class that is not theirs or does not exist. */
export async function findClass(db: Executor, ownerId: string, classId: string): Promise<Classroom | null> {
  const [row] = await db
    .select(classColumns)
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.ownerId, ownerId)));
  return row ? toClass(row) : null;
}

/** The learning paths assigned to a class, newest first (the class is the caller's: checked before). */
export async function listClassAssignments(db: Db, classId: string): Promise<ClassAssignmentSummary[]> {
  const rows = await db
    .select({
      id: classAssignments.id,
      dueDate: classAssignments.dueDate,
      createdAt: classAssignments.createdAt,
      pathId: learningPaths.id,
      title: learningPaths.title,
      description: learningPaths.description,
    })
    .from(classAssignments)
    .leftJoin(learningPaths, eq(learningPaths.id, classAssignments.learningPathId))
    .where(eq(classAssignments.classId, classId))
    .orderBy(desc(classAssignments.createdAt));
  return rows.map((r) => ({
    id: r.id,
    due_date: r.dueDate,
    created_at: r.createdAt.toISOString(),
    learning_path: r.pathId ? { id: r.pathId, title: r.title, description: r.description } : null,
  }));
}

export async function insertClass(
  db: Db,
  ownerId: string,
  input: { name: string; grade: string | null },
): Promise<Classroom> {
  const [row] = await db
    .insert(classes)
    .values({ ownerId, name: input.name, grade: input.grade })
    .returning();
  return toClass({ ...row!, studentCount: 0 });
}

export async function updateClass(
  db: Db,
  ownerId: string,
  classId: string,
  input: { name?: string; grade?: string | null },
): Promise<Classroom | null> {
  const set: Partial<typeof classes.$inferInsert> = {};
  if (input.name !== undefined) set.name = input.name;
  if (input.grade !== undefined) set.grade = input.grade;
  const [row] = await db
    .update(classes)
    .set(set)
    .where(and(eq(classes.id, classId), eq(classes.ownerId, ownerId)))
    .returning({ id: classes.id });
  return row ? findClass(db, ownerId, row.id) : null;
}

/**
 * Deletes one of the owner's classes. Its roster entries and class assignments go with it (foreign keys
 * cascade); nothing of the students' own accounts (sessions, messages, scores) is touched.
 */
export async function deleteClass(db: Db, ownerId: string, classId: string): Promise<boolean> {
  const rows = await db
    .delete(classes)
    .where(and(eq(classes.id, classId), eq(classes.ownerId, ownerId)))
    .returning({ id: classes.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------- roster

export async function listRoster(db: Executor, classId: string): Promise<RosterStudent[]> {
  const rows = await db
    .select()
    .from(rosterStudents)
    .where(eq(rosterStudents.classId, classId))
    .orderBy(
      sql`lower(coalesce(${rosterStudents.lastName}, ''))`,
      sql`lower(coalesce(${rosterStudents.firstName}, ''))`,
      asc(rosterStudents.createdAt),
    );
  return rows.map(toRosterStudent);
}

export interface RosterFields {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/** Unique-violation on (class_id, email): the email is already on this roster. */
export function isDuplicateEmail(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string; constraint?: string } })?.cause ?? err;
  const pg = cause as { code?: string; constraint?: string };
  return pg?.code === '23505' && pg.constraint === 'students_class_email_key';
}

export async function insertRosterStudent(db: Db, classId: string, input: RosterFields) {
  const [row] = await db
    .insert(rosterStudents)
    .values({ classId, firstName: input.first_name, lastName: input.last_name, email: input.email })
    .returning();
  return toRosterStudent(row!);
}

export async function updateRosterStudent(
  db: Db,
  classId: string,
  studentId: string,
  input: Partial<RosterFields>,
): Promise<RosterStudent | null> {
  const set: Partial<typeof rosterStudents.$inferInsert> = {};
  if (input.first_name !== undefined) set.firstName = input.first_name;
  if (input.last_name !== undefined) set.lastName = input.last_name;
  if (input.email !== undefined) set.email = input.email;
  if (Object.keys(set).length === 0) return findRosterStudent(db, classId, studentId);
  const [row] = await db
    .update(rosterStudents)
    .set(set)
    .where(and(eq(rosterStudents.id, studentId), eq(rosterStudents.classId, classId)))
    .returning();
  return row ? toRosterStudent(row) : null;
}

export async function findRosterStudent(
  db: Executor,
  classId: string,
  studentId: string,
): Promise<RosterStudent | null> {
  const [row] = await db
    .select()
    .from(rosterStudents)
    .where(and(eq(rosterStudents.id, studentId), eq(rosterStudents.classId, classId)));
  return row ? toRosterStudent(row) : null;
}

export async function deleteRosterStudent(db: Db, classId: string, studentId: string): Promise<boolean> {
  const rows = await db
    .delete(rosterStudents)
    .where(and(eq(rosterStudents.id, studentId), eq(rosterStudents.classId, classId)))
    .returning({ id: rosterStudents.id });
  return rows.length > 0;
}

/**
 * Plans (dry run) or writes (confirm) a roster import. A confirmed import runs in one transaction with
 * the class row locked, and plans again against the roster as it is then, so two imports at once cannot
 * add the same email twice. Refused rows are never written.
 */
export async function importRoster(
  db: Db,
  ownerId: string,
  classId: string,
  students: CsvStudent[],
  confirm: boolean,
): Promise<RosterImportResult | null> {
  const run = async (tx: Executor): Promise<RosterImportResult | null> => {
    const owned = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classId), eq(classes.ownerId, ownerId)))
      .for(confirm ? 'update' : 'share');
    if (owned.length === 0) return null;
    const existing = await listRoster(tx, classId);
    const planned = planImport(students, existing);
    if (confirm) {
      const adds = planned.filter((p) => p.action === 'add');
      if (adds.length > 0) {
        await tx
          .insert(rosterStudents)
          .values(
            adds.map((p) => ({ classId, firstName: p.first_name, lastName: p.last_name, email: p.email })),
          );
      }
      for (const p of planned) {
        if (p.action !== 'update' || !p.entryId) continue;
        await tx
          .update(rosterStudents)
          .set({ firstName: p.first_name, lastName: p.last_name })
          .where(eq(rosterStudents.id, p.entryId));
      }
    }
    return {
      written: confirm,
      added: planned.filter((p) => p.action === 'add').length,
      updated: planned.filter((p) => p.action === 'update').length,
      refused: planned.filter((p) => p.action === 'refuse').length,
      rows: planned.map(({ entryId: _entryId, ...row }) => row),
    };
  };
  return confirm ? db.transaction(run) : run(db);
}

// ---------------------------------------------------------------- a linked student's record

/** A roster entry of the owner's class with the linked student's sessions and scores; null otherwise. */
export async function findStudentRecord(
  db: Db,
  ownerId: string,
  classId: string,
  entryId: string,
): Promise<StudentRecord | 'not_linked' | null> {
  const [row] = await db
    .select({ entry: rosterStudents, fullName: profiles.fullName, gradeLevel: profiles.gradeLevel })
    .from(rosterStudents)
    .innerJoin(classes, eq(classes.id, rosterStudents.classId))
    .leftJoin(profiles, eq(profiles.id, rosterStudents.userId))
    .where(
      and(eq(rosterStudents.id, entryId), eq(rosterStudents.classId, classId), eq(classes.ownerId, ownerId)),
    );
  if (!row) return null;
  const userId = row.entry.userId;
  if (!userId) return 'not_linked';
  const [sessionRows, scoreRows] = await Promise.all([
    db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.userId, userId))
      .orderBy(desc(tutoringSessions.startedAt))
      .limit(LIMITS.sessionsPage),
    db
      .select()
      .from(scores)
      .where(eq(scores.userId, userId))
      .orderBy(desc(scores.recordedAt))
      .limit(LIMITS.scoresPage),
  ]);
  const sessions: TutoringSession[] = sessionRows.map((s) => {
    const minutes =
      s.completedAt === null ? null : Math.max(0, (s.completedAt.getTime() - s.startedAt.getTime()) / 60_000);
    return {
      id: s.id,
      user_id: s.userId,
      subject: s.subject,
      tutor: s.tutor,
      agent: (['grok', 'asi', 'super_ao'] as const).find((a) => a === s.agent) ?? 'grok',
      title: s.title,
      started_at: s.startedAt.toISOString(),
      completed_at: s.completedAt?.toISOString() ?? null,
      duration_minutes: minutes === null ? null : Math.round(minutes * 10) / 10,
    };
  });
  const scoreList: Score[] = scoreRows.map((s) => ({
    id: s.id,
    user_id: s.userId,
    lesson_id: s.lessonId,
    skill: s.skill,
    subject: s.subject,
    score: s.score,
    recorded_at: s.recordedAt.toISOString(),
  }));
  return {
    student: { ...toRosterStudent(row.entry), full_name: row.fullName, grade_level: row.gradeLevel },
    sessions,
    scores: scoreList,
  };
}

// ---------------------------------------------------------------- the workspace figures

/** "Due this week": due today or in the six days after it (UTC dates, YYYY-MM-DD). */
function weekWindow(now: Date): { from: string; to: string } {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return { from: day(now), to: day(new Date(now.getTime() + 7 * 86_400_000)) };
}

export async function workspaceFigures(db: Db, viewer: Viewer, now: Date) {
  const owner = viewer.id;
  const { from, to } = weekWindow(now);
  const scope = studentScope(viewer, moderationCases.studentId);
  const [classCount, studentCount, openCases, due, docs, graded] = await Promise.all([
    db.select({ n: count() }).from(classes).where(eq(classes.ownerId, owner)),
    db
      .select({
        n: sql<number>`count(distinct coalesce(${rosterStudents.userId}::text, ${rosterStudents.email}, ${rosterStudents.id}::text))::int`,
      })
      .from(rosterStudents)
      .innerJoin(classes, eq(classes.id, rosterStudents.classId))
      .where(eq(classes.ownerId, owner)),
    db
      .select({ n: count() })
      .from(moderationCases)
      .where(and(eq(moderationCases.status, 'open'), scope)),
    db
      .select({ n: count() })
      .from(classAssignments)
      .innerJoin(classes, eq(classes.id, classAssignments.classId))
      .where(
        and(
          eq(classes.ownerId, owner),
          gte(classAssignments.dueDate, from),
          lt(classAssignments.dueDate, to),
        ),
      ),
    db
      .select({ id: curriculumDocs.id })
      .from(curriculumDocs)
      .where(eq(curriculumDocs.ownerId, owner))
      .limit(1),
    db
      .select({ id: gradingJobs.id })
      .from(gradingJobs)
      .where(and(eq(gradingJobs.ownerId, owner), eq(gradingJobs.status, 'done')))
      .limit(1),
  ]);
  const classesN = Number(classCount[0]?.n ?? 0);
  return {
    figures: {
      classes: classesN,
      students: Number(studentCount[0]?.n ?? 0),
      open_cases: Number(openCases[0]?.n ?? 0),
      due_this_week: Number(due[0]?.n ?? 0),
    },
    getting_started: {
      class_created: classesN > 0,
      document_uploaded: docs.length > 0,
      grading_done: graded.length > 0,
    },
  };
}
