import { profileSchema } from '@academy/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { findUserById, toProfile } from '../auth/index.ts';

const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile',
    {
      schema: {
        tags: ['profiles'],
        summary: "The signed-in user's profile",
        security: [{ bearer: [] }],
        response: { 200: profileSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const found = await findUserById(app.database.db, currentUser(request).id);
      if (!found) throw notFound('Profile not found');
      return toProfile(found.profile);
    },
  );
};

export default profilesRoutes;
