import type { Preferences } from '@academy/shared';
import { parentAccessLog } from '../../db/schema-admin.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents, profiles } from '../../db/schema.ts';

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const [row] = await db
    .select({ rate: profiles.speechRate })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return { speech_rate: row?.rate ?? 1 };
}

export async function setPreferences(db: Db, userId: string, input: Preferences): Promise<Preferences> {
  const rate = Math.round(input.speech_rate * 10) / 10;
  await db.update(profiles).set({ speechRate: rate, updatedAt: new Date() }).where(eq(profiles.id, userId));
  return { speech_rate: rate };
}

/**
 * SPEC: every parent access to a child's data is logged: the parent_student_data_access analytics event
 * {student_id}. It also writes a row of the parents' access log.
 */
export async function recordParentAccess(db: Db, parentId: string, studentId: string): Promise<void> {
  // The parent-access log (the parents module's table, read by the admin console's audit views).
  await db.insert(parentAccessLog).values({ parentId, studentId, action: 'get_progress', allowed: true });
  await db.insert(analyticsEvents).values({
    userId: parentId,
    name: 'parent_student_data_access',
    properties: { student_id: studentId, via: 'progress' },
  });
}
