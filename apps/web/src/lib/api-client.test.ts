import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, apiRequest, getErrorMessage, setAuthHandlers } from '@/lib/api-client';
import { errorResponse, jsonResponse } from '@/testing/factories';

afterEach(() => {
  setAuthHandlers({ getAccessToken: () => null, refresh: async () => false });
});

describe('apiRequest', () => {
  it('sends JSON with the bearer token and same-origin credentials', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setAuthHandlers({ getAccessToken: () => 'token-1', refresh: async () => false });

    await expect(apiRequest('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/things');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer token-1',
      'Content-Type': 'application/json',
    });
  });

  it('turns the error body into a typed ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          {
            error: {
              code: 'validation_failed',
              message: 'Please enter a valid email address',
              issues: [{ path: ['email'], message: 'Please enter a valid email address' }],
            },
          },
          400,
        ),
      ),
    );
    const error = await apiRequest('/auth/v1/signup', { auth: false }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Please enter a valid email address',
      issues: [{ path: ['email'], message: 'Please enter a valid email address' }],
    });
  });

  it('gives a typed ApiError for a body that is not the error shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    const error = await apiRequest('/api/scores').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 502, code: 'http_502', issues: undefined });
  });

  it('on 401 refreshes once and retries once with the new token', async () => {
    let token = 'old';
    const refresh = vi.fn(async () => {
      token = 'new';
      return true;
    });
    setAuthHandlers({ getAccessToken: () => token, refresh });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(errorResponse(401, 'invalid_jwt', 'Invalid JWT signature'))
      .mockResolvedValueOnce(jsonResponse({ sessions: [] }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(apiRequest('/api/sessions')).resolves.toEqual({ sessions: [] });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const retryInit = fetchMock.mock.calls[1]?.[1] as RequestInit;
    expect(retryInit.headers).toMatchObject({ Authorization: 'Bearer new' });
  });

  it('does not retry a second time when the retry is also 401', async () => {
    setAuthHandlers({ getAccessToken: () => 't', refresh: async () => true });
    const fetchMock = vi.fn(async () => errorResponse(401, 'invalid_jwt', 'Invalid JWT signature'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/profile')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid JWT signature',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('returns undefined for 204', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(apiRequest('/auth/v1/logout', { method: 'POST', body: {} })).resolves.toBeUndefined();
  });
});

describe('getErrorMessage', () => {
  it('uses the message of an Error and a fallback for anything else', () => {
    expect(
      getErrorMessage(new ApiError(429, 'rate_limited', 'Too many attempts. Please try again in 5 minutes.')),
    ).toBe('Too many attempts. Please try again in 5 minutes.');
    expect(getErrorMessage('boom')).toBe('An unknown error occurred');
    expect(getErrorMessage({ message: 'not an error' })).toBe('An unknown error occurred');
    expect(getErrorMessage(new Error(''))).toBe('An unknown error occurred');
  });
});
