import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once: none depends on the request, so every answer
 * gets the same set without running helmet's middleware (and re-parsing the CSP) per request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)({} as never, res as never, (err?: unknown) => void (failed = err));
  if (failed) throw failed;
  return headers;
}

/** Security headers with a strict CSP the SPA runs under, closed CORS, and rate limiting by route. */
export default fp(
  async function security(app: FastifyInstance) {
    const https = app.config.publicUrl.startsWith('https:');
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // Radix positions popovers and ALTCHA sizes its widget with inline style attributes.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          // ALTCHA solves its proof-of-work in a worker built from a blob URL.
          'worker-src': ["'self'", 'blob:'],
          'media-src': ["'self'", 'blob:'],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          ...(https ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
    if (app.config.corsOrigins.length > 0) {
      await app.register(cors, { origin: app.config.corsOrigins, credentials: true });
    }
    // Answers about a person are never stored by a browser or a proxy: every /auth and /api answer and
    // every answer to a request that carries a bearer token is no-store, unless the route chose its own
    // caching (the public JWKS does).
    app.addHook('onSend', async (request, reply) => {
      if (reply.hasHeader('cache-control')) return;
      const path = request.url;
      if (
        path.startsWith('/auth/') ||
        path.startsWith('/api/') ||
        request.headers.authorization !== undefined
      ) {
        reply.header('cache-control', 'no-store');
      }
    });
    // Only routes that opt in (config.rateLimit) are limited; auth routes do.
    await app.register(rateLimit, { global: false });
  },
  { name: 'security', dependencies: ['context'] },
);
