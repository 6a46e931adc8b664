import type { ErrorIssue } from '@academy/shared';

/** An error whose message is meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: ErrorIssue[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request', issues?: ErrorIssue[]) =>
  new HttpError(400, code, message, issues);
export const unauthorized = (message: string, code = 'unauthorized') => new HttpError(401, code, message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message: string, code = 'not_found') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
export const tooManyRequests = (message: string, code = 'too_many_requests') =>
  new HttpError(429, code, message);
