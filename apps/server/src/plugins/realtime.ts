import type { RealtimeEvent } from '@academy/shared';
import { LIMITS } from '@academy/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { z } from 'zod';
import { badRequest, forbidden } from '../lib/errors.ts';
import type { AuthUserContext } from './auth.ts';

const PG_CHANNEL = 'academy_realtime';

/** Decides whether a user may subscribe to a channel; modules register their own channel kinds. */
export type ChannelAuthorizer = (
  user: AuthUserContext,
  channel: string,
  request: FastifyRequest,
) => Promise<boolean> | boolean;

export interface Realtime {
  /** Publishes through PostgreSQL NOTIFY so that clients on every instance receive it. */
  publish(event: Omit<RealtimeEvent, 'at'>): Promise<void>;
  /** Registers a channel kind by prefix, e.g. 'sessions:' with a check that the id is the caller's. */
  registerChannel(prefix: string, authorize: ChannelAuthorizer): void;
  /** In-process listeners (tests, workers). Returns an unsubscribe function. */
  on(listener: (event: RealtimeEvent) => void): () => void;
  connections(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const querySchema = z.object({
  channels: z
    .string()
    .min(1, { error: 'Name at least one channel to subscribe to.' })
    .max(2000)
    .transform((s) => [
      ...new Set(
        s
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string().max(200)).min(1).max(50)),
});

export default fp(
  async function realtime(app: FastifyInstance) {
    const listeners = new Set<(event: RealtimeEvent) => void>();
    const authorizers = new Map<string, ChannelAuthorizer>();
    let listenClient: pg.Client | null = null;
    let closing = false;
    let retry = 0;

    const dispatch = (payload: string | undefined) => {
      if (!payload) return;
      try {
        const event = JSON.parse(payload) as RealtimeEvent;
        for (const l of listeners) l(event);
      } catch (err) {
        app.log.warn({ err }, 'ignored a malformed realtime notification');
      }
    };

    const listen = async (): Promise<void> => {
      const client = new pg.Client({ connectionString: app.database.url });
      client.on('notification', (msg) => dispatch(msg.payload));
      client.on('error', (err) => {
        app.log.warn({ err }, 'realtime listener lost its connection');
      });
      client.on('end', () => {
        if (listenClient === client) listenClient = null;
        if (!closing) {
          const delay = Math.min(30_000, 200 * 2 ** retry++);
          setTimeout(() => void listen().catch(() => undefined), delay).unref();
        }
      });
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
      listenClient = client;
      retry = 0;
    };
    await listen();

    const api: Realtime = {
      async publish(event) {
        const full: RealtimeEvent = { ...event, at: new Date().toISOString() };
        await app.database.pool.query('select pg_notify($1, $2)', [PG_CHANNEL, JSON.stringify(full)]);
      },
      registerChannel(prefix, authorize) {
        authorizers.set(prefix, authorize);
      },
      on(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      connections: () => open.size,
    };
    app.decorate('realtime', api);

    const open = new Set<() => void>();

    app.get(
      '/api/realtime',
      {
        schema: {
          tags: ['realtime'],
          summary: 'Server-sent events for the channels the caller may see',
          querystring: querySchema,
          security: [{ bearer: [] }],
        },
        preHandler: app.authenticate,
        config: { longLived: true },
      },
      async (request, reply) => {
        const user = request.user!;
        const { channels } = request.query as z.infer<typeof querySchema>;
        for (const channel of channels) {
          const prefix = [...authorizers.keys()].find((p) => channel.startsWith(p));
          if (!prefix) throw badRequest(`Unknown realtime channel: ${channel}`, 'unknown_channel');
          if (!(await authorizers.get(prefix)!(user, channel, request))) {
            throw forbidden(`You may not subscribe to ${channel}.`);
          }
        }
        const wanted = new Set(channels);
        reply.hijack();
        const res = reply.raw;
        res.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-transform',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
          'x-request-id': request.id,
        });
        res.write(`retry: 2000\nevent: ready\ndata: ${JSON.stringify({ channels })}\n\n`);
        const unsubscribe = api.on((event) => {
          if (wanted.has(event.channel)) res.write(`event: change\ndata: ${JSON.stringify(event)}\n\n`);
        });
        const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), LIMITS.realtimeHeartbeatMs);
        const close = () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(close);
          if (!res.writableEnded) res.end();
        };
        open.add(close);
        request.raw.on('close', close);
      },
    );

    app.addHook('preClose', async () => {
      for (const close of [...open]) close();
    });
    app.addHook('onClose', async () => {
      closing = true;
      await listenClient?.end().catch(() => undefined);
    });
  },
  { name: 'realtime', dependencies: ['context', 'auth'] },
);
