// The vocabulary of the authorization matrix (authorization-matrix.test.ts): the eight kinds of caller,
// the outcomes, the common expectations and the shape of a rule. Each module that adds routes puts its
// rows in its own `<module>.authz.testing.ts` (exporting `authorizationRules`) and the matrix spreads them
// into its table, so issues that add routes in parallel do not edit one table.
import type { Person } from '../modules/safeguard/safeguard.testing.ts';
import type { TestContext } from './test-app.ts';

export const CALLERS = [
  'anonymous',
  'student',
  'otherStudent',
  'owningEducator',
  'otherEducator',
  'linkedParent',
  'unlinkedParent',
  'admin',
] as const;
export type Caller = (typeof CALLERS)[number];

/** `ok` is any 2xx; the numbers are the exact refusal. */
export type Outcome = 'ok' | 401 | 403 | 404;
export type Expectation = Record<Caller, Outcome>;

export interface Fixtures {
  people: Record<Exclude<Caller, 'anonymous'>, Person>;
  /** The student's tutoring session (readable by the owning educator, the linked parent and admins). */
  sessionId: string;
  /** A flagged case on the student's message. */
  caseId: string;
  /** A new case on the student, for a call that changes its state. */
  freshCase: () => Promise<string>;
  /** A new session of the student, for a call that completes it. */
  freshSession: () => Promise<string>;
  /** The running test app: rules that need their own fixtures create them through it. */
  t: TestContext;
}

export interface Call {
  url: string;
  payload?: unknown;
  /** The caller's own new session: for calls that sign the caller out. */
  freshToken?: boolean;
  /** A long-lived stream (server-sent events): only the status is read. */
  stream?: boolean;
}

export interface Rule {
  /** Several requests when the route's answer depends on what is asked (e.g. with or without a session). */
  variants: {
    name: string;
    call: (f: Fixtures, caller: Caller) => Call | Promise<Call>;
    expect: Expectation;
  }[];
}

export const all = (outcome: Outcome): Expectation =>
  Object.fromEntries(CALLERS.map((c) => [c, outcome])) as Expectation;
export const PUBLIC = all('ok');
export const SIGNED_IN: Expectation = { ...all('ok'), anonymous: 401 };
/** Safeguard's staff: educators and admins. */
export const STAFF: Expectation = {
  ...all(403),
  anonymous: 401,
  owningEducator: 'ok',
  otherEducator: 'ok',
  admin: 'ok',
};
/** The tutor: everyone signed in except parents. */
export const TUTOR_USERS: Expectation = { ...SIGNED_IN, linkedParent: 403, unlinkedParent: 403 };
/** One of the student's own tutor sessions: only the student; parents are refused the tutor outright. */
export const OWN_SESSION: Expectation = {
  ...all(404),
  anonymous: 401,
  student: 'ok',
  linkedParent: 403,
  unlinkedParent: 403,
};
/** A case on the student: staff who teach the student and admins; other staff do not learn it exists. */
export const STUDENT_CASE: Expectation = {
  ...all(403),
  anonymous: 401,
  owningEducator: 'ok',
  otherEducator: 404,
  admin: 'ok',
};

export const one = (expect: Expectation, call: Rule['variants'][number]['call']): Rule => ({
  variants: [{ name: 'default', call, expect }],
});

/** What a module contributes to the matrix. */
export interface AuthorizationRules {
  rules: Record<string, Rule>;
  /**
   * Extra row counts a refused request must leave unchanged, as `(select count(*) from my_table) as my_table`
   * SQL fragments (the matrix adds them to its own list).
   */
  watch?: string[];
}

/** One educator's own object: other educators and admins do not learn it exists. */
export const OWNED_BY_EDUCATOR: Expectation = {
  ...all(403),
  anonymous: 401,
  owningEducator: 'ok',
  otherEducator: 404,
  admin: 404,
};
/** Students only, each for their own work. */
export const STUDENTS_ONLY: Expectation = { ...all(403), anonymous: 401, student: 'ok', otherStudent: 'ok' };
/** Something given to the student: another student gets 404, everyone else 403. */
export const THE_STUDENTS: Expectation = { ...all(403), anonymous: 401, student: 'ok', otherStudent: 404 };
