import { randomBytes } from 'node:crypto';
import {
  accountSchema,
  accountsQuerySchema,
  ADMIN_MESSAGES,
  adminClassSchema,
  auditEntrySchema,
  auditQuerySchema,
  createAccountBodySchema,
  createLinkBodySchema,
  dataRequestSchema,
  deleteStudentBodySchema,
  errorBodySchema,
  invitationSchema,
  parentLinkSchema,
  reassignClassBodySchema,
  retentionBodySchema,
  retentionSchema,
  securitySettingsSchema,
  settingRowSchema,
  updateAccountBodySchema,
  uuidParam,
} from '@academy/shared';
import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataRequests } from '../../db/schema-admin.ts';
import { parentLinks } from '../../db/schema.ts';
import { writeCsv } from '../../lib/csv.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { currentUser, MFA_REQUIRED_SETTING } from '../../plugins/auth.ts';
import { authLinkUrl, createAuthLink, createUser, findUserById, revokeSessions } from '../auth/index.ts';
import { audit, isStudent, listLinks, verifyLink } from '../parents/index.ts';
import {
  accountById,
  auditEntries,
  getSetting,
  listAccounts,
  listClasses,
  listDataRequests,
  putSetting,
  reassignClass,
  RETENTION_SETTING,
  setDisabled,
  setRole,
} from './admin.repository.ts';
import { buildExport, deleteStudentData } from './data-rights.ts';

