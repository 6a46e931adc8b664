import {
  assignedWorkChannel,
  assignableStudentsSchema,
  errorBodySchema,
  generateLessonResponseSchema,
  LESSON_MESSAGES,
  lessonDetailSchema,
  lessonListSchema,
  lessonsChannel,
  type RealtimeEvent,
  saveLessonResponseSchema,
  standardCheckSchema,
  standardSearchResponseSchema,
  studentLessonDetailSchema,
  studentLessonListSchema,
} from '@academy/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classWith, person, type Person } from '../safeguard/safeguard.testing.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { assignedLessonsFor } from './index.ts';

let t: TestContext;
let rivera: Person;
let chen: Person;
let ava: Person;
let ben: Person;
let diego: Person;
let parent: Person;

beforeAll(async () => {
  t = await createTestApp();
  [rivera, chen, ava, ben, diego, parent] = await Promise.all([
    person(t.app, 'educator', 'Maria Rivera'),
    person(t.app, 'educator', 'David Chen'),
    person(t.app, 'student', 'Ava Garcia'),
    person(t.app, 'student', 'Ben Carter'),
    person(t.app, 'student', 'Diego Lopez'),
    person(t.app, 'parent', 'Gabriela Garcia'),
  ]);
  await classWith(t.app, rivera, 'Kindergarten Explorers', [ava]);
  await classWith(t.app, rivera, 'Grade 1 Readers', [ben, ava]);
  await classWith(t.app, chen, 'Math Builders', [diego]);
});
afterAll(async () => {
  await t?.close();
});

const get = (who: Person | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });
const send = (who: Person | null, method: 'POST' | 'PUT', url: string, payload: unknown) =>
  t.app.inject({ method, url, headers: who ? who.auth : {}, payload: payload as object });
const errorOf = (res: { body: string }) => errorBodySchema.parse(JSON.parse(res.body)).error;

async function generated(body: object) {
  const res = await send(rivera, 'POST', '/api/lessons/generate', body);
  expect(res.statusCode, res.body).toBe(200);
  return generateLessonResponseSchema.parse(res.json());
}

describe('standards check and search', () => {
  it('normalises alternative spellings to the official code and shows its text', async () => {
    for (const spelling of ['RL.K.1', 'CCSS.ELA-LITERACY.RL.K.1', 'rl.k.1']) {
      const res = await get(
        rivera,
        `/api/lessons/standards/check?code=${encodeURIComponent(spelling)}&grade=K&subject=reading`,
      );
      const check = standardCheckSchema.parse(res.json());
      expect(check.status).toBe('ok');
      expect(check.standard?.code).toBe('RL.K.1');
      expect(check.standard?.description).toMatch(/key details in a text/);
    }
    const ngss = standardCheckSchema.parse(
      (await get(rivera, '/api/lessons/standards/check?code=ngss-k-ps2-1')).json(),
    );
    expect(ngss.standard?.code).toBe('K-PS2-1');
    const cluster = standardCheckSchema.parse(
      (await get(rivera, '/api/lessons/standards/check?code=K.CC.1')).json(),
    );
    expect(cluster.standard?.code).toBe('K.CC.A.1');
  });

  it('an unknown code gets the closest real codes; another grade or subject gets a warning', async () => {
    const unknown = standardCheckSchema.parse(
      (await get(rivera, '/api/lessons/standards/check?code=RL.K.99&grade=K&subject=reading')).json(),
    );
    expect(unknown.status).toBe('unknown');
    expect(unknown.suggestions.map((s) => s.code)).toContain('RL.K.9');
    expect(unknown.message).toMatch(/"RL.K.99" is not a standard.*Closest real codes: .*RL.K.9/);
    const other = standardCheckSchema.parse(
      (await get(rivera, '/api/lessons/standards/check?code=3.NF.A.1&grade=1&subject=math')).json(),
    );
    expect(other.status).toBe('mismatch');
    expect(other.warnings).toEqual(['3.NF.A.1 is a grade 3 standard, but the lesson is for grade 1.']);
  });

  it('searches the standards by words, within a grade and subject', async () => {
    const res = await get(
      rivera,
      '/api/lessons/standards/search?q=fractions%20number%20line&grade=3&subject=math',
    );
    const { results } = standardSearchResponseSchema.parse(res.json());
    expect(results[0]!.code).toBe('3.NF.A.2');
    expect(results.every((r) => r.grade === '3' && r.lessonSubject === 'math')).toBe(true);
  });

  it('refuses bad input with a clear 400 and non-teachers with 403', async () => {
    const long = await get(rivera, `/api/lessons/standards/check?code=${'X'.repeat(81)}`);
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toMatch(/at most 80 characters/);
    const badGrade = await get(rivera, '/api/lessons/standards/search?q=count&grade=7');
    expect(badGrade.statusCode).toBe(400);
    expect(errorOf(badGrade).message).toMatch(/Grade must be K, 1, 2 or 3/);
    expect((await get(ava, '/api/lessons/standards/check?code=RL.K.1')).statusCode).toBe(403);
    expect((await get(null, '/api/lessons/standards/check?code=RL.K.1')).statusCode).toBe(401);
  });
});

