import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  assignedPathSchema,
  assignedWorkListSchema,
  classAssignmentListSchema,
  CURRICULUM_MESSAGES as M,
  curriculumChannel,
  curriculumDocSchema,
  learningPathDetailSchema,
  type RealtimeEvent,
} from '@academy/shared';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentLinks } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { classWith, person, type Person } from '../safeguard/safeguard.testing.ts';
import { makeDocx, makePdf, makeTextlessPdf, SAMPLE_SECTIONS, uploadForm } from './curriculum.testing.ts';

let t: TestContext;
let teacher: Person;
let other: Person;
let student: Person;
let outsider: Person;
let parent: Person;
let classId: string;
let otherClassId: string;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
  [teacher, other, student, outsider, parent] = await Promise.all([
    person(t.app, 'educator', 'Maria Rivera'),
    person(t.app, 'educator', 'David Chen'),
    person(t.app, 'student', 'Ava Garcia'),
    person(t.app, 'student', 'Diego Santos'),
    person(t.app, 'parent', 'Lucia Garcia'),
  ]);
  classId = (await classWith(t.app, teacher, 'Kindergarten Explorers', [student])).id;
  otherClassId = (await classWith(t.app, other, 'Math Builders', [outsider])).id;
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: parent.id, studentId: student.id, verified: true, verifiedAt: new Date() });
});
afterAll(async () => {
  await t.close();
});

const upload = (who: Person | null, form: FormData) =>
  t.app.inject({
    method: 'POST',
    url: '/api/curriculum/documents',
    headers: who ? who.auth : {},
    payload: form,
  });

const get = (who: Person | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });

async function uploaded(title: string, name: string, bytes: Buffer) {
  const res = await upload(teacher, uploadForm(title, { name, bytes }));
  expect(res.statusCode, res.body).toBe(201);
  return curriculumDocSchema.parse(res.json());
}

