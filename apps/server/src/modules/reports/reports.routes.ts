import {
  jobSchema,
  reportClassesResponseSchema,
  reportTokenQuerySchema,
  startReportBodySchema,
  TIME_TOOLS_MESSAGES,
} from '@academy/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { verifyLink } from '../../lib/signed-links.ts';
import { currentUser } from '../../plugins/auth.ts';
import { getJob, toJob } from '../grading/index.ts';
import { ownClasses, sessionIsLive, startReport } from './reports.service.ts';

const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const educators = app.requireRole(['educator', 'admin'], {
    message: TIME_TOOLS_MESSAGES.educatorsOnly,
    code: 'educators_only',
  });
  const security = [{ bearer: [] }];
  const tags = ['time-tools'];
  const db = app.database.db;

  app.get(
    '/time-tools/classes',
    {
      schema: {
        tags,
        security,
        summary: "The caller's classes, for the report's class selector",
        response: { 200: reportClassesResponseSchema },
      },
      preHandler: educators,
    },
    async (request) => ({ classes: await ownClasses(db, currentUser(request).id) }),
  );

  app.post(
    '/time-tools/reports',
    {
      schema: {
        tags,
        security,
        summary: "Queues a class's PDF progress report (compile_progress_report)",
        body: startReportBodySchema,
        response: { 201: jobSchema },
      },
      preHandler: educators,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const job = await startReport(
        { db, sendJob: (name, data) => app.jobs.send(name, data), publish: (e) => app.realtime.publish(e) },
        user.id,
        request.body.classId,
      );
      return reply
        .code(201)
        .send(toJob(job, { linkKey: app.secrets.cookieSecret, sessionId: user.sessionId, now: new Date() }));
    },
  );

  /**
   * A report's PDF through its short-lived signed link (made for the owner and their sign-in session by
   * the job list). It opens in a new tab, so it carries no bearer token: the link is the credential, and
   * it dies with its session or after five minutes. A signed-in caller other than the owner gets a 404.
   */
  app.get(
    '/time-tools/reports/download',
    {
      schema: {
        tags,
        summary: 'Downloads a report PDF through a signed link from the job list',
        querystring: reportTokenQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any() },
      },
    },
    async (request, reply) => {
      const refuse = () => notFound(TIME_TOOLS_MESSAGES.linkExpired, 'link_invalid');
      const claims = verifyLink(app.secrets.cookieSecret, request.query.token);
      if (!claims) throw refuse();
      const [jobId, sessionId] = claims.subject.split(':');
      if (!jobId || !sessionId) throw refuse();
      if (request.headers.authorization) {
        let callerId: string | null = null;
        try {
          await app.authenticate(request, reply);
          callerId = request.user?.id ?? null;
        } catch {
          callerId = null;
        }
        if (callerId !== claims.userId) throw refuse();
      }
      if (!(await sessionIsLive(db, sessionId, claims.userId))) throw refuse();
      const job = await getJob(db, jobId).catch(() => null);
      const key = job?.output?.storageKey;
      if (!job || job.ownerId !== claims.userId || job.status !== 'done' || typeof key !== 'string')
        throw refuse();
      const file = await app.storage.get(key);
      if (!file) throw refuse();
      const name = `progress-report-${String((job.input as { className?: string }).className ?? 'class')
        .replace(/[^\w-]/g, '_')
        .slice(0, 60)}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(file.size))
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(file.body);
    },
  );
};

export default reportsRoutes;
