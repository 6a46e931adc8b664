import { MESSAGES } from '@academy/shared';

import { ApiError, buildUrl, getAccessToken, toApiError } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/**
 * A POST whose answer is streamed: like `apiRequest` (bearer token, one refresh-then-retry on 401, non-2xx
 * turned into ApiError) but it resolves with the Response itself so the caller can read `response.body`.
 * Without an access token it fails at once with 401 'Not authenticated'.
 */
export async function streamRequest(
  path: string,
  body: unknown,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Response> {
  const send = (token: string) =>
    fetch(buildUrl(path), {
      method: 'POST',
      headers: {
        Accept: 'text/plain, application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });

  const token = getAccessToken();
  if (!token) throw new ApiError(401, 'not_authenticated', MESSAGES.notAuthenticated);
  let response = await send(token);

  if (response.status === 401) {
    const refreshed = await authStore.refreshSession().catch(() => null);
    const fresh = getAccessToken();
    if (refreshed && fresh) response = await send(fresh);
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}
