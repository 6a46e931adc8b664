import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { migrationsApplied } from '../../db/client.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({
            status: z.literal('ready'),
            database: z.literal('ok'),
            migrations: z.literal('applied'),
          }),
          503: z.object({ status: z.literal('not_ready'), reason: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        if (!(await migrationsApplied(app.database))) {
          return reply.status(503).send({ status: 'not_ready' as const, reason: 'migrations pending' });
        }
        return { status: 'ready' as const, database: 'ok' as const, migrations: 'applied' as const };
      } catch {
        return reply.status(503).send({ status: 'not_ready' as const, reason: 'database unreachable' });
      }
    },
  );
};

export default healthRoutes;
