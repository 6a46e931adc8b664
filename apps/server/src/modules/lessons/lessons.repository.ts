import type {
  AssignableStudents,
  AssignedWorkItem,
  LessonDetail,
  LessonSummary,
  LessonTemplate,
  StudentLesson,
  StudentLessonDetail,
} from '@academy/shared';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assignments, classes, lessons, profiles, rosterStudents, users } from '../../db/schema.ts';
import type { Viewer } from '../access/index.ts';

/** Lessons and their assignments: every query is limited to the caller's own rows. */

/** Lone UTF-16 surrogates become U+FFFD: PostgreSQL refuses them in jsonb ("\\ud800" is not valid there). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function wellFormed<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) =>
      typeof v === 'string' ? v.replace(LONE_SURROGATE, '\uFFFD') : v,
    ),
  ) as T;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const displayName = (
  fullName: string | null,
  first: string | null,
  last: string | null,
  email: string | null,
) => fullName?.trim() || [first, last].filter(Boolean).join(' ').trim() || email || 'Student';

/** The students of the classes the teacher owns (accounts only), grouped by class. */
export async function assignableStudents(db: Executor, ownerId: string): Promise<AssignableStudents> {
  const rows = await db
    .select({
      classId: classes.id,
      className: classes.name,
      grade: classes.grade,
      studentId: rosterStudents.userId,
      fullName: profiles.fullName,
      first: rosterStudents.firstName,
      last: rosterStudents.lastName,
      email: rosterStudents.email,
    })
    .from(classes)
    .innerJoin(rosterStudents, and(eq(rosterStudents.classId, classes.id), isNotNull(rosterStudents.userId)))
    .leftJoin(profiles, eq(profiles.id, rosterStudents.userId))
    .where(eq(classes.ownerId, ownerId))
    .orderBy(asc(classes.name), asc(classes.createdAt));
  const byClass = new Map<string, AssignableStudents['classes'][number]>();
  for (const r of rows) {
    let entry = byClass.get(r.classId);
    if (!entry) {
      entry = { id: r.classId, name: r.className, grade: r.grade, students: [] };
      byClass.set(r.classId, entry);
    }
    if (!entry.students.some((s) => s.id === r.studentId)) {
      entry.students.push({ id: r.studentId!, name: displayName(r.fullName, r.first, r.last, r.email) });
    }
  }
  for (const c of byClass.values()) c.students.sort((a, b) => a.name.localeCompare(b.name));
  return { classes: [...byClass.values()] };
}

/**
 * The ids among `studentIds` the viewer may assign to: students on the educator's own rosters; for an
 * admin, any student account.
 */
export async function allowedStudents(
  db: Executor,
  viewer: Viewer,
  studentIds: string[],
): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  if (viewer.role === 'admin') {
    const rows = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(inArray(profiles.id, studentIds), eq(profiles.role, 'student')));
    return new Set(rows.map((r) => r.id));
  }
  const rows = await db
    .select({ id: rosterStudents.userId })
    .from(rosterStudents)
    .innerJoin(classes, eq(classes.id, rosterStudents.classId))
    .where(and(eq(classes.ownerId, viewer.id), inArray(rosterStudents.userId, studentIds)));
  return new Set(rows.map((r) => r.id!));
}

const summaryColumns = {
  id: lessons.id,
  title: lessons.title,
  subject: lessons.subject,
  gradeBand: lessons.gradeBand,
  standardCode: lessons.standardCode,
  createdAt: lessons.createdAt,
  updatedAt: lessons.updatedAt,
  // Written out: inside a subquery drizzle would leave lessons.id unqualified (it would mean the assignment's id).
  assigned: sql<number>`(select count(*)::int from assignments a where a.lesson_id = "lessons"."id")`,
  completed: sql<number>`(select count(*)::int from assignments a where a.lesson_id = "lessons"."id" and a.completed_at is not null)`,
};

type SummaryRow = {
  id: string;
  title: string;
  subject: string;
  gradeBand: string;
  standardCode: string | null;
  createdAt: Date;
  updatedAt: Date;
  assigned: number;
  completed: number;
};
const toSummary = (r: SummaryRow): LessonSummary => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  assigned: Number(r.assigned),
  completed: Number(r.completed),
});

export async function listLessons(db: Executor, ownerId: string): Promise<LessonSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(lessons)
    .where(eq(lessons.createdBy, ownerId))
    .orderBy(desc(lessons.updatedAt))
    .limit(200);
  return rows.map(toSummary);
}

export async function getLesson(db: Executor, ownerId: string, id: string): Promise<LessonDetail | null> {
  const [row] = await db
    .select({ ...summaryColumns, template: lessons.template })
    .from(lessons)
    .where(and(eq(lessons.id, id), eq(lessons.createdBy, ownerId)));
  if (!row) return null;
  const people = await db
    .select({
      assignmentId: assignments.id,
      studentId: assignments.studentId,
      fullName: profiles.fullName,
      email: users.email,
      assignedAt: assignments.createdAt,
      completedAt: assignments.completedAt,
    })
    .from(assignments)
    .innerJoin(users, eq(users.id, assignments.studentId))
    .leftJoin(profiles, eq(profiles.id, assignments.studentId))
    .where(eq(assignments.lessonId, id))
    .orderBy(asc(profiles.fullName));
  const { template, ...summary } = row;
  return {
    ...toSummary(summary),
    template: template as unknown as LessonTemplate,
    assignees: people.map((p) => ({
      assignmentId: p.assignmentId,
      studentId: p.studentId,
      name: displayName(p.fullName, null, null, p.email),
      assignedAt: p.assignedAt.toISOString(),
      completedAt: iso(p.completedAt),
    })),
  };
}

