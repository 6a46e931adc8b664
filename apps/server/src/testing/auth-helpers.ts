import type { AuthSession } from '@academy/shared';
import { solveChallenge } from 'altcha-lib';
import type { FastifyInstance } from 'fastify';

/** Fetches a real challenge and solves it, as the browser widget does. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/auth/v1/captcha' });
  const c = res.json<{
    algorithm: string;
    challenge: string;
    salt: string;
    signature: string;
    maxnumber: number;
  }>();
  const solution = await solveChallenge(c.challenge, c.salt, c.algorithm, c.maxnumber).promise;
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(
    JSON.stringify({
      algorithm: c.algorithm,
      challenge: c.challenge,
      number: solution.number,
      salt: c.salt,
      signature: c.signature,
    }),
  ).toString('base64');
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${counter++}@school.test`;

export async function signUp(
  app: FastifyInstance,
  body: { email?: string; password?: string; role?: string; full_name?: string; grade?: string } = {},
) {
  const email = body.email ?? uniqueEmail();
  const password = body.password ?? 'correct horse';
  const res = await app.inject({
    method: 'POST',
    url: '/auth/v1/signup',
    payload: {
      email,
      password,
      data: { role: body.role ?? 'student', full_name: body.full_name, grade: body.grade },
      captcha_token: await solveCaptcha(app),
    },
  });
  return { res, email, password };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    payload: { email, password, captcha_token: await solveCaptcha(app) },
  });
  return res;
}

/** Signs up and signs in a new user; returns the session and the refresh cookie header. */
export async function newSession(app: FastifyInstance, opts: { role?: string; full_name?: string } = {}) {
  const { email, password } = await signUp(app, opts);
  const res = await signIn(app, email, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  const session = res.json<AuthSession>();
  return { session, email, password, auth: { authorization: `Bearer ${session.access_token}` } };
}
