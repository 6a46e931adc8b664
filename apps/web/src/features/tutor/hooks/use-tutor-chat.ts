import { LIMITS, MESSAGES, type AgentId, type ChatRole } from '@academy/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

import { sendChatMessage } from '@/features/tutor/api/send-chat-message';
import { HISTORY_SENT_MAX } from '@/features/tutor/utils/learner';
import { isAbortError } from '@/features/tutor/utils/read-text-stream';
import { TUTOR_STRINGS } from '@/features/tutor/utils/strings';
import { ApiError } from '@/lib/api-client';

export type ChatMessage = { id: string; role: ChatRole; content: string };

export type TutorChatOptions = {
  initialSessionId?: string;
  initialMessages?: ChatMessage[];
  agent: AgentId;
  subject?: string;
  tutorName?: string;
  /** Called with the whole reply once it has fully arrived (not after Stop or a failure). */
  onReply?: (reply: string) => void;
  /** A 401 that a token refresh could not fix. */
  onAuthRequired?: () => void;
};

let nextId = 0;
const localId = (role: ChatRole) => `local-${role}-${Date.now().toString(36)}-${nextId++}`;

/** The message shown in the 'Error' toast. */
export function chatErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message === TUTOR_STRINGS.noResponseBody) return error.message;
  return TUTOR_STRINGS.sendFailed;
}

/**
 * The conversation with the tutor: sends a message, streams the reply into an assistant message that starts
 * empty, keeps and reuses the session id from X-Session-Id, stops on demand, and on failure removes the empty
 * messages and shows the 'Error' toast.
 */
export function useTutorChat(options: TutorChatOptions) {
  const [messages, setMessages] = useState<ChatMessage[]>(options.initialMessages ?? []);
  const [sessionId, setSessionId] = useState<string | undefined>(options.initialSessionId);
  const [streaming, setStreaming] = useState(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const sessionIdRef = useRef(sessionId);
  const abortRef = useRef<AbortController | null>(null);
  const optionsRef = useRef(options);
  optionsRef.current = options;

  // Leaving the page stops the generation.
  useEffect(() => () => abortRef.current?.abort(), []);

  const rememberSession = useCallback((id: string | undefined) => {
    sessionIdRef.current = id;
    setSessionId(id);
  }, []);

  const run = useCallback(
    async (content: string) => {
      const { agent, subject, tutorName } = optionsRef.current;
      const userMessage: ChatMessage = { id: localId('user'), role: 'user', content };
      const assistant: ChatMessage = { id: localId('assistant'), role: 'assistant', content: '' };
      const history = [...messagesRef.current, userMessage]
        .filter((message) => message.content.trim() !== '')
        .slice(-HISTORY_SENT_MAX)
        .map(({ role, content: text }) => ({ role, content: text }));
      setMessages((current) => [...current, userMessage, assistant]);
      setStreaming(true);
      const controller = new AbortController();
      abortRef.current = controller;
      let reply = '';
      try {
        await sendChatMessage(
          { sessionId: sessionIdRef.current, messages: history, agent, subject, tutorName },
          {
            signal: controller.signal,
            onSessionId: rememberSession,
            onText: (text) => {
              reply += text;
              setMessages((current) =>
                current.map((message) =>
                  message.id === assistant.id ? { ...message, content: message.content + text } : message,
                ),
              );
            },
          },
        );
        if (reply.trim()) optionsRef.current.onReply?.(reply);
      } catch (error) {
        if (!isAbortError(error)) {
          if (error instanceof ApiError && error.status === 401) {
            toast.error(TUTOR_STRINGS.authRequiredTitle, { description: TUTOR_STRINGS.authRequired });
            optionsRef.current.onAuthRequired?.();
          } else {
            toast.error(TUTOR_STRINGS.errorTitle, { description: chatErrorMessage(error) });
          }
        }
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          setStreaming(false);
        }
        setMessages((current) => current.filter((message) => message.content.trim() !== ''));
      }
    },
    [rememberSession],
  );

  /** Starts sending `text`; returns false (and says why) when it cannot be sent. */
  const send = useCallback(
    (text: string): boolean => {
      const content = text.trim();
      if (!content || abortRef.current) return false;
      if (content.length > LIMITS.tutorMessageMax) {
        toast.error(MESSAGES.messageTooLongTitle, { description: MESSAGES.messageTooLong });
        return false;
      }
      void run(content);
      return true;
    },
    [run],
  );

  /** Stops the reply being generated; what has arrived stays. */
  const stop = useCallback(() => abortRef.current?.abort(), []);

  /** Forgets the conversation (after the session has been ended). */
  const reset = useCallback(() => {
    abortRef.current?.abort();
    abortRef.current = null;
    setStreaming(false);
    setMessages([]);
    rememberSession(undefined);
  }, [rememberSession]);

  return { messages, sessionId, streaming, send, stop, reset };
}
