import type { Role } from '@academy/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { classes, parentLinks, rosterStudents } from '../../db/schema.ts';

/** Who is asking. */
export interface Viewer {
  id: string;
  role: Role;
}

/** SQL: the student accounts on the rosters of the classes an educator owns (a subquery of user ids). */
export function rosterOf(educatorId: string): SQL {
  return sql`select ${rosterStudents.userId} from ${rosterStudents}
    join ${classes} on ${classes.id} = ${rosterStudents.classId}
    where ${classes.ownerId} = ${educatorId} and ${rosterStudents.userId} is not null`;
}

/** SQL: the students a parent has a verified link to (a subquery of user ids). */
export function verifiedChildrenOf(parentId: string): SQL {
  return sql`select ${parentLinks.studentId} from ${parentLinks}
    where ${parentLinks.parentId} = ${parentId} and ${parentLinks.verified} = true`;
}

/**
 * A WHERE condition limiting `column` (a student's user id) to the students the viewer may see, or
 * undefined for everyone (admins). Students see themselves, educators their roster students, parents
 * their verified children.
 */
export function studentScope(viewer: Viewer, column: SQL | { name: string }): SQL | undefined {
  switch (viewer.role) {
    case 'admin':
      return undefined;
    case 'educator':
      return sql`${column} in (${rosterOf(viewer.id)})`;
    case 'parent':
      return sql`${column} in (${verifiedChildrenOf(viewer.id)})`;
    case 'student':
      return sql`${column} = ${viewer.id}`;
    default:
      return sql`false`;
  }
}

/** True when the educator owns a class with this student account on its roster. */
export async function teacherHasStudent(
  db: Executor,
  educatorId: string,
  studentId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: rosterStudents.id })
    .from(rosterStudents)
    .innerJoin(classes, eq(classes.id, rosterStudents.classId))
    .where(and(eq(classes.ownerId, educatorId), eq(rosterStudents.userId, studentId)))
    .limit(1);
  return rows.length > 0;
}

/** True when the parent has a verified link to the student. */
export async function isVerifiedParent(db: Executor, parentId: string, studentId: string): Promise<boolean> {
  const rows = await db
    .select({ id: parentLinks.id })
    .from(parentLinks)
    .where(
      and(
        eq(parentLinks.parentId, parentId),
        eq(parentLinks.studentId, studentId),
        eq(parentLinks.verified, true),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * May this viewer read this student's learning record (sessions, scores, progress)? The student
 * themself, an admin, an educator with the student on a roster, a parent with a verified link.
 * Callers answer "no" with a 404, so that another owner's student is indistinguishable from none.
 */
export async function canViewStudent(db: Executor, viewer: Viewer, studentId: string): Promise<boolean> {
  switch (viewer.role) {
    case 'student':
      return viewer.id === studentId;
    case 'admin':
      return true;
    case 'educator':
      return teacherHasStudent(db, viewer.id, studentId);
    case 'parent':
      return isVerifiedParent(db, viewer.id, studentId);
    default:
      return false;
  }
}
