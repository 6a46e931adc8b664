import { catalogTutorsResponseSchema, PUBLIC_ROUTES, type CatalogTutor } from '@academy/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countTutorStudents } from './catalog.repository.ts';

/** Counts change slowly and the page is public: one query per this many milliseconds at most. */
export const CATALOG_CACHE_MS = 5000;

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The sitemap of the public pages, with absolute URLs on this installation's PUBLIC_URL. */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_ROUTES.map(
    (route) => `  <url><loc>${escapeXml(`${publicUrl}${route === '/' ? '/' : route}`)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Crawlers may index the public pages; the API, the auth service and the signed-in areas are off limits. */
export function robotsTxt(publicUrl: string): string {
  const disallow = [
    '/api/',
    '/auth/v1/',
    '/auth/debug',
    '/student',
    '/teacher',
    '/parent',
    '/dashboard/',
    '/lesson-plans',
    '/homework-checker',
    '/tests',
    '/progress',
    '/safeguard',
  ];
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { at: number; tutors: Promise<CatalogTutor[]> } | null = null;

  app.get(
    '/api/catalog/tutors',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The specialised tutors with the number of distinct students who have used each (public)',
        querystring: z.object({}).strict(),
        response: { 200: catalogTutorsResponseSchema },
      },
    },
    async (_request, reply) => {
      const now = Date.now();
      if (!cached || now - cached.at > CATALOG_CACHE_MS) {
        const tutors = countTutorStudents(app.database.db);
        cached = { at: now, tutors };
        // A failed query is not cached.
        tutors.catch(() => {
          if (cached?.tutors === tutors) cached = null;
        });
      }
      reply.header('cache-control', `public, max-age=${CATALOG_CACHE_MS / 1000}`);
      return { tutors: await cached.tutors };
    },
  );

  // Generated rather than static files so that the URLs carry this installation's PUBLIC_URL.
  const sitemap = sitemapXml(app.config.publicUrl);
  const robots = robotsTxt(app.config.publicUrl);
  app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
};

export default catalogRoutes;
