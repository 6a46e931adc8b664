import {
  ADMIN_MESSAGES,
  authSettingsSchema,
  challengeSchema,
  enrolledFactorSchema,
  enrollFactorBodySchema,
  recoverBodySchema,
  uuidParam,
  verifyBodySchema,
  verifyFactorBodySchema,
  authSessionSchema,
  authUserSchema,
  captchaChallengeSchema,
  captchaTokenSchema,
  errorBodySchema,
  LIMITS,
  logoutQuerySchema,
  refreshBodySchema,
  MESSAGES,
  roleFromSignUp,
  signInBodySchema,
  signUpBodySchema,
  tokenQuerySchema,
  updateUserBodySchema,
  type AuthUser,
  type Role,
} from '@academy/shared';
import { createHmac, randomUUID } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { users } from '../../db/schema.ts';
import { appSettings } from '../../db/schema-admin.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, ACCESS_TOKEN_SECONDS, MFA_REQUIRED_SETTING, type Aal } from '../../plugins/auth.ts';
import {
  badRequest,
  conflict,
  forbidden,
  HttpError,
  notFound,
  tooManyRequests,
  unauthorized,
} from '../../lib/errors.ts';
import { authLinkUrl, consumeAuthLink, createAuthLink } from './auth-links.ts';
import {
  createChallenge,
  enrolFactor,
  findOwnFactor,
  issueRecoveryCodes,
  listFactors,
  removeFactor,
  sessionAal,
  useRecoveryCode,
  verifyCode,
} from './mfa.repository.ts';
import {
  createUser,
  findUserByEmail,
  findUserById,
  logSecurityEvent,
  recordAttempt,
  forgetSuccessfulSignIn,
  revokeSessions,
  rotateRefreshToken,
  startAuthSession,
  toAuthUser,
  updateProfile,
} from './auth.repository.ts';
import { consumeCaptcha, newChallenge } from './captcha.ts';

export const REFRESH_COOKIE = 'academy_refresh';
const errorRef = errorBodySchema;

// Verifying against this when the email is unknown keeps the answer time the same either way.
const DUMMY_HASH = hash('academy-timing-equaliser');

/** What sign-up answers for an email that already has an account: shaped like a new account. */
function decoyUser(
  email: string,
  role: Role,
  data: { full_name?: string; grade?: string } | undefined,
): AuthUser {
  const id = randomUUID();
  const now = new Date().toISOString();
  return {
    id,
    email,
    role: 'authenticated',
    user_metadata: { full_name: data?.full_name || null, grade: data?.grade || null, role },
    app_metadata: { role },
    factors: [],
    identities: [{ id, provider: 'email' }],
    created_at: now,
    updated_at: now,
  };
}

