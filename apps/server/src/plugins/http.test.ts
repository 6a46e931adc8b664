import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { errorBodySchema, MESSAGES } from '@academy/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, tutoringSessions } from '../db/schema.ts';
import { newSession, solveCaptcha, uniqueEmail } from '../testing/auth-helpers.ts';
import { createTestApp, type TestContext } from '../testing/test-app.ts';
import errors from './errors.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (res: { body: string; headers: Record<string, unknown> }) => {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  return errorBodySchema.parse(JSON.parse(res.body)).error;
};

describe('request bodies', () => {
  it('answers malformed JSON with 400 and a human message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.co", "password": ',
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('bad_request');
    expect(error.message).toBe(MESSAGES.malformedJson);
  });

  it('answers an empty JSON body with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toBe(MESSAGES.malformedJson);
  });

  it('answers wrong types with 400 and issues naming the field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: 123, password: 'long enough', captcha_token: 'x' },
    });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(MESSAGES.invalidEmail);
    expect(error.issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: ['body', 'email'] })]),
    );
  });

  it('answers a body over 1 MiB with 413 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: {
        email: uniqueEmail('big'),
        password: 'long enough',
        data: { full_name: 'x'.repeat(1024 * 1024) },
        captcha_token: await solveCaptcha(t.app),
      },
    });
    expect(res.statusCode).toBe(413);
    const error = errorOf(res);
    expect(error.code).toBe('payload_too_large');
    expect(error.message).toBe(MESSAGES.bodyTooLarge);
  });

  it('answers an unsupported content type with 415 in the error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      headers: { 'content-type': 'application/xml' },
      payload: '<email>a@b.co</email>',
    });
    expect(res.statusCode).toBe(415);
    expect(errorOf(res).code).toBe('unsupported_media_type');
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/api/x'],
    ['POST', '/api/x'],
    ['GET', '/auth/v1/x'],
    ['POST', '/auth/v1/x'],
  ] as const)('%s %s answers a JSON 404', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(res.statusCode).toBe(404);
    const error = errorOf(res);
    expect(error.code).toBe('not_found');
    expect(error.message).toContain(url);
  });
});

describe('errors the router and the HTTP parser raise (raw sockets, where inject cannot reach)', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  /** Sends bytes as they are and reads the whole answer: status code, headers and parsed body. */
  const rawRequest = (request: string) =>
    new Promise<{ status: number; headers: string; body: string }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let data = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (data += chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', ...rest] = data.split('\r\n\r\n');
        resolve({
          status: Number(head.split(' ')[1]),
          headers: head.toLowerCase(),
          body: rest.join('\r\n\r\n'),
        });
      });
      socket.end(request);
    });
  const get = (target: string, extra = '') =>
    `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}Connection: close\r\n\r\n`;

  it.each([
    ['bad percent-encoding in a path parameter', get('/api/tutor/sessions/%zz/messages'), 400, 'bad_url'],
    ['a truncated percent-encoding', get('/%E0%A4%A'), 400, 'bad_url'],
    [
      'a 10,000-character path parameter',
      get(`/api/tutor/sessions/${'a'.repeat(10_000)}/messages`),
      414,
      'uri_too_long',
    ],
    ['a 100 KB header', get('/healthz', `X-Big: ${'a'.repeat(100_000)}\r\n`), 431, 'header_too_large'],
    ['a 100 KB address', get(`/api/${'a'.repeat(100_000)}`), 431, 'header_too_large'],
    ['bytes that are not HTTP', 'HELLO\r\n\r\n', 400, 'bad_request'],
    [
      'a Content-Length that is not a number',
      'POST /auth/v1/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\nConnection: close\r\n\r\n{}',
      400,
      'bad_request',
    ],
    [
      'a declared body over the limit',
      'POST /auth/v1/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2000000\r\nConnection: close\r\n\r\n{}',
      413,
      'payload_too_large',
    ],
    [
      'a body that is not JSON',
      'POST /auth/v1/signup HTTP/1.1\r\nHost: x\r\nContent-Type: text/xml\r\nContent-Length: 4\r\nConnection: close\r\n\r\n<a/>',
      415,
      'unsupported_media_type',
    ],
    ['an unknown route', get('/api/nowhere'), 404, 'not_found'],
    ['an unknown 10 KB path', get(`/api/${'x/'.repeat(5000)}`), 404, 'not_found'],
  ] as const)('%s answers %i in the error shape', async (_name, request, status, code) => {
    const res = await rawRequest(request);
    expect(res.status).toBe(status);
    expect(res.headers).toMatch(/content-type: application\/json/);
    const error = errorBodySchema.parse(JSON.parse(res.body)).error;
    expect(error.code).toBe(code);
    expect(error.message.length).toBeGreaterThan(10);
    expect(error.message.length).toBeLessThan(250); // never echoes a huge path back
  });

  it('keeps serving after parser errors', async () => {
    await rawRequest(get('/healthz', `X-Big: ${'a'.repeat(100_000)}\r\n`));
    expect((await rawRequest(get('/healthz'))).status).toBe(200);
  });
});

