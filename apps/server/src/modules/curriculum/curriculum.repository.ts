import {
  CURRICULUM_MESSAGES,
  normalizeSubject,
  SUBJECT_LABELS,
  type AssignedPath,
  type AssignedWorkItem,
  type ClassAssignment,
  type CurriculumDoc,
  type CurriculumFileKind,
  type LearningPathDetail,
  type LearningPathSummary,
  type PathStep,
  type UpdatePathBody,
} from '@academy/shared';
import { and, asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  classAssignments,
  classes,
  curriculumDocs,
  learningPaths,
  profiles,
  rosterStudents,
} from '../../db/schema.ts';
import { curriculumDocTexts, learningPathSteps, pathStepCompletions } from '../../db/schema-curriculum.ts';
import type { Block } from '../../engines/documents/extract.ts';
import type { DraftStep } from '../../engines/documents/outline.ts';
import { standardsIn } from '../../engines/documents/outline.ts';
import { findStandard } from '../../engines/standards/standards.ts';

/** What curriculum_docs.meta holds for an upload. */
export interface DocMeta {
  fileName: string;
  kind: CurriculumFileKind;
  contentType: string;
  sizeBytes: number;
  textStatus: 'ok' | 'unreadable';
  textChars: number;
  excerpt: string;
}

type DocRow = typeof curriculumDocs.$inferSelect;