// The captcha is checked (and a missing one logged) by the route, before the attempt is counted.
const signUpBody = signUpBodySchema.extend({ captcha_token: captchaTokenSchema.optional() });
const signInBody = signInBodySchema.extend({ captcha_token: captchaTokenSchema.optional() });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, secrets } = app;
  const db = app.database.db;
  // The key that derives a refresh token's successor, kept apart from the cookie signature by its label.
  const successorKey = createHmac('sha256', secrets.cookieSecret)
    .update('academy refresh-token successor v1')
    .digest('base64url');
  const secureCookie = config.publicUrl.startsWith('https:');
  const perIp = { rateLimit: { max: config.authRateLimitPerMinute, timeWindow: '1 minute' } };
  // Auth bodies are a few short fields and a captcha token: anything bigger is refused unread (413).
  const bodyLimit = 16 * 1024;

  const meta = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
  });

  const checkCaptcha = async (token: string | undefined) => {
    if (config.captcha.enabled) await consumeCaptcha(db, token, secrets.captchaHmacKey);
    else if (!token) throw badRequest(MESSAGES.captchaRequired, 'captcha_failed');
  };

  /**
   * Every sign-up and sign-in attempt: the captcha first (a missing, invalid or replayed one is
   * refused and logged, and counts for nothing), then the per-email limit (429 with Retry-After past
   * it). Only attempts with a valid captcha count, so nobody can lock a person out with garbage
   * requests; the per-IP limit bounds everything. Returns the audit event base.
   */
  const admitAttempt = async (
    request: FastifyRequest,
    reply: FastifyReply,
    kind: 'signup' | 'signin',
    email: string,
    captchaToken: string | undefined,
  ) => {
    const event = { type: `${kind}_attempt`, email, ...meta(request) };
    try {
      await checkCaptcha(captchaToken);
    } catch (err) {
      await logSecurityEvent(db, { ...event, outcome: 'captcha_failed' });
      throw err;
    }
    const attempt = await recordAttempt(db, email, kind);
    if (!attempt.ok) {
      await logSecurityEvent(db, { ...event, outcome: 'rate_limited' });
      reply.header('retry-after', String(attempt.retryAfterSeconds));
      throw tooManyRequests(MESSAGES.tooManyAttempts);
    }
    return event;
  };

  const setRefreshCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(REFRESH_COOKIE, token, {
      path: '/auth/v1',
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
      maxAge: LIMITS.refreshTokenDays * 24 * 3600,
    });
  const clearRefreshCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, {
      path: '/auth/v1',
      httpOnly: true,
      sameSite: 'strict',
      secure: secureCookie,
    });

  const issueSession = async (
    reply: FastifyReply,
    found: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
    sessionId: string,
    refreshToken: string,
    aal: Aal = 'aal1',
  ) => {
    const factors = await listFactors(db, found.user.id);
    const { token, expiresAt } = await app.signAccessToken({
      sub: found.user.id,
      email: found.user.email,
      role: found.profile.role as Role,
      sid: sessionId,
      aal,
      mfa: factors.some((f) => f.status === 'verified'),
    });
    setRefreshCookie(reply, refreshToken);
    return {
      access_token: token,
      token_type: 'bearer' as const,
      expires_in: ACCESS_TOKEN_SECONDS,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: toAuthUser(found.user, found.profile, factors),
    };
  };

  app.get(
    '/captcha',
    {
      config: perIp,
      schema: {
        tags: ['auth'],
        summary: 'A proof-of-work captcha challenge',
        response: { 200: captchaChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return newChallenge(secrets.captchaHmacKey, config.captcha.difficulty);
    },
  );

  app.post(
    '/signup',
    {
      config: perIp,
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create a student or teacher account',
        body: signUpBody,
        response: { 201: z.object({ user: authUserSchema }), 400: errorRef, 429: errorRef },
      },
    },
    async (request, reply) => {
      const { email, password, data, captcha_token } = request.body;
      const event = await admitAttempt(request, reply, 'signup', email, captcha_token);
      const role = roleFromSignUp(data?.role);
      const created = await createUser(db, {
        email,
        passwordHash: await hash(password),
        role,
        fullName: data?.full_name,
        grade: data?.grade,
      });
      if (!created) {
        // The same answer as a new account (that still needs signing in): sign-up never tells whether
        // an email has an account. The user shown is not stored and has no session.
        await logSecurityEvent(db, { ...event, outcome: 'email_taken' });
        return reply.status(201).send({ user: decoyUser(email, role, data) });
      }
      await logSecurityEvent(db, {
        ...event,
        userId: created.user.id,
        outcome: 'success',
        details: { role },
      });
      return reply.status(201).send({ user: toAuthUser(created.user, created.profile) });
    },
  );

  app.post(
    '/token',
    {
      config: perIp,
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password, or exchange a refresh token',
        querystring: tokenQuerySchema,
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: authSessionSchema, 400: errorRef, 401: errorRef, 429: errorRef },
      },
    },
    async (request, reply) => {
      const grant = request.query.grant_type;
      if (grant === 'password') {
        const { email, password, captcha_token } = signInBody.parse(request.body ?? {});
        const event = await admitAttempt(request, reply, 'signin', email, captcha_token);
        const found = await findUserByEmail(db, email);
        const ok = await verify(found?.user.passwordHash ?? (await DUMMY_HASH), password).catch(() => false);
        if (!found || !ok) {
          await logSecurityEvent(db, { ...event, userId: found?.user.id, outcome: 'invalid_credentials' });
          throw badRequest(MESSAGES.invalidCredentials, 'invalid_credentials');
        }
        if (found.user.disabledAt) {
          await logSecurityEvent(db, { ...event, userId: found.user.id, outcome: 'account_disabled' });
          throw forbidden(ADMIN_MESSAGES.accountDisabled, 'account_disabled');
        }
        await forgetSuccessfulSignIn(db, email);
        const { sessionId, refreshToken } = await startAuthSession(db, found.user.id, meta(request));
        await logSecurityEvent(db, { ...event, userId: found.user.id, outcome: 'success' });
        return issueSession(reply, found, sessionId, refreshToken);
      }
      if (grant === 'refresh_token') {
        const body = refreshBodySchema.parse(request.body ?? {});
        const token = body.refresh_token ?? request.cookies[REFRESH_COOKIE];
        if (!token) throw unauthorized(MESSAGES.invalidRefreshToken, 'refresh_token_missing');
        const result = await rotateRefreshToken(db, token, {
          successorKey,
          userAgent: meta(request).userAgent,
        });
        if (!result.ok) {
          clearRefreshCookie(reply);
          if (result.reason === 'reused') {
            await logSecurityEvent(db, {
              type: 'refresh_token_reuse',
              userId: result.userId,
              outcome: 'session_revoked',
              ...meta(request),
            });
            throw unauthorized(MESSAGES.refreshTokenReused, 'refresh_token_reused');
          }
          throw unauthorized(MESSAGES.invalidRefreshToken, `refresh_token_${result.reason}`);
        }
        if (result.reissued) {
          await logSecurityEvent(db, {
            type: 'refresh_token_race',
            userId: result.userId,
            outcome: 'same_successor',
            ...meta(request),
          });
        }
        const found = await findUserById(db, result.userId);
        if (!found) throw unauthorized(MESSAGES.invalidRefreshToken, 'refresh_token_unknown');
        if (found.user.disabledAt) throw unauthorized(ADMIN_MESSAGES.accountDisabled, 'account_disabled');
        const aal = await sessionAal(db, result.sessionId);
        return issueSession(reply, found, result.sessionId, result.refreshToken, aal);
      }
      throw new HttpError(400, 'unsupported_grant_type', `The grant type "${grant}" is not supported here.`);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out this device (local), every device (global) or every other device (others)',
        querystring: logoutQuerySchema,
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: errorRef },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = request.query.scope;
      if (scope === 'local') await revokeSessions(db, { sessionId: user.sessionId }, 'logout');
      if (scope === 'global') await revokeSessions(db, { userId: user.id }, 'logout_global');
      if (scope === 'others') {
        await revokeSessions(db, { userId: user.id, exceptSessionId: user.sessionId }, 'logout_others');
      }
      if (scope !== 'others') clearRefreshCookie(reply);
      await logSecurityEvent(db, { type: 'logout', userId: user.id, outcome: scope, ...meta(request) });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: authUserSchema, 401: errorRef },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const found = await findUserById(db, currentUser(request).id);
      if (!found) throw notFound('User not found');
      return toAuthUser(found.user, found.profile, await listFactors(db, found.user.id));
    },
  );

  app.put(
    '/user',
    {
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: "Update the signed-in user's name and grade",
        body: updateUserBodySchema,
        security: [{ bearer: [] }],
        response: { 200: authUserSchema, 400: errorRef, 401: errorRef },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { full_name, grade } = request.body.data;
      const found = await updateProfile(db, currentUser(request).id, { fullName: full_name, grade });
      if (!found) throw notFound('User not found');
      return toAuthUser(found.user, found.profile, await listFactors(db, found.user.id));
    },
  );

  app.get(
    '/.well-known/jwks.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Public keys that verify access tokens',
        response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=600');
      return { keys: [secrets.jwtPublicJwk] };
    },
  );

  // ------------------------------------------------------------ password recovery (ADR 028)

  app.get(
    '/settings',
    {
      schema: {
        tags: ['auth'],
        summary: 'What the sign-in screen needs to know: whether e-mail is set up, whether staff need MFA',
        response: { 200: authSettingsSchema },
      },
    },
    async () => {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.key, MFA_REQUIRED_SETTING));
      return { mail: config.smtp !== null, mfa_required_for_staff: row?.value === true };
    },
  );

  app.post(
    '/recover',
    {
      config: perIp,
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary:
          'E-mail a one-time password reset link (the same answer whether or not the address has an account)',
        body: recoverBodySchema,
        response: { 200: z.object({ message: z.string() }), 400: errorRef, 429: errorRef },
      },
    },
    async (request) => {
      const { email, captcha_token } = request.body;
      const event = { type: 'recovery_requested', email, ...meta(request) };
      try {
        await checkCaptcha(captcha_token);
      } catch (err) {
        await logSecurityEvent(db, { ...event, outcome: 'captcha_failed' });
        throw err;
      }
      const found = await findUserByEmail(db, email);
      if (!found || found.user.disabledAt) {
        await logSecurityEvent(db, { ...event, outcome: 'no_account' });
      } else {
        const token = await createAuthLink(db, found.user.id, 'recovery');
        await logSecurityEvent(db, { ...event, userId: found.user.id, outcome: 'link_created' });
        const link = authLinkUrl(config.publicUrl, 'recovery', token);
        // Sent off the request path so that the answer takes as long with an account as without.
        void app
          .sendMail({
            to: email,
            subject: 'Reset your Academy password',
            text: [
              'Hello,',
              '',
              'Someone (hopefully you) asked to reset the password of your Academy account.',
              `Open this link within an hour to choose a new password: ${link}`,
              '',
              'If it was not you, ignore this e-mail: your password stays as it is.',
            ].join('\n'),
          })
          .catch((err: unknown) => app.log.error({ err }, 'recovery mail failed'));
      }
      return { message: config.smtp ? ADMIN_MESSAGES.recoverySent : ADMIN_MESSAGES.recoveryNoMail };
    },
  );

  app.post(
    '/verify',
    {
      config: perIp,
      bodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Use a one-time recovery or invitation link: set the password and sign in',
        body: verifyBodySchema,
        response: { 200: authSessionSchema, 400: errorRef, 429: errorRef },
      },
    },
    async (request, reply) => {
      const { type, token, password } = request.body;
      const userId = await consumeAuthLink(db, type, token);
      if (!userId) {
        await logSecurityEvent(db, { type: `${type}_verify`, outcome: 'invalid_link', ...meta(request) });
        throw badRequest(ADMIN_MESSAGES.invalidLink, 'otp_expired');
      }
      await db
        .update(users)
        .set({ passwordHash: await hash(password), updatedAt: new Date() })
        .where(eq(users.id, userId));
      // A new password signs every other device out.
      await revokeSessions(db, { userId }, `password_${type}`);
      const found = await findUserById(db, userId);
      if (!found || found.user.disabledAt) throw badRequest(ADMIN_MESSAGES.invalidLink, 'otp_expired');
      const { sessionId, refreshToken } = await startAuthSession(db, userId, meta(request));
      await logSecurityEvent(db, {
        type: `${type}_verify`,
        userId,
        outcome: 'password_set',
        ...meta(request),
      });
      return issueSession(reply, found, sessionId, refreshToken);
    },
  );

  // ------------------------------------------------------------ multi-factor authentication (ADR 029)

  const factorParams = z.object({ factorId: uuidParam('Factor') });
  const secured = { security: [{ bearer: [] }], tags: ['auth'] };

  app.post(
    '/factors',
    {
      bodyLimit,
      schema: {
        ...secured,
        summary: 'Enrol an authenticator app (TOTP): a secret and its QR code, unverified until a first code',
        body: enrollFactorBodySchema,
        response: { 200: enrolledFactorSchema, 400: errorRef, 401: errorRef, 409: errorRef },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const enrolled = await enrolFactor(
        db,
        secrets.totpBox,
        user.id,
        user.email,
        request.body.friendly_name || null,
      );
      if (!enrolled) throw conflict(ADMIN_MESSAGES.factorExists, 'factor_exists');
      await logSecurityEvent(db, {
        type: 'mfa_enrol',
        userId: user.id,
        outcome: 'started',
        ...meta(request),
      });
      const svg = await QRCode.toString(enrolled.uri, { type: 'svg', margin: 1 });
      return {
        id: enrolled.row.id,
        type: 'totp' as const,
        friendly_name: enrolled.row.friendlyName,
        totp: {
          qr_code: `data:image/svg+xml;utf-8,${encodeURIComponent(svg)}`,
          secret: enrolled.secret,
          uri: enrolled.uri,
        },
      };
    },
  );

  app.post(
    '/factors/:factorId/challenge',
    {
      config: perIp,
      schema: {
        ...secured,
        summary: 'Open a challenge for one of your factors (valid 5 minutes)',
        params: factorParams,
        response: { 200: challengeSchema, 401: errorRef, 404: errorRef },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const factor = await findOwnFactor(db, user.id, request.params.factorId);
      if (!factor) throw notFound('Factor not found');
      const challenge = await createChallenge(db, factor.id, new Date());
      return { id: challenge.id, expires_at: Math.floor(challenge.expiresAt.getTime() / 1000) };
    },
  );

  app.post(
    '/factors/:factorId/verify',
    {
      config: perIp,
      bodyLimit,
      schema: {
        ...secured,
        summary:
          'Answer a challenge with a code (or use a recovery code): a new aal2 session; recovery codes on the first verification',
        params: factorParams,
        body: verifyFactorBodySchema,
        response: {
          200: authSessionSchema.extend({ recovery_codes: z.array(z.string()).optional() }),
          400: errorRef,
          401: errorRef,
          404: errorRef,
        },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const factor = await findOwnFactor(db, user.id, request.params.factorId);
      if (!factor) throw notFound('Factor not found');
      const now = new Date();
      const event = { type: 'mfa_verify', userId: user.id, ...meta(request) };
      const body = request.body;
      if ('recovery_code' in body) {
        if (factor.status !== 'verified' || !(await useRecoveryCode(db, user.id, body.recovery_code, now))) {
          await logSecurityEvent(db, { ...event, outcome: 'invalid_recovery_code' });
          throw badRequest(ADMIN_MESSAGES.invalidCode, 'invalid_code');
        }
        await logSecurityEvent(db, { ...event, outcome: 'recovery_code_used' });
      } else {
        const result = await verifyCode(db, secrets.totpBox, factor, body.challenge_id, body.code, now);
        if (result !== 'ok') {
          await logSecurityEvent(db, { ...event, outcome: `code_${result}` });
          throw result === 'expired'
            ? badRequest(ADMIN_MESSAGES.challengeExpired, 'challenge_expired')
            : badRequest(ADMIN_MESSAGES.invalidCode, 'invalid_code');
        }
        await logSecurityEvent(db, { ...event, outcome: 'success' });
      }
      const firstTime = factor.status !== 'verified';
      const recoveryCodes = firstTime ? await issueRecoveryCodes(db, user.id) : undefined;
      // The aal1 session is replaced by a new aal2 one (its refresh token carries the level on).
      await revokeSessions(db, { sessionId: user.sessionId }, 'mfa_step_up');
      const found = await findUserById(db, user.id);
      if (!found) throw notFound('User not found');
      const { sessionId, refreshToken } = await startAuthSession(db, user.id, meta(request), 'aal2');
      const session = await issueSession(reply, found, sessionId, refreshToken, 'aal2');
      return recoveryCodes ? { ...session, recovery_codes: recoveryCodes } : session;
    },
  );

  app.delete(
    '/factors/:factorId',
    {
      schema: {
        ...secured,
        summary: 'Remove one of your factors (needs an aal2 session when it is verified)',
        params: factorParams,
        response: { 200: z.object({ id: z.uuid() }), 401: errorRef, 403: errorRef, 404: errorRef },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const factor = await findOwnFactor(db, user.id, request.params.factorId);
      if (!factor) throw notFound('Factor not found');
      if (factor.status === 'verified' && user.aal !== 'aal2') {
        throw forbidden(ADMIN_MESSAGES.needAal2, 'insufficient_aal');
      }
      await removeFactor(db, user.id, factor.id);
      await logSecurityEvent(db, {
        type: 'mfa_unenrol',
        userId: user.id,
        outcome: 'removed',
        ...meta(request),
      });
      return { id: factor.id };
    },
  );
};

export default authRoutes;