describe('control characters in text fields', () => {
  it('a NUL in a tutor message answers 400 and leaves no session and no message behind', async () => {
    const { session, auth } = await newSession(t.app);
    for (const payload of [
      { messages: [{ role: 'user', content: 'What is 2 + 2?\u0000' }] },
      { messages: [{ role: 'user', content: 'Hi' }], subject: 'Math\u0000' },
      { messages: [{ role: 'user', content: 'Hi' }], tutorName: 'Math Genius\u0000' },
      {
        messages: [
          { role: 'assistant', content: 'x\u0000' },
          { role: 'user', content: 'Hi' },
        ],
      },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/tutor/chat', headers: auth, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(errorOf(res).message).toMatch(/contains a control character/);
    }
    const sessions = await t.database.db
      .select()
      .from(tutoringSessions)
      .where(eq(tutoringSessions.userId, session.user.id));
    expect(sessions).toHaveLength(0);
    const messages = await t.database.db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .innerJoin(tutoringSessions, eq(tutoringSessions.id, chatMessages.sessionId))
      .where(eq(tutoringSessions.userId, session.user.id));
    expect(messages).toHaveLength(0);
  });

  it('keeps line breaks and tabs in a tutor message (multi-line text)', async () => {
    const { auth } = await newSession(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tutor/chat',
      headers: auth,
      payload: { messages: [{ role: 'user', content: 'Line one\n\tLine two\r\nWhat is 2 + 2?' }] },
    });
    expect(res.statusCode).toBe(200);
  });

  it('a NUL in a safeguard note answers 400 before anything else', async () => {
    const { auth } = await newSession(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/safeguard/cases/6f1c1b8e-3f7a-4d59-9a38-2b1f3c4d5e6f/resolve',
      headers: auth,
      payload: { note: 'Spoke with the family.\u0000' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/^The note contains a control character/);
  });
});

describe('server errors', () => {
  it('never leak their details to the client', async () => {
    const tiny = Fastify({ logger: false });
    await tiny.register(errors);
    tiny.get('/boom', async () => {
      throw new Error('secret db detail: password=hunter2');
    });
    try {
      const res = await tiny.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      const error = errorOf(res);
      expect(error.code).toBe('internal');
      expect(error.message).toBe(MESSAGES.internal);
      expect(res.body).not.toMatch(/secret|hunter2|stack/i);
    } finally {
      await tiny.close();
    }
  });
});

describe('headers', () => {
  it('sends a strict CSP and nosniff on API and error responses', async () => {
    for (const url of ['/healthz', '/api/nowhere']) {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('keeps CORS closed by default', async () => {
    const origin = 'https://evil.example';
    const get = await t.app.inject({ method: 'GET', url: '/healthz', headers: { origin } });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/sessions',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('opens CORS only to the configured origins', async () => {
    const open = await createTestApp({ CORS_ORIGINS: 'https://school.example' });
    try {
      const allowed = await open.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: 'https://school.example' },
      });
      expect(allowed.headers['access-control-allow-origin']).toBe('https://school.example');
      const other = await open.app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await open.close();
    }
  });

  it('returns an x-request-id, echoing a well-formed one and replacing a bad one', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(own.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
    const echoed = await t.app.inject({
      method: 'GET',
      url: '/api/x',
      headers: { 'x-request-id': 'trace-123' },
    });
    expect(echoed.headers['x-request-id']).toBe('trace-123');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(bad.headers['x-request-id']).not.toBe('a b<script>');
    expect(bad.headers['x-request-id']).toMatch(/^[\w-]{8,64}$/);
  });
});

describe('health', () => {
  it('/healthz answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers ready on a migrated database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'applied' });
  });

  it('/readyz answers 503 not_ready on a database without migrations', async () => {
    const bare = await createTestApp({}, { emptyDatabase: true });
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not_ready', reason: 'migrations pending' });
    } finally {
      await bare.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the auth and API routes at /api/docs/json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/auth/v1/signup']).toHaveProperty('post');
    expect(doc.paths['/api/sessions']).toHaveProperty('get');
    expect(doc.paths['/api/scores']).toHaveProperty('get');
  });
});

