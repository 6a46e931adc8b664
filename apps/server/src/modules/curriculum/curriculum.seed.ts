import { randomUUID } from 'node:crypto';
import { CURRICULUM_FILE_TYPES } from '@academy/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { classes } from '../../db/schema.ts';
import { extractDocument } from '../../engines/documents/extract.ts';
import { outlineSteps } from '../../engines/documents/outline.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { assignPath, createPathFromDoc, insertDoc } from './curriculum.repository.ts';

/** The demo documents: one small Markdown unit per demo educator, stored through the storage driver. */
const DEMO_DOCS: Record<string, { title: string; fileName: string; text: string; dueInDays: number }> = {
  rivera: {
    title: 'Counting and Cardinality Unit',
    fileName: 'counting-unit.md',
    dueInDays: 7,
    text: `# Counting and Cardinality Unit

## Counting to 20
Students count aloud to 20 by ones, starting at any number (K.CC.A.2). They practise with counting songs and
number lines.

## How Many?
Students count objects in a line, a circle or scattered, and say how many there are (K.CC.B.5). The last
number said tells the number of objects counted.

## Comparing Groups
Students tell whether one group of objects is greater than, less than or equal to another group, by
matching and by counting (K.CC.C.6).
`,
  },
  chen: {
    title: 'Fractions on a Number Line',
    fileName: 'fractions-number-line.md',
    dueInDays: 10,
    text: `# Fractions on a Number Line

## Unit Fractions
A unit fraction 1/b is one part when a whole is split into b equal parts (3.NF.A.1). Students fold paper
strips into halves, thirds and fourths.

## Fractions on the Number Line
Students place 1/4, 2/4 and 3/4 on a number line from 0 to 1 by splitting it into equal lengths (3.NF.A.2).

## Equivalent Fractions
Two fractions are equivalent when they are at the same point on a number line, like 1/2 and 2/4
(3.NF.A.3).
`,
  },
};

/**
 * Each demo educator gets an uploaded document (its file in storage, its text extracted), a learning path
 * drawn from it, and that path assigned to their first class with a due date.
 */
export async function seedCurriculum(
  db: Db,
  storage: FileStorage | null,
  ids: Record<string, string>,
  now: Date = new Date(),
): Promise<void> {
  for (const [key, demo] of Object.entries(DEMO_DOCS)) {
    const ownerId = ids[key];
    if (!ownerId) continue;
    const bytes = Buffer.from(demo.text, 'utf8');
    const extracted = await extractDocument('markdown', bytes);
    const id = randomUUID();
    const storagePath = `curriculum/${ownerId}/${id}.md`;
    const contentType = CURRICULUM_FILE_TYPES.markdown.contentType;
    if (storage) await storage.put(storagePath, bytes, contentType);
    await insertDoc(
      db,
      {
        id,
        ownerId,
        title: demo.title,
        storagePath,
        meta: {
          fileName: demo.fileName,
          kind: 'markdown',
          contentType,
          sizeBytes: bytes.length,
          textStatus: extracted.status,
          textChars: extracted.text.length,
          excerpt: extracted.text.replace(/\s+/g, ' ').slice(0, 200),
        },
      },
      extracted,
    );
    const pathId = await createPathFromDoc(
      db,
      ownerId,
      { id, title: demo.title },
      outlineSteps(extracted.blocks, demo.title),
    );
    const [firstClass] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.ownerId, ownerId))
      .orderBy(asc(classes.createdAt), asc(classes.name))
      .limit(1);
    if (firstClass) {
      const due = new Date(now.getTime() + demo.dueInDays * 86_400_000).toISOString().slice(0, 10);
      await assignPath(db, ownerId, firstClass.id, { pathId, dueDate: due });
    }
  }
}