export async function insertLesson(db: Executor, ownerId: string, given: LessonTemplate): Promise<string> {
  const template = wellFormed(given);
  const [row] = await db
    .insert(lessons)
    .values({
      title: template.title,
      subject: template.subject,
      gradeBand: template.grade,
      standardCode: template.standard || null,
      template: template as unknown as Record<string, unknown>,
      createdBy: ownerId,
    })
    .returning({ id: lessons.id });
  return row!.id;
}

/** Updates the owner's lesson; false when it is not theirs. */
export async function updateLesson(
  db: Executor,
  ownerId: string,
  id: string,
  given: LessonTemplate,
): Promise<boolean> {
  const template = wellFormed(given);
  const rows = await db
    .update(lessons)
    .set({
      title: template.title,
      subject: template.subject,
      gradeBand: template.grade,
      standardCode: template.standard || null,
      template: template as unknown as Record<string, unknown>,
      updatedAt: new Date(),
    })
    .where(and(eq(lessons.id, id), eq(lessons.createdBy, ownerId)))
    .returning({ id: lessons.id });
  return rows.length > 0;
}

export async function lessonOwnedBy(db: Executor, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.id, id), eq(lessons.createdBy, ownerId)));
  return rows.length > 0;
}

/** One assignment per student; a student who already has the lesson keeps their row. Returns the new count. */
export async function assign(
  db: Executor,
  lessonId: string,
  educatorId: string,
  studentIds: string[],
): Promise<number> {
  if (studentIds.length === 0) return 0;
  const rows = await db
    .insert(assignments)
    .values(studentIds.map((studentId) => ({ lessonId, studentId, educatorId })))
    .onConflictDoNothing({ target: [assignments.lessonId, assignments.studentId] })
    .returning({ id: assignments.id });
  return rows.length;
}

async function studentRows(db: Executor, studentId: string, assignmentId?: string) {
  const where = assignmentId
    ? and(eq(assignments.studentId, studentId), eq(assignments.id, assignmentId))
    : eq(assignments.studentId, studentId);
  return db
    .select({
      assignmentId: assignments.id,
      title: lessons.title,
      subject: lessons.subject,
      gradeBand: lessons.gradeBand,
      standardCode: lessons.standardCode,
      teacherName: sql<
        string | null
      >`(select tp.full_name from profiles tp where tp.id = ${assignments.educatorId})`,
      assignedAt: assignments.createdAt,
      completedAt: assignments.completedAt,
      template: lessons.template,
    })
    .from(assignments)
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .where(where)
    .orderBy(desc(assignments.createdAt))
    .limit(200);
}

type StudentRow = Awaited<ReturnType<typeof studentRows>>[number];
const toStudentLesson = (r: StudentRow): StudentLesson => ({
  assignmentId: r.assignmentId,
  title: r.title,
  subject: r.subject,
  gradeBand: r.gradeBand,
  standardCode: r.standardCode,
  teacherName: r.teacherName ?? 'Your teacher',
  assignedAt: r.assignedAt.toISOString(),
  completedAt: iso(r.completedAt),
});

export async function studentLessons(db: Executor, studentId: string): Promise<StudentLesson[]> {
  return (await studentRows(db, studentId)).map(toStudentLesson);
}

export async function studentLesson(
  db: Executor,
  studentId: string,
  assignmentId: string,
): Promise<StudentLessonDetail | null> {
  const [row] = await studentRows(db, studentId, assignmentId);
  if (!row) return null;
  return { ...toStudentLesson(row), template: row.template as unknown as LessonTemplate };
}

/**
 * Marks the student's assignment done (keeps the first time); null when it is not theirs. Returns who assigned
 * it and who owns the lesson (both are told).
 */
export async function completeAssignment(db: Executor, studentId: string, assignmentId: string, at: Date) {
  const rows = await db
    .update(assignments)
    .set({ completedAt: sql`coalesce(${assignments.completedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(assignments.id, assignmentId), eq(assignments.studentId, studentId)))
    .returning({
      id: assignments.id,
      educatorId: assignments.educatorId,
      lessonId: assignments.lessonId,
      ownerId: sql<string>`(select l.created_by from lessons l where l.id = ${assignments.lessonId})`,
    });
  return rows[0] ?? null;
}

/** The students a lesson is assigned to (for telling their dashboards it changed). */
export async function assignedStudentIds(db: Executor, lessonId: string): Promise<string[]> {
  const rows = await db
    .select({ id: assignments.studentId })
    .from(assignments)
    .where(eq(assignments.lessonId, lessonId));
  return rows.map((r) => r.id);
}

/** The student's assigned lessons in the assigned-work shape (GET /api/me/assigned-work, kind 'lesson'). */
export async function assignedLessonsFor(db: Executor, studentId: string): Promise<AssignedWorkItem[]> {
  const rows = await studentRows(db, studentId);
  return rows.map((r) => ({
    kind: 'lesson' as const,
    id: r.assignmentId,
    title: r.title,
    href: `/student/lessons/${r.assignmentId}`,
    assignedAt: r.assignedAt.toISOString(),
    dueDate: null,
    done: r.completedAt ? 1 : 0,
    total: 1,
    className: null,
  }));
}
