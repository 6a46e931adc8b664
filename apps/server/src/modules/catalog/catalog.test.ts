import {
  catalogTutorsResponseSchema,
  errorBodySchema,
  PUBLIC_ROUTES,
  SPECIALIZED_TUTORS,
} from '@academy/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutoringSessions } from '../../db/schema.ts';
import { newSession } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestApp();
  const [ana, ben, cleo] = await Promise.all([newSession(t.app), newSession(t.app), newSession(t.app)]);
  const row = (user: typeof ana, tutor: string) => ({ userId: user.session.user.id, tutor });
  await t.database.db.insert(tutoringSessions).values([
    // Ana used Math Genius three times: she counts once.
    row(ana, 'Math Genius'),
    row(ana, 'Math Genius'),
    row(ana, 'Math Genius'),
    row(ben, 'Math Genius'),
    row(cleo, 'Writing Coach'),
    // Not a specialised tutor, and a near miss in case: neither counts anywhere.
    row(ben, 'AI Tutor'),
    row(cleo, 'math genius'),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/catalog/tutors', () => {
  it('answers without signing in with every specialised tutor and its distinct students', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/tutors' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    const { tutors } = catalogTutorsResponseSchema.parse(res.json());
    expect(tutors.map((tutor) => tutor.name)).toEqual(SPECIALIZED_TUTORS.map((tutor) => tutor.name));
    const counts = Object.fromEntries(tutors.map((tutor) => [tutor.name, tutor.students]));
    expect(counts).toEqual({
      'Math Genius': 2,
      'Writing Coach': 1,
      'Science Explorer': 0,
      'History Master': 0,
      'Reading Mentor': 0,
      'Music Teacher': 0,
      'Critical Thinker': 0,
      'Creative Arts Coach': 0,
    });
    expect(tutors[0]).toEqual({ name: 'Math Genius', subject: 'Mathematics', students: 2 });
  });

  it('rejects unknown query parameters with a clear 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/catalog/tutors?limit=3' });
    expect(res.statusCode).toBe(400);
    const { error } = errorBodySchema.parse(res.json());
    expect(error.code).toBe('validation_failed');
    expect(error.message.length).toBeGreaterThan(0);
  });

  it('is read-only: other methods are not routes', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/catalog/tutors', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json()).error.code).toBeTruthy();
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  it('lists every public page with absolute URLs on the configured public URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const base = t.app.config.publicUrl;
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(PUBLIC_ROUTES.map((route) => `${base}${route}`));
    expect(locs).toContain(`${base}/privacy-policy`);
  });

  it('lets crawlers in, keeps them out of the API and the signed-in areas, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(['Disallow: /api/', 'Disallow: /student', 'Allow: /']));
    expect(lines).toContain(`Sitemap: ${t.app.config.publicUrl}/sitemap.xml`);
    expect(lines).not.toContain('Disallow: /');
  });
});
