import {
  errorBodySchema,
  HOMEWORK_MESSAGES,
  homeworkResultSchema,
  savedHomeworkCheckSchema,
  savedHomeworkListSchema,
} from '@academy/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentLinks } from '../../db/schema.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';
import { classWith, person, type Person } from '../safeguard/safeguard.testing.ts';

let t: TestContext;
let teacher: Person;
let otherTeacher: Person;
let ava: Person;
let diego: Person;
let parent: Person;

beforeAll(async () => {
  t = await createTestApp();
  [teacher, otherTeacher, ava, diego, parent] = await Promise.all([
    person(t.app, 'educator', 'Maria Rivera'),
    person(t.app, 'educator', 'David Chen'),
    person(t.app, 'student', 'Ava Garcia'),
    person(t.app, 'student', 'Diego Lopez'),
    person(t.app, 'parent', 'Gabriela Garcia'),
  ]);
  await classWith(t.app, teacher, 'Grade 2', [ava]);
  await classWith(t.app, otherTeacher, 'Grade 3', [diego]);
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: parent.id, studentId: ava.id, verified: true, verifiedAt: new Date() });
});
afterAll(async () => {
  await t?.close();
});

const check = (who: Person | null, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/homework/check', headers: who ? who.auth : {}, payload });

describe('POST /api/homework/check', () => {
  it('math: points at the first wrong line and says why (teacher mode names the right value)', async () => {
    const res = await check(teacher, {
      text: '24 + 18 = 32\n32 - 10 = 22\nAnswer: 22',
      prompt: 'Sam had 24 stickers and got 18 more. He gave 10 away. How many stickers does he have now?',
      grade: '2',
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = homeworkResultSchema.parse(res.json());
    expect(result).toMatchObject({ kind: 'math', mode: 'teacher', savedId: null });
    const wrong = result.findings.filter((f) => f.type === 'wrong_step');
    expect(wrong[0]).toMatchObject({ line: 1, quote: '24 + 18 = 32' });
    expect(wrong[0]!.message).toContain('24 + 18 = 42, not 32');
    expect(result.findings.find((f) => f.type === 'wrong_answer')?.message).toContain('the answer is 32');
    expect(result.rubric.map((r) => r.criterion)).toEqual([
      'Correct final answer',
      'Correct working',
      'Work shown',
    ]);
    expect(result.score).toBe(result.rubric.reduce((n, r) => n + r.points, 0));
    expect(result.improvements[0]).toMatchObject({ line: 1, quote: '24 + 18 = 32' });
  });

  it('a right final answer with wrong working is said to be so', async () => {
    const result = homeworkResultSchema.parse(
      (await check(teacher, { text: '3/4 + 1/8 = 4/12\n= 7/8', kind: 'math' })).json(),
    );
    expect(result.findings[0]).toMatchObject({ type: 'wrong_step', line: 1 });
    expect(result.findings.find((f) => f.type === 'right_answer_wrong_working')?.message).toMatch(
      /The final answer 7\/8 is right, but the working has a mistake on line 1/,
    );
  });

  it('writing: spelling from the dictionary, conventions, prompt coverage, each tied to the words', async () => {
    const result = homeworkResultSchema.parse(
      (
        await check(teacher, {
          text: 'my favrite animal is the dog becuase dogs are loyal.\nI like to play with my dog in the the park.',
          prompt: 'Write about your favorite animal and why you like it.',
          grade: '2',
        })
      ).json(),
    );
    expect(result.kind).toBe('writing');
    const spelling = result.findings.filter((f) => f.type === 'spelling');
    expect(spelling.map((f) => [f.quote, f.suggestions[0]])).toEqual([
      ['favrite', 'favorite'],
      ['becuase', 'because'],
    ]);
    expect(result.findings.some((f) => f.type === 'grammar' && f.quote === 'the the')).toBe(true);
    expect(result.findings.some((f) => f.type === 'grammar' && f.quote === 'my')).toBe(true);
    expect(result.readability?.formula).toMatch(/Flesch-Kincaid/);
    expect(result.strengths.some((s) => s.quote === 'animal')).toBe(true);
  });

  it("a student's own check coaches: no corrected answer, no spelling fixes", async () => {
    const math = homeworkResultSchema.parse(
      (await check(ava, { text: '24 + 18 = 32\n32 - 10 = 22', prompt: 'What is 24 + 18 - 10?' })).json(),
    );
    expect(math.mode).toBe('coach');
    expect(JSON.stringify(math)).not.toMatch(/\b42\b/);
    const writing = homeworkResultSchema.parse(
      (await check(ava, { text: 'I saw a elefant at the zoo.', kind: 'writing' })).json(),
    );
    const spelling = writing.findings.find((f) => f.type === 'spelling')!;
    expect(spelling.suggestions).toEqual([]);
    expect(JSON.stringify(writing)).not.toContain('elephant');
  });

  it("saves a teacher's check to a roster student's record, readable by the student's people", async () => {
    const res = await check(teacher, {
      text: 'The cat sat on the mat.',
      kind: 'writing',
      grade: '1',
      studentId: ava.id,
    });
    const result = homeworkResultSchema.parse(res.json());
    expect(result.savedId).not.toBeNull();
    for (const who of [teacher, ava, parent]) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/homework/checks?studentId=${ava.id}`,
        headers: who.auth,
      });
      expect(savedHomeworkListSchema.parse(list.json()).checks.map((c) => c.excerpt)).toEqual([
        'The cat sat on the mat.',
      ]);
    }
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/homework/checks?studentId=${ava.id}`,
      headers: otherTeacher.auth,
    });
    expect(other.statusCode).toBe(404);
  });

  it('refuses bad input (400) and forbidden callers', async () => {
    const empty = await check(teacher, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(errorBodySchema.parse(empty.json()).error.message).toBe(HOMEWORK_MESSAGES.textRequired);
    const long = await check(teacher, { text: 'a'.repeat(6001) });
    expect(long.statusCode).toBe(400);
    expect(errorBodySchema.parse(long.json()).error.message).toMatch(/at most 6000 characters/);
    expect((await check(teacher, { text: 'x', grade: '13' })).statusCode).toBe(400);
    const foreign = await check(teacher, { text: '1 + 1 = 2', studentId: diego.id });
    expect(foreign.statusCode).toBe(404);
    expect(errorBodySchema.parse(foreign.json()).error.message).toBe(HOMEWORK_MESSAGES.studentNotFound);
    const studentSaving = await check(ava, { text: '1 + 1 = 2', studentId: ava.id });
    expect(studentSaving.statusCode).toBe(403);
    expect((await check(parent, { text: '1 + 1 = 2' })).statusCode).toBe(403);
    expect((await check(null, { text: '1 + 1 = 2' })).statusCode).toBe(401);
  });
});

describe('GET /api/homework/checks/{id}', () => {
  const open = (who: Person | null, id: string) =>
    t.app.inject({ method: 'GET', url: `/api/homework/checks/${id}`, headers: who ? who.auth : {} });

  it("opens a saved check's feedback for the student, their teacher and verified parent; a 404 for others", async () => {
    const saved = homeworkResultSchema.parse(
      (
        await check(teacher, {
          text: '7 + 5 = 13\n13 - 3 = 10',
          kind: 'math',
          prompt: 'What is 7 + 5 - 3?',
          studentId: ava.id,
        })
      ).json(),
    );
    const id = saved.savedId!;
    for (const who of [ava, teacher, parent]) {
      const res = await open(who, id);
      expect(res.statusCode, res.body).toBe(200);
      const body = savedHomeworkCheckSchema.parse(res.json());
      expect(body).toMatchObject({
        id,
        studentId: ava.id,
        studentName: 'Ava Garcia',
        checkedBy: 'Maria Rivera',
        kind: 'math',
        text: '7 + 5 = 13\n13 - 3 = 10',
        prompt: 'What is 7 + 5 - 3?',
      });
      expect(body.result.savedId).toBe(id);
      expect(body.result.score).toBe(saved.score);
      expect(body.result.findings[0]).toMatchObject({ type: 'wrong_step', line: 1 });
    }
    // Another teacher and another student: not found, as for a check that does not exist.
    for (const who of [otherTeacher, diego]) {
      const res = await open(who, id);
      expect(res.statusCode).toBe(404);
      expect(errorBodySchema.parse(res.json()).error.message).toBe(HOMEWORK_MESSAGES.checkNotFound);
    }
    expect((await open(teacher, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await open(null, id)).statusCode).toBe(401);
  });

  it('refuses an id that is not a UUID with a clear 400', async () => {
    const res = await open(teacher, 'not-a-check');
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json()).error.message).toMatch(/The check id must be a UUID/);
  });
});
