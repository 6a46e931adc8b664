import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Written by the web build (apps/web/scripts/prerender.mjs) where canonical URLs need the origin. */
const ORIGIN_PLACEHOLDER = '__ACADEMY_ORIGIN__';

type Page = { html: Buffer; br: Buffer; gzip: Buffer };

/**
 * The public pages rendered at build time (dist/prerendered/routes.json: route -> file), with this
 * installation's origin filled in, compressed once at start-up.
 */
export function loadPrerenderedPages(root: string, publicUrl: string): Map<string, Page> {
  const pages = new Map<string, Page>();
  const dir = path.join(root, 'prerendered');
  const listing = path.join(dir, 'routes.json');
  if (!existsSync(listing)) return pages;
  const origin = new URL(publicUrl).origin;
  const routes = JSON.parse(readFileSync(listing, 'utf8')) as Record<string, string>;
  for (const [route, file] of Object.entries(routes)) {
    const html = Buffer.from(
      readFileSync(path.join(dir, file), 'utf8').replaceAll(ORIGIN_PLACEHOLDER, origin),
    );
    pages.set(route, {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    });
  }
  return pages;
}

/**
 * Serves the built SPA: hashed assets with a long cache; for a public page its prerendered HTML; and
 * index.html for any other GET path that is not under /api or /auth (history fallback). Pages are never
 * cached. Unknown API paths answer a JSON 404.
 */
/** '/about//' -> '/about' ('/' stays '/'); a loop, so a long run of slashes costs linear time. */
function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 1 && path[end - 1] === '/') end--;
  return path.slice(0, end);
}

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
    const pages = loadPrerenderedPages(root, app.config.publicUrl);
    const isApi = (url: string) => /^\/(api|auth\/v1)(\/|$|\?)/.test(url);
    const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-cache');
      const pathname = withoutTrailingSlashes(request.url.split('?')[0]!);
      const page = pages.get(pathname);
      if (!page) return reply.sendFile('index.html');
      reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding');
      const accepts = String(request.headers['accept-encoding'] ?? '');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    };
    app.get('/*', { schema: { hide: true } }, (request, reply) => {
      // A missing hashed asset (an old chunk after a deploy) is a 404, not index.html served as script.
      if (isApi(request.url) || request.url.startsWith('/assets/')) return reply.callNotFound();
      return sendPage(request, reply);
    });
    app.get('/', { schema: { hide: true } }, sendPage);
  },
  { name: 'spa', dependencies: ['context'] },
);
