// Property-based fuzzing of every route of the OpenAPI document, from its own schema: bodies, query
// strings and path parameters that are valid, malformed, oversized, full of control characters (NUL
// included), of the wrong type, or missing and extra fields. Whatever comes in, the server answers below
// 500, every error is `{ error: { code, message } }`, and a refused request leaves nothing half-written.
import { errorBodySchema, refreshBodySchema, signInBodySchema } from '@academy/shared';
import net from 'node:net';
import fc from 'fast-check';
import { authenticator } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findStandard, generateLesson } from '../engines/lessons/index.ts';
import { z } from 'zod';
import { classes, parentLinks, rosterStudents } from '../db/schema.ts';
import { gradedJob } from '../modules/grading/grading.testing.ts';
import { curriculumFixture } from '../modules/curriculum/curriculum.testing.ts';
import { createAuthLink, createUser, startAuthSession } from '../modules/auth/index.ts';
import { recordModeration } from '../modules/safeguard/index.ts';
import { classWith, conversation, person, type Person } from '../modules/safeguard/safeguard.testing.ts';
import { listen } from './sse-client.ts';
import { createTestApp, depsOf, type TestContext } from './test-app.ts';

/** Runs per route; small enough that the whole file stays well under a minute on a busy 2-core machine. */
const RUNS_BODY = 30;
const RUNS_PARAMS = 12;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  default?: unknown;
  additionalProperties?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

// ---------------------------------------------------------------- the app, its routes, its people

const t: TestContext = await createTestApp({
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  TUTOR_MESSAGES_PER_MINUTE: '1000000',
  // The fuzzer reaches the handlers behind the captcha; the captcha's own refusals are tested in auth.test.
  CAPTCHA_ENABLED: 'false',
});
const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
}>();
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([m]) => ['get', 'put', 'post', 'patch', 'delete'].includes(m))
    .map(([m, op]) => ({ ...op, method: m.toUpperCase(), path })),
);
const key = (op: Operation) => `${op.method} ${op.path}`;

/**
 * The document describes /auth/v1/token's body loosely (it depends on grant_type): its real schemas,
 * per grant, come from the shared zod contracts.
 */
