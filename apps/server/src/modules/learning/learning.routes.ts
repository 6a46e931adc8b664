import {
  activityListSchema,
  attemptHistorySchema,
  attemptSchema,
  CHANNEL_PREFIXES,
  checkedText,
  goalsInputSchema,
  PRACTICE_LIMITS,
  PRACTICE_MESSAGES,
  preferencesSchema,
  progressSchema,
  saveAnswerSchema,
  scoreSchema,
  scoresChannel,
  skillDetailSchema,
  testListSchema,
  weeklyGoalsSchema,
} from '@academy/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { canViewStudent } from '../access/index.ts';
import { listScores } from './learning.repository.ts';
import {
  attemptHistory,
  getAttempt,
  listTestsFor,
  saveAnswer,
  startAttempt,
  submitAttempt,
  type PracticeDeps,
} from './practice.service.ts';
import { getPreferences, recordParentAccess, setPreferences } from './preferences.repository.ts';
import {
  classForGoals,
  computeProgress,
  getClassGoals,
  recentActivities,
  setClassGoals,
  setStudentGoals,
  clearStudentGoals,
  skillDetail,
} from './progress.service.ts';

const testParams = z.object({
  testId: checkedText({ label: 'Test id', max: PRACTICE_LIMITS.testIdMax }),
});
const attemptParams = z.object({ attemptId: z.uuid({ error: 'The attempt id must be a UUID' }) });
const classParams = z.object({ classId: z.uuid({ error: 'The class id must be a UUID' }) });
const studentQuery = z.object({
  student: z.uuid({ error: 'The student id must be a UUID, as in /progress?student=<id>' }).optional(),
});
const skillParams = z.object({ skill: checkedText({ label: 'Skill', max: PRACTICE_LIMITS.skillMax }) });

