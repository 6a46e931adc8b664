import type { ErrorIssue } from '@academy/shared/errors';
import { MESSAGES } from '@academy/shared/messages';

import { env } from '@/config/env';

/** A non-2xx answer of the API, typed from the one error body shape `{ error: { code, message, issues? } }`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly issues: ErrorIssue[] | undefined;

  constructor(status: number, code: string, message: string, issues?: ErrorIssue[]) {
    super(message);
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/** The one way to turn anything thrown into a user-facing message. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.unknownError;
}

/** Builds an ApiError from a failed response, whatever its body holds. */
export async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    const text = await response.text();
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  // The schemas (and zod) load on the first failed answer, not with the page.
  const { errorBodySchema } = await import('@academy/shared/errors');
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, issues } = parsed.data.error;
    return new ApiError(response.status, code, message, issues);
  }
  return new ApiError(
    response.status,
    `http_${response.status}`,
    response.statusText || `Request failed with status ${response.status}`,
  );
}

type AuthHandlers = {
  getAccessToken: () => string | null;
  /** Tries to get a fresh access token; resolves true when one was obtained. */
  refresh: () => Promise<boolean>;
};

let authHandlers: AuthHandlers = { getAccessToken: () => null, refresh: async () => false };

/** The auth store registers itself here, so the client never imports the store (no cycle). */
export function setAuthHandlers(handlers: AuthHandlers): void {
  authHandlers = handlers;
}

export function getAccessToken(): string | null {
  return authHandlers.getAccessToken();
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Attach the bearer token (default true). */
  auth?: boolean;
  /** On 401, refresh the token once and retry once (default true when auth is on). */
  retryOn401?: boolean;
  fetchImpl?: typeof fetch;
};

export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${env.apiUrl}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A form (file upload) goes as multipart/form-data: the browser sets the type and its boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const doFetch = options.fetchImpl ?? fetch;
  return doFetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
  });
}

/**
 * The one request path: bearer token attached, one refresh-then-retry on 401, non-2xx turned into
 * ApiError. Resolves with the Response itself (JSON calls parse it below; streamed answers read its body).
 */
export async function apiFetch(path: string, options: RequestOptions = {}): Promise<Response> {
  const useAuth = options.auth ?? true;
  const token = useAuth ? authHandlers.getAccessToken() : null;
  let response = await send(path, options, token);

  if (response.status === 401 && useAuth && (options.retryOn401 ?? true)) {
    const refreshed = await authHandlers.refresh();
    if (refreshed) response = await send(path, options, authHandlers.getAccessToken());
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

/** The one fetch wrapper for JSON: `apiFetch`, then the body parsed. */
export async function apiRequest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiFetch(path, options);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
  /** A multipart/form-data POST (file uploads). */
  postForm: <T>(path: string, form: FormData, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: form }),
  /** A POST whose answer is read as a stream: resolves with the Response once its headers arrive. */
  postStream: (path: string, body: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiFetch(path, {
      ...options,
      method: 'POST',
      body,
      headers: { Accept: 'text/plain, application/json', ...options?.headers },
    }),
};