const TOKEN_BODIES: Record<string, JsonSchema> = {
  password: z.toJSONSchema(signInBodySchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
  refresh_token: z.toJSONSchema(refreshBodySchema, { io: 'input', unrepresentable: 'any' }) as JsonSchema,
};

let student: Person;
let educator: Person;
let parent: Person;
/** Signs out in the fuzz of /auth/v1/logout (scope=global would end every session of whoever it is). */
let leaver: Person;
let admin: Person;
/** Enrols authenticator apps in the fuzz of /auth/v1/factors (verifying one replaces its session). */
let factorUser: Person;
let base: string;
let known: { ids: string[]; emails: string[] };
/** A new open case on the student, so that a transition reaches the write. */
let freshCase: () => Promise<string>;
/** The educator's document, path (two steps) and its assignment to the student's class. */
let curriculum: Awaited<ReturnType<typeof curriculumFixture>>;

beforeAll(async () => {
  base = await listen(t.app);
  [student, educator, parent, admin, leaver, factorUser] = await Promise.all([
    person(t.app, 'student', 'Ava Garcia'),
    person(t.app, 'educator', 'Maria Rivera'),
    person(t.app, 'parent', 'Gabriela Garcia'),
    person(t.app, 'admin', 'Alex Admin'),
    person(t.app, 'student', 'Lee Leaver'),
    person(t.app, 'educator', 'Fay Factor'),
  ]);
  await classWith(t.app, educator, 'Kindergarten Explorers', [student]);
  await t.database.db
    .insert(parentLinks)
    .values({ parentId: parent.id, studentId: student.id, verified: true, verifiedAt: new Date() });
  const chat = await conversation(t.app, student, ['hi', 'Hello!', 'i want to hurt myself']);
  freshCase = async () => {
    const outcome = await recordModeration(
      depsOf(t.app),
      { flagged: true, category: 'self_harm', severity: 'medium', action: 'crisis', redactedText: '' },
      { role: 'student', userId: student.id, sessionId: chat.sessionId, grade: 3 },
      chat.messages[2]!.id,
    );
    return outcome!.caseId!;
  };
  const cases = [await freshCase(), await freshCase(), await freshCase()];
  curriculum = await curriculumFixture(t.app, educator.id);
  known = {
    ids: [student.id, educator.id, admin.id, chat.sessionId, ...cases, ...Object.values(curriculum)],
    emails: [student.email, educator.email],
  };
});
afterAll(async () => {
  await t.close();
});

/** The caller a route is fuzzed as: one it lets in, so that the fuzz reaches the handler. */
/** A new device (session) of this person. */
async function freshTokenOf(who: Person): Promise<Record<string, string>> {
  const { sessionId } = await startAuthSession(t.database.db, who.id, {});
  const { rows } = await t.database.pool.query<{ role: string }>('select role from profiles where id = $1', [
    who.id,
  ]);
  const { token } = await t.app.signAccessToken({
    sub: who.id,
    email: who.email,
    role: rows[0]!.role as 'student',
    sid: sessionId,
  });
  return { authorization: `Bearer ${token}` };
}

async function authFor(op: Operation): Promise<Record<string, string>> {
  if (op.path.startsWith('/api/safeguard/children/')) return parent.auth;
  if (op.path.startsWith('/api/safeguard/')) return educator.auth;
  if (op.path.startsWith('/api/classrooms') || op.path.startsWith('/api/educator/')) return educator.auth;
  if (op.path.startsWith('/api/time-tools/')) return educator.auth;
  if (op.path.startsWith('/api/curriculum/') || op.path.startsWith('/api/classes/')) return educator.auth;
  if (op.path.startsWith('/api/classes/')) return educator.auth;
  if (op.path.startsWith('/api/lessons') || op.path.startsWith('/api/homework')) return educator.auth;
  if (op.path.startsWith('/api/admin/')) return admin.auth;
  if (op.path === '/api/parent-access' || op.path.startsWith('/api/parents/children/')) return parent.auth;
  if (op.path === '/api/parents/pairing-codes/redeem') return parent.auth;
  if (op.path.startsWith('/api/parents/')) return educator.auth;
  if (op.path.startsWith('/auth/v1/factors')) return freshTokenOf(factorUser);
  if (op.path === '/auth/v1/logout') {
    // A new device of a user no other request uses: scope=global signs out every session of the user.
    const { sessionId } = await startAuthSession(t.database.db, leaver.id, {});
    const { token } = await t.app.signAccessToken({
      sub: leaver.id,
      email: leaver.email,
      role: 'student',
      sid: sessionId,
    });
    return { authorization: `Bearer ${token}` };
  }
  return student.auth;
}

// ---------------------------------------------------------------- values from a schema

/** Strings a careless server chokes on; each also appears inside ordinary text. */
const NASTY = [
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\u0001\u0002\u0007\b\u000b\f\u000e\u001b[31m\u007f',
  '\u0085\u2028\u2029',
  '\ud800',
  '\udfff\ud800',
  '\ufeff\ufffe\uffff',
  '\u202e\u200b',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀👩‍👩‍👧',
  "'; drop table users; --",
  '%00%ff%',
  '\\u0000',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '<a<a<a<a<a<a<a<a<a<a<a<a<a<a<a<a',
  '   ',
  '',
  '\r\n\t',
  '0',
  'null',
  '{}',
  '__proto__',
];

const nastyString = (maxLength: number) =>
  fc.oneof(
    fc.constantFrom(...NASTY),
    fc.string({ unit: 'binary', maxLength: Math.min(maxLength, 64) }),
    fc
      .tuple(fc.constantFrom(...NASTY), fc.string({ maxLength: 20 }))
      .map(([bad, text]) => `${text}${bad}${text}`),
  );

function stringArb(schema: JsonSchema, name: string): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 300;
  const min = schema.minLength ?? 0;
  if (schema.format === 'uuid' || /id$/i.test(name)) {
    return fc.oneof(fc.constantFrom(...known.ids), fc.uuid(), nastyString(max));
  }
  if (name === 'email') {
    const local = fc.stringMatching(/^[a-z][a-z0-9.]{0,15}$/);
    return fc.oneof(
      fc.constantFrom(...known.emails),
      local.map((l) => `${l}@school.test`),
      fc.tuple(local, fc.constantFrom(...NASTY)).map(([l, bad]) => `${l}${bad}@school.test`),
      nastyString(max),
    );
  }
  const ordinary = fc.oneof(
    fc.constantFrom('What is 3/4 + 1/8?', 'Ava Garcia', '4', 'Spoke with the family.', 'correct horse'),
    fc.string({ minLength: min, maxLength: Math.min(max, 80) }),
  );
  return fc.oneof(ordinary, nastyString(max)).filter((s) => s.length <= max || s.length === 0);
}

function valueArb(schema: JsonSchema, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((s) => valueArb(s, name)));
  if (schema.allOf?.[0]) return valueArb(schema.allOf[0], name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = schema.properties ?? {};
      if (Object.keys(props).length === 0) return fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue());
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(props)) record[k] = valueArb(s, k);
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
    }
    case 'array':
      return fc.array(valueArb(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'string':
      return stringArb(schema, name);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1000 });
    case 'number':
      return fc.double({ noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue();
  }
}

