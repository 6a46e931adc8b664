import { CHANNEL_PREFIXES, scoreSchema, scoresChannel } from '@academy/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { listScores } from './learning.repository.ts';

const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  // `scores:{userId}`: only that user may subscribe.
  app.realtime.registerChannel(
    CHANNEL_PREFIXES.scores,
    (user, channel) => channel === scoresChannel(user.id),
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
