import { ADMIN_MESSAGES, MESSAGES, type Role } from '@academy/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import { authSessions } from '../db/schema.ts';
import { appSettings } from '../db/schema-admin.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { JWT_ALG } from '../lib/secrets.ts';
import { onSessionsRevoked } from '../lib/session-revocations.ts';
import { listenForRevocations, LiveSessions } from './live-sessions.ts';

export type Aal = 'aal1' | 'aal2';

export interface AuthUserContext {
  id: string;
  email: string;
  role: Role;
  sessionId: string;
  /** Authenticator assurance level of the session (ADR 029). */
  aal: Aal;
  /** The user has a verified second factor (so an aal1 session must still give its code). */
  mfa: boolean;
}

export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: Role;
  sid: string;
  aal?: Aal;
  mfa?: boolean;
}

/** The setting (app_settings) that makes staff (educators, admins) use a second factor. */
export const MFA_REQUIRED_SETTING = 'mfa_required_for_staff';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer access token whose auth session is not revoked. */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * preHandler: authenticated and one of these roles; anyone else gets 403 with `refusal` (a message a
     * person can act on) or the generic one. Authorization is declared at the route with it.
     */
    requireRole: (
      roles: readonly Role[],
      refusal?: { message: string; code?: string },
    ) => preHandlerAsyncHookHandler;
    signAccessToken: (claims: AccessTokenClaims) => Promise<{ token: string; expiresAt: number }>;
    verifyAccessToken: (token: string) => Promise<AuthUserContext>;
    /**
     * preHandler (after requireRole): when the school requires MFA for staff, an educator or admin
     * whose session is not aal2 is refused (403 mfa_required). The Safeguard page and the admin console.
     */
    requireStaffAal2: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    user: AuthUserContext | null;
  }
}

export const ACCESS_TOKEN_SECONDS = 3600;
/** Verified tokens remembered per instance (about 1 KB each); the oldest is forgotten first. */
const MAX_VERIFIED = 20_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default fp(
  async function auth(app: FastifyInstance) {
    const { secrets, config, database } = app;
    const issuer = `${config.publicUrl}/auth/v1`;
    const publicKey = await importJWK(secrets.jwtPublicJwk, JWT_ALG);

    app.decorateRequest('user', null);

    app.decorate('signAccessToken', async (claims: AccessTokenClaims) => {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ACCESS_TOKEN_SECONDS;
      const token = await new SignJWT({
        email: claims.email,
        role: claims.role,
        sid: claims.sid,
        aal: claims.aal ?? 'aal1',
        amr_mfa: claims.mfa ?? false,
      })
        .setProtectedHeader({ alg: JWT_ALG, kid: secrets.jwtPublicJwk.kid, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience('authenticated')
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(secrets.jwtPrivateKey);
      return { token, expiresAt };
    });

    // A live session is checked in the database once per instance, then remembered until a revocation
    // notification (or this process's own revocation) says otherwise: see live-sessions.ts.
    const sessionIsLive = database.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(and(eq(authSessions.id, sql.placeholder('sid')), isNull(authSessions.revokedAt)))
      .limit(1)
      .prepare('auth_session_is_live');
    const sessions = new LiveSessions(async (sid) => {
      if (!UUID.test(sid)) return false;
      return (await sessionIsLive.execute({ sid })).length > 0;
    });
    const stopHearing = onSessionsRevoked((ids) => sessions.revokedHere(ids));
    const listener = await listenForRevocations(database.url, sessions, app.log);
    app.addHook('onClose', async () => {
      stopHearing();
      await listener.close();
    });

    // A token's signature is checked once per instance: the claims of a verified token are remembered
    // (keyed by the whole token, so any change of a byte verifies again) until the token expires.
    const verified = new Map<
      string,
      { claims: Omit<AuthUserContext, 'sessionId'> & { sid: string }; exp: number }
    >();

    app.decorate('verifyAccessToken', async (token: string): Promise<AuthUserContext> => {
      const now = Date.now() / 1000;
      let entry = verified.get(token);
      if (entry && entry.exp <= now) {
        verified.delete(token);
        entry = undefined;
      }
      if (!entry) {
        let payload;
        try {
          ({ payload } = await jwtVerify(token, publicKey, { issuer, audience: 'authenticated' }));
        } catch {
          throw unauthorized(MESSAGES.invalidJwt, 'invalid_jwt');
        }
        entry = {
          claims: {
            id: String(payload.sub),
            email: String(payload.email ?? ''),
            role: payload.role as Role,
            sid: typeof payload.sid === 'string' ? payload.sid : '',
            aal: payload.aal === 'aal2' ? 'aal2' : 'aal1',
            mfa: payload.amr_mfa === true,
          },
          exp: payload.exp ?? now + ACCESS_TOKEN_SECONDS,
        };
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
        verified.set(token, entry);
      }
      const { id, email, role, sid, aal, mfa } = entry.claims;
      if (!(await sessions.isLive(sid))) throw unauthorized(MESSAGES.notAuthenticated, 'session_revoked');
      return { id, email, role, sessionId: sid, aal, mfa };
    });

    const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer[ \t]+(\S+)$/i);
      if (!match?.[1]) throw unauthorized(MESSAGES.notAuthenticated, 'not_authenticated');
      request.user = await app.verifyAccessToken(match[1]);
      // A user with a second factor who has only given a password may finish signing in (/auth/v1/...)
      // and nothing else.
      if (request.user.mfa && request.user.aal !== 'aal2' && !request.url.startsWith('/auth/v1/')) {
        throw forbidden(ADMIN_MESSAGES.mfaPending, 'mfa_pending');
      }
    };
    app.decorate('authenticate', authenticate);

    const mfaSetting = database.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, MFA_REQUIRED_SETTING))
      .prepare('mfa_required_setting');
    app.decorate('requireStaffAal2', async (request: FastifyRequest) => {
      const user = request.user;
      if (!user || (user.role !== 'educator' && user.role !== 'admin') || user.aal === 'aal2') return;
      const [row] = await mfaSetting.execute();
      if (row?.value === true) throw forbidden(ADMIN_MESSAGES.mfaRequired, 'mfa_required');
    });

    app.decorate('requireRole', (roles: readonly Role[], refusal?: { message: string; code?: string }) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        await authenticate(request, reply);
        if (!request.user || !roles.includes(request.user.role)) {
          throw forbidden(refusal?.message ?? MESSAGES.forbidden, refusal?.code);
        }
      };
    });
  },
  { name: 'auth', dependencies: ['context'] },
);

/** The signed-in user of a route behind `authenticate` (throws if the route forgot the guard). */
export function currentUser(request: FastifyRequest): AuthUserContext {
  if (!request.user) throw unauthorized(MESSAGES.notAuthenticated, 'not_authenticated');
  return request.user;
}
