import { Readable } from 'node:stream';
import {
  AGENT_LABELS,
  CHANNEL_PREFIXES,
  chatRequestSchema,
  currentSessionSchema,
  DEFAULT_SUBJECT,
  DEFAULT_TUTOR_LABEL,
  newUserMessage,
  sessionMessagesSchema,
  sessionsChannel,
  TUTOR_MESSAGES,
  tutoringSessionSchema,
} from '@academy/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createEngine } from '../../engines/tutor/engine.ts';
import { defaultTutors } from '../../engines/tutor/tutors.ts';
import { createProvider } from '../../ai/providers/index.ts';
import { conflict, notFound, tooManyRequests } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { canViewStudent } from '../access/index.ts';
import { createSafeguardModerator } from '../safeguard/index.ts';
import {
  completeIfIdle,
  countUserMessagesSince,
  completeOwnSession,
  draftSession,
  findCurrentSession,
  findOwnSession,
  findReadableSession,
  IDLE_MS,
  listMessages,
  listSessions,
  studentContext,
  toSession,
} from './tutor.repository.ts';
import { startTurn, type TurnDeps } from './tutor.service.ts';

const idParams = z.object({ id: z.uuid({ error: 'The session id must be a UUID.' }) });
const sessionBody = z.object({ session: tutoringSessionSchema });

/**
 * The AI tutor (ADR 010): streamed chat, session completion, history. Students, educators and admins
 * may chat; parents may not (they read their verified children's sessions).
 */
const tutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const engine = createEngine(defaultTutors);
  const provider = createProvider(app.config.ai, engine, app.log);
  app.log.debug({ provider: provider.name }, 'tutor provider');
  const turnDeps: Omit<TurnDeps, 'log'> = {
    db: app.database.db,
    publish: (event) => app.realtime.publish(event),
    sendJob: (name, data) => app.jobs.send(name, data),
    moderator: createSafeguardModerator(app.config.moderation, app.log),
    provider,
    now: () => new Date(),
  };

  // `sessions:{userId}`: that user, and whoever may see their progress (canViewStudent: their teachers,
  // verified parents, admins), so that minutes and sessions move live in the read-only progress view. An
  // event carries ids only, never a message.
  app.realtime.registerChannel(CHANNEL_PREFIXES.sessions, async (user, channel) => {
    if (channel === sessionsChannel(user.id)) return true;
    const studentId = channel.slice(CHANNEL_PREFIXES.sessions.length);
    if (!z.uuid().safeParse(studentId).success) return false;
    return canViewStudent(app.database.db, user, studentId);
  });

  // Students, educators and admins chat; parents follow progress in the parent portal.
  const tutorUser = app.requireRole(['student', 'educator', 'admin'], {
    message: TUTOR_MESSAGES.parentsCannotChat,
  });

  const publishSession = (userId: string, id: string, type: 'INSERT' | 'UPDATE') =>
    app.realtime.publish({ channel: sessionsChannel(userId), table: 'sessions', type, id, userId });

  app.post(
    '/tutor/chat',
    {
      schema: {
        tags: ['tutor'],
        summary: 'One tutor turn: the reply streams as text/plain; X-Session-Id names the session',
        description:
          'Creates a session when sessionId is absent. Only the last user entry of `messages` is used: ' +
          'the history comes from the stored session (last 20 messages).',
        security: [{ bearer: [] }],
        body: chatRequestSchema,
      },
      preHandler: tutorUser,
      errorHandler: (err, request, reply) => {
        // The client left before the first byte was written: nothing to answer, nothing to log as a failure.
        if (err.code === 'ERR_STREAM_PREMATURE_CLOSE') {
          request.log.info('the client closed the tutor stream before it started');
          reply.hijack();
          reply.raw.destroy();
          return;
        }
        return app.errorHandler(err, request, reply);
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      const text = newUserMessage(body.messages) ?? '';
      const db = app.database.db;

      // A per-user pace, counted from the stored messages so that it holds across instances: the tutor
      // is for thinking between turns, and each turn costs the school's server (or its AI provider).
      const sent = await countUserMessagesSince(db, user.id, new Date(Date.now() - 60_000));
      if (sent >= app.config.tutorMessagesPerMinute) {
        reply.header('retry-after', '60');
        throw tooManyRequests(TUTOR_MESSAGES.tooManyMessages, 'tutor_rate_limited');
      }

      let session;
      const studentLoaded = studentContext(db, user.id);
      studentLoaded.catch(() => undefined); // awaited below; a failure surfaces there
      if (body.sessionId) {
        session = await findOwnSession(db, body.sessionId, user.id);
        if (!session) throw notFound(TUTOR_MESSAGES.sessionNotFound, 'session_not_found');
        if (session.completedAt) throw conflict(TUTOR_MESSAGES.sessionEnded, 'session_ended');
        if (session.lastActivityAt.getTime() < Date.now() - IDLE_MS) {
          // Idle for 30 minutes: it has ended, even if the periodic job has not got to it yet.
          if (await completeIfIdle(db, session.id)) await publishSession(user.id, session.id, 'UPDATE');
          throw conflict(TUTOR_MESSAGES.sessionEnded, 'session_ended');
        }
      } else {
        // Stored by startTurn together with its first message.
        session = draftSession({
          userId: user.id,
          subject: body.subject || DEFAULT_SUBJECT,
          tutor: body.tutorName || AGENT_LABELS[body.agent] || DEFAULT_TUTOR_LABEL,
          agent: body.agent,
          at: new Date(),
        });
      }

      // Generation stops when the client goes away before the reply is complete.
      const controller = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });

      const student = await studentLoaded;
      const stream = await startTurn(
        { ...turnDeps, log: request.log },
        {
          isNew: !body.sessionId,
          userId: user.id,
          session,
          student,
          agent: body.agent,
          text,
          signal: controller.signal,
        },
      );
      if (!body.sessionId) {
        const id = session.id;
        void publishSession(user.id, id, 'INSERT').catch((err: unknown) =>
          request.log.warn({ err, sessionId: id }, 'could not publish a new tutor session'),
        );
      }
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .header('x-session-id', session.id)
        .header('access-control-expose-headers', 'X-Session-Id')
        .send(Readable.from(stream));
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags: ['tutor'],
        summary: "The caller's tutoring sessions, newest first (50)",
        security: [{ bearer: [] }],
        response: { 200: z.object({ sessions: z.array(tutoringSessionSchema) }) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({ sessions: await listSessions(app.database.db, currentUser(request).id) }),
  );

  app.post(
    '/tutor/sessions/:id/complete',
    {
      schema: {
        tags: ['tutor'],
        summary: "Ends one of the caller's sessions (idempotent)",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: sessionBody },
      },
      preHandler: tutorUser,
    },
    async (request) => {
      const user = currentUser(request);
      const row = await completeOwnSession(app.database.db, request.params.id, user.id);
      if (!row) throw notFound(TUTOR_MESSAGES.sessionNotFound, 'session_not_found');
      await publishSession(user.id, row.id, 'UPDATE');
      return { session: toSession(row) };
    },
  );

  app.get(
    '/tutor/sessions/current',
    {
      schema: {
        tags: ['tutor'],
        summary: "The caller's open session (active in the last 30 minutes) with its messages, or nulls",
        security: [{ bearer: [] }],
        response: { 200: currentSessionSchema },
      },
      preHandler: tutorUser,
    },
    async (request) => {
      const row = await findCurrentSession(app.database.db, currentUser(request).id);
      if (!row) return { session: null, messages: [] };
      return { session: toSession(row), messages: await listMessages(app.database.db, row.id) };
    },
  );

  app.get(
    '/tutor/sessions/:id/messages',
    {
      schema: {
        tags: ['tutor'],
        summary:
          "A session's messages: to its student; read-only to their teachers (class roster) and admins (parents: /api/parents/children/{studentId}/sessions/{sessionId})",
        security: [{ bearer: [] }],
        params: idParams,
        response: { 200: sessionMessagesSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = currentUser(request);
      const row = await findReadableSession(app.database.db, request.params.id, user);
      // Not readable and not existing look the same: no one learns that another's session exists.
      if (!row) throw notFound(TUTOR_MESSAGES.sessionNotFound, 'session_not_found');
      return { session: toSession(row), messages: await listMessages(app.database.db, row.id) };
    },
  );
};

export default tutorRoutes;
