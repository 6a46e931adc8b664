import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA: hashed assets with a long cache, and index.html (never cached) for any other
 * GET path that is not under /api or /auth (history fallback). Unknown API paths answer a JSON 404.
 */
export default fp(
  async function spa(app: FastifyInstance) {
    const root = app.config.webDistDir;
    const hasBuild = existsSync(path.join(root, 'index.html'));
    if (!hasBuild) {
      app.log.warn(`No web build at ${root}: run "npm run build" to serve the app.`);
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // Our setHeaders decides; send's default ("public, max-age=0") would overwrite it.
      cacheControl: false,
      // The web build writes .br and .gz siblings of its text assets (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('cache-control', 'no-cache');
        }
      },
    });
    const isApi = (url: string) => /^\/(api|auth\/v1)(\/|$|\?)/.test(url);
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      // A missing hashed asset (an old chunk after a deploy) is a 404, not index.html served as script.
      if (isApi(request.url) || request.url.startsWith('/assets/')) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html'),
    );
  },
  { name: 'spa', dependencies: ['context'] },
);