/** Every path to a value inside a JSON value (objects and arrays), the root excluded. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [];
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((v, i) => [i, v])
    : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...pathsOf(v, [...prefix, k])]);
}

function setAt(root: unknown, path: (string | number)[], to: unknown | typeof REMOVE): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (to === REMOVE) {
    if (Array.isArray(node)) node.splice(Number(last), 1);
    else delete node[last];
  } else {
    node[last] = to;
  }
  return copy;
}
const REMOVE = Symbol('remove');

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  fc.string({ maxLength: 10 }),
);
/** Longer than any field allows; the largest stays under the 1 MB body limit. */
const oversized = fc
  .tuple(
    fc.constantFrom(256, 2_001, 20_001, 200_000, 900_000),
    fc.constantFrom('x', 'é', '\u0000', '<a', '😀'),
  )
  .map(([n, unit]) => unit.repeat(Math.ceil(n / unit.length)));

/** A valid-looking value, then maybe one mutation: a wrong type, a missing field, an extra one or an oversized string. */
function mutated(schema: JsonSchema): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      valueArb(schema),
      fc.constantFrom('none', 'wrong-type', 'missing', 'extra', 'oversized', 'root'),
      fc.nat(),
      wrongType,
      oversized,
    )
    .map(([value, how, pick, other, big]) => {
      const paths = pathsOf(value);
      const path = paths.length > 0 ? paths[pick % paths.length]! : null;
      switch (how) {
        case 'wrong-type':
          return path ? setAt(value, path, other) : other;
        case 'missing':
          return path ? setAt(value, path, REMOVE) : value;
        case 'extra':
          return value && typeof value === 'object' && !Array.isArray(value)
            ? { ...value, [`extra_${pick % 7}`]: other }
            : value;
        case 'oversized': {
          const strings = paths.filter((p) => typeof pathGet(value, p) === 'string');
          return strings.length > 0 ? setAt(value, strings[pick % strings.length]!, big) : big;
        }
        case 'root':
          return other;
        default:
          return value;
      }
    });
}

function pathGet(value: unknown, path: (string | number)[]): unknown {
  let node = value as Record<string | number, unknown>;
  for (const k of path) node = node[k] as Record<string | number, unknown>;
  return node;
}

// ---------------------------------------------------------------- sending and judging one request

interface Request {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Row counts of what a refused request must not have written. */
async function counts(): Promise<string> {
  const res = await t.database.pool.query(
    `select (select count(*) from users) as users,
            (select count(*) from tutoring_sessions) as sessions,
            (select count(*) from chat_messages) as messages,
            (select count(*) from moderation_case_events) as case_events,
            (select count(*) from scores) as scores`,
  );
  return JSON.stringify(res.rows[0]);
}

/** A long-lived stream (server-sent events) over real HTTP: its status, and its body when refused. */
async function openStream(req: Request): Promise<{ statusCode: number; body: string }> {
  const controller = new AbortController();
  try {
    const res = await fetch(`${base}${req.url}`, { headers: req.headers, signal: controller.signal });
    return { statusCode: res.status, body: res.status >= 400 ? await res.text() : '' };
  } finally {
    controller.abort();
  }
}

/** What is wrong with the answer to `req`; empty when nothing is. */
async function judge(req: Request, statuses?: Set<number>): Promise<string[]> {
  const before = await counts();
  const res = req.url.startsWith('/api/realtime')
    ? await openStream(req)
    : await t.app.inject({
        method: req.method as 'GET',
        url: req.url,
        headers: req.headers,
        ...(req.body !== undefined ? { payload: req.body } : {}),
      });
  statuses?.add(res.statusCode);
  const problems: string[] = [];
  const shown = `${req.method} ${req.url.slice(0, 200)} ${String(req.body ?? '').slice(0, 300)}`;
  if (res.statusCode >= 500) problems.push(`${res.statusCode} for ${shown}: ${res.body.slice(0, 200)}`);
  if (res.statusCode >= 400) {
    let parsed = false;
    try {
      parsed = errorBodySchema.safeParse(JSON.parse(res.body)).success;
    } catch {
      /* not JSON */
    }
    if (!parsed)
      problems.push(`${res.statusCode} outside the error shape for ${shown}: ${res.body.slice(0, 200)}`);
    const after = await counts();
    if (after !== before)
      problems.push(`${res.statusCode} but rows were written for ${shown}: ${before} -> ${after}`);
  }
  return problems;
}

/** Percent-encodes any string (a lone surrogate becomes U+FFFD, as a browser sends it). */
const encode = (value: unknown) =>
  encodeURIComponent(
    Buffer.from(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''), 'utf8').toString('utf8'),
  );

