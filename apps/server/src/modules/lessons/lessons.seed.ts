import type { Db } from '../../db/client.ts';
import { assignments, lessons } from '../../db/schema.ts';
import { findStandard, generateLesson } from '../../engines/lessons/index.ts';

/**
 * Demo lessons: Ms Rivera's two saved lessons (from the offline generator), one assigned to Ava and Ben with
 * Ava done, so the teacher's "who has done it" and the students' lists have something to show.
 */
export async function seedLessons(db: Db, ids: Record<string, string>, now: Date): Promise<void> {
  const rivera = ids.rivera;
  if (!rivera || !ids.ava || !ids.ben) return;
  const counting = generateLesson({
    grade: 'K',
    subject: 'math',
    standard: findStandard('K.CC.A.1'),
    topic: 'leaves',
  });
  const story = generateLesson({
    grade: '1',
    subject: 'reading',
    standard: findStandard('RL.1.3'),
    topic: 'the seasons',
  });
  const rows = await db
    .insert(lessons)
    .values(
      [counting, story].map((t) => ({
        title: t.title,
        subject: t.subject,
        gradeBand: t.grade,
        standardCode: t.standard,
        template: t as unknown as Record<string, unknown>,
        createdBy: rivera,
        createdAt: new Date(now.getTime() - 2 * 86_400_000),
        updatedAt: new Date(now.getTime() - 2 * 86_400_000),
      })),
    )
    .returning({ id: lessons.id });
  await db.insert(assignments).values([
    {
      lessonId: rows[0]!.id,
      studentId: ids.ava,
      educatorId: rivera,
      completedAt: new Date(now.getTime() - 86_400_000),
    },
    { lessonId: rows[0]!.id, studentId: ids.ben, educatorId: rivera },
  ]);
}