describe('the built SPA', () => {
  let web: TestContext;
  let dist: string;
  const INDEX = '<!doctype html><title>Academy</title><div id="root"></div>';
  const SCRIPT = 'console.log("academy");';

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'academy-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
    web = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(async () => {
    await web?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/some/deep/route', '/auth', '/auth/debug', '/student?tab=1'])(
    'GET %s answers index.html, never cached',
    async (url) => {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
      expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    },
  );

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe(SCRIPT);
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<!doctype html>');
  });

  it.each(['/api/unknown', '/api', '/auth/v1/unknown'])(
    'GET %s answers a JSON 404, not index.html',
    async (url) => {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('not_found');
      expect(res.body).not.toContain('<!doctype html>');
    },
  );

  it('still answers the API', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('prerendered public pages', () => {
  let web: TestContext;
  let dist: string;
  const INDEX = '<!doctype html><title>Academy</title><div id="root"></div>';
  const page = (name: string) =>
    `<!doctype html><link rel="canonical" href="__ACADEMY_ORIGIN__/${name}"/><div id="root"><h1>${name}</h1></div>`;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'academy-dist-'));
    await mkdir(path.join(dist, 'prerendered', 'accessibility'), { recursive: true });
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'prerendered', 'index.html'), page(''));
    await writeFile(path.join(dist, 'prerendered', 'about.html'), page('about'));
    await writeFile(path.join(dist, 'prerendered', 'accessibility', 'tts.html'), page('accessibility/tts'));
    await writeFile(
      path.join(dist, 'prerendered', 'routes.json'),
      JSON.stringify({
        '/': 'index.html',
        '/about': 'about.html',
        '/accessibility/tts': 'accessibility/tts.html',
      }),
    );
    web = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL: 'https://school.example/' });
  });
  afterAll(async () => {
    await web?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each([
    ['/', ''],
    ['/about', 'about'],
    ['/about/', 'about'],
    ['/about?from=footer', 'about'],
    ['/accessibility/tts', 'accessibility/tts'],
  ])('GET %s answers its page, with canonical URLs on PUBLIC_URL, never cached', async (url, name) => {
    const res = await web.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(`<h1>${name}</h1>`);
    expect(res.body).toContain(`<link rel="canonical" href="https://school.example/${name}"/>`);
    expect(res.body).not.toContain('__ACADEMY_ORIGIN__');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
  ])('compresses a page for Accept-Encoding %s', async (accept, encoding) => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/about',
      headers: { 'accept-encoding': accept },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const body = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString('utf8');
    expect(body).toContain('<h1>about</h1>');
  });

  it.each(['/student', '/about/team', '/abou'])(
    'GET %s (not prerendered) answers index.html',
    async (url) => {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX);
    },
  );

  it('still answers unknown API paths with a JSON 404', async () => {
    const res = await web.app.inject({ method: 'GET', url: '/api/about' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('not_found');
  });
});
