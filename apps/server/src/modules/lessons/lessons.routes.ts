import {
  assignedWorkChannel,
  assignableStudentsSchema,
  assignLessonBodySchema,
  assignmentIdParamsSchema,
  generateLessonBodySchema,
  generateLessonResponseSchema,
  LESSON_LIMITS,
  CHANNEL_PREFIXES,
  LESSON_MESSAGES,
  lessonDetailSchema,
  lessonIdParamsSchema,
  lessonListSchema,
  lessonPdfBodySchema,
  lessonsChannel,
  saveLessonBodySchema,
  saveLessonResponseSchema,
  standardCheckQuerySchema,
  standardCheckSchema,
  standardSearchQuerySchema,
  standardSearchResponseSchema,
  studentLessonDetailSchema,
  studentLessonListSchema,
  updateLessonBodySchema,
} from '@academy/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkStandard, findStandard, searchStandards, toInfo } from '../../engines/lessons/index.ts';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Viewer } from '../access/index.ts';
import { createSafeguardModerator } from '../safeguard/index.ts';
import {
  allowedStudents,
  assign,
  assignableStudents,
  assignedStudentIds,
  completeAssignment,
  getLesson,
  insertLesson,
  lessonOwnedBy,
  listLessons,
  studentLesson,
  studentLessons,
  updateLesson,
} from './lessons.repository.ts';
import { lessonPdfName, renderLessonPdf } from './lessons.pdf.ts';
import { checkEditedLesson, generate, type LessonDeps } from './lessons.service.ts';

const lessonsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: LessonDeps = {
    ai: app.config.ai,
    moderator: createSafeguardModerator(app.config.moderation, app.log),
    log: app.log,
  };
  const teachers = app.requireRole(['educator', 'admin'], {
    message: LESSON_MESSAGES.educatorsOnly,
    code: 'educators_only',
  });
  const students = app.requireRole(['student'], {
    message: LESSON_MESSAGES.studentsOnly,
    code: 'students_only',
  });
  const viewer = (request: FastifyRequest): Viewer => {
    const user = currentUser(request);
    return { id: user.id, role: user.role };
  };
  const security = [{ bearer: [] }];
  const tags = ['lessons'];
  const db = () => app.database.db;

  app.realtime.registerChannel(
    CHANNEL_PREFIXES.lessons,
    (user, channel) =>
      (user.role === 'educator' || user.role === 'admin') && channel === lessonsChannel(user.id),
  );

  /**
   * Tells the teacher's open views (lessons:{educatorId}) and the students' dashboards (assigned-work:{id})
   * that a lesson or its assignments changed. Realtime is a courtesy: a failed publish is logged, never the
   * request's failure.
   */
  const publish = async (
    request: FastifyRequest,
    change: { educatorIds: string[]; studentIds: string[]; lessonId: string; table: string },
  ) => {
    const channels = [
      ...new Set(change.educatorIds.map(lessonsChannel)),
      ...change.studentIds.map(assignedWorkChannel),
    ];
    try {
      await Promise.all(
        channels.map((channel) =>
          app.realtime.publish({ channel, table: change.table, type: 'UPDATE', id: change.lessonId }),
        ),
      );
    } catch (err) {
      request.log.error({ err }, 'lessons: a change could not be published');
    }
  };

  /** The chosen students, every one of them the caller's to assign; otherwise 404 (not theirs to know). */
  const checkedStudents = async (who: Viewer, ids: string[]) => {
    const unique = [...new Set(ids)];
    const allowed = await allowedStudents(db(), who, unique);
    if (unique.some((id) => !allowed.has(id)))
      throw notFound(LESSON_MESSAGES.notYourStudents, 'student_not_found');
    return unique;
  };

  app.get(
    '/lessons/standards/check',
    {
      schema: {
        tags,
        security,
        summary: 'Check a standard code against the K-3 corpus (normalised; closest codes when unknown)',
        querystring: standardCheckQuerySchema,
        response: { 200: standardCheckSchema },
      },
      preHandler: teachers,
    },
    async (request) => checkStandard(request.query.code, request.query.grade, request.query.subject),
  );

  app.get(
    '/lessons/standards/search',
    {
      schema: {
        tags,
        security,
        summary: 'Search the K-3 standards by words',
        querystring: standardSearchQuerySchema,
        response: { 200: standardSearchResponseSchema },
      },
      preHandler: teachers,
    },
    async (request) => ({
      results: searchStandards(
        request.query.q,
        request.query.grade,
        request.query.subject,
        LESSON_LIMITS.searchResults,
      ).map(toInfo),
    }),
  );

  app.post(
    '/lessons/generate',
    {
      schema: {
        tags,
        security,
        summary: 'Generate a lesson for a standard and topic (offline, or the configured AI model)',
        body: generateLessonBodySchema,
        response: { 200: generateLessonResponseSchema },
      },
      preHandler: teachers,
    },
    async (request) => generate(deps, viewer(request).id, request.body),
  );

  app.post(
    '/lessons/pdf',
    {
      schema: {
        tags,
        security,
        summary:
          'The lesson as a PDF (a generated lesson or a saved one, as it stands in the editor): checked as on save',
        body: lessonPdfBodySchema,
        produces: ['application/pdf'],
        response: { 200: z.any() },
      },
      preHandler: teachers,
    },
    async (request, reply) => {
      const { lesson } = request.body;
      // The same checks as saving: a real standard (normalised), and moderation of every student-facing text.
      await checkEditedLesson(deps, viewer(request).id, lesson);
      const standard = lesson.standard ? findStandard(lesson.standard) : null;
      const pdf = await renderLessonPdf(lesson, standard?.description ?? null, new Date());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(pdf.length))
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${lessonPdfName(lesson.title)}"`)
        .send(pdf);
    },
  );

  app.get(
    '/lessons/students',
    {
      schema: {
        tags,
        security,
        summary: "The students of the caller's classes, grouped by class (Save & Assign)",
        response: { 200: assignableStudentsSchema },
      },
      preHandler: teachers,
    },
    async (request) => assignableStudents(db(), viewer(request).id),
  );

  app.get(
    '/lessons',
    {
      schema: {
        tags,
        security,
        summary: "The caller's saved lessons with how many students have done each",
        response: { 200: lessonListSchema },
      },
      preHandler: teachers,
    },
    async (request) => ({ lessons: await listLessons(db(), viewer(request).id) }),
  );

  app.post(
    '/lessons',
    {
      schema: {
        tags,
        security,
        summary: 'Save a lesson and assign it to the chosen students (one assignment each)',
        body: saveLessonBodySchema,
        response: { 201: saveLessonResponseSchema },
      },
      preHandler: teachers,
    },
    async (request, reply) => {
      const who = viewer(request);
      const { lesson, studentIds } = request.body;
      const ids = await checkedStudents(who, studentIds);
      await checkEditedLesson(deps, who.id, lesson);
      const { id, count } = await db().transaction(async (tx) => {
        const lessonId = await insertLesson(tx, who.id, lesson);
        return { id: lessonId, count: await assign(tx, lessonId, who.id, ids) };
      });
      await publish(request, { educatorIds: [who.id], studentIds: ids, lessonId: id, table: 'assignments' });
      reply.status(201);
      return { lesson: (await getLesson(db(), who.id, id))!, assignedCount: count };
    },
  );

  app.get(
    '/lessons/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the caller’s lessons, with who it is assigned to and who has done it',
        params: lessonIdParamsSchema,
        response: { 200: lessonDetailSchema },
      },
      preHandler: teachers,
    },
    async (request) => {
      const detail = await getLesson(db(), viewer(request).id, request.params.id);
      if (!detail) throw notFound(LESSON_MESSAGES.lessonNotFound, 'lesson_not_found');
      return detail;
    },
  );

  app.put(
    '/lessons/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Edit one of the caller’s lessons',
        params: lessonIdParamsSchema,
        body: updateLessonBodySchema,
        response: { 200: lessonDetailSchema },
      },
      preHandler: teachers,
    },
    async (request) => {
      const who = viewer(request);
      if (!(await lessonOwnedBy(db(), who.id, request.params.id))) {
        throw notFound(LESSON_MESSAGES.lessonNotFound, 'lesson_not_found');
      }
      await checkEditedLesson(deps, who.id, request.body.lesson);
      await updateLesson(db(), who.id, request.params.id, request.body.lesson);
      await publish(request, {
        educatorIds: [who.id],
        studentIds: await assignedStudentIds(db(), request.params.id),
        lessonId: request.params.id,
        table: 'lessons',
      });
      return (await getLesson(db(), who.id, request.params.id))!;
    },
  );

  app.post(
    '/lessons/:id/assign',
    {
      schema: {
        tags,
        security,
        summary: 'Assign one of the caller’s lessons to more students',
        params: lessonIdParamsSchema,
        body: assignLessonBodySchema,
        response: { 200: saveLessonResponseSchema },
      },
      preHandler: teachers,
    },
    async (request) => {
      const who = viewer(request);
      if (!(await lessonOwnedBy(db(), who.id, request.params.id))) {
        throw notFound(LESSON_MESSAGES.lessonNotFound, 'lesson_not_found');
      }
      const ids = await checkedStudents(who, request.body.studentIds);
      const count = await assign(db(), request.params.id, who.id, ids);
      await publish(request, {
        educatorIds: [who.id],
        studentIds: ids,
        lessonId: request.params.id,
        table: 'assignments',
      });
      return { lesson: (await getLesson(db(), who.id, request.params.id))!, assignedCount: count };
    },
  );

  app.get(
    '/student/lessons',
    {
      schema: {
        tags,
        security,
        summary: 'The lessons assigned to the signed-in student',
        response: { 200: studentLessonListSchema },
      },
      preHandler: students,
    },
    async (request) => ({ lessons: await studentLessons(db(), viewer(request).id) }),
  );

  app.get(
    '/student/lessons/:assignmentId',
    {
      schema: {
        tags,
        security,
        summary: 'One lesson assigned to the signed-in student',
        params: assignmentIdParamsSchema,
        response: { 200: studentLessonDetailSchema },
      },
      preHandler: students,
    },
    async (request) => {
      const lesson = await studentLesson(db(), viewer(request).id, request.params.assignmentId);
      if (!lesson) throw notFound(LESSON_MESSAGES.assignmentNotFound, 'assignment_not_found');
      return lesson;
    },
  );

  app.post(
    '/student/lessons/:assignmentId/complete',
    {
      schema: {
        tags,
        security,
        summary: 'Mark an assigned lesson done',
        params: assignmentIdParamsSchema,
        response: { 200: studentLessonDetailSchema },
      },
      preHandler: students,
    },
    async (request) => {
      const who = viewer(request);
      const done = await completeAssignment(db(), who.id, request.params.assignmentId, new Date());
      if (!done) throw notFound(LESSON_MESSAGES.assignmentNotFound, 'assignment_not_found');
      // The lesson's owner sees "done" at once (the educator who assigned it may be an admin, not the owner).
      await publish(request, {
        educatorIds: [done.ownerId, done.educatorId],
        studentIds: [who.id],
        lessonId: done.lessonId,
        table: 'assignments',
      });
      return (await studentLesson(db(), who.id, request.params.assignmentId))!;
    },
  );
};

export default lessonsRoutes;
