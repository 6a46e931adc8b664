import { SPECIALIZED_TUTORS, type CatalogTutor } from '@academy/shared';
import { countDistinct, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tutoringSessions } from '../../db/schema.ts';

/** For each specialised tutor: the number of distinct users with a tutoring session whose tutor is its name. */
export async function countTutorStudents(db: Db): Promise<CatalogTutor[]> {
  const names = SPECIALIZED_TUTORS.map((tutor) => tutor.name);
  const rows = await db
    .select({ tutor: tutoringSessions.tutor, students: countDistinct(tutoringSessions.userId) })
    .from(tutoringSessions)
    .where(inArray(tutoringSessions.tutor, names))
    .groupBy(tutoringSessions.tutor);
  const counts = new Map(rows.map((row) => [row.tutor, Number(row.students)]));
  return SPECIALIZED_TUTORS.map((tutor) => ({
    name: tutor.name,
    subject: tutor.subject,
    students: counts.get(tutor.name) ?? 0,
  }));
}
