import { scoreSchema, tutoringSessionSchema } from '@academy/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { listScores, listSessions } from './learning.repository.ts';

/** Realtime channels `sessions:{userId}` and `scores:{userId}`: only that user may subscribe. */
export const sessionsChannel = (userId: string) => `sessions:${userId}`;
export const scoresChannel = (userId: string) => `scores:${userId}`;

const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  app.realtime.registerChannel('sessions:', (user, channel) => channel === sessionsChannel(user.id));
  app.realtime.registerChannel('scores:', (user, channel) => channel === scoresChannel(user.id));

  app.get(
    '/sessions',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's tutoring sessions, newest first (50)",
        security: [{ bearer: [] }],
        response: { 200: z.object({ sessions: z.array(tutoringSessionSchema) }) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ sessions: await listSessions(app.database.db, currentUser(request).id) }),
  );

  app.get(
    '/scores',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's scores, newest first (100)",
        security: [{ bearer: [] }],
        response: { 200: z.object({ scores: z.array(scoreSchema) }) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ scores: await listScores(app.database.db, currentUser(request).id) }),
  );
};

export default learningRoutes;
