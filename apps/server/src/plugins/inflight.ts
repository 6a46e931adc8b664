import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every request handler that has started has finished (or after timeoutMs). */
    drain: (timeoutMs?: number) => Promise<boolean>;
  }
  interface FastifyContextConfig {
    /** Long-lived streams (SSE) are closed on shutdown rather than waited for. */
    longLived?: boolean;
  }
}

/**
 * Counts request handlers in flight. `app.close()` stops accepting and resolves once connections have
 * ended, but a handler whose client has gone away keeps running; shutdown waits for those too before
 * the database pool is closed under them.
 */
export default fp(
  async function inflight(app: FastifyInstance) {
    let running = 0;
    const tracked = new WeakSet<object>();
    let idle: (() => void)[] = [];

    const done = (request: object) => {
      if (!tracked.delete(request)) return;
      running--;
      if (running === 0) {
        for (const resolve of idle) resolve();
        idle = [];
      }
    };

    app.addHook('onRequest', (request, _reply, next) => {
      if (!request.routeOptions.config?.longLived) {
        tracked.add(request);
        running++;
      }
      next();
    });
    // onSend runs when the handler (or the error handler) has produced its answer, even if the client
    // has already disconnected; onResponse covers the rest.
    app.addHook('onSend', (request, _reply, payload, next) => {
      done(request);
      next(null, payload);
    });
    app.addHook('onResponse', (request, _reply, next) => {
      done(request);
      next();
    });

    app.decorate('drain', (timeoutMs = 15_000) => {
      if (running === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        idle.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    });
  },
  { name: 'inflight' },
);
