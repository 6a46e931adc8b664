import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import {
  assignedPathSchema,
  assignedWorkChannel,
  assignedWorkListSchema,
  assignmentParamsSchema,
  assignPathBodySchema,
  CHANNEL_PREFIXES,
  classAssignmentListSchema,
  classIdParamsSchema,
  CURRICULUM_FILE_TYPES,
  CURRICULUM_LIMITS,
  CURRICULUM_MESSAGES,
  curriculumChannel,
  curriculumDocListSchema,
  curriculumDocSchema,
  fileKindOf,
  idParamsSchema,
  learningPathDetailSchema,
  learningPathListSchema,
  stepDoneBodySchema,
  stepParamsSchema,
  updatePathBodySchema,
  uploadTitleSchema,
} from '@academy/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkContent, extractDocument, NotThatKindError } from '../../engines/documents/extract.ts';
import { outlineSteps } from '../../engines/documents/outline.ts';
import { badRequest, HttpError, notFound } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assignedLessonsFor } from '../lessons/index.ts';
import {
  assignedPathsFor,
  assignPath,
  createPathFromDoc,
  deleteDoc,
  getAssignedPath,
  getDoc,
  getDocBlocks,
  getPath,
  insertDoc,
  listClassAssignments,
  listDocs,
  listPaths,
  rosterUserIds,
  setStepDone,
  studentsAssignedPath,
  updatePath,
  type DocMeta,
} from './curriculum.repository.ts';

const M = CURRICULUM_MESSAGES;
const tooLarge = () => new HttpError(413, 'file_too_large', M.tooLarge);

/** An upload read from the multipart body: at most one file of at most 20 MB, and the title. */
async function readUpload(
  request: FastifyRequest,
): Promise<{ title: unknown; fileName: string; bytes: Buffer }> {
  // Refuse an announced oversize body before reading any of it.
  const announced = Number(request.headers['content-length'] ?? 0);
  if (announced > CURRICULUM_LIMITS.fileMaxBytes + 64 * 1024) throw tooLarge();
  if (!request.isMultipart()) throw new HttpError(415, 'not_multipart', M.notMultipart);
  let title: unknown;
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        const fileName = (part.filename ?? '').slice(0, 1000);
        // The type is known from the name before the bytes are read: refuse at once.
        if (!fileKindOf(fileName)) {
          part.file.resume();
          throw badRequest(M.wrongType, 'file_type_not_allowed');
        }
        file = { fileName, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'title') {
        title = part.value;
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw badRequest(M.notMultipart, 'bad_upload');
    }
    throw badRequest(`The upload could not be read: ${(err as Error).message}`.slice(0, 300), 'bad_upload');
  }
  if (!file || file.fileName.length === 0) throw badRequest(M.fileRequired, 'file_required');
  return { title, ...file };
}

const safeFileName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? 'document').slice(-CURRICULUM_LIMITS.fileNameMax) || 'document';

const curriculumRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: CURRICULUM_LIMITS.fileMaxBytes,
      files: 1,
      fields: 5,
      fieldSize: 4096,
      parts: 10,
      headerPairs: 50,
    },
  });

  app.realtime.registerChannel(
    CHANNEL_PREFIXES.curriculum,
    (user, channel) =>
      (user.role === 'educator' || user.role === 'admin') && channel === curriculumChannel(user.id),
  );
  app.realtime.registerChannel(
    CHANNEL_PREFIXES.assignedWork,
    (user, channel) => channel === assignedWorkChannel(user.id),
  );

  const educators = app.requireRole(['educator', 'admin'], { message: M.noAccess, code: 'educators_only' });
  const students = app.requireRole(['student'], { message: M.studentsOnly, code: 'students_only' });
  const security = [{ bearer: [] }];
  const tags = ['curriculum'];
  const db = app.database.db;

  /** Realtime is a courtesy: a failed publish is logged, never the request's failure. */
  const publish = async (
    request: FastifyRequest,
    channels: string[],
    event: { table: string; type: 'INSERT' | 'UPDATE' | 'DELETE'; id: string },
  ) => {
    try {
      await Promise.all(channels.map((channel) => app.realtime.publish({ channel, ...event })));
    } catch (err) {
      request.log.error({ err }, 'curriculum: a change could not be published');
    }
  };

  // ---------------------------------------------------------------- documents

  app.get(
    '/curriculum/documents',
    {
      schema: {
        tags,
        security,
        summary: "The caller's uploaded documents, newest first",
        response: { 200: curriculumDocListSchema },
      },
      preHandler: educators,
    },
    async (request) => ({ documents: await listDocs(db, currentUser(request).id) }),
  );

  app.post(
    '/curriculum/documents',
    {
      schema: {
        tags,
        security,
        summary:
          'Upload a document (multipart/form-data: title, file; PDF, DOCX, TXT or Markdown up to 20 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: curriculumDocSchema },
      },
      preHandler: educators,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const upload = await readUpload(request);
      const title = uploadTitleSchema.safeParse(upload.title ?? '');
      if (!title.success) {
        throw badRequest(title.error.issues[0]?.message ?? M.titleRequired, 'bad_title', [
          { path: ['title'], message: title.error.issues[0]?.message ?? M.titleRequired },
        ]);
      }
      const kind = fileKindOf(upload.fileName)!;
      try {
        checkContent(kind, upload.bytes);
      } catch (err) {
        if (err instanceof NotThatKindError) throw badRequest(err.message, 'file_type_mismatch');
        throw err;
      }
      const extracted = await extractDocument(kind, upload.bytes);
      const id = randomUUID();
      const fileName = safeFileName(upload.fileName);
      const ext = fileName.slice(fileName.lastIndexOf('.')).toLowerCase();
      const storagePath = `curriculum/${user.id}/${id}${ext}`;
      const meta: DocMeta = {
        fileName,
        kind,
        contentType: CURRICULUM_FILE_TYPES[kind].contentType,
        sizeBytes: upload.bytes.length,
        textStatus: extracted.status,
        textChars: extracted.text.length,
        excerpt: extracted.text.replace(/\s+/g, ' ').slice(0, 200),
      };
      await app.storage.put(storagePath, upload.bytes, meta.contentType);
      let doc;
      try {
        doc = await db.transaction((tx) =>
          insertDoc(tx, { id, ownerId: user.id, title: title.data, storagePath, meta }, extracted),
        );
      } catch (err) {
        await app.storage.delete(storagePath).catch(() => undefined);
        throw err;
      }
      await publish(request, [curriculumChannel(user.id)], { table: 'curriculum_docs', type: 'INSERT', id });
      return reply.code(201).send(doc);
    },
  );

  app.get(
    '/curriculum/documents/:id/file',
    {
      schema: {
        tags,
        security,
        summary: 'Download the original file of one of the caller’s documents',
        params: idParamsSchema,
      },
      preHandler: educators,
    },
    async (request, reply) => {
      const found = await getDoc(db, currentUser(request).id, request.params.id);
      if (!found) throw notFound(M.documentNotFound, 'document_not_found');
      const file = await app.storage.get(found.storagePath);
      if (!file) throw notFound(M.fileMissing, 'file_missing');
      const name = found.doc.fileName;
      const ascii = name.replace(/[^\w. -]/g, '_');
      return reply
        .header('content-type', found.meta.contentType ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(file.body);
    },
  );

  app.delete(
    '/curriculum/documents/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete one of the caller’s documents and its file (paths drawn from it stay)',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
      preHandler: educators,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const key = await deleteDoc(db, user.id, request.params.id);
      if (!key) throw notFound(M.documentNotFound, 'document_not_found');
      await app.storage
        .delete(key)
        .catch((err: unknown) => request.log.warn({ err }, 'curriculum: file not deleted'));
      await publish(request, [curriculumChannel(user.id)], {
        table: 'curriculum_docs',
        type: 'DELETE',
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/curriculum/documents/:id/paths',
    {
      schema: {
        tags,
        security,
        summary: 'Create a learning path from a document (its sections become ordered steps)',
        params: idParamsSchema,
        response: { 201: learningPathDetailSchema },
      },
      preHandler: educators,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const found = await getDoc(db, user.id, request.params.id);
      if (!found) throw notFound(M.documentNotFound, 'document_not_found');
      const steps = outlineSteps(await getDocBlocks(db, found.doc.id), found.doc.title);
      const pathId = await createPathFromDoc(db, user.id, found.doc, steps);
      await publish(request, [curriculumChannel(user.id)], {
        table: 'learning_paths',
        type: 'INSERT',
        id: pathId,
      });
      return reply.code(201).send((await getPath(db, user.id, pathId))!);
    },
  );

  // ---------------------------------------------------------------- learning paths

  app.get(
    '/curriculum/paths',
    {
      schema: {
        tags,
        security,
        summary: "The caller's learning paths, newest first",
        response: { 200: learningPathListSchema },
      },
      preHandler: educators,
    },
    async (request) => ({ paths: await listPaths(db, currentUser(request).id) }),
  );

  app.get(
    '/curriculum/paths/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the caller’s learning paths with its steps',
        params: idParamsSchema,
        response: { 200: learningPathDetailSchema },
      },
      preHandler: educators,
    },
    async (request) => {
      const path = await getPath(db, currentUser(request).id, request.params.id);
      if (!path) throw notFound(M.pathNotFound, 'path_not_found');
      return path;
    },
  );

  app.put(
    '/curriculum/paths/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Save a learning path: title, description and its steps in order (reorder, rename, add, delete)',
        params: idParamsSchema,
        body: updatePathBodySchema,
        response: { 200: learningPathDetailSchema },
      },
      preHandler: educators,
    },
    async (request) => {
      const user = currentUser(request);
      const outcome = await updatePath(db, user.id, request.params.id, request.body);
      if (outcome === 'not_found') throw notFound(M.pathNotFound, 'path_not_found');
      if (outcome === 'unknown_step') throw badRequest(M.stepIdUnknown, 'unknown_step');
      const students = await studentsAssignedPath(db, request.params.id);
      await publish(request, [curriculumChannel(user.id), ...students.map(assignedWorkChannel)], {
        table: 'learning_paths',
        type: 'UPDATE',
        id: request.params.id,
      });
      return (await getPath(db, user.id, request.params.id))!;
    },
  );

  // ---------------------------------------------------------------- class assignments

  app.get(
    '/classes/:classId/assignments',
    {
      schema: {
        tags,
        security,
        summary: 'The learning paths assigned to one of the caller’s classes, with each student’s progress',
        params: classIdParamsSchema,
        response: { 200: classAssignmentListSchema },
      },
      preHandler: educators,
    },
    async (request) => {
      const list = await listClassAssignments(db, currentUser(request).id, request.params.classId);
      if (!list) throw notFound(M.classNotFound, 'class_not_found');
      return { assignments: list };
    },
  );

  app.post(
    '/classes/:classId/assignments',
    {
      schema: {
        tags,
        security,
        summary: 'Assign one of the caller’s learning paths to one of their classes (optional due date)',
        params: classIdParamsSchema,
        body: assignPathBodySchema,
        response: { 201: classAssignmentListSchema.shape.assignments.element },
      },
      preHandler: educators,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { classId } = request.params;
      const outcome = await assignPath(db, user.id, classId, {
        pathId: request.body.pathId,
        dueDate: request.body.dueDate ?? null,
      });
      if (!outcome.ok) {
        throw outcome.reason === 'class_not_found'
          ? notFound(M.classNotFound, 'class_not_found')
          : notFound(M.pathNotFound, 'path_not_found');
      }
      const students = await rosterUserIds(db, classId);
      await publish(request, [curriculumChannel(user.id), ...students.map(assignedWorkChannel)], {
        table: 'class_assignments',
        type: 'INSERT',
        id: outcome.id,
      });
      const list = (await listClassAssignments(db, user.id, classId)) ?? [];
      return reply.code(201).send(list.find((a) => a.id === outcome.id)!);
    },
  );

  // ---------------------------------------------------------------- the student's side

  app.get(
    '/me/assigned-work',
    {
      schema: {
        tags,
        security,
        summary: 'Work assigned to the calling student (learning paths of their classes, and lessons)',
        response: { 200: assignedWorkListSchema },
      },
      preHandler: students,
    },
    async (request) => {
      const studentId = currentUser(request).id;
      const [paths, lessons] = await Promise.all([
        assignedPathsFor(db, studentId),
        assignedLessonsFor(db, studentId),
      ]);
      // Newest first, whatever the kind.
      const items = [...paths, ...lessons].sort((a, b) => b.assignedAt.localeCompare(a.assignedAt));
      return { items };
    },
  );

  app.get(
    '/me/assigned-paths/:assignmentId',
    {
      schema: {
        tags,
        security,
        summary: 'A learning path assigned to the calling student, its steps and which are done',
        params: assignmentParamsSchema,
        response: { 200: assignedPathSchema },
      },
      preHandler: students,
    },
    async (request) => {
      const path = await getAssignedPath(db, currentUser(request).id, request.params.assignmentId);
      if (!path) throw notFound(M.assignmentNotFound, 'assignment_not_found');
      return path;
    },
  );

  app.put(
    '/me/assigned-paths/:assignmentId/steps/:stepId',
    {
      schema: {
        tags,
        security,
        summary: 'Mark a step of an assigned path done (or not done)',
        params: stepParamsSchema,
        body: stepDoneBodySchema,
        response: { 200: assignedPathSchema },
      },
      preHandler: students,
    },
    async (request) => {
      const user = currentUser(request);
      const { assignmentId, stepId } = request.params;
      const outcome = await setStepDone(db, user.id, assignmentId, stepId, request.body.done);
      if (!outcome.ok) {
        throw outcome.reason === 'assignment_not_found'
          ? notFound(M.assignmentNotFound, 'assignment_not_found')
          : notFound(M.stepNotFound, 'step_not_found');
      }
      await publish(request, [curriculumChannel(outcome.ownerId), assignedWorkChannel(user.id)], {
        table: 'path_step_completions',
        type: 'UPDATE',
        id: assignmentId,
      });
      return (await getAssignedPath(db, user.id, assignmentId))!;
    },
  );
};

export default curriculumRoutes;
