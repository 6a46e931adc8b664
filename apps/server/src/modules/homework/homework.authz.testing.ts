// The homework module's rows of the authorization matrix (testing/authorization-matrix.test.ts).
import { homeworkChecks } from '../../db/schema-lessons.ts';
import { all, one, type AuthorizationRules, type Fixtures } from '../../testing/authorization.ts';

const saved = new WeakMap<Fixtures, Promise<string>>();
/** A check the owning educator saved to the student's record. */
function checkOf(f: Fixtures) {
  let p = saved.get(f);
  if (!p) {
    p = (async () => {
      const [row] = await f.t.database.db
        .insert(homeworkChecks)
        .values({
          studentId: f.people.student.id,
          educatorId: f.people.owningEducator.id,
          kind: 'math',
          score: 100,
          text: '2 + 2 = 4',
          prompt: null,
          result: {
            kind: 'math',
            mode: 'teacher',
            score: 100,
            rubric: [],
            strengths: [],
            improvements: [],
            suggestions: [],
            findings: [],
            readability: null,
            savedId: null,
          },
        })
        .returning({ id: homeworkChecks.id });
      return row!.id;
    })();
    saved.set(f, p);
  }
  return p;
}

export const authorizationRules: AuthorizationRules = {
  rules: {
    'POST /api/homework/check': {
      variants: [
        {
          name: 'own work',
          expect: { ...all('ok'), anonymous: 401, linkedParent: 403, unlinkedParent: 403 },
          call: () => ({
            url: '/api/homework/check',
            payload: { text: '24 + 18 = 42\n42 - 10 = 32', kind: 'math' },
          }),
        },
        {
          name: "saved to the student's record",
          expect: { ...all(403), anonymous: 401, owningEducator: 'ok', otherEducator: 404, admin: 'ok' },
          call: (f) => ({
            url: '/api/homework/check',
            payload: {
              text: 'The dog ran to the park.',
              kind: 'writing',
              grade: '1',
              studentId: f.people.student.id,
            },
          }),
        },
      ],
    },
    'GET /api/homework/checks': one(
      { ...all(404), anonymous: 401, student: 'ok', owningEducator: 'ok', linkedParent: 'ok', admin: 'ok' },
      (f) => ({ url: `/api/homework/checks?studentId=${f.people.student.id}` }),
    ),
    'GET /api/homework/checks/{id}': one(
      { ...all(404), anonymous: 401, student: 'ok', owningEducator: 'ok', linkedParent: 'ok', admin: 'ok' },
      async (f) => ({ url: `/api/homework/checks/${await checkOf(f)}` }),
    ),
  },
  watch: ['(select count(*) from homework_checks) as homework_checks'],
};
