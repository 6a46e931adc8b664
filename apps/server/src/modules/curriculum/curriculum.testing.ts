// Test helpers for the curriculum tests: real PDF and DOCX files made with pdf-lib and docx, and the
// multipart form a browser sends. Not used by the app.
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { classes } from '../../db/schema.ts';
import { assignPath, createPathFromDoc, getPath, insertDoc } from './curriculum.repository.ts';

export {
  makeDocx,
  makePdf,
  makeTextlessPdf,
  SAMPLE_SECTIONS,
  type Section,
} from '../../engines/documents/documents.testing.ts';

/** The upload form: a title and a file, as the browser's FormData sends them. */
export function uploadForm(
  title: string | null,
  file: { name: string; bytes: Buffer; type?: string } | null,
) {
  const form = new FormData();
  if (title !== null) form.append('title', title);
  if (file) {
    form.append(
      'file',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return form;
}

// ---------------------------------------------------------------- fixtures on a test app

const TEXT = '# Unit\n\n## Counting\nCount to 20 (K.CC.A.1).\n\n## Comparing\nCompare numbers (K.CC.C.7).';

/** A Markdown document of the owner, its file in the app's storage. */
export async function freshDoc(app: FastifyInstance, ownerId: string): Promise<string> {
  const id = randomUUID();
  const storagePath = `curriculum/${ownerId}/${id}.md`;
  await app.storage.put(storagePath, Buffer.from(TEXT), 'text/markdown');
  await insertDoc(
    app.database.db,
    {
      id,
      ownerId,
      title: 'Matrix unit',
      storagePath,
      meta: {
        fileName: 'unit.md',
        kind: 'markdown',
        contentType: 'text/markdown',
        sizeBytes: TEXT.length,
        textStatus: 'ok',
        textChars: TEXT.length,
        excerpt: TEXT,
      },
    },
    {
      status: 'ok',
      text: TEXT,
      blocks: [
        { kind: 'heading', level: 2, text: 'Counting' },
        { kind: 'paragraph', level: 0, text: 'Count to 20 (K.CC.A.1).' },
        { kind: 'heading', level: 2, text: 'Comparing' },
        { kind: 'paragraph', level: 0, text: 'Compare numbers (K.CC.C.7).' },
      ],
    },
  );
  return id;
}

/** The owner's document, a path drawn from it (two steps), and that path assigned to the owner's first class. */
export async function curriculumFixture(app: FastifyInstance, ownerId: string) {
  const db = app.database.db;
  const docId = await freshDoc(app, ownerId);
  const pathId = await createPathFromDoc(db, ownerId, { id: docId, title: 'Matrix unit' }, [
    { title: 'Counting', summary: 'Count to 20.', body: 'Count to 20 (K.CC.A.1).', standards: ['K.CC.A.1'] },
    { title: 'Comparing', summary: 'Compare.', body: 'Compare numbers (K.CC.C.7).', standards: ['K.CC.C.7'] },
  ]);
  // The owner's oldest class (the one the fixtures put students on; later tests may add empty ones).
  const [cls] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.ownerId, ownerId))
    .orderBy(asc(classes.createdAt))
    .limit(1);
  const assigned = await assignPath(db, ownerId, cls!.id, { pathId, dueDate: '2030-01-31' });
  if (!assigned.ok) throw new Error(`curriculum fixture: ${assigned.reason}`);
  const path = await getPath(db, ownerId, pathId);
  return { docId, pathId, classId: cls!.id, assignmentId: assigned.id, stepId: path!.steps[0]!.id };
}
