import {
  classDetailSchema,
  classesChannel,
  classListSchema,
  errorBodySchema,
  rosterImportResultSchema,
  rosterListSchema,
  studentRecordSchema,
  workspaceSchema,
} from '@academy/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classAssignments,
  classes,
  curriculumDocs,
  gradingJobs,
  learningPaths,
  moderationCases,
  moderationLogs,
  rosterStudents,
  scores,
  tutoringSessions,
} from '../../db/schema.ts';
import { signUp, uniqueEmail } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import {
  classWith,
  conversation,
  listen,
  person,
  SseClient,
  type Person,
} from '../safeguard/safeguard.testing.ts';

let t: TestContext;
let base: string;
let rivera: Person;
let chen: Person;
let admin: Person;
let ava: Person;
let parent: Person;

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    PD_COACHING_URL: 'https://coach.example.org/pd',
  });
  base = await listen(t.app);
  [rivera, chen, admin, ava, parent] = await Promise.all([
    person(t.app, 'educator', 'Maria Rivera'),
    person(t.app, 'educator', 'David Chen'),
    person(t.app, 'admin', 'Alex Admin'),
    person(t.app, 'student', 'Ava Garcia'),
    person(t.app, 'parent', 'Lucia Garcia'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, who: Person | null, payload?: object) =>
  t.app.inject({ method, url, headers: who ? who.auth : {}, ...(payload ? { payload } : {}) });
const errorOf = (res: { body: string }) => errorBodySchema.parse(JSON.parse(res.body)).error;

async function createClass(who: Person, name: string, grade?: string) {
  const res = await call('POST', '/api/classrooms', who, { name, ...(grade ? { grade } : {}) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string; name: string; grade: string | null }>();
}

describe('classes', () => {
  it('creates, lists, reads, renames and deletes a class of the caller', async () => {
    const created = await createClass(rivera, '  Reading Circle ', '2nd');
    expect(created).toMatchObject({ name: 'Reading Circle', grade: '2nd' });

    const list = classListSchema.parse((await call('GET', '/api/classrooms', rivera)).json());
    expect(list.classes.map((c) => c.name)).toContain('Reading Circle');

    const detail = classDetailSchema.parse(
      (await call('GET', `/api/classrooms/${created.id}`, rivera)).json(),
    );
    expect(detail.class).toMatchObject({ id: created.id, student_count: 0 });
    expect(detail.assignments).toEqual([]);

    const renamed = await call('PATCH', `/api/classrooms/${created.id}`, rivera, {
      name: 'Readers',
      grade: '',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Readers', grade: null });

    const deleted = await call('DELETE', `/api/classrooms/${created.id}`, rivera);
    expect(deleted.statusCode).toBe(204);
    expect((await call('GET', `/api/classrooms/${created.id}`, rivera)).statusCode).toBe(404);
  });

  it('refuses a class without a name, with the SPEC message', async () => {
    for (const payload of [{}, { name: '' }, { name: '   ' }]) {
      const res = await call('POST', '/api/classrooms', rivera, payload);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(res))).toContain('Class name is required');
    }
    const long = await call('POST', '/api/classrooms', rivera, { name: 'x'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message + JSON.stringify(errorOf(long).issues)).toContain('at most 120');
    const badGrade = await call('POST', '/api/classrooms', rivera, { name: 'A', grade: 'g'.repeat(21) });
    expect(badGrade.statusCode).toBe(400);
    const noChange = await call(
      'PATCH',
      `/api/classrooms/${(await createClass(rivera, 'Z')).id}`,
      rivera,
      {},
    );
    expect(noChange.statusCode).toBe(400);
    expect((await call('GET', '/api/classrooms/not-a-uuid', rivera)).statusCode).toBe(400);
  });

  it("answers another educator's class with a 404 on read, update and delete, and changes nothing", async () => {
    const mine = await createClass(rivera, 'Private class');
    const url = `/api/classrooms/${mine.id}`;
    for (const who of [chen, admin]) {
      expect((await call('GET', url, who)).statusCode).toBe(404);
      expect((await call('PATCH', url, who, { name: 'Stolen' })).statusCode).toBe(404);
      expect((await call('DELETE', url, who)).statusCode).toBe(404);
      expect((await call('GET', `${url}/students`, who)).statusCode).toBe(404);
      expect((await call('POST', `${url}/students`, who, { first_name: 'X' })).statusCode).toBe(404);
      expect(
        (await call('POST', `${url}/students/import`, who, { csv: 'first_name,last_name,email\nA,B,' }))
          .statusCode,
      ).toBe(404);
    }
    const [row] = await t.database.db.select().from(classes).where(eq(classes.id, mine.id));
    expect(row?.name).toBe('Private class');
    const missing = await call('GET', '/api/classrooms/00000000-0000-4000-8000-000000000000', rivera);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Class not found');
  });

  it('refuses students and parents (403) and anonymous callers (401)', async () => {
    for (const who of [ava, parent]) {
      const res = await call('GET', '/api/classrooms', who);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res).message).toBe('Only educators can manage classes.');
      expect((await call('POST', '/api/classrooms', who, { name: 'Mine' })).statusCode).toBe(403);
      expect((await call('GET', '/api/educator/workspace', who)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/classrooms', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/classrooms', null, { name: 'Mine' })).statusCode).toBe(401);
  });

  it("deleting a class removes its roster and assignments but nothing of the students' own accounts", async () => {
    const student = await person(t.app, 'student', 'Ben Garcia');
    const cls = await classWith(t.app, rivera, 'To delete', [student]);
    const chat = await conversation(t.app, student, ['hello', 'Hello! What shall we learn?']);
    await t.database.db
      .insert(scores)
      .values({ userId: student.id, lessonId: chat.sessionId, skill: 'Addition', score: 80 });
    const [path] = await t.database.db
      .insert(learningPaths)
      .values({ ownerId: rivera.id, title: 'Fractions', description: 'Steps' })
      .returning();
    await t.database.db.insert(classAssignments).values({ classId: cls.id, learningPathId: path!.id });

    expect((await call('DELETE', `/api/classrooms/${cls.id}`, rivera)).statusCode).toBe(204);

    const left = async (table: string, where: string, value: string) =>
      Number(
        (
          await t.database.pool.query<{ n: string }>(
            `select count(*) as n from ${table} where ${where} = $1`,
            [value],
          )
        ).rows[0]!.n,
      );
    expect(await left('students', 'class_id', cls.id)).toBe(0);
    expect(await left('class_assignments', 'class_id', cls.id)).toBe(0);
    expect(await left('tutoring_sessions', 'user_id', student.id)).toBe(1);
    expect(await left('chat_messages', 'session_id', chat.sessionId)).toBe(2);
    expect(await left('scores', 'user_id', student.id)).toBe(1);
    expect(await left('users', 'id', student.id)).toBe(1);
    // The learning path is the teacher's own: it stays for another class.
    expect(await left('learning_paths', 'id', path!.id)).toBe(1);
  });
});

describe('rosters', () => {
  it('adds, edits and removes students; an email links the entry to that student account', async () => {
    const cls = await createClass(rivera, 'Roster class');
    const url = `/api/classrooms/${cls.id}/students`;
    const added = await call('POST', url, rivera, {
      first_name: 'Ava',
      last_name: 'Garcia',
      email: ` ${ava.email.toUpperCase()} `,
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ email: ava.email, user_id: ava.id });

    const nameOnly = await call('POST', url, rivera, { first_name: 'Noah', last_name: '', email: '' });
    expect(nameOnly.statusCode).toBe(201);
    expect(nameOnly.json()).toMatchObject({
      first_name: 'Noah',
      last_name: null,
      email: null,
      user_id: null,
    });

    const dup = await call('POST', url, rivera, { first_name: 'Again', email: ava.email });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe('A student with this email is already in this class.');

    const bad = await call('POST', url, rivera, { first_name: 'X', email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toBe('Please enter a valid email address');
    const empty = await call('POST', url, rivera, { first_name: ' ', last_name: '', email: '' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).message).toBe('Give the student a first name, a last name or an email.');

    // Changing the email unlinks (no account has it); an edit that would leave nothing is refused.
    const avaEntry = added.json<{ id: string }>().id;
    const moved = await call('PATCH', `${url}/${avaEntry}`, rivera, { email: 'nobody.yet@school.test' });
    expect(moved.json()).toMatchObject({ user_id: null, email: 'nobody.yet@school.test' });
    const blank = await call('PATCH', `${url}/${nameOnly.json<{ id: string }>().id}`, rivera, {
      first_name: '',
    });
    expect(blank.statusCode).toBe(400);

    const roster = rosterListSchema.parse((await call('GET', url, rivera)).json());
    expect(roster.students).toHaveLength(2);

    expect((await call('DELETE', `${url}/${avaEntry}`, rivera)).statusCode).toBe(204);
    expect((await call('DELETE', `${url}/${avaEntry}`, rivera)).statusCode).toBe(404);
    // Another educator cannot reach the entry, even knowing both ids.
    const other = await call('PATCH', `${url}/${nameOnly.json<{ id: string }>().id}`, chen, {
      first_name: 'Y',
    });
    expect(other.statusCode).toBe(404);
  });

  it('links an entry when the student signs up later with that email', async () => {
    const cls = await createClass(rivera, 'Waiting class');
    const email = uniqueEmail();
    const entry = await call('POST', `/api/classrooms/${cls.id}/students`, rivera, {
      first_name: 'Later',
      last_name: 'Comer',
      email,
    });
    expect(entry.json()).toMatchObject({ user_id: null });
    const stream = await SseClient.open(base, classesChannel(rivera.id), rivera.token);
    await stream.waitFor((e) => e.event === 'ready');
    const { res } = await signUp(t.app, { email, role: 'student' });
    expect(res.statusCode).toBe(201);
    const userId = res.json<{ user: { id: string } }>().user.id;
    const [row] = await t.database.db.select().from(rosterStudents).where(eq(rosterStudents.classId, cls.id));
    expect(row?.userId).toBe(userId);
    // The teacher's open roster hears of the link (sent by the database, on commit).
    await stream.waitForChange((e) => e.table === 'students' && e.id === cls.id && e.userId === userId);
    stream.close();
  });

  it('never links an entry to a teacher or parent account with that email', async () => {
    const cls = await createClass(rivera, 'No staff');
    const res = await call('POST', `/api/classrooms/${cls.id}/students`, rivera, {
      first_name: 'C',
      email: chen.email,
    });
    expect(res.json()).toMatchObject({ user_id: null });
    const later = uniqueEmail();
    await call('POST', `/api/classrooms/${cls.id}/students`, rivera, { first_name: 'T', email: later });
    await signUp(t.app, { email: later, role: 'teacher' });
    const rows = await t.database.db.select().from(rosterStudents).where(eq(rosterStudents.classId, cls.id));
    expect(rows.every((r) => r.userId === null)).toBe(true);
  });
});

describe('CSV roster import', () => {
  const csvOf = (...lines: string[]) => lines.join('\r\n');

  it('dry run reports every row (added, updated, refused with line and reason) and writes nothing', async () => {
    const cls = await createClass(rivera, 'Import class');
    const url = `/api/classrooms/${cls.id}/students`;
    await call('POST', url, rivera, { first_name: 'Old', last_name: 'Name', email: 'kept@school.test' });
    const csv =
      '\uFEFF' +
      csvOf(
        'Email,First Name,last_name,notes',
        `${ava.email},Ava,Garcia,ignored`,
        'KEPT@school.test,New,Name,',
        '"quoted@school.test","Mary, Ann","O\'Neil",',
        'broken-email,Bad,Row,',
        ',,,only notes',
        'quoted@school.test,Twice,Again,',
        ',Nameless,Kid,',
      );
    const res = await call('POST', `${url}/import`, rivera, { csv });
    expect(res.statusCode, res.body).toBe(200);
    const result = rosterImportResultSchema.parse(res.json());
    expect(result).toMatchObject({ written: false, added: 3, updated: 1, refused: 3 });
    expect(result.rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'add'],
      [3, 'update'],
      [4, 'add'],
      [5, 'refuse'],
      [6, 'refuse'],
      [7, 'refuse'],
      [8, 'add'],
    ]);
    expect(result.rows[2]).toMatchObject({
      first_name: 'Mary, Ann',
      last_name: "O'Neil",
      email: 'quoted@school.test',
    });
    expect(result.rows[3]!.reason).toBe('Please enter a valid email address');
    expect(result.rows[4]!.reason).toBe('Give the student a first name, a last name or an email.');
    expect(result.rows[5]!.reason).toBe('The same email as line 4.');
    expect(result.rows[1]!.reason).toBe('Already in this class; the name will be updated.');
    const roster = rosterListSchema.parse((await call('GET', url, rivera)).json());
    expect(roster.students).toHaveLength(1);

    const confirmed = rosterImportResultSchema.parse(
      (await call('POST', `${url}/import`, rivera, { csv, confirm: true })).json(),
    );
    expect(confirmed).toMatchObject({ written: true, added: 3, updated: 1, refused: 3 });
    const after = rosterListSchema.parse((await call('GET', url, rivera)).json()).students;
    expect(after).toHaveLength(4);
    expect(after.find((s) => s.email === 'kept@school.test')?.first_name).toBe('New');
    expect(after.find((s) => s.email === ava.email)?.user_id).toBe(ava.id);

    // The same file again: everything is already there.
    const again = rosterImportResultSchema.parse(
      (await call('POST', `${url}/import`, rivera, { csv, confirm: false })).json(),
    );
    expect(again).toMatchObject({ added: 1, updated: 3 }); // the email-less row cannot be matched
  });

  it('refuses a bad file as a whole with a clear message and changes nothing', async () => {
    const cls = await createClass(rivera, 'Bad files');
    const url = `/api/classrooms/${cls.id}/students/import`;
    const tooMany = [
      'first_name,last_name,email',
      ...Array.from({ length: 1001 }, (_, i) => `A${i},B,a${i}@school.test`),
    ];
    const cases: [string, string][] = [
      ['', 'The file is empty'],
      ['\uFEFF  \n', 'The file is empty'],
      ['name,surname\nA,B', 'The first row must be a header'],
      ['first_name,last_name,email\n', 'The file has a header row but no students.'],
      ['first_name,last_name,email\n"unterminated,B,c@d.ef', 'The file could not be read as CSV'],
      [`first_name,last_name,email\nA,${'b'.repeat(5000)},c@d.ef`, 'line 2 is longer than 4,096 characters'],
      [tooMany.join('\n'), 'at most 1,000 students'],
    ];
    for (const [csv, message] of cases) {
      const res = await call('POST', url, rivera, { csv, confirm: true });
      expect(res.statusCode, csv.slice(0, 40)).toBe(400);
      expect(errorOf(res).message).toContain(message);
    }
    expect((await call('POST', url, rivera, { confirm: true })).statusCode).toBe(400);
    expect((await call('POST', url, rivera, { csv: 'first_name\u0000' })).statusCode).toBe(400);
    const rows = await t.database.db.select().from(rosterStudents).where(eq(rosterStudents.classId, cls.id));
    expect(rows).toEqual([]);
  });

  it('imports 1,000 rows in one go', async () => {
    const cls = await createClass(rivera, 'Big class');
    const csv = [
      'first_name,last_name,email',
      ...Array.from({ length: 1000 }, (_, i) => `A${i},B,big${i}@school.test`),
    ].join('\n');
    const res = await call('POST', `/api/classrooms/${cls.id}/students/import`, rivera, {
      csv,
      confirm: true,
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.json()).toMatchObject({ added: 1000, written: true });
  });
});

describe("a roster student's record", () => {
  it("shows the owning teacher the linked student's sessions and scores; others get 404", async () => {
    const student = await person(t.app, 'student', 'Chloe Patel');
    const cls = await classWith(t.app, rivera, 'Record class', [student]);
    const chat = await conversation(t.app, student, ['what is 2+2', 'What do you think?', '4']);
    await t.database.db
      .insert(scores)
      .values({ userId: student.id, lessonId: chat.sessionId, skill: 'Addition', score: 90 });
    const [entry] = await t.database.db
      .select()
      .from(rosterStudents)
      .where(eq(rosterStudents.classId, cls.id));
    const url = `/api/classrooms/${cls.id}/students/${entry!.id}/record`;

    const res = await call('GET', url, rivera);
    expect(res.statusCode, res.body).toBe(200);
    const record = studentRecordSchema.parse(res.json());
    expect(record.student).toMatchObject({ user_id: student.id, full_name: 'Chloe Patel' });
    expect(record.sessions.map((s) => s.id)).toEqual([chat.sessionId]);
    expect(record.scores.map((s) => s.score)).toEqual([90]);
    // The conversation itself comes from the tutor's read-only route, which lets the roster teacher in.
    const messages = await call('GET', `/api/tutor/sessions/${chat.sessionId}/messages`, rivera);
    expect(messages.statusCode).toBe(200);

    for (const who of [chen, admin]) expect((await call('GET', url, who)).statusCode).toBe(404);
    expect((await call('GET', url, student)).statusCode).toBe(403);

    const unlinked = await call('POST', `/api/classrooms/${cls.id}/students`, rivera, {
      first_name: 'No',
      last_name: 'Account',
    });
    const notLinked = await call(
      'GET',
      `/api/classrooms/${cls.id}/students/${unlinked.json<{ id: string }>().id}/record`,
      rivera,
    );
    expect(notLinked.statusCode).toBe(404);
    expect(errorOf(notLinked).message).toBe('This roster entry is not linked to a student account yet.');
  });
});

describe('the educator workspace', () => {
  it("gives the caller's school, figures and getting-started steps from real data", async () => {
    const teacher = await person(t.app, 'educator', 'New Teacher');
    const fresh = workspaceSchema.parse((await call('GET', '/api/educator/workspace', teacher)).json());
    expect(fresh).toEqual({
      schools: ['My School'],
      coaching_url: 'https://coach.example.org/pd',
      figures: { classes: 0, students: 0, open_cases: 0, due_this_week: 0 },
      getting_started: { class_created: false, document_uploaded: false, grading_done: false },
    });

    const pupil = await person(t.app, 'student', 'Finn Okafor');
    const one = await classWith(t.app, teacher, 'One', [pupil]);
    const two = await classWith(t.app, teacher, 'Two', [pupil]);
    await t.database.db
      .insert(rosterStudents)
      .values({ classId: two.id, firstName: 'Name', lastName: 'Only' });
    const [path] = await t.database.db
      .insert(learningPaths)
      .values({ ownerId: teacher.id, title: 'P' })
      .returning();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await t.database.db.insert(classAssignments).values([
      { classId: one.id, learningPathId: path!.id, dueDate: day(0) },
      { classId: two.id, learningPathId: path!.id, dueDate: day(6) },
      { classId: two.id, learningPathId: path!.id, dueDate: day(9) },
      { classId: two.id, learningPathId: path!.id, dueDate: day(-2) },
      { classId: two.id, learningPathId: path!.id },
    ]);
    const [session] = await t.database.db.insert(tutoringSessions).values({ userId: pupil.id }).returning();
    const [log] = await t.database.db
      .insert(moderationLogs)
      .values({
        severity: 'high',
        category: 'self_harm',
        userId: pupil.id,
        sessionId: session!.id,
        flagged: true,
      })
      .returning();
    await t.database.db.insert(moderationCases).values({
      logId: log!.id,
      studentId: pupil.id,
      sessionId: session!.id,
      severity: 'high',
      category: 'self_harm',
    });
    await t.database.db
      .insert(curriculumDocs)
      .values({ ownerId: teacher.id, title: 'Doc', storagePath: 'x/y.pdf' });
    await t.database.db.insert(gradingJobs).values({ ownerId: teacher.id, input: {}, status: 'queued' });

    const after = workspaceSchema.parse((await call('GET', '/api/educator/workspace', teacher)).json());
    expect(after.figures).toEqual({ classes: 2, students: 2, open_cases: 1, due_this_week: 2 });
    expect(after.getting_started).toEqual({
      class_created: true,
      document_uploaded: true,
      grading_done: false,
    });

    await t.database.db
      .update(gradingJobs)
      .set({ status: 'done' })
      .where(eq(gradingJobs.ownerId, teacher.id));
    const done = workspaceSchema.parse((await call('GET', '/api/educator/workspace', teacher)).json());
    expect(done.getting_started.grading_done).toBe(true);
    // Another teacher's figures are their own.
    const other = workspaceSchema.parse((await call('GET', '/api/educator/workspace', chen)).json());
    expect(other.figures.open_cases).toBe(0);
    await t.database.db.execute(sql`select 1`);
  });
});

describe('realtime', () => {
  it('tells the owner (and only the owner may subscribe) when a class or its roster changes', async () => {
    const own = await SseClient.open(base, classesChannel(rivera.id), rivera.token);
    await own.waitFor((e) => e.event === 'ready');
    const others = await SseClient.open(base, classesChannel(rivera.id), chen.token);
    expect(others.response.status).toBe(403);
    const student = await SseClient.open(base, classesChannel(ava.id), ava.token);
    expect(student.response.status).toBe(403);

    const cls = await createClass(rivera, 'Live class');
    await own.waitForChange((e) => e.table === 'classes' && e.type === 'INSERT' && e.id === cls.id);
    await call('POST', `/api/classrooms/${cls.id}/students`, rivera, { first_name: 'Live' });
    await own.waitForChange((e) => e.table === 'students' && e.id === cls.id);
    own.close();
    others.close();
    student.close();
  });
});
