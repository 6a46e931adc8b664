// The authorization matrix: every route of the OpenAPI document, called by eight kinds of caller, against
// ONE table of who may do what. A route in the document that the table does not name fails the test,
// so a new route cannot ship without someone deciding who may call it.
import { errorBodySchema } from '@academy/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentLinks } from '../db/schema.ts';
import { authorizationRules as adminRules } from '../modules/admin/admin.authz.testing.ts';
import { authorizationRules as authRules } from '../modules/auth/auth.authz.testing.ts';
import { authorizationRules as parentsRules } from '../modules/parents/parents.authz.testing.ts';
import { startAuthSession } from '../modules/auth/index.ts';
import { authorizationRules as classroomsRules } from '../modules/classrooms/classrooms.authz.testing.ts';
import { authorizationRules as curriculumRules } from '../modules/curriculum/curriculum.authz.testing.ts';
import { authorizationRules as learningRules } from '../modules/learning/learning.authz.testing.ts';
import { recordModeration } from '../modules/safeguard/index.ts';
import { classWith, conversation, person } from '../modules/safeguard/safeguard.testing.ts';
import { signUp, solveCaptcha, uniqueEmail } from './auth-helpers.ts';
import { listen } from './sse-client.ts';
import { createTestApp, depsOf, type TestContext } from './test-app.ts';
import { authorizationRules as lessonsRules } from '../modules/lessons/lessons.authz.testing.ts';
import { authorizationRules as homeworkRules } from '../modules/homework/homework.authz.testing.ts';
import {
  CALLERS,
  OWN_SESSION,
  PUBLIC,
  SIGNED_IN,
  STAFF,
  STUDENT_CASE,
  TUTOR_USERS,
  all,
  one,
  type AuthorizationRules,
  type Call,
  type Caller,
  type Fixtures,
  type Outcome,
  type Rule,
} from './authorization.ts';
import { authorizationRules as gradingAuthorization } from '../modules/grading/grading.authz.testing.ts';

/** The modules' own rows (each module's `<module>.authz.testing.ts`). */
const MODULES: AuthorizationRules[] = [
  classroomsRules,
  gradingAuthorization,
  curriculumRules,
  learningRules,
  lessonsRules,
  homeworkRules,
  parentsRules,
  adminRules,
  authRules,
];

/**
 * WHO MAY DO WHAT. Keys are `METHOD /path` exactly as the OpenAPI document writes them. A new route: add
 * a row here with the answer each kind of caller must get.
 */
