import {
  CHANNEL_PREFIXES,
  CLASSROOM_MESSAGES,
  classDetailSchema,
  classIdParamsSchema,
  classInputSchema,
  classListSchema,
  classSchema,
  classUpdateSchema,
  classesChannel,
  rosterEntryParamsSchema,
  rosterImportBodySchema,
  rosterImportResultSchema,
  rosterInputSchema,
  rosterListSchema,
  rosterStudentSchema,
  studentRecordSchema,
  workspaceSchema,
} from '@academy/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  deleteClass,
  deleteRosterStudent,
  findClass,
  findRosterStudent,
  findStudentRecord,
  importRoster,
  insertClass,
  insertRosterStudent,
  isDuplicateEmail,
  listClassAssignments,
  listClasses,
  listRoster,
  updateClass,
  updateRosterStudent,
  workspaceFigures,
} from './classrooms.repository.ts';
import { parseRosterCsv } from './roster-csv.ts';

const STAFF = new Set(['educator', 'admin']);

const classroomsRoutes: FastifyPluginAsyncZod = async (app) => {
  // `classes:{educatorId}`: only that educator (or admin) may subscribe.
  app.realtime.registerChannel(
    CHANNEL_PREFIXES.classes,
    (user, channel) => STAFF.has(user.role) && channel === classesChannel(user.id),
  );

  const staffOnly = app.requireRole(['educator', 'admin'], {
    message: CLASSROOM_MESSAGES.noAccess,
    code: 'not_an_educator',
  });
  const security = [{ bearer: [] }];
  const tags = ['classrooms'];
  const owner = (request: FastifyRequest) => currentUser(request).id;

  /** Tells the owner's other tabs that a class or its roster changed (never fails the request). */
  const announce = async (
    request: FastifyRequest,
    table: 'classes' | 'students',
    type: 'INSERT' | 'UPDATE' | 'DELETE',
    classId: string,
  ) => {
    try {
      await app.realtime.publish({ channel: classesChannel(owner(request)), table, type, id: classId });
    } catch (err) {
      request.log.error({ err, classId }, 'classrooms: the change could not be published');
    }
  };

  const ownedClass = async (request: FastifyRequest, classId: string) => {
    const found = await findClass(app.database.db, owner(request), classId);
    // Another educator's class and no class look the same.
    if (!found) throw notFound(CLASSROOM_MESSAGES.classNotFound, 'class_not_found');
    return found;
  };

  const emptyToNull = (value: string | null | undefined) => (value ? value : null);

  app.get(
    '/classrooms',
    {
      schema: {
        tags,
        security,
        summary: "The caller's classes, newest first",
        response: { 200: classListSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => ({ classes: await listClasses(app.database.db, owner(request)) }),
  );

  app.post(
    '/classrooms',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a class (name required, grade optional)',
        body: classInputSchema,
        response: { 201: classSchema },
      },
      preHandler: staffOnly,
    },
    async (request, reply) => {
      const created = await insertClass(app.database.db, owner(request), {
        name: request.body.name,
        grade: emptyToNull(request.body.grade),
      });
      await announce(request, 'classes', 'INSERT', created.id);
      return reply.status(201).send(created);
    },
  );

  app.get(
    '/classrooms/:classId',
    {
      schema: {
        tags,
        security,
        summary: "One of the caller's classes with its assigned learning paths",
        params: classIdParamsSchema,
        response: { 200: classDetailSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => {
      const found = await ownedClass(request, request.params.classId);
      return { class: found, assignments: await listClassAssignments(app.database.db, found.id) };
    },
  );

  app.patch(
    '/classrooms/:classId',
    {
      schema: {
        tags,
        security,
        summary: "Renames one of the caller's classes or changes its grade",
        params: classIdParamsSchema,
        body: classUpdateSchema,
        response: { 200: classSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => {
      const { name, grade } = request.body;
      const updated = await updateClass(app.database.db, owner(request), request.params.classId, {
        ...(name !== undefined ? { name } : {}),
        ...(grade !== undefined ? { grade: emptyToNull(grade) } : {}),
      });
      if (!updated) throw notFound(CLASSROOM_MESSAGES.classNotFound, 'class_not_found');
      await announce(request, 'classes', 'UPDATE', updated.id);
      return updated;
    },
  );

  app.delete(
    '/classrooms/:classId',
    {
      schema: {
        tags,
        security,
        summary:
          "Deletes one of the caller's classes with its roster and assignments (students' own accounts stay)",
        params: classIdParamsSchema,
        response: { 204: z.null() },
      },
      preHandler: staffOnly,
    },
    async (request, reply) => {
      const deleted = await deleteClass(app.database.db, owner(request), request.params.classId);
      if (!deleted) throw notFound(CLASSROOM_MESSAGES.classNotFound, 'class_not_found');
      await announce(request, 'classes', 'DELETE', request.params.classId);
      return reply.status(204).send(null);
    },
  );

  // ---------------------------------------------------------------- roster

  app.get(
    '/classrooms/:classId/students',
    {
      schema: {
        tags,
        security,
        summary: "The roster of one of the caller's classes",
        params: classIdParamsSchema,
        response: { 200: rosterListSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => {
      const found = await ownedClass(request, request.params.classId);
      return { students: await listRoster(app.database.db, found.id) };
    },
  );

  const rosterFields = (body: z.infer<typeof rosterInputSchema>) => ({
    first_name: emptyToNull(body.first_name),
    last_name: emptyToNull(body.last_name),
    email: emptyToNull(body.email),
  });

  app.post(
    '/classrooms/:classId/students',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a student to the roster (linked to the student account with that email, if any)',
        params: classIdParamsSchema,
        body: rosterInputSchema,
        response: { 201: rosterStudentSchema },
      },
      preHandler: staffOnly,
    },
    async (request, reply) => {
      const found = await ownedClass(request, request.params.classId);
      const fields = rosterFields(request.body);
      if (!fields.first_name && !fields.last_name && !fields.email) {
        throw badRequest(CLASSROOM_MESSAGES.emptyStudent, 'empty_student');
      }
      try {
        const created = await insertRosterStudent(app.database.db, found.id, fields);
        await announce(request, 'students', 'INSERT', found.id);
        return reply.status(201).send(created);
      } catch (err) {
        if (isDuplicateEmail(err)) throw conflict(CLASSROOM_MESSAGES.duplicateEmail, 'duplicate_email');
        throw err;
      }
    },
  );

  app.patch(
    '/classrooms/:classId/students/:studentId',
    {
      schema: {
        tags,
        security,
        summary: 'Changes a roster entry (a new email links it again)',
        params: rosterEntryParamsSchema,
        body: rosterInputSchema,
        response: { 200: rosterStudentSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => {
      const found = await ownedClass(request, request.params.classId);
      const body = request.body;
      const change = {
        ...(body.first_name !== undefined ? { first_name: emptyToNull(body.first_name) } : {}),
        ...(body.last_name !== undefined ? { last_name: emptyToNull(body.last_name) } : {}),
        ...(body.email !== undefined ? { email: emptyToNull(body.email) } : {}),
      };
      const current = await findRosterStudent(app.database.db, found.id, request.params.studentId);
      if (!current) throw notFound(CLASSROOM_MESSAGES.studentNotFound, 'student_not_found');
      const merged = { ...current, ...change };
      if (!merged.first_name && !merged.last_name && !merged.email) {
        throw badRequest(CLASSROOM_MESSAGES.emptyStudent, 'empty_student');
      }
      try {
        const updated = await updateRosterStudent(app.database.db, found.id, current.id, change);
        if (!updated) throw notFound(CLASSROOM_MESSAGES.studentNotFound, 'student_not_found');
        await announce(request, 'students', 'UPDATE', found.id);
        return updated;
      } catch (err) {
        if (isDuplicateEmail(err)) throw conflict(CLASSROOM_MESSAGES.duplicateEmail, 'duplicate_email');
        throw err;
      }
    },
  );

  app.delete(
    '/classrooms/:classId/students/:studentId',
    {
      schema: {
        tags,
        security,
        summary: "Removes a student from the roster (the student's own account stays)",
        params: rosterEntryParamsSchema,
        response: { 204: z.null() },
      },
      preHandler: staffOnly,
    },
    async (request, reply) => {
      const found = await ownedClass(request, request.params.classId);
      const deleted = await deleteRosterStudent(app.database.db, found.id, request.params.studentId);
      if (!deleted) throw notFound(CLASSROOM_MESSAGES.studentNotFound, 'student_not_found');
      await announce(request, 'students', 'DELETE', found.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/classrooms/:classId/students/import',
    {
      schema: {
        tags,
        security,
        summary:
          'Imports a roster CSV (first_name, last_name, email): a dry run by default; confirm writes it in one transaction',
        params: classIdParamsSchema,
        body: rosterImportBodySchema,
        response: { 200: rosterImportResultSchema },
      },
      preHandler: staffOnly,
      // A 1,000-row file with long names, as JSON, with room to spare.
      bodyLimit: 2 * 1024 * 1024,
    },
    async (request) => {
      await ownedClass(request, request.params.classId);
      const parsed = parseRosterCsv(request.body.csv);
      if (!parsed.ok) throw badRequest(parsed.message, 'bad_roster_file');
      const result = await importRoster(
        app.database.db,
        owner(request),
        request.params.classId,
        parsed.students,
        request.body.confirm,
      );
      if (!result) throw notFound(CLASSROOM_MESSAGES.classNotFound, 'class_not_found');
      if (result.written && result.added + result.updated > 0) {
        await announce(request, 'students', 'UPDATE', request.params.classId);
      }
      return result;
    },
  );

  app.get(
    '/classrooms/:classId/students/:studentId/record',
    {
      schema: {
        tags,
        security,
        summary: "A linked roster student's tutoring sessions and scores (read only)",
        params: rosterEntryParamsSchema,
        response: { 200: studentRecordSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => {
      const record = await findStudentRecord(
        app.database.db,
        owner(request),
        request.params.classId,
        request.params.studentId,
      );
      if (record === null) throw notFound(CLASSROOM_MESSAGES.studentNotFound, 'student_not_found');
      if (record === 'not_linked') throw notFound(CLASSROOM_MESSAGES.notLinked, 'student_not_linked');
      return record;
    },
  );

  // ---------------------------------------------------------------- the workspace

  app.get(
    '/educator/workspace',
    {
      schema: {
        tags,
        security,
        summary: "The educator workspace: the caller's school, figures and getting-started steps",
        response: { 200: workspaceSchema },
      },
      preHandler: staffOnly,
    },
    async (request) => {
      const user = currentUser(request);
      const figures = await workspaceFigures(app.database.db, { id: user.id, role: user.role }, new Date());
      return {
        schools: [app.config.schoolName],
        coaching_url: app.config.pdCoachingUrl ?? null,
        ...figures,
      };
    },
  );
};

export default classroomsRoutes;
