import type { HomeworkResult, SavedHomeworkCheck } from '@academy/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { homeworkChecks } from '../../db/schema-lessons.ts';

/** Lone UTF-16 surrogates become U+FFFD: PostgreSQL refuses them in jsonb ("\\ud800" is not valid there). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
function wellFormed<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, v: unknown) =>
      typeof v === 'string' ? v.replace(LONE_SURROGATE, '\uFFFD') : v,
    ),
  ) as T;
}

export async function saveCheck(
  db: Executor,
  row: {
    studentId: string;
    educatorId: string;
    kind: string;
    score: number;
    text: string;
    prompt: string | null;
    result: Record<string, unknown>;
  },
): Promise<string> {
  const [saved] = await db
    .insert(homeworkChecks)
    .values(wellFormed(row))
    .returning({ id: homeworkChecks.id });
  return saved!.id;
}

/** A student's saved checks (newest first); the caller has already been allowed to see the student. */
export async function listChecks(db: Executor, studentId: string) {
  const rows = await db
    .select({
      id: homeworkChecks.id,
      kind: homeworkChecks.kind,
      score: homeworkChecks.score,
      text: homeworkChecks.text,
      createdAt: homeworkChecks.createdAt,
    })
    .from(homeworkChecks)
    .where(and(eq(homeworkChecks.studentId, studentId)))
    .orderBy(desc(homeworkChecks.createdAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    score: r.score,
    excerpt: r.text.length > 60 ? `${r.text.slice(0, 60)}…` : r.text,
    createdAt: r.createdAt.toISOString(),
  }));
}

const nameOf = (userId: typeof homeworkChecks.studentId | typeof homeworkChecks.educatorId) =>
  sql<
    string | null
  >`(select coalesce(nullif(trim(p.full_name), ''), u.email) from users u left join profiles p on p.id = u.id where u.id = ${userId})`;

/**
 * One saved check with its feedback, or null when there is none by that id. The caller decides whether it may
 * see the check's student (another owner's check is answered as not found).
 */
export async function getCheck(db: Executor, id: string): Promise<SavedHomeworkCheck | null> {
  const [row] = await db
    .select({
      id: homeworkChecks.id,
      studentId: homeworkChecks.studentId,
      studentName: nameOf(homeworkChecks.studentId),
      checkedBy: nameOf(homeworkChecks.educatorId),
      kind: homeworkChecks.kind,
      score: homeworkChecks.score,
      text: homeworkChecks.text,
      prompt: homeworkChecks.prompt,
      createdAt: homeworkChecks.createdAt,
      result: homeworkChecks.result,
    })
    .from(homeworkChecks)
    .where(eq(homeworkChecks.id, id));
  if (!row) return null;
  return {
    ...row,
    studentName: row.studentName ?? 'Student',
    checkedBy: row.checkedBy ?? 'A teacher',
    createdAt: row.createdAt.toISOString(),
    result: { ...(row.result as unknown as HomeworkResult), savedId: row.id },
  };
}