const fill = (path: string, params: Record<string, unknown>) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => encode(params[name] ?? ''));

function queryString(params: Record<string, unknown>): string {
  const pairs = Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(v)}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** Path and query parameters from their schemas, sometimes replaced by nasty or wrong values. */
function paramsArb(op: Operation, where: 'path' | 'query'): fc.Arbitrary<Record<string, unknown>> {
  const params = (op.parameters ?? []).filter((p) => p.in === where);
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of params) {
    record[p.name] = fc.oneof(
      { weight: 3, arbitrary: valueArb(p.schema, p.name) },
      { weight: 1, arbitrary: nastyString(100) },
      { weight: 1, arbitrary: wrongType },
    );
  }
  const required = params.filter((p) => p.required || where === 'path').map((p) => p.name);
  return fc.record(record, { requiredKeys: required });
}

function requestArb(op: Operation): fc.Arbitrary<Promise<Request>> {
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const isToken = op.path === '/auth/v1/token';
  return fc
    .tuple(
      paramsArb(op, 'path'),
      paramsArb(op, 'query'),
      isToken
        ? fc.oneof(
            mutated(TOKEN_BODIES.password!).map((b) => ({ grant: 'password', b })),
            mutated(TOKEN_BODIES.refresh_token!).map((b) => ({ grant: 'refresh_token', b })),
          )
        : bodySchema
          ? mutated(bodySchema).map((b) => ({ grant: null, b }))
          : fc.constant(null),
    )
    .map(async ([pathParams, query, body]) => {
      const q = isToken && body?.grant ? { ...query, grant_type: body.grant } : query;
      const url = `${fill(op.path, pathParams)}${queryString(q)}`;
      const headers: Record<string, string> = { ...(await authFor(op)) };
      if (body) headers['content-type'] = 'application/json';
      return {
        method: op.method,
        url,
        headers,
        ...(body ? { body: JSON.stringify(body.b) ?? 'null' } : {}),
      };
    });
}

// ---------------------------------------------------------------- the properties

const jsonRoutes = operations.filter((op) => op.requestBody);
/** Routes that read the request at all (a body, a query string or path parameters). */
const readingRoutes = operations.filter((op) => op.requestBody || (op.parameters?.length ?? 0) > 0);

describe('fuzzing every route from its schema', () => {
  it('has the routes to fuzz (the document is read)', () => {
    expect(jsonRoutes.map(key)).toEqual(
      expect.arrayContaining([
        'POST /auth/v1/signup',
        'POST /auth/v1/token',
        'PUT /auth/v1/user',
        'POST /api/tutor/chat',
      ]),
    );
  });

  it.each(readingRoutes.map((op) => [key(op), op] as const))(
    '%s: no 5xx, the error shape, nothing half-written',
    async (_name, op) => {
      const failures: string[] = [];
      const statuses = new Set<number>();
      await fc
        .assert(
          fc.asyncProperty(requestArb(op), async (made) => {
            const problems = await judge(await made, statuses);
            failures.push(...problems);
            return problems.length === 0;
          }),
          { numRuns: op.requestBody ? RUNS_BODY : RUNS_PARAMS, seed: SEED, endOnFailure: true },
        )
        .catch((err: unknown) => {
          // A failed property has its problems listed already; anything else (a throw) is shown as is.
          if (failures.length === 0)
            failures.push(String(err instanceof Error ? err.message : err).slice(0, 2000));
        });
      expect(failures).toEqual([]);
      // Not vacuous: the caller was let in, so the values reached the route's own checks.
      expect(
        [...statuses].some((s) => s !== 401),
        `only 401s: ${[...statuses].join(', ')}`,
      ).toBe(true);
    },
    60_000,
  );
});

// ---------------------------------------------------------------- field by field, deterministically

/** Every string field of a schema, as a path (array items at index 0). */
function stringFields(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'string' && !schema.enum) return [prefix];
  if (type === 'object') {
    return Object.entries(schema.properties ?? {}).flatMap(([k, s]) => stringFields(s, [...prefix, k]));
  }
  if (type === 'array' && schema.items) return stringFields(schema.items, [...prefix, 0]);
  return [];
}

/** A new class of the fuzzing educator (the classrooms routes' probes). */
async function probeClass(): Promise<string> {
  const [row] = await t.database.db
    .insert(classes)
    .values({ ownerId: educator.id, name: 'Probe class' })
    .returning({ id: classes.id });
  return row!.id;
}

/** A body that passes the schema, per route; the probe puts one bad value in one field of it. */
/** A lesson template for the lessons routes' probes, and one saved lesson of the educator. */
const probeLesson = () =>
  generateLesson({ grade: '1', subject: 'math', standard: findStandard('1.OA.A.1'), topic: 'apples' });
