import type { AuthSession, AuthUser, Profile, Role } from '@academy/shared';

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

export function buildUser(overrides: Partial<AuthUser> & { appRole?: Role } = {}): AuthUser {
  const { appRole = 'student', ...rest } = overrides;
  const now = '2025-08-09T12:00:00.000Z';
  return {
    id: uuid(),
    email: 'student@example.com',
    role: 'authenticated',
    user_metadata: { full_name: 'Sam Student', grade: '5', role: appRole },
    app_metadata: { role: appRole },
    factors: [],
    identities: [{ id: 'identity-1', provider: 'email' }],
    created_at: now,
    updated_at: now,
    ...rest,
  };
}

export function buildSession(
  overrides: Partial<AuthSession> = {},
  nowSeconds = Math.floor(Date.now() / 1000),
): AuthSession {
  return {
    access_token: `access-${uuid()}`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: nowSeconds + 3600,
    refresh_token: `refresh-${uuid()}`,
    user: buildUser(),
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return { id: uuid(), role: 'student', full_name: 'Sam Student', grade_level: '5', ...overrides };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function errorResponse(status: number, code: string, message: string): Response {
  return jsonResponse({ error: { code, message } }, status);
}
