// The admin module's rows of the authorization matrix: the admin console is the admin role's alone.
import { classes, parentLinks } from '../../db/schema.ts';
import {
  all,
  one,
  type AuthorizationRules,
  type Expectation,
  type Fixtures,
} from '../../testing/authorization.ts';
import { uniqueEmail } from '../../testing/auth-helpers.ts';
import { createUser } from '../auth/index.ts';

const ADMIN: Expectation = { ...all(403), anonymous: 401, admin: 'ok' };

async function account(f: Fixtures, role: 'student' | 'parent' | 'educator', fullName: string) {
  const created = await createUser(f.t.database.db, {
    email: uniqueEmail(`matrix.${role}`),
    passwordHash: 'x',
    role,
    fullName,
  });
  return created!.user;
}

export const authorizationRules: AuthorizationRules = {
  rules: {
    'GET /api/admin/accounts': one(ADMIN, () => ({ url: '/api/admin/accounts?role=student&q=a' })),
    'POST /api/admin/accounts': one(ADMIN, () => ({
      url: '/api/admin/accounts',
      payload: { email: uniqueEmail('matrix.invited'), full_name: 'Invited Parent', role: 'parent' },
    })),
    'PATCH /api/admin/accounts/{id}': one(ADMIN, async (f) => ({
      url: `/api/admin/accounts/${(await account(f, 'educator', 'Changed Teacher')).id}`,
      payload: { disabled: true },
    })),
    'POST /api/admin/accounts/{id}/invite': one(ADMIN, async (f) => ({
      url: `/api/admin/accounts/${(await account(f, 'parent', 'Reset Parent')).id}/invite`,
    })),
    'GET /api/admin/links': one(ADMIN, () => ({ url: '/api/admin/links' })),
    'POST /api/admin/links': one(ADMIN, async (f) => ({
      url: '/api/admin/links',
      payload: {
        parent_id: (await account(f, 'parent', 'New Parent')).id,
        student_id: f.people.student.id,
        verified: true,
      },
    })),
    'DELETE /api/admin/links/{id}': one(ADMIN, async (f) => {
      const parent = await account(f, 'parent', 'Leaving Parent');
      const [link] = await f.t.database.db
        .insert(parentLinks)
        .values({ parentId: parent.id, studentId: f.people.student.id })
        .returning();
      return { url: `/api/admin/links/${link!.id}` };
    }),
    'GET /api/admin/classes': one(ADMIN, () => ({ url: '/api/admin/classes' })),
    'PATCH /api/admin/classes/{id}': one(ADMIN, async (f) => {
      const [cls] = await f.t.database.db
        .insert(classes)
        .values({ ownerId: f.people.otherEducator.id, name: 'Moving Class' })
        .returning();
      return { url: `/api/admin/classes/${cls!.id}`, payload: { owner_id: f.people.owningEducator.id } };
    }),
    'GET /api/admin/audit': one(ADMIN, () => ({ url: '/api/admin/audit?kind=admin&limit=20' })),
    'GET /api/admin/audit.csv': one(ADMIN, () => ({ url: '/api/admin/audit.csv' })),
    'GET /api/admin/data-requests': one(ADMIN, () => ({ url: '/api/admin/data-requests' })),
    'POST /api/admin/students/{id}/export': one(ADMIN, (f) => ({
      url: `/api/admin/students/${f.people.student.id}/export`,
    })),
    'GET /api/admin/data-requests/{id}/download': one(ADMIN, async (f) => {
      const res = await f.t.app.inject({
        method: 'POST',
        url: `/api/admin/students/${f.people.student.id}/export`,
        headers: f.people.admin.auth,
      });
      return { url: `/api/admin/data-requests/${res.json<{ id: string }>().id}/download` };
    }),
    'POST /api/admin/students/{id}/delete': one(ADMIN, async (f) => ({
      url: `/api/admin/students/${(await account(f, 'student', 'Leaving Pupil')).id}/delete`,
      payload: { confirm_name: 'Leaving Pupil' },
    })),
    'GET /api/admin/retention': one(ADMIN, () => ({ url: '/api/admin/retention' })),
    'PUT /api/admin/retention': one(ADMIN, () => ({
      url: '/api/admin/retention',
      payload: { chat_retention_days: null },
    })),
    'GET /api/admin/security': one(ADMIN, () => ({ url: '/api/admin/security' })),
    'PUT /api/admin/security': one(ADMIN, () => ({
      url: '/api/admin/security',
      payload: { mfa_required_for_staff: false },
    })),
    'GET /api/admin/settings': one(ADMIN, () => ({ url: '/api/admin/settings' })),
  },
  watch: [
    '(select count(*) from users where disabled_at is not null) as disabled_users',
    '(select count(*) from data_requests) as data_requests',
    '(select count(*) from users) as users',
    '(select count(*) from app_settings) as settings',
  ],
};