let savedLesson: Promise<string> | null = null;
const probeLessonId = () =>
  (savedLesson ??= (async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lessons',
      headers: educator.auth,
      payload: { lesson: probeLesson(), studentIds: [student.id] },
    });
    return res.json<{ lesson: { id: string } }>().lesson.id;
  })());

async function baseline(op: Operation): Promise<{ url: string; body: Record<string, unknown> } | null> {
  // The fuzz of PUT /api/admin/security may have required MFA for staff: each probe starts without it.
  await t.database.pool.query("delete from app_settings where key = 'mfa_required_for_staff'");
  const caseUrl = async (suffix: string) => `/api/safeguard/cases/${await freshCase()}/${suffix}`;
  switch (key(op)) {
    case 'POST /auth/v1/signup':
      return {
        url: '/auth/v1/signup',
        body: {
          email: `probe.${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}@school.test`,
          password: 'correct horse',
          data: { full_name: 'Probe Pupil', grade: '4', role: 'student' },
          captcha_token: 'unused',
        },
      };
    case 'POST /auth/v1/token':
      // The probes before this one count as sign-in attempts for this e-mail (5 per 5 minutes): the
      // accepted probe starts from a clean count, as a real user's next attempt would after the window.
      await t.database.pool.query('delete from auth_attempts where email = $1', [student.email]);
      return {
        url: '/auth/v1/token?grant_type=password',
        body: { email: student.email, password: 'correct horse', captcha_token: 'unused' },
      };
    case 'PUT /auth/v1/user':
      return { url: '/auth/v1/user', body: { data: { full_name: 'Ava Garcia', grade: '3' } } };
    case 'POST /api/tutor/chat':
      return {
        url: '/api/tutor/chat',
        body: {
          messages: [{ role: 'user', content: 'What is 3/4 + 1/8?' }],
          subject: 'Math',
          tutorName: 'Ms Tutor',
        },
      };
    case 'POST /api/safeguard/cases/{id}/acknowledge':
      return { url: await caseUrl('acknowledge'), body: { note: 'Seen.' } };
    case 'POST /api/safeguard/cases/{id}/resolve':
      return { url: await caseUrl('resolve'), body: { note: 'Done.' } };
    case 'POST /api/classrooms':
      return { url: '/api/classrooms', body: { name: 'Probe class', grade: '3' } };
    case 'PATCH /api/classrooms/{classId}':
      return { url: `/api/classrooms/${await probeClass()}`, body: { name: 'Renamed class', grade: '4' } };
    case 'POST /api/classrooms/{classId}/students':
      return {
        url: `/api/classrooms/${await probeClass()}/students`,
        body: { first_name: 'Probe', last_name: 'Pupil', email: 'probe.pupil@school.test' },
      };
    case 'PATCH /api/classrooms/{classId}/students/{studentId}': {
      const classId = await probeClass();
      const [entry] = await t.database.db
        .insert(rosterStudents)
        .values({ classId, firstName: 'Probe', lastName: 'Pupil' })
        .returning({ id: rosterStudents.id });
      return {
        url: `/api/classrooms/${classId}/students/${entry!.id}`,
        body: { first_name: 'Renamed', last_name: 'Pupil', email: 'renamed.pupil@school.test' },
      };
    }
    case 'POST /api/classrooms/{classId}/students/import':
      return {
        url: `/api/classrooms/${await probeClass()}/students/import`,
        body: { csv: 'first_name,last_name,email\nProbe,Pupil,probe.pupil@school.test', confirm: false },
      };
    case 'POST /api/time-tools/grading-jobs':
      return {
        url: '/api/time-tools/grading-jobs',
        body: { fileName: 'quiz.csv', csv: 'student_id,prompt,answer\nS1,What is 2 + 2?,4\n' },
      };
    case 'PATCH /api/time-tools/grading-jobs/{id}/results/{resultId}': {
      const { jobId, resultId } = await gradedJob(t.app, educator.id);
      return { url: `/api/time-tools/grading-jobs/${jobId}/results/${resultId}`, body: { score: 1 } };
    }
    case 'POST /api/time-tools/reports': {
      const [c] = await t.database.db
        .insert(classes)
        .values({ ownerId: educator.id, name: 'Probe class' })
        .returning();
      return { url: '/api/time-tools/reports', body: { classId: c!.id } };
    }
    case 'PUT /api/curriculum/paths/{id}':
      return {
        url: `/api/curriculum/paths/${curriculum.pathId}`,
        body: {
          title: 'Counting',
          description: 'Two weeks.',
          steps: [{ id: curriculum.stepId, title: 'Counting', summary: 'Count.', body: 'Count to 20.' }],
        },
      };
    case 'POST /api/classes/{classId}/assignments':
      return {
        url: `/api/classes/${curriculum.classId}/assignments`,
        body: { pathId: curriculum.pathId, dueDate: '2030-01-31' },
      };
    case 'PUT /api/me/assigned-paths/{assignmentId}/steps/{stepId}':
      return {
        url: `/api/me/assigned-paths/${curriculum.assignmentId}/steps/${curriculum.stepId}`,
        body: { done: true },
      };
    // The learning module's routes.
    case 'PUT /api/attempts/{attemptId}/answers': {
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/tests/reading-1-story-elements/attempts',
        headers: student.auth,
      });
      return {
        url: `/api/attempts/${started.json<{ id: string }>().id}/answers`,
        body: { item_id: 'q4', answer: 'red' },
      };
    }
    case 'PUT /api/goals':
      return { url: '/api/goals', body: { lessons: 4, minutes: 60, tests: 3 } };
    case 'PUT /api/classes/{classId}/goals': {
      const { rows } = await t.database.pool.query<{ id: string }>(
        'select id from classes where owner_id = $1 limit 1',
        [educator.id],
      );
      return { url: `/api/classes/${rows[0]!.id}/goals`, body: { lessons: 4, minutes: 60, tests: 3 } };
    }
    case 'PUT /api/me/preferences':
      return { url: '/api/me/preferences', body: { speech_rate: 1.2 } };
    case 'POST /api/lessons/generate':
      return {
        url: '/api/lessons/generate',
        body: { grade: 'K', subject: 'math', standardCode: 'K.CC.1', topic: 'apples' },
      };
    case 'POST /api/lessons/pdf':
      return { url: '/api/lessons/pdf', body: { lesson: probeLesson() } };
    case 'POST /api/lessons':
      return { url: '/api/lessons', body: { lesson: probeLesson(), studentIds: [student.id] } };
    case 'PUT /api/lessons/{id}':
      return { url: `/api/lessons/${await probeLessonId()}`, body: { lesson: probeLesson() } };
    case 'POST /api/lessons/{id}/assign':
      return { url: `/api/lessons/${await probeLessonId()}/assign`, body: { studentIds: [student.id] } };
    case 'POST /api/homework/check':
      return {
        url: '/api/homework/check',
        body: {
          text: '24 + 18 = 42\n42 - 10 = 32',
          kind: 'math',
          grade: '3',
          prompt: 'What is 24 + 18 - 10?',
        },
      };
    // Issue 15 (parents and administration).
    case 'POST /auth/v1/recover':
      return { url: '/auth/v1/recover', body: { email: student.email, captcha_token: 'unused' } };
    case 'POST /auth/v1/verify': {
      const created = await createUser(t.database.db, {
        email: `probe.invite.${Math.random().toString(36).slice(2)}@school.test`,
        passwordHash: 'x',
        role: 'parent',
      });
      const token = await createAuthLink(t.database.db, created!.user.id, 'invite');
      return { url: '/auth/v1/verify', body: { type: 'invite', token, password: 'correct horse' } };
    }
    case 'POST /auth/v1/factors':
      await t.database.pool.query('delete from mfa_factors where user_id = $1', [factorUser.id]);
      return { url: '/auth/v1/factors', body: { factor_type: 'totp', friendly_name: 'Phone' } };
    case 'POST /auth/v1/factors/{factorId}/verify': {
      await t.database.pool.query('delete from mfa_factors where user_id = $1', [factorUser.id]);
      const headers = await freshTokenOf(factorUser);
      const enrolled = (
        await t.app.inject({
          method: 'POST',
          url: '/auth/v1/factors',
          headers,
          payload: { factor_type: 'totp' },
        })
      ).json<{ id: string; totp: { secret: string } }>();
      const challenge = (
        await t.app.inject({ method: 'POST', url: `/auth/v1/factors/${enrolled.id}/challenge`, headers })
      ).json<{ id: string }>();
      return {
        url: `/auth/v1/factors/${enrolled.id}/verify`,
        body: { challenge_id: challenge.id, code: authenticator.generate(enrolled.totp.secret) },
      };
    }
    case 'POST /api/parent-access':
      return { url: '/api/parent-access', body: { action: 'get_children' } };
    case 'PUT /api/parents/children/{studentId}/digest':
      return { url: `/api/parents/children/${student.id}/digest`, body: { weekly_digest: true } };
    case 'POST /api/parents/pairing-codes':
      // The probes issue many codes: each starts under the hourly limit, as after an hour.
      await t.database.pool.query("delete from audit_log where action = 'pairing_code_issued'");
      return { url: '/api/parents/pairing-codes', body: { student_id: student.id } };
    case 'POST /api/parents/pairing-codes/redeem': {
      await t.database.pool.query(
        "delete from audit_log where action in ('pairing_code_issued', 'pairing_code_attempt')",
      );
      const issued = await t.app.inject({
        method: 'POST',
        url: '/api/parents/pairing-codes',
        headers: educator.auth,
        payload: { student_id: student.id },
      });
      return {
        url: '/api/parents/pairing-codes/redeem',
        body: { code: issued.json<{ code: string }>().code },
      };
    }
    case 'POST /api/admin/accounts':
      return {
        url: '/api/admin/accounts',
        body: {
          email: `probe.account.${Math.random().toString(36).slice(2)}@school.test`,
          full_name: 'Probe Parent',
          role: 'parent',
        },
      };
    case 'PATCH /api/admin/accounts/{id}': {
      const created = await createUser(t.database.db, {
        email: `probe.patch.${Math.random().toString(36).slice(2)}@school.test`,
        passwordHash: 'x',
        role: 'educator',
      });
      return { url: `/api/admin/accounts/${created!.user.id}`, body: { role: 'parent', disabled: true } };
    }
    case 'POST /api/admin/links': {
      const created = await createUser(t.database.db, {
        email: `probe.link.${Math.random().toString(36).slice(2)}@school.test`,
        passwordHash: 'x',
        role: 'parent',
      });
      return {
        url: '/api/admin/links',
        body: { parent_id: created!.user.id, student_id: student.id, verified: true },
      };
    }
    case 'PATCH /api/admin/classes/{id}': {
      const [cls] = await t.database.db
        .insert(classes)
        .values({ ownerId: educator.id, name: 'Probe Class' })
        .returning();
      return { url: `/api/admin/classes/${cls!.id}`, body: { owner_id: educator.id } };
    }
    case 'POST /api/admin/students/{id}/delete': {
      const created = await createUser(t.database.db, {
        email: `probe.delete.${Math.random().toString(36).slice(2)}@school.test`,
        passwordHash: 'x',
        role: 'student',
        fullName: 'Probe Pupil',
      });
      return { url: `/api/admin/students/${created!.user.id}/delete`, body: { confirm_name: 'Probe Pupil' } };
    }
    case 'PUT /api/admin/retention':
      return { url: '/api/admin/retention', body: { chat_retention_days: 30 } };
    case 'PUT /api/admin/security':
      return { url: '/api/admin/security', body: { mfa_required_for_staff: false } };
    default:
      return null;
  }
}

