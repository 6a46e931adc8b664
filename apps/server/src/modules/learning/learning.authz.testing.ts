// The learning module's rows of the authorization matrix (testing/authorization-matrix.test.ts).
import { eq } from 'drizzle-orm';
import { classes, scores } from '../../db/schema.ts';
import {
  SIGNED_IN,
  all,
  one,
  type AuthorizationRules,
  type Expectation,
  type Fixtures,
} from '../../testing/authorization.ts';

/** Practice tests: students only (each their own). */
const STUDENTS: Expectation = { ...all(403), anonymous: 401, student: 'ok', otherStudent: 'ok' };
/** The student's own attempt: another student does not learn it exists. */
const OWN_ATTEMPT: Expectation = { ...all(403), anonymous: 401, student: 'ok', otherStudent: 404 };
/** The student's progress: the student, their teacher, their verified parent and admins. */
const STUDENT_RECORD: Expectation = {
  ...all(404),
  anonymous: 401,
  student: 'ok',
  owningEducator: 'ok',
  linkedParent: 'ok',
  admin: 'ok',
};
/** A class's goals: its teacher and admins; other teachers get 404, everyone else 403. */
const CLASS_GOALS: Expectation = {
  ...all(403),
  anonymous: 401,
  owningEducator: 'ok',
  otherEducator: 404,
  admin: 'ok',
};

/** A new open attempt of the student at a test (the test's open one when there is one). */
async function openAttempt(f: Fixtures, testId: string): Promise<string> {
  const res = await f.t.app.inject({
    method: 'POST',
    url: `/api/tests/${testId}/attempts`,
    headers: f.people.student.auth,
  });
  if (res.statusCode >= 300) throw new Error(`could not start a test: ${res.body}`);
  return res.json<{ id: string }>().id;
}

async function practisedSkill(f: Fixtures): Promise<string> {
  await f.t.database.db
    .insert(scores)
    .values({ userId: f.people.student.id, skill: 'K.CC.C.7', subject: 'math', score: 100 });
  return 'K.CC.C.7';
}

async function ownedClass(f: Fixtures): Promise<string> {
  const [cls] = await f.t.database.db
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.ownerId, f.people.owningEducator.id))
    .limit(1);
  if (!cls) throw new Error('the owning educator has no class');
  return cls.id;
}

const goals = { lessons: 4, minutes: 60, tests: 3 };

export const authorizationRules: AuthorizationRules = {
  rules: {
    'GET /api/tests': one(SIGNED_IN, () => ({ url: '/api/tests' })),
    'POST /api/tests/{testId}/attempts': one(STUDENTS, () => ({
      url: '/api/tests/science-k3-living-things/attempts',
    })),
    'GET /api/tests/{testId}/attempts': one(STUDENTS, () => ({
      url: '/api/tests/science-k3-living-things/attempts',
    })),
    'GET /api/attempts/{attemptId}': one(OWN_ATTEMPT, async (f) => ({
      url: `/api/attempts/${await openAttempt(f, 'reading-1-story-elements')}`,
    })),
    'PUT /api/attempts/{attemptId}/answers': one(OWN_ATTEMPT, async (f) => ({
      url: `/api/attempts/${await openAttempt(f, 'reading-1-story-elements')}/answers`,
      payload: { item_id: 'q1', answer: 'At the park' },
    })),
    'POST /api/attempts/{attemptId}/submit': one(OWN_ATTEMPT, async (f) => ({
      url: `/api/attempts/${await openAttempt(f, 'social-k2-communities')}/submit`,
    })),
    'GET /api/progress': {
      variants: [
        { name: 'own', call: () => ({ url: '/api/progress' }), expect: SIGNED_IN },
        {
          name: 'a chosen student',
          call: (f) => ({ url: `/api/progress?student=${f.people.student.id}` }),
          expect: STUDENT_RECORD,
        },
      ],
    },
    'GET /api/progress/skills/{skill}': one(STUDENT_RECORD, async (f) => ({
      url: `/api/progress/skills/${await practisedSkill(f)}?student=${f.people.student.id}`,
    })),
    'GET /api/me/activities': one(SIGNED_IN, () => ({ url: '/api/me/activities' })),
    'PUT /api/goals': one(STUDENTS, () => ({ url: '/api/goals', payload: goals })),
    'DELETE /api/goals': one(STUDENTS, () => ({ url: '/api/goals' })),
    'GET /api/classes/{classId}/goals': one(CLASS_GOALS, async (f) => ({
      url: `/api/classes/${await ownedClass(f)}/goals`,
    })),
    'PUT /api/classes/{classId}/goals': one(CLASS_GOALS, async (f) => ({
      url: `/api/classes/${await ownedClass(f)}/goals`,
      payload: goals,
    })),
    'GET /api/me/preferences': one(SIGNED_IN, () => ({ url: '/api/me/preferences' })),
    'PUT /api/me/preferences': one(SIGNED_IN, () => ({
      url: '/api/me/preferences',
      payload: { speech_rate: 1.2 },
    })),
  },
  watch: [
    '(select count(*) from test_attempts) as test_attempts',
    '(select count(*) from learning_goals) as learning_goals',
  ],
};