function toDoc(row: DocRow): CurriculumDoc {
  const meta = row.meta as Partial<DocMeta>;
  return {
    id: row.id,
    title: row.title,
    fileName: meta.fileName ?? row.storagePath.split('/').pop() ?? '',
    kind: meta.kind ?? 'txt',
    sizeBytes: meta.sizeBytes ?? 0,
    textStatus: meta.textStatus ?? 'unreadable',
    textChars: meta.textChars ?? 0,
    excerpt: meta.excerpt ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}

// ---------------------------------------------------------------- documents

export async function listDocs(db: Db, ownerId: string): Promise<CurriculumDoc[]> {
  const rows = await db
    .select()
    .from(curriculumDocs)
    .where(eq(curriculumDocs.ownerId, ownerId))
    .orderBy(desc(curriculumDocs.createdAt))
    .limit(500);
  return rows.map(toDoc);
}

export async function insertDoc(
  tx: Executor,
  input: { id: string; ownerId: string; title: string; storagePath: string; meta: DocMeta },
  extracted: { status: 'ok' | 'unreadable'; text: string; blocks: Block[] },
): Promise<CurriculumDoc> {
  const [row] = await tx
    .insert(curriculumDocs)
    .values({
      id: input.id,
      ownerId: input.ownerId,
      title: input.title,
      storagePath: input.storagePath,
      meta: input.meta as unknown as Record<string, unknown>,
    })
    .returning();
  await tx
    .insert(curriculumDocTexts)
    .values({ docId: input.id, status: extracted.status, text: extracted.text, blocks: extracted.blocks });
  return toDoc(row!);
}

/** The caller's document (null for anyone else's, or none). */
export async function getDoc(db: Db, ownerId: string, id: string) {
  const [row] = await db
    .select()
    .from(curriculumDocs)
    .where(and(eq(curriculumDocs.id, id), eq(curriculumDocs.ownerId, ownerId)));
  return row ? { doc: toDoc(row), storagePath: row.storagePath, meta: row.meta as Partial<DocMeta> } : null;
}

export async function getDocBlocks(db: Db, docId: string): Promise<Block[]> {
  const [row] = await db
    .select({ blocks: curriculumDocTexts.blocks, status: curriculumDocTexts.status })
    .from(curriculumDocTexts)
    .where(eq(curriculumDocTexts.docId, docId));
  return row?.status === 'ok' ? row.blocks : [];
}

/** Deletes the caller's document; returns its storage key, or null when there was none. */
export async function deleteDoc(db: Db, ownerId: string, id: string): Promise<string | null> {
  const [row] = await db
    .delete(curriculumDocs)
    .where(and(eq(curriculumDocs.id, id), eq(curriculumDocs.ownerId, ownerId)))
    .returning({ storagePath: curriculumDocs.storagePath });
  return row?.storagePath ?? null;
}

// ---------------------------------------------------------------- learning paths

type StepRow = typeof learningPathSteps.$inferSelect;
const toStep = (row: StepRow): PathStep => ({
  id: row.id,
  position: row.position,
  title: row.title,
  summary: row.summary,
  body: row.body,
  standards: row.standards,
});

// Written out in full: inside a select list drizzle may leave a column unqualified.
const stepCount = () =>
  sql<number>`(select count(*)::int from learning_path_steps s where s.path_id = learning_paths.id)`;

function toSummary(row: typeof learningPaths.$inferSelect, stepCount: number): LearningPathSummary {
  const source = (row.config as { source_doc_id?: unknown }).source_doc_id;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    sourceDocId: typeof source === 'string' ? source : null,
    stepCount,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createPathFromDoc(
  db: Db,
  ownerId: string,
  doc: { id: string; title: string },
  steps: DraftStep[],
): Promise<string> {
  return db.transaction(async (tx) => {
    const [path] = await tx
      .insert(learningPaths)
      .values({
        ownerId,
        title: CURRICULUM_MESSAGES.pathTitle(doc.title),
        description: CURRICULUM_MESSAGES.pathDescription(doc.title),
        config: { source_doc_id: doc.id },
      })
      .returning({ id: learningPaths.id });
    if (steps.length > 0) {
      await tx
        .insert(learningPathSteps)
        .values(steps.map((s, position) => ({ pathId: path!.id, position, ...s })));
    }
    return path!.id;
  });
}

export async function listPaths(db: Db, ownerId: string): Promise<LearningPathSummary[]> {
  const rows = await db
    .select({ path: learningPaths, steps: stepCount() })
    .from(learningPaths)
    .where(eq(learningPaths.ownerId, ownerId))
    .orderBy(desc(learningPaths.createdAt))
    .limit(500);
  return rows.map((r) => toSummary(r.path, Number(r.steps)));
}

async function stepsOf(db: Executor, pathId: string): Promise<PathStep[]> {
  const rows = await db
    .select()
    .from(learningPathSteps)
    .where(eq(learningPathSteps.pathId, pathId))
    .orderBy(asc(learningPathSteps.position));
  return rows.map(toStep);
}

export async function getPath(db: Db, ownerId: string, id: string): Promise<LearningPathDetail | null> {
  const [row] = await db
    .select()
    .from(learningPaths)
    .where(and(eq(learningPaths.id, id), eq(learningPaths.ownerId, ownerId)));
  if (!row) return null;
  const steps = await stepsOf(db, id);
  return { ...toSummary(row, steps.length), steps };
}

/**
 * Saves the editor: title, description and the steps in the order given. Steps named by id keep their id
 * (and the students' completions); steps left out are deleted; steps without an id are new. The standards
 * of each step are read again from its title and text.
 */
export async function updatePath(
  db: Db,
  ownerId: string,
  id: string,
  body: UpdatePathBody,
): Promise<'ok' | 'not_found' | 'unknown_step'> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: learningPaths.id })
      .from(learningPaths)
      .where(and(eq(learningPaths.id, id), eq(learningPaths.ownerId, ownerId)))
      .for('update');
    if (!row) return 'not_found';
    const existing = new Set((await stepsOf(tx, id)).map((s) => s.id));
    const kept = body.steps.map((s) => s.id).filter((s): s is string => Boolean(s));
    if (kept.some((s) => !existing.has(s)) || new Set(kept).size !== kept.length) return 'unknown_step';
    await tx
      .update(learningPaths)
      .set({ title: body.title, description: body.description ?? null })
      .where(eq(learningPaths.id, id));
    const removed = [...existing].filter((s) => !kept.includes(s));
    if (removed.length > 0) await tx.delete(learningPathSteps).where(inArray(learningPathSteps.id, removed));
    for (const [position, step] of body.steps.entries()) {
      const values = {
        position,
        title: step.title,
        summary: step.summary ?? '',
        body: step.body ?? '',
        standards: standardsIn(`${step.title}\n${step.summary ?? ''}\n${step.body ?? ''}`),
      };
      if (step.id) await tx.update(learningPathSteps).set(values).where(eq(learningPathSteps.id, step.id));
      else await tx.insert(learningPathSteps).values({ pathId: id, ...values });
    }
    return 'ok';
  });
}

// ---------------------------------------------------------------- class assignments

/** The class, when the caller owns it. */
export async function ownedClass(db: Executor, ownerId: string, classId: string) {
  const [row] = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.ownerId, ownerId)));
  return row ?? null;
}

