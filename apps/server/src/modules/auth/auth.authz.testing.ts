// Rows of the authorization matrix for the recovery and MFA endpoints of the auth module.
import { eq } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { mfaFactors } from '../../db/schema-admin.ts';
import { solveCaptcha, uniqueEmail } from '../../testing/auth-helpers.ts';
import {
  one,
  PUBLIC,
  SIGNED_IN,
  type AuthorizationRules,
  type Caller,
  type Fixtures,
} from '../../testing/authorization.ts';
import { createAuthLink } from './auth-links.ts';
import { createUser } from './auth.repository.ts';
import { createChallenge, enrolFactor } from './mfa.repository.ts';

const NO_FACTOR = '00000000-0000-4000-8000-000000000000';

/** A fresh unverified factor of the caller (none for anonymous). */
async function factorOf(f: Fixtures, caller: Caller) {
  if (caller === 'anonymous') return null;
  const who = f.people[caller];
  await f.t.database.db.delete(mfaFactors).where(eq(mfaFactors.userId, who.id));
  const enrolled = (await enrolFactor(f.t.database.db, f.t.app.secrets.totpBox, who.id, who.email, null))!;
  return { ...enrolled.row, secret: enrolled.secret };
}

export const authorizationRules: AuthorizationRules = {
  rules: {
    'GET /auth/v1/settings': one(PUBLIC, () => ({ url: '/auth/v1/settings' })),
    'POST /auth/v1/recover': one(PUBLIC, async (f) => ({
      url: '/auth/v1/recover',
      payload: { email: f.people.student.email, captcha_token: await solveCaptcha(f.t.app) },
    })),
    'POST /auth/v1/verify': one(PUBLIC, async (f) => {
      const created = await createUser(f.t.database.db, {
        email: uniqueEmail('matrix.invite'),
        passwordHash: 'x',
        role: 'parent',
      });
      const token = await createAuthLink(f.t.database.db, created!.user.id, 'invite');
      return { url: '/auth/v1/verify', payload: { type: 'invite', token, password: 'a new password' } };
    }),
    'POST /auth/v1/factors': one(SIGNED_IN, async (f, caller) => {
      if (caller !== 'anonymous') {
        await f.t.database.db.delete(mfaFactors).where(eq(mfaFactors.userId, f.people[caller].id));
      }
      return { url: '/auth/v1/factors', payload: { factor_type: 'totp' } };
    }),
    'POST /auth/v1/factors/{factorId}/challenge': one(SIGNED_IN, async (f, caller) => ({
      url: `/auth/v1/factors/${(await factorOf(f, caller))?.id ?? NO_FACTOR}/challenge`,
    })),
    'POST /auth/v1/factors/{factorId}/verify': one(SIGNED_IN, async (f, caller) => {
      const factor = await factorOf(f, caller);
      if (!factor) return { url: `/auth/v1/factors/${NO_FACTOR}/verify`, payload: { recovery_code: 'x' } };
      const challenge = await createChallenge(f.t.database.db, factor.id, new Date());
      return {
        url: `/auth/v1/factors/${factor.id}/verify`,
        payload: { challenge_id: challenge.id, code: authenticator.generate(factor.secret) },
        // Verifying replaces the caller's session: use a second device so the fixture's token lives on.
        freshToken: true,
      };
    }),
    'DELETE /auth/v1/factors/{factorId}': one(SIGNED_IN, async (f, caller) => ({
      url: `/auth/v1/factors/${(await factorOf(f, caller))?.id ?? NO_FACTOR}`,
    })),
  },
};