const errorRef = errorBodySchema;
const security = [{ bearer: [] }];
const tags = ['admin'];
const idParams = z.object({ id: uuidParam('Id') });

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { config } = app;
  // The admin console: the admin role, and an aal2 session when the school requires MFA for staff.
  const adminOnly = [
    app.requireRole(['admin'], { message: ADMIN_MESSAGES.adminOnly, code: 'not_an_admin' }),
    app.requireStaffAal2,
  ];
  const refusals = { 400: errorRef, 401: errorRef, 403: errorRef, 404: errorRef };

  /** Sends an invitation (set a password) and says how it went; the link itself only without SMTP. */
  const invite = async (userId: string, email: string, actorId: string) => {
    const token = await createAuthLink(db, userId, 'invite');
    const link = authLinkUrl(config.publicUrl, 'invite', token);
    const delivery = await app.sendMail({
      to: email,
      subject: 'Your Academy account',
      text: [
        'Hello,',
        '',
        'Your school has set up an Academy account for you.',
        `Open this link within 7 days to choose your password: ${link}`,
      ].join('\n'),
    });
    await audit(db, {
      actorId,
      action: 'invitation_sent',
      targetUserId: userId,
      details: { outcome: delivery },
    });
    return { delivery, invite_link: delivery === 'log' ? link : null };
  };

  app.get(
    '/admin/accounts',
    {
      schema: {
        tags,
        security,
        summary: 'Accounts: search by name or e-mail, filter by role',
        querystring: accountsQuerySchema,
        response: { 200: z.object({ accounts: z.array(accountSchema) }), ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request) => ({ accounts: await listAccounts(db, request.query) }),
  );

  app.post(
    '/admin/accounts',
    {
      schema: {
        tags,
        security,
        summary: 'Create an educator or parent account and send an invitation to set a password',
        body: createAccountBodySchema,
        response: { 201: invitationSchema, ...refusals, 409: errorRef },
      },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { email, full_name, role } = request.body;
      // Nobody knows this password: the invitation sets the real one.
      const created = await createUser(db, {
        email,
        passwordHash: await hash(randomBytes(32).toString('base64url')),
        role,
        fullName: full_name,
      });
      if (!created) throw conflict(ADMIN_MESSAGES.emailTaken, 'email_taken');
      await audit(db, {
        actorId: actor.id,
        action: 'account_created',
        targetUserId: created.user.id,
        details: { role },
      });
      const sent = await invite(created.user.id, email, actor.id);
      return reply.status(201).send({ account: (await accountById(db, created.user.id))!, ...sent });
    },
  );

  app.patch(
    '/admin/accounts/:id',
    {
      schema: {
        tags,
        security,
        summary: "Change an account's role, or disable / re-enable it (its sessions are revoked at once)",
        params: idParams,
        body: updateAccountBodySchema,
        response: { 200: accountSchema, ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = currentUser(request);
      const target = await accountById(db, request.params.id);
      if (!target) throw notFound('Account not found', 'account_not_found');
      if (target.id === actor.id) throw badRequest(ADMIN_MESSAGES.cannotChangeSelf, 'cannot_change_self');
      const { role, disabled } = request.body;
      if (role !== undefined && role !== target.role) {
        await setRole(db, target.id, role);
        // The role is in the access token: the account signs in again with the new one.
        await revokeSessions(db, { userId: target.id }, 'role_changed');
        await audit(db, {
          actorId: actor.id,
          action: 'role_changed',
          targetUserId: target.id,
          details: { from: target.role, to: role },
        });
      }
      if (disabled !== undefined && disabled !== target.disabled) {
        await setDisabled(db, target.id, disabled);
        if (disabled) await revokeSessions(db, { userId: target.id }, 'account_disabled');
        await audit(db, {
          actorId: actor.id,
          action: disabled ? 'account_disabled' : 'account_enabled',
          targetUserId: target.id,
        });
      }
      return (await accountById(db, target.id))!;
    },
  );

  app.post(
    '/admin/accounts/:id/invite',
    {
      schema: {
        tags,
        security,
        summary: 'Reset a password by invitation: a one-time link to set a new one',
        params: idParams,
        response: { 200: invitationSchema, ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = currentUser(request);
      const target = await accountById(db, request.params.id);
      if (!target) throw notFound('Account not found', 'account_not_found');
      return { account: target, ...(await invite(target.id, target.email, actor.id)) };
    },
  );

  // ------------------------------------------------------------ parent links

  app.get(
    '/admin/links',
    {
      schema: {
        tags,
        security,
        summary: 'Every parent-child link, verified or not',
        response: { 200: z.object({ links: z.array(parentLinkSchema) }), ...refusals },
      },
      preHandler: adminOnly,
    },
    async () => ({ links: await listLinks(db, {}) }),
  );

  app.post(
    '/admin/links',
    {
      schema: {
        tags,
        security,
        summary: 'Link a parent account to a student (verified at once if asked: records who and when)',
        body: createLinkBodySchema,
        response: { 201: parentLinkSchema, ...refusals, 409: errorRef },
      },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const { parent_id, student_id, verified } = request.body;
      const parent = await accountById(db, parent_id);
      if (!parent || parent.role !== 'parent') throw badRequest(ADMIN_MESSAGES.notAParent, 'not_a_parent');
      if (!(await isStudent(db, student_id))) throw badRequest(ADMIN_MESSAGES.notAStudent, 'not_a_student');
      const [link] = await db
        .insert(parentLinks)
        .values({ parentId: parent_id, studentId: student_id })
        .onConflictDoNothing()
        .returning();
      if (!link) throw conflict(ADMIN_MESSAGES.linkExists, 'link_exists');
      await audit(db, {
        actorId: actor.id,
        action: 'parent_link_created',
        targetUserId: student_id,
        details: { parentId: parent_id },
      });
      if (verified) {
        await verifyLink(db, link.id, actor.id, new Date());
        await audit(db, {
          actorId: actor.id,
          action: 'parent_link_verified',
          targetUserId: student_id,
          details: { linkId: link.id },
        });
      }
      const [row] = await listLinks(db, { id: link.id });
      return reply.status(201).send(row!);
    },
  );

  app.delete(
    '/admin/links/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke a parent link',
        params: idParams,
        response: { 200: z.object({ id: z.uuid() }), ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = currentUser(request);
      const [gone] = await db.delete(parentLinks).where(eq(parentLinks.id, request.params.id)).returning();
      if (!gone) throw notFound('Link not found', 'link_not_found');
      await audit(db, {
        actorId: actor.id,
        action: 'parent_link_revoked',
        targetUserId: gone.studentId,
        details: { parentId: gone.parentId },
      });
      return { id: gone.id };
    },
  );

  // ------------------------------------------------------------ classes

  app.get(
    '/admin/classes',
    {
      schema: {
        tags,
        security,
        summary: 'Every class with its owner and roster size',
        response: { 200: z.object({ classes: z.array(adminClassSchema) }), ...refusals },
      },
      preHandler: adminOnly,
    },
    async () => ({ classes: await listClasses(db) }),
  );

  app.patch(
    '/admin/classes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Give a class to another educator',
        params: idParams,
        body: reassignClassBodySchema,
        response: { 200: z.object({ id: z.uuid(), owner_id: z.uuid() }), ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = currentUser(request);
      const owner = await accountById(db, request.body.owner_id);
      if (!owner || owner.role !== 'educator' || owner.disabled) {
        throw badRequest('The new owner must be an active educator account.', 'not_an_educator');
      }
      if (!(await reassignClass(db, request.params.id, owner.id)))
        throw notFound('Class not found', 'class_not_found');
      await audit(db, {
        actorId: actor.id,
        action: 'class_reassigned',
        targetUserId: owner.id,
        details: { classId: request.params.id },
      });
      return { id: request.params.id, owner_id: owner.id };
    },
  );

  // ------------------------------------------------------------ audit log

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log: security events, parent accesses, case actions, administrative actions',
        querystring: auditQuerySchema,
        response: { 200: z.object({ entries: z.array(auditEntrySchema) }), ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request) => ({ entries: await auditEntries(db, request.query) }),
  );

  app.get(
    '/admin/audit.csv',
    {
      schema: {
        tags,
        security,
        summary: 'The audit log (same filters) as CSV',
        querystring: auditQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const entries = await auditEntries(db, request.query);
      await audit(db, { actorId: actor.id, action: 'audit_exported', details: { rows: entries.length } });
      reply.header('content-type', 'text/csv; charset=utf-8');
      reply.header('content-disposition', 'attachment; filename="audit-log.csv"');
      const columns = ['at', 'kind', 'action', 'actor', 'subject', 'outcome'] as const;
      return writeCsv(
        columns,
        entries.map((e) => columns.map((c) => e[c])),
        { newline: '\n' },
      );
    },
  );

  // ------------------------------------------------------------ student data requests

  const studentOr404 = async (id: string) => {
    const found = await findUserById(db, id);
    if (!found || found.profile.role !== 'student') throw notFound('Student not found', 'student_not_found');
    return found;
  };

  app.get(
    '/admin/data-requests',
    {
      schema: {
        tags,
        security,
        summary: 'Student data requests (exports and deletions)',
        response: { 200: z.object({ requests: z.array(dataRequestSchema) }), ...refusals },
      },
      preHandler: adminOnly,
    },
    async () => ({ requests: await listDataRequests(db) }),
  );

  app.post(
    '/admin/students/:id/export',
    {
      schema: {
        tags,
        security,
        summary: 'Export everything stored about one student (a ZIP of JSON and CSV files with a README)',
        params: idParams,
        response: { 201: dataRequestSchema, ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const actor = currentUser(request);
      const student = await studentOr404(request.params.id);
      const { zip, rows } = await buildExport(db, student.user.id, new Date());
      const [row] = await db
        .insert(dataRequests)
        .values({
          kind: 'export',
          studentId: student.user.id,
          requestedBy: actor.id,
          status: 'done',
          rowCount: rows,
        })
        .returning();
      const key = `exports/${student.user.id}/${row!.id}.zip`;
      await app.storage.put(key, Buffer.from(zip), 'application/zip');
      await db.update(dataRequests).set({ storageKey: key }).where(eq(dataRequests.id, row!.id));
      await audit(db, {
        actorId: actor.id,
        action: 'student_data_exported',
        targetUserId: student.user.id,
        details: { rows },
      });
      return reply.status(201).send({
        id: row!.id,
        kind: 'export',
        status: 'done',
        student: student.user.email,
        row_count: rows,
        created_at: row!.createdAt.toISOString(),
      });
    },
  );

  app.get(
    '/admin/data-requests/:id/download',
    {
      schema: {
        tags,
        security,
        summary: "Download an export's ZIP",
        params: idParams,
        produces: ['application/zip'],
        response: { 200: z.any().describe('The ZIP file'), ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request, reply) => {
      const [row] = await db
        .select()
        .from(dataRequests)
        .where(and(eq(dataRequests.id, request.params.id), eq(dataRequests.kind, 'export')));
      const file = row?.storageKey ? await app.storage.get(row.storageKey) : null;
      if (!row || !file) throw notFound('Export not found', 'export_not_found');
      reply.header('content-type', 'application/zip');
      reply.header('content-length', String(file.size));
      reply.header('content-disposition', `attachment; filename="student-export-${row.id}.zip"`);
      return reply.send(file.body);
    },
  );

  app.post(
    '/admin/students/:id/delete',
    {
      schema: {
        tags,
        security,
        summary: "Delete a student's data everywhere (type the student's full name to confirm)",
        params: idParams,
        body: deleteStudentBodySchema,
        response: { 200: z.object({ rows: z.number().int(), files: z.number().int() }), ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = currentUser(request);
      const student = await studentOr404(request.params.id);
      const name = (student.profile.fullName ?? student.user.email).trim();
      if (request.body.confirm_name.trim() !== name)
        throw badRequest(ADMIN_MESSAGES.confirmName, 'confirmation_mismatch');
      const result = await deleteStudentData(
        { db, storage: app.storage, log: request.log },
        { id: student.user.id, email: student.user.email, fullName: student.profile.fullName },
      );
      // The record of the deletion names nobody.
      await db
        .insert(dataRequests)
        .values({ kind: 'deletion', requestedBy: actor.id, status: 'done', rowCount: result.rows });
      await audit(db, {
        actorId: actor.id,
        action: 'student_data_deleted',
        details: { rows: result.rows, files: result.files },
      });
      return result;
    },
  );

  // ------------------------------------------------------------ retention, security, settings

  app.get(
    '/admin/retention',
    {
      schema: {
        tags,
        security,
        summary: 'Chat retention (days; null keeps messages)',
        response: { 200: retentionSchema, ...refusals },
      },
      preHandler: adminOnly,
    },
    async () => ({
      chat_retention_days: (await getSetting<number | null>(db, RETENTION_SETTING))?.value ?? null,
    }),
  );

  app.put(
    '/admin/retention',
    {
      schema: {
        tags,
        security,
        summary: 'Set chat retention: a daily job deletes chat messages older than this many days',
        body: retentionBodySchema,
        response: { 200: retentionSchema, ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = currentUser(request);
      await putSetting(db, RETENTION_SETTING, request.body.chat_retention_days, actor.id);
      await audit(db, {
        actorId: actor.id,
        action: 'retention_changed',
        details: { days: request.body.chat_retention_days },
      });
      return request.body;
    },
  );

  app.get(
    '/admin/security',
    {
      schema: {
        tags,
        security,
        summary: 'Whether staff must use MFA',
        response: { 200: securitySettingsSchema, ...refusals },
      },
      preHandler: adminOnly,
    },
    async () => ({
      mfa_required_for_staff: (await getSetting<boolean>(db, MFA_REQUIRED_SETTING))?.value === true,
    }),
  );

  app.put(
    '/admin/security',
    {
      schema: {
        tags,
        security,
        summary: 'Require MFA for educators and admins (Safeguard and the admin console then need aal2)',
        body: securitySettingsSchema,
        response: { 200: securitySettingsSchema, ...refusals },
      },
      preHandler: adminOnly,
    },
    async (request) => {
      const actor = currentUser(request);
      await putSetting(db, MFA_REQUIRED_SETTING, request.body.mfa_required_for_staff, actor.id);
      await audit(db, {
        actorId: actor.id,
        action: 'mfa_requirement_changed',
        details: { on: request.body.mfa_required_for_staff },
      });
      return request.body;
    },
  );

  app.get(
    '/admin/settings',
    {
      schema: {
        tags,
        security,
        summary: 'The configuration, read-only, with where each value comes from',
        response: { 200: z.object({ settings: z.array(settingRowSchema) }), ...refusals },
      },
      preHandler: adminOnly,
    },
    async () => {
      const env = process.env;
      const src = (...names: string[]) =>
        names.some((n) => env[n] !== undefined && env[n] !== '') ? 'environment' : 'default';
      const smtp = config.smtp;
      return {
        settings: [
          { name: 'AI provider', value: config.ai.provider, source: src('AI_PROVIDER') },
          {
            name: 'Moderation provider',
            value: config.moderation.provider,
            source: src('MODERATION_PROVIDER'),
          },
          {
            name: 'SMTP',
            value: smtp
              ? `${smtp.url ? 'SMTP_URL' : `${smtp.host ?? 'localhost'}:${smtp.port}`} (from ${smtp.from})`
              : 'not configured (mail is written to the log)',
            source: src('SMTP_URL', 'SMTP_HOST'),
          },
          { name: 'Storage driver', value: app.storage.driver, source: src('STORAGE_DRIVER') },
          {
            name: 'Captcha',
            value: config.captcha.enabled ? `enabled (difficulty ${config.captcha.difficulty})` : 'disabled',
            source: src('CAPTCHA_ENABLED', 'CAPTCHA_DIFFICULTY'),
          },
        ] as { name: string; value: string; source: 'environment' | 'default' }[],
      };
    },
  );
};

export default adminRoutes;