export async function assignPath(
  db: Db,
  ownerId: string,
  classId: string,
  input: { pathId: string; dueDate: string | null },
): Promise<{ ok: true; id: string } | { ok: false; reason: 'class_not_found' | 'path_not_found' }> {
  if (!(await ownedClass(db, ownerId, classId))) return { ok: false, reason: 'class_not_found' };
  const [path] = await db
    .select({ id: learningPaths.id })
    .from(learningPaths)
    .where(and(eq(learningPaths.id, input.pathId), eq(learningPaths.ownerId, ownerId)));
  if (!path) return { ok: false, reason: 'path_not_found' };
  const [row] = await db
    .insert(classAssignments)
    .values({ classId, learningPathId: path.id, dueDate: input.dueDate })
    .returning({ id: classAssignments.id });
  return { ok: true, id: row!.id };
}

/** The student accounts on a class's roster. */
export async function rosterUserIds(db: Executor, classId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: rosterStudents.userId })
    .from(rosterStudents)
    .where(and(eq(rosterStudents.classId, classId), isNotNull(rosterStudents.userId)));
  return rows.map((r) => r.userId!);
}

/** The classes a path is assigned to (to tell their students when it changes). */
export async function studentsAssignedPath(db: Executor, pathId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: rosterStudents.userId })
    .from(classAssignments)
    .innerJoin(rosterStudents, eq(rosterStudents.classId, classAssignments.classId))
    .where(and(eq(classAssignments.learningPathId, pathId), isNotNull(rosterStudents.userId)));
  return rows.map((r) => r.userId!);
}

/** The class's assignments, newest first, with each linked student's progress; null when not the caller's class. */
export async function listClassAssignments(
  db: Db,
  ownerId: string,
  classId: string,
): Promise<ClassAssignment[] | null> {
  if (!(await ownedClass(db, ownerId, classId))) return null;
  const rows = await db
    .select({ a: classAssignments, path: learningPaths, steps: stepCount() })
    .from(classAssignments)
    .innerJoin(learningPaths, eq(learningPaths.id, classAssignments.learningPathId))
    .where(eq(classAssignments.classId, classId))
    .orderBy(desc(classAssignments.createdAt));
  if (rows.length === 0) return [];
  const roster = await db
    .selectDistinctOn([rosterStudents.userId], {
      userId: rosterStudents.userId,
      first: rosterStudents.firstName,
      last: rosterStudents.lastName,
      email: rosterStudents.email,
      fullName: profiles.fullName,
    })
    .from(rosterStudents)
    .leftJoin(profiles, eq(profiles.id, rosterStudents.userId))
    .where(and(eq(rosterStudents.classId, classId), isNotNull(rosterStudents.userId)))
    .orderBy(rosterStudents.userId);
  const done = await db
    .select({
      assignmentId: pathStepCompletions.classAssignmentId,
      studentId: pathStepCompletions.studentId,
      n: count(),
    })
    .from(pathStepCompletions)
    .where(
      inArray(
        pathStepCompletions.classAssignmentId,
        rows.map((r) => r.a.id),
      ),
    )
    .groupBy(pathStepCompletions.classAssignmentId, pathStepCompletions.studentId);
  const nameOf = (r: (typeof roster)[number]) =>
    r.fullName?.trim() || [r.first, r.last].filter(Boolean).join(' ').trim() || r.email || 'Student';
  const students = roster.map((r) => ({ studentId: r.userId!, name: nameOf(r) }));
  students.sort((x, y) => x.name.localeCompare(y.name));
  return rows.map(({ a, path, steps }) => ({
    id: a.id,
    dueDate: a.dueDate,
    createdAt: a.createdAt.toISOString(),
    learningPath: { id: path.id, title: path.title, description: path.description },
    stepCount: Number(steps),
    progress: students.map((s) => ({
      ...s,
      done: Number(done.find((d) => d.assignmentId === a.id && d.studentId === s.studentId)?.n ?? 0),
    })),
  }));
}

// ---------------------------------------------------------------- the student's side

/** Where a student opens an assigned path in the app. */
export const assignedPathHref = (assignmentId: string) => `/student/paths/${assignmentId}`;

/**
 * Learning paths assigned to the classes whose rosters hold this student, newest first: the `path` items
 * of GET /api/me/assigned-work.
 */