describe('every string field of every JSON route', () => {
  const CONTROL = ['\u0000', 'before\u0000after', '\u0001\u001f', '\u007f', '\ud800'];

  it('has a valid body for each JSON route (add one to baseline() for a new route)', async () => {
    const missing: string[] = [];
    for (const op of jsonRoutes) if (!(await baseline(op))) missing.push(key(op));
    expect(missing).toEqual([]);
  });

  it.each(jsonRoutes.map((op) => [key(op), op] as const))(
    '%s: the probe body itself is accepted (so the probes below reach the handler)',
    async (_name, op) => {
      const base = (await baseline(op))!;
      const res = await t.app.inject({
        method: op.method as 'POST',
        url: base.url,
        headers: { ...(await authFor(op)), 'content-type': 'application/json' },
        payload: JSON.stringify(base.body),
      });
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, res.body).toBeLessThan(300);
    },
  );

  it.each(jsonRoutes.map((op) => [key(op), op] as const))(
    '%s: control characters (NUL included) in each field are refused or stripped, never a 500',
    async (name, op) => {
      const schema =
        name === 'POST /auth/v1/token'
          ? TOKEN_BODIES.password!
          : op.requestBody!.content['application/json']!.schema;
      const problems: string[] = [];
      for (const field of stringFields(schema)) {
        for (const bad of CONTROL) {
          const base = await baseline(op);
          const body = setAt(base!.body, field, `${String(pathGet(base!.body, field) ?? 'x')}${bad}`);
          problems.push(
            ...(await judge({
              method: op.method,
              url: base!.url,
              headers: { ...(await authFor(op)), 'content-type': 'application/json' },
              body: JSON.stringify(body),
            })),
          );
        }
      }
      expect(problems).toEqual([]);
    },
    60_000,
  );

  it.each(jsonRoutes.map((op) => [key(op), op] as const))(
    '%s: malformed and unexpected bodies get a 4xx in the error shape',
    async (_name, op) => {
      const base = (await baseline(op))!;
      const auth = await authFor(op);
      const json = { ...auth, 'content-type': 'application/json' };
      const raw: { headers: Record<string, string>; body: string | Buffer }[] = [
        ...[
          '{',
          '{"email":',
          '{"a":1,}',
          '[',
          "{'single':'quotes'}",
          'null',
          '"a string"',
          '12',
          '[]',
          '{"__proto__":{"isAdmin":true}}',
          '{"constructor":{"prototype":{"isAdmin":true}}}',
          '1e999999',
          '['.repeat(5000) + ']'.repeat(5000),
          `{"x":"${'a'.repeat(1_100_000)}"}`,
        ].map((body) => ({ headers: json, body })),
        { headers: json, body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]) },
        { headers: { ...auth, 'content-type': 'text/plain' }, body: JSON.stringify(base.body) },
        { headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' },
        {
          headers: { ...auth, 'content-type': 'application/json; charset=utf-16' },
          body: JSON.stringify(base.body),
        },
        { headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' },
      ];
      const problems: string[] = [];
      for (const r of raw) problems.push(...(await judge({ method: op.method, url: base.url, ...r })));
      expect(problems).toEqual([]);
    },
    60_000,
  );

  it('leaves no empty chat message and no tutoring session without its student message', async () => {
    const res = await t.database.pool.query<{ empty: string; orphan: string }>(
      `select (select count(*) from chat_messages where btrim(content) = '') as empty,
              (select count(*) from tutoring_sessions s where not exists
                 (select 1 from chat_messages m where m.session_id = s.id and m.role = 'user')) as orphan`,
    );
    expect(res.rows[0]).toEqual({ empty: '0', orphan: '0' });
  });
});

