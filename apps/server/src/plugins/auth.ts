import { MESSAGES, type Role } from '@academy/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import { authSessions } from '../db/schema.ts';
import { forbidden, unauthorized } from '../lib/errors.ts';
import { JWT_ALG } from '../lib/secrets.ts';

export interface AuthUserContext {
  id: string;
  email: string;
  role: Role;
  sessionId: string;
}

export interface AccessTokenClaims {
  sub: string;
  email: string;
  role: Role;
  sid: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid bearer access token whose auth session is not revoked. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: authenticated and one of these roles. */
    requireRole: (...roles: Role[]) => preHandlerAsyncHookHandler;
    signAccessToken: (claims: AccessTokenClaims) => Promise<{ token: string; expiresAt: number }>;
    verifyAccessToken: (token: string) => Promise<AuthUserContext>;
  }
  interface FastifyRequest {
    user: AuthUserContext | null;
  }
}

export const ACCESS_TOKEN_SECONDS = 3600;

export default fp(
  async function auth(app: FastifyInstance) {
    const { secrets, config, database } = app;
    const issuer = `${config.publicUrl}/auth/v1`;
    const publicKey = await importJWK(secrets.jwtPublicJwk, JWT_ALG);

    app.decorateRequest('user', null);

    app.decorate('signAccessToken', async (claims: AccessTokenClaims) => {
      const now = Math.floor(Date.now() / 1000);
      const expiresAt = now + ACCESS_TOKEN_SECONDS;
      const token = await new SignJWT({ email: claims.email, role: claims.role, sid: claims.sid })
        .setProtectedHeader({ alg: JWT_ALG, kid: secrets.jwtPublicJwk.kid, typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(issuer)
        .setAudience('authenticated')
        .setIssuedAt(now)
        .setExpirationTime(expiresAt)
        .sign(secrets.jwtPrivateKey);
      return { token, expiresAt };
    });

    app.decorate('verifyAccessToken', async (token: string): Promise<AuthUserContext> => {
      let payload;
      try {
        ({ payload } = await jwtVerify(token, publicKey, { issuer, audience: 'authenticated' }));
      } catch {
        throw unauthorized(MESSAGES.invalidJwt, 'invalid_jwt');
      }
      const sid = typeof payload.sid === 'string' ? payload.sid : '';
      const live = await database.db
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.id, sid), isNull(authSessions.revokedAt)))
        .limit(1);
      if (live.length === 0) throw unauthorized(MESSAGES.notAuthenticated, 'session_revoked');
      return {
        id: String(payload.sub),
        email: String(payload.email ?? ''),
        role: payload.role as Role,
        sessionId: sid,
      };
    });

    const authenticate = async (request: FastifyRequest, _reply: FastifyReply) => {
      const header = request.headers.authorization;
      const match = header?.match(/^Bearer\s+(.+)$/i);
      if (!match?.[1]) throw unauthorized(MESSAGES.notAuthenticated, 'not_authenticated');
      request.user = await app.verifyAccessToken(match[1]);
    };
    app.decorate('authenticate', authenticate);

    app.decorate('requireRole', (...roles: Role[]) => {
      return async (request: FastifyRequest, reply: FastifyReply) => {
        await authenticate(request, reply);
        if (!request.user || !roles.includes(request.user.role)) throw forbidden(MESSAGES.forbidden);
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