describe('generation (offline)', () => {
  it('fills the template for the standard and topic, with computed answers and the checks it ran', async () => {
    const { lesson, checks, provider } = await generated({
      grade: '1',
      subject: 'math',
      standardCode: 'CCSS.Math.Content.1.OA.A.1',
      topic: 'apples',
    });
    expect(provider).toBe('offline');
    expect(lesson.standard).toBe('1.OA.A.1');
    expect(lesson.anticipatory_set).toContain('within 20 to solve word problems');
    expect(lesson.independent_practice.join(' ')).toMatch(/apples/);
    // Every "a - b = ___" item's answer in the key is right.
    const key = /Answer key: (.*)\. Exit ticket/.exec(lesson.assessment.formative)![1]!.split('; ');
    lesson.independent_practice.forEach((item, i) => {
      const m = /(\d+) - (\d+) = ___/.exec(item);
      if (m) expect(key[i]).toBe(`${i + 1}) ${Number(m[1]) - Number(m[2])}`);
    });
    expect(checks.standard).toMatchObject({ code: '1.OA.A.1', verified: true });
    expect(checks.moderation.passed).toBe(true);
    expect(checks.readability.formula).toMatch(/Flesch-Kincaid/);
    expect(checks.readability.studentFacing.length).toBeGreaterThan(0);
  });

  it('different standards give different lessons', async () => {
    const a = await generated({ grade: '2', subject: 'reading', standardCode: 'RL.2.3', topic: 'the ocean' });
    const b = await generated({ grade: '2', subject: 'reading', standardCode: 'RF.2.3', topic: 'the ocean' });
    expect(a.lesson.independent_practice).not.toEqual(b.lesson.independent_practice);
    expect(a.lesson.anticipatory_set).not.toEqual(b.lesson.anticipatory_set);
  });

  it('refuses unknown codes (with the closest), a missing code and a mismatch unless accepted', async () => {
    const unknown = await send(rivera, 'POST', '/api/lessons/generate', {
      grade: 'K',
      subject: 'reading',
      standardCode: 'RL.K.99',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown)).toMatchObject({ code: 'unknown_standard' });
    expect(errorOf(unknown).message).toMatch(/Closest real codes/);
    const none = await send(rivera, 'POST', '/api/lessons/generate', { grade: 'K', subject: 'math' });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toBe(LESSON_MESSAGES.standardNeeded);
    const mismatch = await send(rivera, 'POST', '/api/lessons/generate', {
      grade: '1',
      subject: 'math',
      standardCode: '3.NF.A.1',
    });
    expect(mismatch.statusCode).toBe(409);
    const accepted = await generated({
      grade: '1',
      subject: 'math',
      standardCode: '3.NF.A.1',
      acceptMismatch: true,
    });
    expect(accepted.lesson.standard).toBe('3.NF.A.1');
    const social = await generated({ grade: '2', subject: 'social-studies', topic: 'maps' });
    expect(social.lesson.standard).toBe('');
    expect(social.checks.standard.verified).toBe(false);
    const badSubject = await send(rivera, 'POST', '/api/lessons/generate', { grade: '1', subject: 'art' });
    expect(badSubject.statusCode).toBe(400);
    expect(errorOf(badSubject).message).toMatch(/Subject must be reading, math, science or social-studies/);
  });
});

