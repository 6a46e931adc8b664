import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classes, rosterStudents } from '../../db/schema.ts';

/**
 * The demo school's rosters beyond the linked demo students: a pupil who has no account yet (her entry
 * links itself when she signs up with that email, ADR 016) in one class of each demo educator.
 */
export async function seedClassrooms(db: Db, ids: Record<string, string>): Promise<void> {
  const owned = async (ownerKey: string) =>
    db
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(eq(classes.ownerId, ids[ownerKey]!))
      .orderBy(classes.name);
  const [rivera] = await owned('rivera');
  const [chen] = await owned('chen');
  const rows = [
    rivera && { classId: rivera.id, firstName: 'Grace', lastName: 'Kim', email: 'grace.kim@demo.academy' },
    chen && { classId: chen.id, firstName: 'Hugo', lastName: 'Martin', email: 'hugo.martin@demo.academy' },
  ].filter((r): r is NonNullable<typeof r> => Boolean(r));
  if (rows.length > 0) await db.insert(rosterStudents).values(rows);
}
