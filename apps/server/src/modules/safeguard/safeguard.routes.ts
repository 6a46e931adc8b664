import {
  acknowledgeCaseBodySchema,
  caseDetailSchema,
  caseIdParamsSchema,
  childEventsResponseSchema,
  childParamsSchema,
  moderationEventsResponseSchema,
  resolveCaseBodySchema,
  SAFEGUARD_EVENTS_DEFAULT,
  CHANNEL_PREFIXES,
  SAFEGUARD_MESSAGES,
  safeguardChannel,
  safeguardEventsQuerySchema,
  safeguardStatsSchema,
  safeguardStudentsResponseSchema,
} from '@academy/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { registerNotifyJob } from './notify.ts';
import { publishToStaff } from './record.ts';
import {
  getCaseDetail,
  getStats,
  listChildEvents,
  listEvents,
  listStudents,
  transitionCase,
} from './safeguard.repository.ts';
import { isVerifiedParent, type Viewer } from '../access/index.ts';

const STAFF = new Set(['educator', 'admin']);

const safeguardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.realtime.registerChannel(
    CHANNEL_PREFIXES.safeguard,
    (user, channel) => STAFF.has(user.role) && channel === safeguardChannel(user.id),
  );
  registerNotifyJob(app);

  /** Educators and admins only; everyone else gets the no-access answer. */
  const staffRole = app.requireRole(['educator', 'admin'], {
    message: SAFEGUARD_MESSAGES.noAccess,
    code: 'no_safeguard_access',
  });
  // When the school requires MFA for staff, Safeguard needs an aal2 session (ADR 029).
  const staffOnly: typeof staffRole = async function (request, reply) {
    await staffRole.call(this, request, reply);
    await app.requireStaffAal2.call(this, request, reply);
  };
  const viewer = (request: FastifyRequest): Viewer => {
    const user = currentUser(request);
    return { id: user.id, role: user.role };
  };
  const security = [{ bearer: [] }];
  const tags = ['safeguard'];

  app.get(
    '/safeguard/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Moderation figures for the students the caller may see',
        response: { 200: safeguardStatsSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => getStats(app.database.db, viewer(request)),
  );

  app.get(
    '/safeguard/events',
    {
      schema: {
        tags,
        security,
        summary: 'Moderation events, newest first, with the student, the case and a message excerpt',
        querystring: safeguardEventsQuerySchema,
        response: { 200: moderationEventsResponseSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => ({ events: await listEvents(app.database.db, viewer(request), request.query) }),
  );

  app.get(
    '/safeguard/students',
    {
      schema: {
        tags,
        security,
        summary: 'The students the caller may see (for the filter)',
        response: { 200: safeguardStudentsResponseSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => ({ students: await listStudents(app.database.db, viewer(request)) }),
  );

  app.get(
    '/safeguard/cases/:id',
    {
      schema: {
        tags,
        security,
        summary: 'A case, its audit trail and the flagged message in its conversation',
        params: caseIdParamsSchema,
        response: { 200: caseDetailSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => {
      const detail = await getCaseDetail(app.database.db, viewer(request), request.params.id);
      if (!detail) throw notFound(SAFEGUARD_MESSAGES.caseNotFound, 'case_not_found');
      return detail;
    },
  );

  const transition = async (
    request: FastifyRequest,
    id: string,
    to: 'acknowledged' | 'resolved',
    note: string | null,
  ) => {
    const who = viewer(request);
    const outcome = await transitionCase(app.database.db, who, id, to, note);
    if (!outcome.ok) {
      if (outcome.reason === 'not_found') throw notFound(SAFEGUARD_MESSAGES.caseNotFound, 'case_not_found');
      if (outcome.reason === 'already_resolved')
        throw conflict(SAFEGUARD_MESSAGES.alreadyResolved, 'case_resolved');
      throw conflict(SAFEGUARD_MESSAGES.alreadyAcknowledged, 'case_acknowledged');
    }
    try {
      await publishToStaff(
        { db: app.database.db, publish: (event) => app.realtime.publish(event) },
        outcome.studentId,
        { table: 'moderation_cases', type: 'UPDATE', id },
      );
    } catch (err) {
      request.log.error({ err, caseId: id }, 'safeguard: the case change could not be published');
    }
    return (await getCaseDetail(app.database.db, who, id))!;
  };

  app.post(
    '/safeguard/cases/:id/acknowledge',
    {
      schema: {
        tags,
        security,
        summary: 'Acknowledge an open case (optional note)',
        params: caseIdParamsSchema,
        body: acknowledgeCaseBodySchema,
        response: { 200: caseDetailSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => transition(request, request.params.id, 'acknowledged', request.body.note ?? null),
  );

  app.post(
    '/safeguard/cases/:id/resolve',
    {
      schema: {
        tags,
        security,
        summary: 'Resolve a case with a note (required); resolved is final',
        params: caseIdParamsSchema,
        body: resolveCaseBodySchema,
        response: { 200: caseDetailSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => transition(request, request.params.id, 'resolved', request.body.note),
  );

  app.get(
    '/safeguard/children/:studentId/events',
    {
      schema: {
        tags,
        security,
        summary: "A verified parent's read-only view of their child's flagged events (no message text)",
        params: childParamsSchema,
        response: { 200: childEventsResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const allowed =
        user.role === 'parent' &&
        (await isVerifiedParent(app.database.db, user.id, request.params.studentId));
      if (!allowed) throw forbidden(SAFEGUARD_MESSAGES.noAccess, 'no_safeguard_access');
      return {
        events: await listChildEvents(app.database.db, request.params.studentId, SAFEGUARD_EVENTS_DEFAULT),
      };
    },
  );
};

export default safeguardRoutes;
