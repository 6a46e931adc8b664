import { useEffect, useRef } from 'react';

import type { ChatMessage } from '@/features/tutor/hooks/use-tutor-chat';
import { TUTOR_STRINGS } from '@/features/tutor/utils/strings';
import { cn } from '@/lib/utils';

import { MessageMarkdown } from './message-markdown';

/**
 * The 600 px conversation. It is a polite live log that is busy while a reply streams, so a screen reader
 * announces each reply once, when it is complete, rather than piece by piece.
 */
export function MessageList({
  messages,
  streaming,
  emptyText,
}: {
  messages: ChatMessage[];
  streaming: boolean;
  emptyText: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  // Keep the newest text in view as it arrives (a DOM side effect, not state).
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.content]);

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-busy={streaming}
      aria-label="Conversation"
      tabIndex={0}
      className="h-[600px] overflow-y-auto rounded-md border bg-muted/30 p-4 focus-visible:outline-2 focus-visible:outline-ring"
    >
      {messages.length === 0 ? (
        <p className="text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="grid gap-3">
          {messages.map((message) => (
            <li
              key={message.id}
              data-role={message.role}
              className={cn(
                'max-w-[85%] rounded-lg px-4 py-2',
                message.role === 'user'
                  ? 'justify-self-end bg-primary text-primary-foreground'
                  : 'justify-self-start border bg-background',
              )}
            >
              <span className="sr-only">{message.role === 'user' ? 'You said: ' : 'Tutor said: '}</span>
              {message.role === 'user' ? (
                <p className="whitespace-pre-wrap break-words">{message.content}</p>
              ) : message.content === '' ? (
                <p className="text-muted-foreground italic">{TUTOR_STRINGS.thinking}</p>
              ) : (
                <MessageMarkdown content={message.content} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
