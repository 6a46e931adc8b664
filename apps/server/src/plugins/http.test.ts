import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { errorBodySchema, MESSAGES } from '@academy/shared';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveCaptcha, uniqueEmail } from '../testing/auth-helpers.ts';
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
