import type { ChatRequest } from '@academy/shared';

import { TUTOR_STRINGS } from '@/features/tutor/utils/strings';
import { readTextStream } from '@/features/tutor/utils/read-text-stream';
import { api } from '@/lib/api-client';

export type ChatStreamHandlers = {
  signal?: AbortSignal;
  /** Called once the answer's headers arrive, with its X-Session-Id (before any text). */
  onSessionId?: (sessionId: string) => void;
  /** Called with each decoded piece of the reply, in order. */
  onText: (text: string) => void;
};

/**
 * POST /api/tutor/chat: sends the message and streams the reply into `onText`.
 * Rejects with ApiError for an error answer, Error('No response body') when there is nothing to read,
 * and an AbortError when `signal` is aborted (the text that arrived has already been handed over).
 */
export async function sendChatMessage(request: ChatRequest, handlers: ChatStreamHandlers): Promise<void> {
  const response = await api.postStream('/api/tutor/chat', request, { signal: handlers.signal });
  const sessionId = response.headers.get('X-Session-Id');
  if (sessionId) handlers.onSessionId?.(sessionId);
  if (!response.body) throw new Error(TUTOR_STRINGS.noResponseBody);
  await readTextStream(response.body, handlers.onText);
}