const CORE: Record<string, Rule> = {
  'GET /healthz': one(PUBLIC, () => ({ url: '/healthz' })),
  'GET /readyz': one(PUBLIC, () => ({ url: '/readyz' })),
  'GET /api/catalog/tutors': one(PUBLIC, () => ({ url: '/api/catalog/tutors' })),
  'GET /auth/v1/.well-known/jwks.json': one(PUBLIC, () => ({ url: '/auth/v1/.well-known/jwks.json' })),
  'GET /auth/v1/captcha': one(PUBLIC, () => ({ url: '/auth/v1/captcha' })),
  'POST /auth/v1/signup': one(PUBLIC, async () => ({
    url: '/auth/v1/signup',
    payload: {
      email: uniqueEmail('matrix.signup'),
      password: 'correct horse',
      data: { full_name: 'New Pupil' },
      captcha_token: await solveCaptcha(t.app),
    },
  })),
  'POST /auth/v1/token': one(PUBLIC, async () => {
    const { res, email, password } = await signUp(t.app);
    if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.body}`);
    return {
      url: '/auth/v1/token?grant_type=password',
      payload: { email, password, captcha_token: await solveCaptcha(t.app) },
    };
  }),
  'POST /auth/v1/logout': one(SIGNED_IN, () => ({ url: '/auth/v1/logout?scope=local', freshToken: true })),
  'GET /auth/v1/user': one(SIGNED_IN, () => ({ url: '/auth/v1/user' })),
  'PUT /auth/v1/user': one(SIGNED_IN, () => ({ url: '/auth/v1/user', payload: { data: { grade: '4' } } })),
  'GET /api/profile': one(SIGNED_IN, () => ({ url: '/api/profile' })),
  'GET /api/sessions': one(SIGNED_IN, () => ({ url: '/api/sessions' })),
  'GET /api/scores': one(SIGNED_IN, () => ({ url: '/api/scores' })),
  // A student's sessions channel: the student and whoever may see their progress (ids only, no messages).
  'GET /api/realtime': one(
    { ...all(403), anonymous: 401, student: 'ok', owningEducator: 'ok', linkedParent: 'ok', admin: 'ok' },
    (f) => ({
      url: `/api/realtime?channels=sessions:${f.people.student.id}`,
      stream: true,
    }),
  ),
  'GET /api/safeguard/stats': one(STAFF, () => ({ url: '/api/safeguard/stats' })),
  'GET /api/safeguard/events': one(STAFF, () => ({ url: '/api/safeguard/events?limit=10' })),
  'GET /api/safeguard/students': one(STAFF, () => ({ url: '/api/safeguard/students' })),
  'GET /api/safeguard/cases/{id}': one(STUDENT_CASE, (f) => ({ url: `/api/safeguard/cases/${f.caseId}` })),
  'POST /api/safeguard/cases/{id}/acknowledge': one(STUDENT_CASE, async (f) => ({
    url: `/api/safeguard/cases/${await f.freshCase()}/acknowledge`,
    payload: { note: 'Spoke with the student.' },
  })),
  'POST /api/safeguard/cases/{id}/resolve': one(STUDENT_CASE, async (f) => ({
    url: `/api/safeguard/cases/${await f.freshCase()}/resolve`,
    payload: { note: 'Parents informed; resolved.' },
  })),
  'GET /api/safeguard/children/{studentId}/events': one(
    { ...all(403), anonymous: 401, linkedParent: 'ok' },
    (f) => ({ url: `/api/safeguard/children/${f.people.student.id}/events` }),
  ),
  'POST /api/tutor/chat': {
    variants: [
      {
        name: 'a new session',
        expect: TUTOR_USERS,
        call: () => ({
          url: '/api/tutor/chat',
          payload: { messages: [{ role: 'user', content: 'What is 2 + 2?' }] },
        }),
      },
      {
        name: "in the student's session",
        expect: OWN_SESSION,
        call: (f) => ({
          url: '/api/tutor/chat',
          payload: { sessionId: f.sessionId, messages: [{ role: 'user', content: 'And 3 + 3?' }] },
        }),
      },
    ],
  },
  'POST /api/tutor/sessions/{id}/complete': one(OWN_SESSION, async (f) => ({
    url: `/api/tutor/sessions/${await f.freshSession()}/complete`,
  })),
  'GET /api/tutor/sessions/current': one(TUTOR_USERS, () => ({ url: '/api/tutor/sessions/current' })),
  'GET /api/tutor/sessions/{id}/messages': one(
    {
      ...all(404),
      anonymous: 401,
      student: 'ok',
      owningEducator: 'ok',
      admin: 'ok',
    },
    (f) => ({ url: `/api/tutor/sessions/${f.sessionId}/messages` }),
  ),
};

const TABLE: Record<string, Rule> = Object.assign({}, CORE, ...MODULES.map((m) => m.rules));
const WATCHED = MODULES.flatMap((m) => m.watch ?? []);

// ---------------------------------------------------------------- the app and its routes

const t: TestContext = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '100000' });
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, unknown>>;
}>();
const HTTP_METHODS = new Set(['get', 'put', 'post', 'patch', 'delete', 'head', 'options']);
const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.keys(ops)
    .filter((m) => HTTP_METHODS.has(m))
    .map((m) => `${m.toUpperCase()} ${path}`),
);

let f: Fixtures;
let base: string;

beforeAll(async () => {
  base = await listen(t.app);
  const [student, otherStudent, owningEducator, otherEducator, linkedParent, unlinkedParent, admin] =
    await Promise.all([
      person(t.app, 'student', 'Ava Garcia'),
      person(t.app, 'student', 'Diego Lopez'),
      person(t.app, 'educator', 'Maria Rivera'),
      person(t.app, 'educator', 'David Chen'),
      person(t.app, 'parent', 'Gabriela Garcia'),
      person(t.app, 'parent', 'Rosa Lopez'),
      person(t.app, 'admin', 'Alex Admin'),
    ]);
  await classWith(t.app, owningEducator, 'Kindergarten Explorers', [student]);
  await classWith(t.app, otherEducator, 'Math Builders', [otherStudent]);
  // The unlinked parent is a verified parent too, of another child: being a parent opens nothing else.
  await t.database.db.insert(parentLinks).values([
    { parentId: linkedParent.id, studentId: student.id, verified: true, verifiedAt: new Date() },
    { parentId: unlinkedParent.id, studentId: otherStudent.id, verified: true, verifiedAt: new Date() },
  ]);
  const chat = await conversation(t.app, student, [
    'hi',
    'Hello! What shall we learn?',
    'i want to hurt myself',
  ]);
  const freshCase = async () => {
    const outcome = await recordModeration(
      depsOf(t.app),
      { flagged: true, category: 'self_harm', severity: 'medium', action: 'crisis', redactedText: '' },
      { role: 'student', userId: student.id, sessionId: chat.sessionId, grade: 3 },
      chat.messages[2]!.id,
    );
    return outcome!.caseId!;
  };
  f = {
    people: { student, otherStudent, owningEducator, otherEducator, linkedParent, unlinkedParent, admin },
    sessionId: chat.sessionId,
    caseId: await freshCase(),
    freshCase,
    freshSession: async () => (await conversation(t.app, student, ['hello'])).sessionId,
    t,
  };
});
afterAll(async () => {
  await t.close();
});

/** Rows of the tables a refused request must never write to. */
async function counts(): Promise<Record<string, number>> {
  const res = await t.database.pool.query<Record<string, string>>(
    `select (select count(*) from tutoring_sessions) as sessions,
            (select count(*) from chat_messages) as messages,
            (select count(*) from moderation_case_events) as case_events,
            (select count(*) from moderation_cases where status <> 'open') as cases_moved,
            (select count(*) from auth_sessions where revoked_at is not null) as revoked
            ${WATCHED.map((w) => `, ${w}`).join('')}`,
  );
  return Object.fromEntries(Object.entries(res.rows[0]!).map(([k, v]) => [k, Number(v)]));
}

async function headersFor(caller: Caller, fresh: boolean): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {};
  const who = f.people[caller];
  if (!fresh) return who.auth;
  // A second device of the same person: signing it out leaves the fixture's own token valid.
  const { rows } = await t.database.pool.query<{ role: string }>('select role from profiles where id = $1', [
    who.id,
  ]);
  const { sessionId } = await startAuthSession(t.database.db, who.id, {});
  const { token } = await t.app.signAccessToken({
    sub: who.id,
    email: who.email,
    role: rows[0]!.role as 'student',
    sid: sessionId,
  });
  return { authorization: `Bearer ${token}` };
}

async function send(method: string, call: Call, headers: Record<string, string>) {
  if (call.stream) {
    const controller = new AbortController();
    const res = await fetch(`${base}${call.url}`, { method, headers, signal: controller.signal });
    const status = res.status;
    const body = status >= 400 ? await res.text() : '';
    controller.abort();
    return { status, body };
  }
  const res = await t.app.inject({
    method: method as 'GET',
    url: call.url,
    headers,
    ...(call.payload !== undefined ? { payload: call.payload as object } : {}),
  });
  return { status: res.statusCode, body: res.body };
}

const matches = (expected: Outcome, status: number) =>
  expected === 'ok' ? status >= 200 && status < 300 : status === expected;

describe('authorization matrix', () => {
  it('the OpenAPI document lists the routes (the matrix is not vacuous)', () => {
    expect(documented.length).toBeGreaterThan(20);
  });

  it('every row of the table is a route of the document (no stale rows)', () => {
    const stale = Object.keys(TABLE).filter((key) => !documented.includes(key));
    expect(stale, 'these rows name routes the OpenAPI document no longer has').toEqual([]);
  });

  it.each(documented)('%s answers each kind of caller as the table says', async (key) => {
    const rule = TABLE[key];
    if (!rule) {
      throw new Error(
        `${key} is in the OpenAPI document but not in the authorization table: add a row for it to TABLE in ` +
          'apps/server/src/testing/authorization-matrix.test.ts saying which callers get ok, 401, 403 or 404.',
      );
    }
    const method = key.split(' ')[0]!;
    const wrong: string[] = [];
    for (const variant of rule.variants) {
      for (const caller of CALLERS) {
        const call = await variant.call(f, caller);
        const headers = await headersFor(caller, call.freshToken ?? false);
        const expected = variant.expect[caller];
        const before = expected === 'ok' ? null : await counts();
        const { status, body } = await send(method, call, headers);
        const label = `${variant.name === 'default' ? '' : `${variant.name}, `}${caller}`;
        if (!matches(expected, status)) {
          wrong.push(`${label}: expected ${expected}, got ${status} ${body.slice(0, 200)}`);
          continue;
        }
        if (status >= 400) {
          const parsed = errorBodySchema.safeParse(JSON.parse(body));
          if (!parsed.success)
            wrong.push(`${label}: ${status} outside the error shape: ${body.slice(0, 200)}`);
        }
        if (before) {
          const after = await counts();
          if (JSON.stringify(after) !== JSON.stringify(before)) {
            wrong.push(`${label}: refused with ${status} but wrote ${JSON.stringify({ before, after })}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
