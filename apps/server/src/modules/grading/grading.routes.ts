import {
  CHANNEL_PREFIXES,
  gradingResultsResponseSchema,
  jobIdParamsSchema,
  jobSchema,
  jobsChannel,
  jobsResponseSchema,
  overrideBodySchema,
  overrideResponseSchema,
  resultParamsSchema,
  startGradingBodySchema,
  TIME_TOOLS_MESSAGES,
} from '@academy/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  cancelOwnJob,
  displayName,
  getOwnJob,
  listJobs,
  listResults,
  overrideResults,
} from './grading.repository.ts';
import { jobEvent, resultsCsv, startGrading, toJob, toResult, type GradingInput } from './grading.service.ts';

/** Room for a 5 MB file sent as JSON text (quotes and line breaks escaped). */
const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;

const gradingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.realtime.registerChannel(
    CHANNEL_PREFIXES.jobs,
    (user, channel) =>
      (user.role === 'educator' || user.role === 'admin') && channel === jobsChannel(user.id),
  );
  const educators = app.requireRole(['educator', 'admin'], {
    message: TIME_TOOLS_MESSAGES.educatorsOnly,
    code: 'educators_only',
  });
  const security = [{ bearer: [] }];
  const tags = ['time-tools'];
  const db = app.database.db;
  const publish = (event: Parameters<typeof app.realtime.publish>[0]) => app.realtime.publish(event);
  const linkCtx = (request: FastifyRequest) => ({
    linkKey: app.secrets.cookieSecret,
    sessionId: currentUser(request).sessionId,
    now: new Date(),
  });

  const ownGradingJob = async (request: FastifyRequest, id: string) => {
    const job = await getOwnJob(db, currentUser(request).id, id);
    if (!job) throw notFound(TIME_TOOLS_MESSAGES.jobNotFound, 'job_not_found');
    if ((job.input as { type?: string }).type === 'report') {
      throw badRequest(TIME_TOOLS_MESSAGES.notGrading, 'not_grading_job');
    }
    return job;
  };
  const rosterFlags = (job: { input: unknown }) => {
    const answers = (job.input as unknown as GradingInput).answers ?? [];
    return (row: number) => answers[row]?.on_roster ?? false;
  };

  app.get(
    '/time-tools/jobs',
    {
      schema: {
        tags,
        security,
        summary:
          "The caller's grading and report jobs, newest first (with a fresh download link for done reports)",
        response: { 200: jobsResponseSchema },
      },
      preHandler: educators,
    },
    async (request) => {
      const ctx = linkCtx(request);
      return { jobs: (await listJobs(db, currentUser(request).id)).map((j) => toJob(j, ctx)) };
    },
  );

  app.post(
    '/time-tools/grading-jobs',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Checks a CSV of short answers and queues its grading job (grade_short_answers)',
        body: startGradingBodySchema,
        response: { 201: jobSchema },
      },
      preHandler: educators,
    },
    async (request, reply) => {
      const job = await startGrading(
        { db, sendJob: (name, data) => app.jobs.send(name, data), publish },
        currentUser(request).id,
        request.body,
      );
      return reply.code(201).send(toJob(job, linkCtx(request)));
    },
  );

  app.post(
    '/time-tools/jobs/:id/cancel',
    {
      schema: {
        tags,
        security,
        summary: 'Cancels a queued or running job',
        params: jobIdParamsSchema,
        response: { 200: jobSchema },
      },
      preHandler: educators,
    },
    async (request) => {
      const user = currentUser(request);
      const cancelled = await cancelOwnJob(db, user.id, request.params.id);
      if (!cancelled) {
        if (!(await getOwnJob(db, user.id, request.params.id))) {
          throw notFound(TIME_TOOLS_MESSAGES.jobNotFound, 'job_not_found');
        }
        throw conflict(TIME_TOOLS_MESSAGES.notCancellable, 'not_cancellable');
      }
      await publish(jobEvent(cancelled));
      return toJob(cancelled, linkCtx(request));
    },
  );

  app.get(
    '/time-tools/grading-jobs/:id/results',
    {
      schema: {
        tags,
        security,
        summary: 'Every graded answer of a grading job: score, verdict, reason, cluster and any override',
        params: jobIdParamsSchema,
        response: { 200: gradingResultsResponseSchema },
      },
      preHandler: educators,
    },
    async (request) => {
      const job = await ownGradingJob(request, request.params.id);
      const onRoster = rosterFlags(job);
      const results = (await listResults(db, job.id)).map((r) => toResult(r, onRoster(r.rowIndex)));
      return { job: toJob(job, linkCtx(request)), results };
    },
  );

  app.get(
    '/time-tools/grading-jobs/:id/results.csv',
    {
      schema: {
        tags,
        security,
        summary: "'Download CSV': the results as CSV",
        params: jobIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
      preHandler: educators,
    },
    async (request, reply) => {
      const job = await ownGradingJob(request, request.params.id);
      const onRoster = rosterFlags(job);
      const results = (await listResults(db, job.id)).map((r) => toResult(r, onRoster(r.rowIndex)));
      const base = ((job.input as unknown as GradingInput).fileName ?? 'answers.csv').replace(/\.csv$/i, '');
      const name = `${base.replace(/[^\w.-]/g, '_').slice(0, 80)}-graded.csv`;
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(resultsCsv(results));
    },
  );

  app.patch(
    '/time-tools/grading-jobs/:id/results/:resultId',
    {
      schema: {
        tags,
        security,
        summary: "Overrides an answer's score (or its whole cluster's), kept with who and when",
        params: resultParamsSchema,
        body: overrideBodySchema,
        response: { 200: overrideResponseSchema },
      },
      preHandler: educators,
    },
    async (request) => {
      const user = currentUser(request);
      const job = await ownGradingJob(request, request.params.id);
      const answers = (job.input as unknown as GradingInput).answers ?? [];
      const maxOf = new Map<number, number>(answers.map((a, i) => [i, a.max_points]));
      const results = await listResults(db, job.id);
      const target = results.find((r) => r.id === request.params.resultId);
      if (!target) throw notFound(TIME_TOOLS_MESSAGES.resultNotFound, 'result_not_found');
      if (request.body.score > (maxOf.get(target.rowIndex) ?? target.maxPoints)) {
        throw badRequest(TIME_TOOLS_MESSAGES.scoreRange, 'score_out_of_range', [
          { path: ['score'], message: TIME_TOOLS_MESSAGES.scoreRange },
        ]);
      }
      const changed = await overrideResults(
        db,
        job.id,
        target.id,
        { id: user.id, name: await displayName(db, user.id) },
        request.body.score,
        request.body.cluster === true,
      );
      if (!changed) throw notFound(TIME_TOOLS_MESSAGES.resultNotFound, 'result_not_found');
      const onRoster = rosterFlags(job);
      await publish(jobEvent(job));
      return { results: changed.map((r) => toResult(r, onRoster(r.rowIndex))) };
    },
  );
};

export default gradingRoutes;
