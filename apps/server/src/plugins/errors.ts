import { MESSAGES, type ErrorBody, type ErrorIssue } from '@academy/shared';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { HttpError } from '../lib/errors.ts';

function body(code: string, message: string, issues?: ErrorIssue[]): ErrorBody {
  return { error: issues ? { code, message, issues } : { code, message } };
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
  431: 'header_too_large',
};

/** Messages a person can act on for the errors Fastify raises itself. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the request body.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
  FST_ERR_CTP_EMPTY_TYPE: 'The Content-Type header is empty.',
};

/** Longest path parameter the router accepts (ids are 36 characters); longer answers 414. */
export const MAX_PARAM_LENGTH = 100;

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors` option): a
 * path with bad percent-encoding, a path parameter over MAX_PARAM_LENGTH. Same error shape.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  let status = 500;
  let payload = body('internal', MESSAGES.internal);
  if (err.code === 'FST_ERR_BAD_URL') {
    status = 400;
    payload = body(
      'bad_url',
      'The address is not valid: a % must be followed by two hex digits that spell UTF-8 text.',
    );
  } else if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    status = 414;
    payload = body(
      'uri_too_long',
      `A part of the address is too long (at most ${MAX_PARAM_LENGTH} characters between slashes).`,
    );
  } else {
    request.log.error({ err }, 'router error');
  }
  void reply
    .status(status)
    .header('x-request-id', request.id)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(payload);
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/**
 * Errors of the HTTP parser, before Fastify sees a request (Fastify's `clientErrorHandler` option):
 * headers or address over Node's limit (431), a request that is not HTTP (400), a timeout (408).
 * Same error shape, written to the socket, which is then closed.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const payload =
    status === 431
      ? body('header_too_large', 'The request headers or its address are too large.')
      : status === 408
        ? body('request_timeout', 'The request took too long to arrive.')
        : body('bad_request', 'The request is not valid HTTP.');
  const json = JSON.stringify(payload);
  socket.end(
    `HTTP/1.1 ${status} ${REASONS[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(json)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      json,
  );
}

/**
 * One error handler: every non-2xx answer is `{ error: { code, message, issues? } }`. Only messages
 * of errors below 500 reach the client; validation failures answer 400 with the field issues.
 */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send(body(err.code, err.message, err.issues));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({
        path: [
          ...(err.validationContext ? [err.validationContext] : []),
          ...String(v.instancePath ?? '')
            .split('/')
            .filter(Boolean)
            .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
        ],
        message: v.message ?? 'Invalid value',
      }));
      const first = issues[0]?.message ?? 'Invalid request';
      return reply.status(400).send(body('validation_failed', first, issues));
    }
    if (err instanceof ZodError) {
      const issues = err.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
        message: i.message,
      }));
      return reply
        .status(400)
        .send(body('validation_failed', issues[0]?.message ?? 'Invalid request', issues));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(body('internal', MESSAGES.internal));
    }
    const status = err.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err }, 'request failed');
      return reply.status(status).send(body('internal', MESSAGES.internal));
    }
    let message = (err.code && FASTIFY_MESSAGES[err.code]) || err.message;
    if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      message = MESSAGES.malformedJson;
    } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      message = MESSAGES.bodyTooLarge;
    } else if (err instanceof SyntaxError) {
      message = MESSAGES.malformedJson;
    }
    return reply.status(status).send(body(STATUS_CODES[status] ?? 'error', message));
  });

  app.setNotFoundHandler((request, reply) => {
    // The path is echoed so a person sees the typo, but never more than 200 characters of it.
    const path = request.url.split('?')[0]!;
    const shown = path.length > 200 ? `${path.slice(0, 200)}...` : path;
    reply.status(404).send(body('not_found', `No route for ${request.method} ${shown}`));
  });
});
