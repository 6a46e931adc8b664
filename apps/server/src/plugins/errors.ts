import { MESSAGES, type ErrorBody, type ErrorIssue } from '@academy/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
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
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

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
    let message = err.message;
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
    reply.status(404).send(body('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
});