export async function assignedPathsFor(db: Executor, studentId: string): Promise<AssignedWorkItem[]> {
  const rows = await db
    .selectDistinctOn([classAssignments.id], {
      id: classAssignments.id,
      title: learningPaths.title,
      className: classes.name,
      createdAt: classAssignments.createdAt,
      dueDate: classAssignments.dueDate,
      total: stepCount(),
      done: sql<number>`(select count(*)::int from path_step_completions c
        where c.class_assignment_id = class_assignments.id and c.student_id = ${studentId})`,
    })
    .from(rosterStudents)
    .innerJoin(classes, eq(classes.id, rosterStudents.classId))
    .innerJoin(classAssignments, eq(classAssignments.classId, classes.id))
    .innerJoin(learningPaths, eq(learningPaths.id, classAssignments.learningPathId))
    .where(eq(rosterStudents.userId, studentId))
    .orderBy(classAssignments.id);
  return rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => ({
      kind: 'path' as const,
      id: r.id,
      title: r.title,
      href: assignedPathHref(r.id),
      assignedAt: r.createdAt.toISOString(),
      dueDate: r.dueDate,
      done: Number(r.done),
      total: Number(r.total),
      className: r.className,
    }));
}

/** The assignment, when the student is on its class's roster. */
async function studentAssignment(db: Executor, studentId: string, assignmentId: string) {
  const [row] = await db
    .select({ a: classAssignments, path: learningPaths, className: classes.name })
    .from(classAssignments)
    .innerJoin(classes, eq(classes.id, classAssignments.classId))
    .innerJoin(learningPaths, eq(learningPaths.id, classAssignments.learningPathId))
    .where(
      and(
        eq(classAssignments.id, assignmentId),
        sql`exists (select 1 from ${rosterStudents} where ${rosterStudents.classId} = ${classAssignments.classId} and ${rosterStudents.userId} = ${studentId})`,
      ),
    );
  return row ?? null;
}

/** A step's subject for the tutor: from the standards it names, else from the words of its titles. */
function stepSubject(step: PathStep, pathTitle: string): string {
  for (const code of step.standards) {
    const s = findStandard(code);
    if (s) return s.subject === 'math' ? 'Math' : s.subject === 'science' ? 'Science' : 'Reading';
  }
  const category = normalizeSubject(`${step.title} ${pathTitle}`);
  return category === 'other' ? 'General Studies' : SUBJECT_LABELS[category];
}

export async function getAssignedPath(
  db: Db,
  studentId: string,
  assignmentId: string,
): Promise<AssignedPath | null> {
  const row = await studentAssignment(db, studentId, assignmentId);
  if (!row) return null;
  const steps = await stepsOf(db, row.path.id);
  const done = await db
    .select({ stepId: pathStepCompletions.stepId })
    .from(pathStepCompletions)
    .where(
      and(
        eq(pathStepCompletions.classAssignmentId, assignmentId),
        eq(pathStepCompletions.studentId, studentId),
      ),
    );
  const doneIds = new Set(done.map((d) => d.stepId));
  return {
    id: row.a.id,
    title: row.path.title,
    description: row.path.description,
    className: row.className,
    assignedAt: row.a.createdAt.toISOString(),
    dueDate: row.a.dueDate,
    steps: steps.map((s) => ({ ...s, done: doneIds.has(s.id), subject: stepSubject(s, row.path.title) })),
  };
}

/** Marks a step done or not done; returns the class's owner (to tell the teacher), or why not. */
export async function setStepDone(
  db: Db,
  studentId: string,
  assignmentId: string,
  stepId: string,
  done: boolean,
): Promise<{ ok: true; ownerId: string } | { ok: false; reason: 'assignment_not_found' | 'step_not_found' }> {
  const row = await studentAssignment(db, studentId, assignmentId);
  if (!row) return { ok: false, reason: 'assignment_not_found' };
  const [step] = await db
    .select({ id: learningPathSteps.id })
    .from(learningPathSteps)
    .where(and(eq(learningPathSteps.id, stepId), eq(learningPathSteps.pathId, row.path.id)));
  if (!step) return { ok: false, reason: 'step_not_found' };
  if (done) {
    await db
      .insert(pathStepCompletions)
      .values({ classAssignmentId: assignmentId, stepId, studentId })
      .onConflictDoNothing();
  } else {
    await db
      .delete(pathStepCompletions)
      .where(
        and(
          eq(pathStepCompletions.classAssignmentId, assignmentId),
          eq(pathStepCompletions.stepId, stepId),
          eq(pathStepCompletions.studentId, studentId),
        ),
      );
  }
  return { ok: true, ownerId: row.path.ownerId };
}
