import {
  HOMEWORK_MESSAGES,
  homeworkCheckBodySchema,
  homeworkCheckIdParamsSchema,
  homeworkResultSchema,
  homeworkStudentQuerySchema,
  savedHomeworkCheckSchema,
  savedHomeworkListSchema,
} from '@academy/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHomework, warmSpeller } from '../../engines/homework/index.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { canViewStudent, teacherHasStudent } from '../access/index.ts';
import { getCheck, listChecks, saveCheck } from './homework.repository.ts';

const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  // The dictionary loads once per process; load it now rather than on the first check.
  app.addHook('onReady', async () => warmSpeller());
  const users = app.requireRole(['student', 'educator', 'admin'], {
    message: HOMEWORK_MESSAGES.forbidden,
    code: 'homework_forbidden',
  });
  const security = [{ bearer: [] }];
  const tags = ['homework'];

  app.post(
    '/homework/check',
    {
      schema: {
        tags,
        security,
        summary:
          'Check homework (math work or writing): score with its rubric, strengths, improvements, suggestions. ' +
          'Students get coaching on their own work; a teacher may save the result to a roster student.',
        body: homeworkCheckBodySchema,
        response: { 200: homeworkResultSchema },
      },
      preHandler: users,
    },
    async (request) => {
      const user = currentUser(request);
      const { text, kind, grade, prompt, studentId } = request.body;
      if (studentId) {
        if (user.role === 'student') throw forbidden(HOMEWORK_MESSAGES.studentsOwnWork, 'students_own_work');
        const allowed =
          user.role === 'admin'
            ? await canViewStudent(app.database.db, user, studentId)
            : await teacherHasStudent(app.database.db, user.id, studentId);
        if (!allowed) throw notFound(HOMEWORK_MESSAGES.studentNotFound, 'student_not_found');
      }
      const result = checkHomework({
        text,
        kind,
        grade,
        prompt,
        mode: user.role === 'student' ? 'coach' : 'teacher',
      });
      let savedId: string | null = null;
      if (studentId) {
        savedId = await saveCheck(app.database.db, {
          studentId,
          educatorId: user.id,
          kind: result.kind,
          score: result.score,
          text,
          prompt: prompt ?? null,
          result: result as unknown as Record<string, unknown>,
        });
      }
      return { ...result, savedId };
    },
  );

  app.get(
    '/homework/checks',
    {
      schema: {
        tags,
        security,
        summary: "A student's saved homework checks (the student, their teachers, verified parents, admins)",
        querystring: homeworkStudentQuerySchema,
        response: { 200: savedHomeworkListSchema },
      },
      preHandler: app.requireRole(['student', 'educator', 'admin', 'parent']),
    },
    async (request) => {
      const user = currentUser(request);
      if (
        !(await canViewStudent(app.database.db, { id: user.id, role: user.role }, request.query.studentId))
      ) {
        throw notFound(HOMEWORK_MESSAGES.studentNotFound, 'student_not_found');
      }
      return { checks: await listChecks(app.database.db, request.query.studentId) };
    },
  );

  app.get(
    '/homework/checks/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'One saved homework check with its feedback (whoever may see its student: the student, their ' +
          'teachers, verified parents, admins; anyone else gets a 404)',
        params: homeworkCheckIdParamsSchema,
        response: { 200: savedHomeworkCheckSchema },
      },
      preHandler: app.requireRole(['student', 'educator', 'admin', 'parent']),
    },
    async (request) => {
      const user = currentUser(request);
      const check = await getCheck(app.database.db, request.params.id);
      // Not there and not yours read the same: nobody learns that another student's check exists.
      if (
        !check ||
        !(await canViewStudent(app.database.db, { id: user.id, role: user.role }, check.studentId))
      ) {
        throw notFound(HOMEWORK_MESSAGES.checkNotFound, 'check_not_found');
      }
      return check;
    },
  );
};

export default homeworkRoutes;
