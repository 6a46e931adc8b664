import { catalogTutorsResponseSchema, type CatalogTutor } from '@academy/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countTutorStudents } from './catalog.repository.ts';

/** Counts change slowly and the page is public: one query per this many milliseconds at most. */
export const CATALOG_CACHE_MS = 5000;

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  let cached: { at: number; tutors: Promise<CatalogTutor[]> } | null = null;

  app.get(
    '/catalog/tutors',
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
};

export default catalogRoutes;