describe('Save & Assign, the student, and who has done it', () => {
  it('lists the students of the teacher’s own classes, grouped by class', async () => {
    const { classes } = assignableStudentsSchema.parse((await get(rivera, '/api/lessons/students')).json());
    expect(classes.map((c) => c.name)).toEqual(['Grade 1 Readers', 'Kindergarten Explorers']);
    expect(classes[0]!.students.map((s) => s.name)).toEqual(['Ava Garcia', 'Ben Carter']);
    const chens = assignableStudentsSchema.parse((await get(chen, '/api/lessons/students')).json());
    expect(chens.classes.flatMap((c) => c.students.map((s) => s.name))).toEqual(['Diego Lopez']);
  });

  it('saves, assigns one row per student, shows it to the student, records done, shows the teacher', async () => {
    const { lesson } = await generated({
      grade: '1',
      subject: 'math',
      standardCode: '1.OA.A.1',
      topic: 'apples',
    });
    const edited = {
      ...lesson,
      title: 'Apple adding (edited)',
      materials: [...lesson.materials, 'Real apples'],
    };
    const saved = await send(rivera, 'POST', '/api/lessons', {
      lesson: edited,
      studentIds: [ava.id, ben.id, ava.id],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const body = saveLessonResponseSchema.parse(saved.json());
    expect(body.assignedCount).toBe(2);
    expect(body.lesson.template.materials).toContain('Real apples');

    const list = studentLessonListSchema.parse((await get(ava, '/api/student/lessons')).json());
    expect(list.lessons.map((l) => l.title)).toEqual(['Apple adding (edited)']);
    const assignmentId = list.lessons[0]!.assignmentId;
    expect(list.lessons[0]!.teacherName).toBe('Maria Rivera');
    const work = await assignedLessonsFor(t.database.db, ava.id);
    expect(work).toEqual([
      expect.objectContaining({
        kind: 'lesson',
        id: assignmentId,
        href: `/student/lessons/${assignmentId}`,
        done: 0,
        total: 1,
      }),
    ]);
    // Another student cannot open or complete Ava's assignment.
    expect((await get(ben, `/api/student/lessons/${assignmentId}`)).statusCode).toBe(404);
    expect((await send(ben, 'POST', `/api/student/lessons/${assignmentId}/complete`, {})).statusCode).toBe(
      404,
    );

    const detail = studentLessonDetailSchema.parse(
      (await get(ava, `/api/student/lessons/${assignmentId}`)).json(),
    );
    expect(detail.template.title).toBe('Apple adding (edited)');
    const done = await send(ava, 'POST', `/api/student/lessons/${assignmentId}/complete`, {});
    expect(done.statusCode).toBe(200);
    expect(studentLessonDetailSchema.parse(done.json()).completedAt).not.toBeNull();
    expect((await assignedLessonsFor(t.database.db, ava.id))[0]!.done).toBe(1);

    const teacherView = lessonDetailSchema.parse(
      (await get(rivera, `/api/lessons/${body.lesson.id}`)).json(),
    );
    expect(teacherView.assignees.map((a) => [a.name, a.completedAt !== null])).toEqual([
      ['Ava Garcia', true],
      ['Ben Carter', false],
    ]);
    const mine = lessonListSchema.parse((await get(rivera, '/api/lessons')).json());
    expect(mine.lessons[0]).toMatchObject({ title: 'Apple adding (edited)', assigned: 2, completed: 1 });
    // Another teacher does not see it.
    expect((await get(chen, `/api/lessons/${body.lesson.id}`)).statusCode).toBe(404);
    expect(lessonListSchema.parse((await get(chen, '/api/lessons')).json()).lessons).toEqual([]);

    // Reopen, edit, re-assign.
    const put = await send(rivera, 'PUT', `/api/lessons/${body.lesson.id}`, {
      lesson: { ...edited, title: 'Apple adding, take two' },
    });
    expect(lessonDetailSchema.parse(put.json()).title).toBe('Apple adding, take two');
    const again = await send(rivera, 'POST', `/api/lessons/${body.lesson.id}/assign`, {
      studentIds: [ava.id, ben.id],
    });
    expect(saveLessonResponseSchema.parse(again.json()).assignedCount).toBe(0);
    expect((await send(chen, 'PUT', `/api/lessons/${body.lesson.id}`, { lesson: edited })).statusCode).toBe(
      404,
    );
  });

  it('tells the teacher (lessons channel) and the student (assigned-work) at once: saved, assigned, done', async () => {
    const seen: RealtimeEvent[] = [];
    const off = t.app.realtime.on((e) => seen.push(e));
    try {
      const { lesson } = await generated({ grade: 'K', subject: 'math', standardCode: 'K.CC.A.1' });
      const saved = saveLessonResponseSchema.parse(
        (await send(rivera, 'POST', '/api/lessons', { lesson, studentIds: [ben.id] })).json(),
      );
      const lessonId = saved.lesson.id;
      await expect
        .poll(() => seen.filter((e) => e.id === lessonId).map((e) => e.channel))
        .toEqual(expect.arrayContaining([lessonsChannel(rivera.id), assignedWorkChannel(ben.id)]));
      const assignmentId = saved.lesson.assignees[0]!.assignmentId;
      seen.length = 0;
      expect((await send(ben, 'POST', `/api/student/lessons/${assignmentId}/complete`, {})).statusCode).toBe(
        200,
      );
      await expect
        .poll(() => seen.find((e) => e.channel === lessonsChannel(rivera.id)))
        .toMatchObject({ table: 'assignments', type: 'UPDATE', id: lessonId });
      // Nobody else's lesson channel hears of it.
      expect(seen.some((e) => e.channel === lessonsChannel(chen.id))).toBe(false);
    } finally {
      off();
    }
  });

  it('only the teacher may subscribe to their lessons channel', async () => {
    const subscribe = (who: Person, channel: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/realtime?channels=${encodeURIComponent(channel)}`,
        headers: who.auth,
      });
    expect((await subscribe(chen, lessonsChannel(rivera.id))).statusCode).toBe(403);
    expect((await subscribe(ava, lessonsChannel(ava.id))).statusCode).toBe(403);
    expect((await subscribe(parent, lessonsChannel(parent.id))).statusCode).toBe(403);
  });

  it('refuses students of other teachers (404), no students (400), unknown standards and non-teachers', async () => {
    const { lesson } = await generated({ grade: 'K', subject: 'reading', standardCode: 'RL.K.1' });
    const foreign = await send(rivera, 'POST', '/api/lessons', { lesson, studentIds: [diego.id] });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe(LESSON_MESSAGES.notYourStudents);
    const none = await send(rivera, 'POST', '/api/lessons', { lesson, studentIds: [] });
    expect(none.statusCode).toBe(400);
    expect(errorOf(none).message).toMatch(LESSON_MESSAGES.noStudentsChosen);
    const fake = await send(rivera, 'POST', '/api/lessons', {
      lesson: { ...lesson, standard: 'RL.K.77' },
      studentIds: [ava.id],
    });
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake).code).toBe('unknown_standard');
    const noTitle = await send(rivera, 'POST', '/api/lessons', {
      lesson: { ...lesson, title: '' },
      studentIds: [ava.id],
    });
    expect(noTitle.statusCode).toBe(400);
    expect(errorOf(noTitle).message).toMatch(/Title is required/);
    expect((await send(parent, 'POST', '/api/lessons', { lesson, studentIds: [ava.id] })).statusCode).toBe(
      403,
    );
    expect((await send(ava, 'POST', '/api/lessons', { lesson, studentIds: [ava.id] })).statusCode).toBe(403);
    expect((await send(null, 'POST', '/api/lessons', { lesson, studentIds: [ava.id] })).statusCode).toBe(401);
    expect((await get(rivera, '/api/student/lessons')).statusCode).toBe(403);
    expect((await get(ava, '/api/student/lessons/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PDF export', () => {
  const pdfOf = (who: Person | null, lesson: unknown) => send(who, 'POST', '/api/lessons/pdf', { lesson });
  const textOf = async (body: Buffer) =>
    (await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true })).text;

  it('renders the lesson as it stands in the editor, with the standard’s own text', async () => {
    const { lesson } = await generated({
      grade: '1',
      subject: 'math',
      standardCode: '1.OA.A.1',
      topic: 'apples',
    });
    const edited = {
      ...lesson,
      standard: 'CCSS.Math.Content.1.OA.A.1',
      title: 'Apples: adding (my edit)',
      assessment: { ...lesson.assessment, exit_ticket: 'How many apples are 8 and 5 more?' },
    };
    const res = await pdfOf(rivera, edited);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="lesson-apples-adding-my-edit.pdf"',
    );
    const text = await textOf(res.rawPayload);
    expect(text).toContain('Apples: adding (my edit)');
    expect(text).toContain('Standard 1.OA.A.1');
    expect(text).toMatch(/Use addition and subtraction within 20 to solve word problems/);
    for (const heading of ['Anticipatory set', 'Guided practice', 'Independent practice', 'Materials'])
      expect(text).toContain(heading);
    expect(text).toContain('Exit ticket: How many apples are 8 and 5 more?');
    expect(text).toContain(lesson.guided_practice[0]!.slice(0, 30));
    // A broken character in a field is drawn as a replacement character, not a 500.
    const broken = await pdfOf(rivera, { ...lesson, title: 'Apples \ud800' });
    expect(broken.statusCode).toBe(200);
    expect(await textOf(broken.rawPayload)).toContain('Apples \ufffd');
  });

  it('refuses an invented standard or a missing title (400), and anyone but a teacher', async () => {
    const { lesson } = await generated({ grade: 'K', subject: 'reading', standardCode: 'RL.K.1' });
    const fake = await pdfOf(rivera, { ...lesson, standard: 'RL.K.77' });
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake).code).toBe('unknown_standard');
    expect(errorOf(fake).message).toMatch(/not a standard in our K-3 standards list/);
    const noTitle = await pdfOf(rivera, { ...lesson, title: '' });
    expect(noTitle.statusCode).toBe(400);
    expect(errorOf(noTitle).message).toMatch(/Title is required/);
    expect((await send(rivera, 'POST', '/api/lessons/pdf', {})).statusCode).toBe(400);
    expect((await pdfOf(ava, lesson)).statusCode).toBe(403);
    expect((await pdfOf(parent, lesson)).statusCode).toBe(403);
    expect((await pdfOf(null, lesson)).statusCode).toBe(401);
  });
});
