// The parents module's rows of the authorization matrix (testing/authorization-matrix.test.ts).
import { parentLinks } from '../../db/schema.ts';
import {
  all,
  one,
  PUBLIC,
  type AuthorizationRules,
  type Expectation,
  type Fixtures,
} from '../../testing/authorization.ts';
import { uniqueEmail } from '../../testing/auth-helpers.ts';
import { createUser } from '../auth/index.ts';
import { unsubscribeLink } from './digest.ts';
import { issuePairingCode } from './parents.repository.ts';

/** Parents only; the linked parent may see the student, the other parent is a stranger to them (404). */
const LINKED_PARENT: Expectation = { ...all(403), anonymous: 401, linkedParent: 'ok', unlinkedParent: 404 };
const PARENTS: Expectation = { ...all(403), anonymous: 401, linkedParent: 'ok', unlinkedParent: 'ok' };
const STAFF_OF_STUDENT: Expectation = {
  ...all(403),
  anonymous: 401,
  owningEducator: 'ok',
  otherEducator: 404,
  admin: 'ok',
};
const STAFF: Expectation = {
  ...all(403),
  anonymous: 401,
  owningEducator: 'ok',
  otherEducator: 'ok',
  admin: 'ok',
};

/** A new parent with an unverified link to the matrix's student; returns the link's id. */
async function pendingLink(f: Fixtures): Promise<string> {
  const parent = await createUser(f.t.database.db, {
    email: uniqueEmail('matrix.parent'),
    passwordHash: 'x',
    role: 'parent',
    fullName: 'Pending Parent',
  });
  const [link] = await f.t.database.db
    .insert(parentLinks)
    .values({ parentId: parent!.user.id, studentId: f.people.student.id })
    .returning();
  return link!.id;
}

export const authorizationRules: AuthorizationRules = {
  rules: {
    'POST /api/parent-access': {
      variants: [
        {
          name: 'get_children',
          expect: PARENTS,
          call: () => ({ url: '/api/parent-access', payload: { action: 'get_children' } }),
        },
        {
          name: 'get_student_data',
          expect: LINKED_PARENT,
          call: (f) => ({
            url: '/api/parent-access',
            payload: { action: 'get_student_data', student_id: f.people.student.id },
          }),
        },
      ],
    },
    'PUT /api/parents/children/{studentId}/digest': one(LINKED_PARENT, (f) => ({
      url: `/api/parents/children/${f.people.student.id}/digest`,
      payload: { weekly_digest: true },
    })),
    'GET /api/parents/children/{studentId}/sessions/{sessionId}': one(LINKED_PARENT, (f) => ({
      url: `/api/parents/children/${f.people.student.id}/sessions/${f.sessionId}`,
    })),
    'GET /api/parents/digest/unsubscribe': one(PUBLIC, (f) => {
      const link = unsubscribeLink(
        '',
        f.t.app.secrets.cookieSecret,
        f.people.linkedParent.id,
        f.people.student.id,
        new Date(),
      );
      return { url: link };
    }),
    'POST /api/parents/pairing-codes': one(STAFF_OF_STUDENT, (f) => ({
      url: '/api/parents/pairing-codes',
      payload: { student_id: f.people.student.id },
    })),
    'POST /api/parents/pairing-codes/redeem': one(PARENTS, async (f) => {
      const { code } = await issuePairingCode(
        f.t.database.db,
        f.people.student.id,
        f.people.admin.id,
        new Date(),
      );
      return { url: '/api/parents/pairing-codes/redeem', payload: { code } };
    }),
    'GET /api/parents/pending-links': one(STAFF, () => ({ url: '/api/parents/pending-links' })),
    'GET /api/parents/pairing-codes': one(STAFF, () => ({ url: '/api/parents/pairing-codes' })),
    'DELETE /api/parents/pairing-codes/{id}': one(STAFF_OF_STUDENT, async (f) => {
      await issuePairingCode(f.t.database.db, f.people.student.id, f.people.admin.id, new Date());
      const { rows } = await f.t.database.pool.query<{ id: string }>(
        'select id from pairing_codes where student_id = $1 and redeemed_at is null order by created_at desc limit 1',
        [f.people.student.id],
      );
      return { url: `/api/parents/pairing-codes/${rows[0]!.id}` };
    }),
    'POST /api/parents/links/{id}/refuse': one(STAFF_OF_STUDENT, async (f) => ({
      url: `/api/parents/links/${await pendingLink(f)}/refuse`,
    })),
    'POST /api/parents/links/{id}/verify': one(STAFF_OF_STUDENT, async (f) => ({
      url: `/api/parents/links/${await pendingLink(f)}/verify`,
    })),
  },
  watch: [
    '(select count(*) from parent_links where verified) as verified_links',
    '(select count(*) from pairing_codes where redeemed_at is null) as open_codes',
  ],
};