describe('uploading documents', () => {
  it('takes PDF, DOCX, TXT and Markdown, extracts their text, lists them newest first and serves the file back', async () => {
    const pdfBytes = await makePdf('Kindergarten Unit', SAMPLE_SECTIONS);
    const pdf = await uploaded('Unit plan (PDF)', 'unit.pdf', pdfBytes);
    const docx = await uploaded('Unit plan (Word)', 'unit.docx', await makeDocx('Unit', SAMPLE_SECTIONS));
    const txt = await uploaded(
      'Notes',
      'notes.txt',
      Buffer.from('Lesson 1: Shapes\n\nStudents name shapes (K.G.A.2).'),
    );
    const md = await uploaded(
      'Reading',
      'reading.md',
      Buffer.from('# Reading\n\n## Retelling\nRetell stories (RL.K.2).'),
    );

    expect(pdf).toMatchObject({
      kind: 'pdf',
      fileName: 'unit.pdf',
      textStatus: 'ok',
      sizeBytes: pdfBytes.length,
    });
    expect(pdf.excerpt).toContain('Lesson 1: Counting Objects');
    expect(docx).toMatchObject({ kind: 'docx', textStatus: 'ok' });
    expect(docx.excerpt).toContain('Students compare two numbers');
    expect(txt).toMatchObject({ kind: 'txt', textStatus: 'ok' });
    expect(md).toMatchObject({ kind: 'markdown', textStatus: 'ok' });

    const list = (await get(teacher, '/api/curriculum/documents')).json<{ documents: { id: string }[] }>();
    expect(list.documents.slice(0, 4).map((d) => d.id)).toEqual([md.id, txt.id, docx.id, pdf.id]);

    const file = await get(teacher, `/api/curriculum/documents/${pdf.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('unit.pdf');
    expect(file.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('says so when the text of a document cannot be read', async () => {
    const doc = await uploaded('Scanned worksheet', 'scan.pdf', await makeTextlessPdf());
    expect(doc.textStatus).toBe('unreadable');
    expect(doc.excerpt).toBe('');
  });

  it('refuses other file types with a message naming the allowed ones, and writes nothing', async () => {
    const before = (await get(teacher, '/api/curriculum/documents')).json<{ documents: unknown[] }>()
      .documents.length;
    const png = await upload(
      teacher,
      uploadForm('Picture', { name: 'photo.png', bytes: Buffer.from('png') }),
    );
    expect(png.statusCode).toBe(400);
    expect(png.json().error.message).toBe(M.wrongType);
    expect(png.json().error.message).toMatch(/PDF, DOCX, TXT and Markdown/);
    const fake = await upload(
      teacher,
      uploadForm('Fake', { name: 'virus.pdf', bytes: Buffer.from('MZ\u0090\u0000') }),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe(M.notMatching('PDF'));
    const after = (await get(teacher, '/api/curriculum/documents')).json<{ documents: unknown[] }>().documents
      .length;
    expect(after).toBe(before);
  });

  it('requires a title and a file, and a form upload', async () => {
    const noTitle = await upload(
      teacher,
      uploadForm(null, { name: 'a.txt', bytes: Buffer.from('hi there') }),
    );
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.message).toBe(M.titleRequired);
    const blank = await upload(teacher, uploadForm('   ', { name: 'a.txt', bytes: Buffer.from('hi there') }));
    expect(blank.json().error.message).toBe(M.titleRequired);
    const noFile = await upload(teacher, uploadForm('Title', null));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.message).toBe(M.fileRequired);
    const longTitle = await upload(
      teacher,
      uploadForm('x'.repeat(201), { name: 'a.txt', bytes: Buffer.from('hi') }),
    );
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().error.message).toMatch(/at most 200 characters/);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/curriculum/documents',
      headers: teacher.auth,
      payload: { title: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.message).toBe(M.notMultipart);
  });

  it('refuses a file over 20 MB: announced (before reading it) or streamed', async () => {
    const announced = await t.app.inject({
      method: 'POST',
      url: '/api/curriculum/documents',
      headers: {
        ...teacher.auth,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(25e6),
      },
      payload: '--x--',
    });
    expect(announced.statusCode).toBe(413);
    expect(announced.json().error.message).toBe(M.tooLarge);
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 'a');
    const streamed = await upload(teacher, uploadForm('Huge', { name: 'huge.txt', bytes: big }));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().error.message).toBe(M.tooLarge);
  });

  it('keeps documents private: students, parents and the anonymous are refused; another educator gets 404', async () => {
    const doc = await uploaded('Private', 'p.txt', Buffer.from('Private notes for Lesson 1.'));
    for (const who of [student, parent]) {
      expect((await get(who, '/api/curriculum/documents')).statusCode).toBe(403);
      expect(
        (await upload(who, uploadForm('x', { name: 'a.txt', bytes: Buffer.from('hi') }))).statusCode,
      ).toBe(403);
    }
    expect((await get(null, '/api/curriculum/documents')).statusCode).toBe(401);
    expect((await get(other, `/api/curriculum/documents/${doc.id}/file`)).statusCode).toBe(404);
    const othersList = (await get(other, '/api/curriculum/documents')).json<{
      documents: { id: string }[];
    }>();
    expect(othersList.documents.map((d) => d.id)).not.toContain(doc.id);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/curriculum/documents/${doc.id}`,
      headers: other.auth,
    });
    expect(del.statusCode).toBe(404);
    const path = await t.app.inject({
      method: 'POST',
      url: `/api/curriculum/documents/${doc.id}/paths`,
      headers: other.auth,
    });
    expect(path.statusCode).toBe(404);
    expect((await get(teacher, '/api/curriculum/documents/not-a-uuid/file')).statusCode).toBe(400);
  });

  it('deletes a document and its file', async () => {
    const doc = await uploaded('Old', 'old.txt', Buffer.from('Old notes about Lesson 9.'));
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/curriculum/documents/${doc.id}`,
      headers: teacher.auth,
    });
    expect(del.statusCode).toBe(204);
    expect((await get(teacher, `/api/curriculum/documents/${doc.id}/file`)).statusCode).toBe(404);
  });

  it('tells the teacher’s other tabs (realtime) when a document is added', async () => {
    const seen: RealtimeEvent[] = [];
    const off = t.app.realtime.on((e) => seen.push(e));
    const doc = await uploaded('Live', 'live.md', Buffer.from('# Live\nText.'));
    await expect
      .poll(() => seen.find((e) => e.id === doc.id))
      .toMatchObject({
        channel: curriculumChannel(teacher.id),
        table: 'curriculum_docs',
        type: 'INSERT',
      });
    off();
  });
});

describe('learning paths from documents', () => {
  let pathId: string;

  it('creates the path per SPEC with one step per section, its summary and its standards', async () => {
    const doc = await uploaded(
      'Kindergarten Unit',
      'k.pdf',
      await makePdf('Kindergarten Unit', SAMPLE_SECTIONS),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/curriculum/documents/${doc.id}/paths`,
      headers: teacher.auth,
    });
    expect(res.statusCode, res.body).toBe(201);
    const path = learningPathDetailSchema.parse(res.json());
    pathId = path.id;
    expect(path.title).toBe('New Path from: Kindergarten Unit');
    expect(path.description).toBe('Based on document: Kindergarten Unit');
    expect(path.sourceDocId).toBe(doc.id);
    expect(path.steps.map((s) => [s.position, s.title, s.standards])).toEqual([
      [0, 'Lesson 1: Counting Objects', ['K.CC.B.5']],
      [1, 'Lesson 2: Comparing Numbers', ['K.CC.C.7']],
      [2, 'Lesson 3: Plants and Water', ['K-LS1-1']],
    ]);
    expect(path.steps[0]!.summary).toBe('Students count up to 20 objects and say how many (K.CC.B.5).');
    const list = (await get(teacher, '/api/curriculum/paths')).json<{
      paths: { id: string; stepCount: number }[];
    }>();
    expect(list.paths[0]).toMatchObject({ id: pathId, stepCount: 3 });
  });

  it('a document whose text could not be read gives a path without steps', async () => {
    const doc = await uploaded('Scan', 'scan.pdf', await makeTextlessPdf());
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/curriculum/documents/${doc.id}/paths`,
      headers: teacher.auth,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().steps).toEqual([]);
  });

  it('lets the teacher reorder, rename, delete and add steps', async () => {
    const before = learningPathDetailSchema.parse(
      (await get(teacher, `/api/curriculum/paths/${pathId}`)).json(),
    );
    const [one, two, three] = before.steps;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/curriculum/paths/${pathId}`,
      headers: teacher.auth,
      payload: {
        title: 'Counting and Plants',
        description: 'Two weeks.',
        steps: [
          { id: three!.id, title: three!.title, summary: three!.summary, body: three!.body },
          { id: one!.id, title: 'Counting to 20', summary: one!.summary, body: one!.body },
          { title: 'Review: compare groups (K.CC.C.6)', summary: 'Use counters.' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = learningPathDetailSchema.parse(res.json());
    expect(after.title).toBe('Counting and Plants');
    expect(after.steps.map((s) => s.title)).toEqual([
      'Lesson 3: Plants and Water',
      'Counting to 20',
      'Review: compare groups (K.CC.C.6)',
    ]);
    expect(after.steps[0]!.id).toBe(three!.id);
    expect(after.steps[1]!.id).toBe(one!.id);
    expect(after.steps.map((s) => s.id)).not.toContain(two!.id);
    expect(after.steps[2]!.standards).toEqual(['K.CC.C.6']);
  });

  it('refuses bad edits with a message, and other educators’ paths are not found', async () => {
    const put = (who: Person, payload: unknown, id = pathId) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/curriculum/paths/${id}`,
        headers: who.auth,
        payload: payload as object,
      });
    const noTitle = await put(teacher, { title: '', steps: [] });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.body).toContain('The learning path needs a title.');
    const stepNoTitle = await put(teacher, { title: 'x', steps: [{ title: ' ' }] });
    expect(stepNoTitle.body).toContain('Every step needs a title.');
    const foreign = await put(teacher, {
      title: 'x',
      steps: [{ id: '00000000-0000-4000-8000-000000000000', title: 'x' }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(M.stepIdUnknown);
    const tooMany = await put(teacher, {
      title: 'x',
      steps: Array.from({ length: 51 }, () => ({ title: 'x' })),
    });
    expect(tooMany.statusCode).toBe(400);
    expect((await put(other, { title: 'Mine now', steps: [] })).statusCode).toBe(404);
    expect((await get(other, `/api/curriculum/paths/${pathId}`)).statusCode).toBe(404);
    expect((await get(student, `/api/curriculum/paths/${pathId}`)).statusCode).toBe(403);
    const still = (await get(teacher, `/api/curriculum/paths/${pathId}`)).json<{ title: string }>();
    expect(still.title).toBe('Counting and Plants');
  });

  describe('assigning to a class, and the students’ side', () => {
    let assignmentId: string;

    it('assigns a path with a due date; the Assignments tab lists it with each student’s progress', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/classes/${classId}/assignments`,
        headers: teacher.auth,
        payload: { pathId, dueDate: '2030-05-01' },
      });
      expect(res.statusCode, res.body).toBe(201);
      assignmentId = res.json<{ id: string }>().id;
      const list = classAssignmentListSchema.parse(
        (await get(teacher, `/api/classes/${classId}/assignments`)).json(),
      );
      expect(list.assignments[0]).toMatchObject({
        id: assignmentId,
        dueDate: '2030-05-01',
        stepCount: 3,
        learningPath: { id: pathId, title: 'Counting and Plants', description: 'Two weeks.' },
        progress: [{ studentId: student.id, name: 'Ava Garcia', done: 0 }],
      });
    });

    it('refuses bad input and other educators’ classes and paths', async () => {
      const post = (who: Person, cls: string, payload: unknown) =>
        t.app.inject({
          method: 'POST',
          url: `/api/classes/${cls}/assignments`,
          headers: who.auth,
          payload: payload as object,
        });
      const badDate = await post(teacher, classId, { pathId, dueDate: '2030-02-30' });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.body).toContain(M.dueDateInvalid);
      expect((await post(teacher, classId, { pathId: 'nope' })).statusCode).toBe(400);
      expect((await post(teacher, otherClassId, { pathId })).statusCode).toBe(404);
      expect((await post(other, otherClassId, { pathId })).json().error.message).toBe(M.pathNotFound);
      expect((await post(other, classId, { pathId })).statusCode).toBe(404);
      expect((await get(other, `/api/classes/${classId}/assignments`)).statusCode).toBe(404);
      expect((await post(student, classId, { pathId })).statusCode).toBe(403);
      expect((await get(parent, `/api/classes/${classId}/assignments`)).statusCode).toBe(403);
      const noDue = await post(teacher, classId, { pathId, dueDate: null });
      expect(noDue.statusCode).toBe(201);
      expect(noDue.json().dueDate).toBeNull();
    });

    it('the student on the roster sees the path, opens its steps and marks them done; the teacher sees it', async () => {
      const work = assignedWorkListSchema.parse((await get(student, '/api/me/assigned-work')).json());
      const item = work.items.find((i) => i.id === assignmentId)!;
      expect(item).toMatchObject({
        kind: 'path',
        title: 'Counting and Plants',
        className: 'Kindergarten Explorers',
        dueDate: '2030-05-01',
        done: 0,
        total: 3,
        href: `/student/paths/${assignmentId}`,
      });
      const path = assignedPathSchema.parse(
        (await get(student, `/api/me/assigned-paths/${assignmentId}`)).json(),
      );
      expect(path.steps.map((s) => s.done)).toEqual([false, false, false]);
      expect(path.steps[1]!.subject).toBe('Math');
      const mark = await t.app.inject({
        method: 'PUT',
        url: `/api/me/assigned-paths/${assignmentId}/steps/${path.steps[1]!.id}`,
        headers: student.auth,
        payload: { done: true },
      });
      expect(mark.statusCode, mark.body).toBe(200);
      expect(mark.json().steps.map((s: { done: boolean }) => s.done)).toEqual([false, true, false]);
      const again = (await get(student, '/api/me/assigned-work')).json<{
        items: { id: string; done: number }[];
      }>();
      expect(again.items.find((i) => i.id === assignmentId)!.done).toBe(1);
      const teacherView = classAssignmentListSchema.parse(
        (await get(teacher, `/api/classes/${classId}/assignments`)).json(),
      );
      expect(teacherView.assignments.find((a) => a.id === assignmentId)!.progress[0]!.done).toBe(1);
      const undo = await t.app.inject({
        method: 'PUT',
        url: `/api/me/assigned-paths/${assignmentId}/steps/${path.steps[1]!.id}`,
        headers: student.auth,
        payload: { done: false },
      });
      expect(undo.json().steps[1].done).toBe(false);
    });

    it('students not on the roster, other roles and bad input are refused', async () => {
      expect((await get(outsider, `/api/me/assigned-paths/${assignmentId}`)).statusCode).toBe(404);
      expect((await get(outsider, '/api/me/assigned-work')).json().items).toEqual([]);
      expect((await get(teacher, '/api/me/assigned-work')).statusCode).toBe(403);
      expect((await get(parent, `/api/me/assigned-paths/${assignmentId}`)).statusCode).toBe(403);
      expect((await get(null, '/api/me/assigned-work')).statusCode).toBe(401);
      const path = assignedPathSchema.parse(
        (await get(student, `/api/me/assigned-paths/${assignmentId}`)).json(),
      );
      const put = (who: Person, url: string, payload: unknown) =>
        t.app.inject({ method: 'PUT', url, headers: who.auth, payload: payload as object });
      const stepUrl = `/api/me/assigned-paths/${assignmentId}/steps/${path.steps[0]!.id}`;
      expect((await put(outsider, stepUrl, { done: true })).statusCode).toBe(404);
      expect((await put(student, stepUrl, { done: 'yes' })).statusCode).toBe(400);
      const unknownStep = await put(
        student,
        `/api/me/assigned-paths/${assignmentId}/steps/00000000-0000-4000-8000-000000000000`,
        { done: true },
      );
      expect(unknownStep.statusCode).toBe(404);
      expect(unknownStep.json().error.message).toBe(M.stepNotFound);
    });
  });
});

describe('with the S3 driver', () => {
  let s3: TestContext;
  let server: S3rver;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'academy-s3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'curriculum', configs: [] }],
    });
    const { port } = await server.run();
    s3 = await createTestApp({
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'curriculum',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
  });
  afterAll(async () => {
    await s3?.close();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uploads to the bucket and downloads from it through the server', async () => {
    expect(s3.app.storage.driver).toBe('s3');
    const me = await person(s3.app, 'educator', 'Sam Bucket');
    const bytes = await makeDocx('Unit', SAMPLE_SECTIONS);
    const res = await s3.app.inject({
      method: 'POST',
      url: '/api/curriculum/documents',
      headers: me.auth,
      payload: uploadForm('In the bucket', { name: 'unit.docx', bytes }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const file = await s3.app.inject({
      method: 'GET',
      url: `/api/curriculum/documents/${res.json().id}/file`,
      headers: me.auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });
});
