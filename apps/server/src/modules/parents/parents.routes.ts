import {
  childConversationSchema,
  digestBodySchema,
  errorBodySchema,
  issuedPairingCodeSchema,
  PAIRING_ATTEMPTS_PER_HOUR,
  PAIRING_ISSUES_PER_HOUR,
  PARENT_MESSAGES,
  pairingCodeBodySchema,
  parentAccessBodySchema,
  parentAccessResponseSchema,
  pairingCodeListSchema,
  parentLinkSchema,
  uuidParam,
} from '@academy/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors.ts';
import { verifyLink as verifySignedLink } from '../../lib/signed-links.ts';
import { currentUser } from '../../plugins/auth.ts';
import { isVerifiedParent, rosterOf, teacherHasStudent } from '../access/index.ts';
import {
  audit,
  childConversation,
  codeStudents,
  isStudent,
  issuePairingCode,
  linkById,
  listLinks,
  listPairingCodes,
  logParentAccess,
  pairingCodeById,
  recentActions,
  redeemPairingCode,
  refuseLink,
  revokePairingCode,
  setDigest,
  studentData,
  verifiedChildren,
  verifyLink,
} from './parents.repository.ts';

const errorRef = errorBodySchema;
const security = [{ bearer: [] }];
const tags = ['parents'];

const parentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const key = app.secrets.cookieSecret;
  const parentOnly = app.requireRole(['parent'], {
    message: PARENT_MESSAGES.parentsOnly,
    code: 'not_a_parent',
  });
  const staff = app.requireRole(['educator', 'admin']);

  /**
   * A parent's access to one child's data, logged either way (SPEC: a parent_access_log row and the
   * parent_student_data_access event; the student's id only with a verified link). `read` runs only with a
   * verified link, and the access counts as allowed when it found something. A child the parent is not
   * verified-linked to (a foreign id, an unverified link, no account at all) is audited and refused with 404.
   */
  const accessChild = async <T>(
    parentId: string,
    studentId: string,
    access: { action: 'get_student_data' | 'get_conversation'; sessionId?: string },
    read?: () => Promise<T | null>,
  ): Promise<T | null> => {
    const allowed = await isVerifiedParent(db, parentId, studentId);
    const found = allowed && read ? await read() : null;
    await logParentAccess(db, {
      parentId,
      studentId: allowed ? studentId : null,
      allowed: allowed && (!read || found !== null),
      ...access,
    });
    if (!allowed) {
      await audit(db, {
        actorId: parentId,
        action: 'parent_access_denied',
        details: { requested: studentId, ...(access.sessionId ? { session: access.sessionId } : {}) },
      });
      throw notFound(PARENT_MESSAGES.accessDenied, 'access_denied');
    }
    return found;
  };
  /** Who may revoke a student's pairing code, or verify or refuse a link to them: an admin, or their teacher. */
  const staffFor = async (user: { id: string; role: string }, studentId: string) =>
    user.role === 'admin' || (await teacherHasStudent(db, user.id, studentId));

  app.post(
    '/parent-access',
    {
      schema: {
        tags,
        security,
        summary: "The parent portal (SPEC 'parent-access'): get_children, or get_student_data for one child",
        body: parentAccessBodySchema,
        response: {
          200: parentAccessResponseSchema,
          400: errorRef,
          401: errorRef,
          403: errorRef,
          404: errorRef,
        },
      },
      preHandler: parentOnly,
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      if (body.action === 'get_children') {
        const children = await verifiedChildren(db, user.id);
        await logParentAccess(db, {
          parentId: user.id,
          studentId: null,
          action: 'get_children',
          allowed: true,
        });
        return { children };
      }
      await accessChild(user.id, body.student_id, { action: 'get_student_data' });
      return { studentData: await studentData(db, body.student_id) };
    },
  );

  app.put(
    '/parents/children/:studentId/digest',
    {
      schema: {
        tags,
        security,
        summary: 'Turn the weekly digest e-mail about one child on or off',
        params: z.object({ studentId: uuidParam('Student') }),
        body: digestBodySchema,
        response: { 200: digestBodySchema, 400: errorRef, 401: errorRef, 403: errorRef, 404: errorRef },
      },
      preHandler: parentOnly,
    },
    async (request) => {
      const user = currentUser(request);
      const ok = await setDigest(db, user.id, request.params.studentId, request.body.weekly_digest);
      if (!ok) throw notFound(PARENT_MESSAGES.accessDenied, 'access_denied');
      return { weekly_digest: request.body.weekly_digest };
    },
  );

  app.get(
    '/parents/children/:studentId/sessions/:sessionId',
    {
      schema: {
        tags,
        security,
        summary:
          "Read one of a child's tutoring conversations (a verified parent; read-only; every read is logged)",
        params: z.object({ studentId: uuidParam('Student'), sessionId: uuidParam('Session') }),
        response: {
          200: childConversationSchema,
          400: errorRef,
          401: errorRef,
          403: errorRef,
          404: errorRef,
        },
      },
      preHandler: parentOnly,
    },
    async (request) => {
      const user = currentUser(request);
      const { studentId, sessionId } = request.params;
      const conversation = await accessChild(
        user.id,
        studentId,
        { action: 'get_conversation', sessionId },
        () => childConversation(db, studentId, sessionId),
      );
      if (!conversation) throw notFound(PARENT_MESSAGES.conversationNotFound, 'session_not_found');
      return conversation;
    },
  );

  app.get(
    '/parents/digest/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe from a weekly digest (the signed link in the e-mail)',
        querystring: z.object({ token: z.string().max(2048, { error: 'The link is too long.' }) }),
        response: { 200: z.object({ message: z.string() }), 400: errorRef },
      },
    },
    async (request) => {
      const claims = verifySignedLink(key, request.query.token);
      if (!claims?.subject.startsWith('digest:'))
        throw badRequest(PARENT_MESSAGES.unsubscribeInvalid, 'invalid_link');
      const studentId = claims.subject.slice('digest:'.length);
      await setDigest(db, claims.userId, studentId, false);
      await audit(db, { actorId: claims.userId, action: 'digest_unsubscribed', targetUserId: studentId });
      return { message: PARENT_MESSAGES.unsubscribed };
    },
  );

  app.post(
    '/parents/pairing-codes',
    {
      schema: {
        tags,
        security,
        summary: 'Issue a one-time pairing code for a student (a teacher of the student, or an admin)',
        body: z.object({ student_id: uuidParam('Student') }),
        response: {
          201: issuedPairingCodeSchema,
          400: errorRef,
          401: errorRef,
          403: errorRef,
          404: errorRef,
          429: errorRef,
        },
      },
      preHandler: staff,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const studentId = request.body.student_id;
      const may =
        user.role === 'admin'
          ? await isStudent(db, studentId)
          : await teacherHasStudent(db, user.id, studentId);
      if (!may) throw notFound('Student not found', 'student_not_found');
      const now = new Date();
      if ((await recentActions(db, user.id, 'pairing_code_issued', now)) >= PAIRING_ISSUES_PER_HOUR) {
        throw tooManyRequests('Too many pairing codes issued this hour. Please try again later.');
      }
      const { code, expiresAt } = await issuePairingCode(db, studentId, user.id, now);
      return reply.status(201).send({ code, student_id: studentId, expires_at: expiresAt.toISOString() });
    },
  );

  app.get(
    '/parents/pairing-codes',
    {
      schema: {
        tags,
        security,
        summary:
          "Pairing codes of the last 30 days and the students a code may be issued for: an educator's roster students, or all (admin)",
        response: {
          200: pairingCodeListSchema,
          401: errorRef,
          403: errorRef,
        },
      },
      preHandler: staff,
    },
    async (request) => {
      const user = currentUser(request);
      const studentIn = user.role === 'admin' ? undefined : rosterOf(user.id);
      const codes = await listPairingCodes(db, { viewerId: user.id, studentIn, now: new Date() });
      return { codes, students: await codeStudents(db, studentIn) };
    },
  );

  app.delete(
    '/parents/pairing-codes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke a pairing code that has not been used (a teacher of the student, or an admin)',
        params: z.object({ id: uuidParam('Pairing code') }),
        response: {
          200: z.object({ id: z.uuid() }),
          400: errorRef,
          401: errorRef,
          403: errorRef,
          404: errorRef,
          409: errorRef,
        },
      },
      preHandler: staff,
    },
    async (request) => {
      const user = currentUser(request);
      const code = await pairingCodeById(db, request.params.id);
      if (!code || !(await staffFor(user, code.studentId)))
        throw notFound('Pairing code not found', 'pairing_code_not_found');
      if (code.redeemedAt || !(await revokePairingCode(db, code.id))) {
        throw conflict(PARENT_MESSAGES.pairingAlreadyUsed, 'pairing_code_used');
      }
      await audit(db, {
        actorId: user.id,
        action: 'pairing_code_revoked',
        targetUserId: code.studentId,
        details: { codeId: code.id },
      });
      return { id: code.id };
    },
  );

  app.post(
    '/parents/pairing-codes/redeem',
    {
      schema: {
        tags,
        security,
        summary: 'Redeem a pairing code: an unverified link that a teacher or the administrator verifies',
        body: pairingCodeBodySchema,
        response: {
          201: z.object({ link_id: z.uuid(), verified: z.boolean(), message: z.string() }),
          400: errorRef,
          401: errorRef,
          403: errorRef,
          429: errorRef,
        },
      },
      preHandler: parentOnly,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const now = new Date();
      if ((await recentActions(db, user.id, 'pairing_code_attempt', now)) >= PAIRING_ATTEMPTS_PER_HOUR) {
        throw tooManyRequests(PARENT_MESSAGES.pairingTooMany);
      }
      await audit(db, { actorId: user.id, action: 'pairing_code_attempt' });
      const link = await redeemPairingCode(db, user.id, request.body.code, now);
      if (!link) throw badRequest(PARENT_MESSAGES.pairingInvalid, 'invalid_pairing_code');
      return reply
        .status(201)
        .send({ link_id: link.id, verified: link.verified, message: PARENT_MESSAGES.pairingRedeemed });
    },
  );

  app.get(
    '/parents/pending-links',
    {
      schema: {
        tags,
        security,
        summary: "Unverified parent links to verify: an educator's roster students, or all (admin)",
        response: { 200: z.object({ links: z.array(parentLinkSchema) }), 401: errorRef, 403: errorRef },
      },
      preHandler: staff,
    },
    async (request) => {
      const user = currentUser(request);
      const links = await listLinks(db, {
        unverifiedOnly: true,
        studentIn: user.role === 'admin' ? undefined : rosterOf(user.id),
      });
      return { links };
    },
  );

  app.post(
    '/parents/links/:id/verify',
    {
      schema: {
        tags,
        security,
        summary: 'Verify a parent link (a teacher of the student, or an admin): records who and when',
        params: z.object({ id: uuidParam('Link') }),
        response: { 200: parentLinkSchema, 400: errorRef, 401: errorRef, 403: errorRef, 404: errorRef },
      },
      preHandler: [staff, app.requireStaffAal2],
    },
    async (request) => {
      const user = currentUser(request);
      const link = await linkById(db, request.params.id);
      if (!link || !(await staffFor(user, link.studentId)))
        throw notFound('Link not found', 'link_not_found');
      await verifyLink(db, link.id, user.id, new Date());
      await audit(db, {
        actorId: user.id,
        action: 'parent_link_verified',
        targetUserId: link.studentId,
        details: { linkId: link.id, parentId: link.parentId },
      });
      const [row] = await listLinks(db, { id: link.id });
      return row!;
    },
  );

  app.post(
    '/parents/links/:id/refuse',
    {
      schema: {
        tags,
        security,
        summary:
          'Refuse an unverified parent link (a teacher of the student, or an admin): the link is removed',
        params: z.object({ id: uuidParam('Link') }),
        response: {
          200: z.object({ id: z.uuid() }),
          400: errorRef,
          401: errorRef,
          403: errorRef,
          404: errorRef,
          409: errorRef,
        },
      },
      preHandler: [staff, app.requireStaffAal2],
    },
    async (request) => {
      const user = currentUser(request);
      const link = await linkById(db, request.params.id);
      if (!link || !(await staffFor(user, link.studentId)))
        throw notFound('Link not found', 'link_not_found');
      if (link.verified || !(await refuseLink(db, link.id))) {
        throw conflict(PARENT_MESSAGES.linkAlreadyVerified, 'link_verified');
      }
      await audit(db, {
        actorId: user.id,
        action: 'parent_link_refused',
        targetUserId: link.studentId,
        details: { linkId: link.id, parentId: link.parentId },
      });
      return { id: link.id };
    },
  );
};

export default parentsRoutes;