describe('pathological text', () => {
  // The sanitiser once took time in the square of the input: 160 KB of "<a" froze every request for 33 s.
  const PATHOLOGICAL = '<a'.repeat(49_152); // 96 KB
  it.each([
    [
      'sign-in email',
      '/auth/v1/token?grant_type=password',
      'POST',
      { email: PATHOLOGICAL, password: 'x', captcha_token: 'x' },
    ],
    [
      'sign-up name',
      '/auth/v1/signup',
      'POST',
      {
        email: 'p@school.test',
        password: 'correct horse',
        data: { full_name: PATHOLOGICAL },
        captcha_token: 'x',
      },
    ],
    ['profile name', '/auth/v1/user', 'PUT', { data: { full_name: PATHOLOGICAL } }],
    ['tutor message', '/api/tutor/chat', 'POST', { messages: [{ role: 'user', content: PATHOLOGICAL }] }],
  ])(
    '96 KB of "<a" in the %s is answered within 1 s, below 500',
    async (_field, url, method, body) => {
      const started = performance.now();
      const res = await t.app.inject({
        method: method as 'POST',
        url,
        headers: { ...student.auth, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      const ms = performance.now() - started;
      expect(res.statusCode).toBeLessThan(500);
      expect(ms).toBeLessThan(1000);
    },
    120_000,
  );
});

describe('requests the router refuses, over real HTTP', () => {
  /** Sends raw bytes on a socket (no client library to tidy the request up); resolves with the answer. */
  function raw(request: string): Promise<{ status: number; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(data)?.[1] ?? 0);
        const body = data.slice(data.indexOf('\r\n\r\n') + 4);
        resolve({ status, body });
      });
      socket.end(request);
    });
  }
  const get = (path: string, headers = '') =>
    raw(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${student.auth.authorization}\r\n${headers}Connection: close\r\n\r\n`,
    );

  const cases: [string, () => Promise<{ status: number; body: string }>][] = [
    ['bad percent-encoding in a path parameter', () => get('/api/tutor/sessions/%E0%A4%A/messages')],
    ['a lone % in a path', () => get('/api/safeguard/cases/%/acknowledge')],
    ['a 10,000-character path parameter', () => get(`/api/tutor/sessions/${'a'.repeat(10_000)}/messages`)],
    ['bad percent-encoding in a query string', () => get('/api/safeguard/events?limit=%E0%A4%A')],
    ['a 100 KB header', () => get('/api/profile', `X-Big: ${'a'.repeat(100_000)}\r\n`)],
    [
      'a body over the limit',
      () =>
        raw(
          `POST /api/tutor/chat HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${student.auth.authorization}\r\n` +
            `Content-Type: application/json\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n${'a'.repeat(2_000_000)}`,
        ),
    ],
  ];
  it.each(cases)('%s: a 4xx in the error shape', async (_name, send) => {
    const res = await send();
    expect(res.status, res.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
    expect(res.status, res.body.slice(0, 300)).toBeLessThan(500);
    let shaped = false;
    try {
      shaped = errorBodySchema.safeParse(JSON.parse(res.body)).success;
    } catch {
      /* not JSON */
    }
    expect(shaped, `${res.status} ${res.body.slice(0, 300)}`).toBe(true);
  });
});