const learningRoutes: FastifyPluginAsyncZod = async (app) => {
  // `scores:{userId}`: that user, and whoever may see their progress (canViewStudent: their teachers,
  // verified parents, admins), so that the read-only progress view moves live. An event carries ids only.
  app.realtime.registerChannel(CHANNEL_PREFIXES.scores, async (user, channel) => {
    if (channel === scoresChannel(user.id)) return true;
    const studentId = channel.slice(CHANNEL_PREFIXES.scores.length);
    if (!z.uuid().safeParse(studentId).success) return false;
    return canViewStudent(app.database.db, user, studentId);
  });

  const deps: PracticeDeps = {
    db: app.database.db,
    publish: (event) => app.realtime.publish(event),
    now: () => new Date(),
    log: app.log,
  };
  const students = app.requireRole(['student'], {
    message: PRACTICE_MESSAGES.studentsOnly,
    code: 'students_only',
  });
  const secured = { security: [{ bearer: [] }] };

  app.get(
    '/scores',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's scores, newest first (100)",
        ...secured,
        response: { 200: z.object({ scores: z.array(scoreSchema) }) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ scores: await listScores(app.database.db, currentUser(request).id) }),
  );

  // ------------------------------------------------------------ practice tests
  app.get(
    '/tests',
    {
      schema: {
        tags: ['learning'],
        summary: 'The practice tests, with the caller’s status on each, and the overview',
        ...secured,
        response: { 200: testListSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => listTestsFor(app.database.db, currentUser(request).id),
  );

  app.post(
    '/tests/:testId/attempts',
    {
      schema: {
        tags: ['learning'],
        summary: 'Start the test, or continue the open attempt (201 when started, 200 when continued)',
        ...secured,
        params: testParams,
        response: { 200: attemptSchema, 201: attemptSchema },
      },
      preHandler: students,
    },
    async (request, reply) => {
      const { attempt, created } = await startAttempt(deps, currentUser(request).id, request.params.testId);
      return reply.code(created ? 201 : 200).send(attempt);
    },
  );

  app.get(
    '/tests/:testId/attempts',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's attempts at a test, newest first",
        ...secured,
        params: testParams,
        response: { 200: attemptHistorySchema },
      },
      preHandler: students,
    },
    async (request) => ({
      attempts: await attemptHistory(app.database.db, currentUser(request).id, request.params.testId),
    }),
  );

  app.get(
    '/attempts/:attemptId',
    {
      schema: {
        tags: ['learning'],
        summary: 'An attempt: its questions and saved answers; keys and explanations only once submitted',
        ...secured,
        params: attemptParams,
        response: { 200: attemptSchema },
      },
      preHandler: students,
    },
    async (request) => getAttempt(deps, currentUser(request).id, request.params.attemptId),
  );

  app.put(
    '/attempts/:attemptId/answers',
    {
      schema: {
        tags: ['learning'],
        summary: 'Save one answer as it is given',
        ...secured,
        params: attemptParams,
        body: saveAnswerSchema,
        response: { 200: z.object({ saved_at: z.string(), answered: z.number().int() }) },
      },
      preHandler: students,
    },
    async (request) => saveAnswer(deps, currentUser(request).id, request.params.attemptId, request.body),
  );

  app.post(
    '/attempts/:attemptId/submit',
    {
      schema: {
        tags: ['learning'],
        summary: 'Submit the attempt: scored on the server; the review comes back',
        ...secured,
        params: attemptParams,
        response: { 200: attemptSchema },
      },
      preHandler: students,
    },
    async (request) => submitAttempt(deps, currentUser(request).id, request.params.attemptId),
  );

  // ------------------------------------------------------------ progress
  /** The student whose progress is asked for, once the caller may see it (else 404). */
  async function studentFor(
    request: { query: { student?: string | undefined } },
    user: { id: string; role: 'student' | 'educator' | 'admin' | 'parent' },
  ) {
    const studentId = request.query.student ?? user.id;
    if (studentId !== user.id && !(await canViewStudent(app.database.db, user, studentId))) {
      throw notFound(PRACTICE_MESSAGES.studentNotFound);
    }
    if (user.role === 'parent' && studentId !== user.id) {
      await recordParentAccess(app.database.db, user.id, studentId);
    }
    return studentId;
  }

  app.get(
    '/progress',
    {
      schema: {
        tags: ['learning'],
        summary:
          'Progress: mastery, study time, badges, subjects, goals and growth (?student= for a teacher or parent)',
        ...secured,
        querystring: studentQuery,
        response: { 200: progressSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const studentId = await studentFor(request, user);
      return computeProgress(app.database.db, studentId, {
        now: new Date(),
        readOnly: studentId !== user.id,
      });
    },
  );

  app.get(
    '/progress/skills/:skill',
    {
      schema: {
        tags: ['learning'],
        summary: 'One skill: its mastery and the answers that moved it',
        ...secured,
        params: skillParams,
        querystring: studentQuery,
        response: { 200: skillDetailSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const studentId = await studentFor(request, user);
      return skillDetail(app.database.db, studentId, request.params.skill);
    },
  );

  app.get(
    '/me/activities',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's recent activities (sessions, tests, badges)",
        ...secured,
        response: { 200: activityListSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      activities: await recentActivities(app.database.db, currentUser(request).id, new Date()),
    }),
  );

  // ------------------------------------------------------------ weekly goals
  app.put(
    '/goals',
    {
      schema: {
        tags: ['learning'],
        summary: "Set the caller's own weekly goals (students)",
        ...secured,
        body: goalsInputSchema,
        response: { 200: weeklyGoalsSchema },
      },
      preHandler: app.requireRole(['student'], {
        message: PRACTICE_MESSAGES.goalsStudentsOnly,
        code: 'students_only',
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const now = new Date();
      await setStudentGoals(app.database.db, user.id, request.body, now);
      return (await computeProgress(app.database.db, user.id, { now, readOnly: false })).goals;
    },
  );

  app.delete(
    '/goals',
    {
      schema: {
        tags: ['learning'],
        summary:
          "Drop the caller's own weekly goals (students): their class's goals, else the defaults, apply again",
        ...secured,
        response: { 200: weeklyGoalsSchema },
      },
      preHandler: app.requireRole(['student'], {
        message: PRACTICE_MESSAGES.goalsStudentsOnly,
        code: 'students_only',
      }),
    },
    async (request) => {
      const user = currentUser(request);
      const now = new Date();
      await clearStudentGoals(app.database.db, user.id);
      return (await computeProgress(app.database.db, user.id, { now, readOnly: false })).goals;
    },
  );

  const staff = app.requireRole(['educator', 'admin'], {
    message: PRACTICE_MESSAGES.classGoalsStaffOnly,
    code: 'staff_only',
  });
  app.get(
    '/classes/:classId/goals',
    {
      schema: {
        tags: ['learning'],
        summary: "A class's weekly goals (its teacher); null when the class has none",
        ...secured,
        params: classParams,
        response: { 200: z.object({ goals: goalsInputSchema.nullable() }) },
      },
      preHandler: staff,
    },
    async (request) => {
      const cls = await classForGoals(app.database.db, currentUser(request), request.params.classId);
      if (!cls) throw notFound(PRACTICE_MESSAGES.classNotFound);
      return { goals: await getClassGoals(app.database.db, cls.id) };
    },
  );

  app.put(
    '/classes/:classId/goals',
    {
      schema: {
        tags: ['learning'],
        summary: "Set a class's weekly goals (its teacher); a student's own goals take precedence",
        ...secured,
        params: classParams,
        body: goalsInputSchema,
        response: { 200: z.object({ goals: goalsInputSchema }) },
      },
      preHandler: staff,
    },
    async (request) => {
      const user = currentUser(request);
      const cls = await classForGoals(app.database.db, user, request.params.classId);
      if (!cls) throw notFound(PRACTICE_MESSAGES.classNotFound);
      await setClassGoals(app.database.db, cls.id, user.id, request.body, new Date());
      return { goals: request.body };
    },
  );

  // ------------------------------------------------------------ preferences
  app.get(
    '/me/preferences',
    {
      schema: {
        tags: ['learning'],
        summary: "The caller's preferences (speech speed)",
        ...secured,
        response: { 200: preferencesSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => getPreferences(app.database.db, currentUser(request).id),
  );

  app.put(
    '/me/preferences',
    {
      schema: {
        tags: ['learning'],
        summary: "Save the caller's preferences (speech speed, used by every read-aloud)",
        ...secured,
        body: preferencesSchema,
        response: { 200: preferencesSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => setPreferences(app.database.db, currentUser(request).id, request.body),
  );
};

export default learningRoutes;
