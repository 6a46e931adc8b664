import { PARENT_MESSAGES } from '@academy/shared';
import { normalizeSubject, subjectLabel } from '@academy/shared/subjects';

import { Alert } from '@/components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useChildConversation } from '@/features/parent-portal/api/parent-access';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A child's tutoring conversation, read-only, in a dialog (the parent portal). */
export function ConversationDialog({
  studentId,
  childName,
  sessionId,
  onClose,
}: {
  studentId: string;
  childName: string;
  sessionId: string | null;
  onClose: () => void;
}) {
  const conversation = useChildConversation(studentId, sessionId);
  const session = conversation.data?.session;
  const denied = conversation.error instanceof ApiError && conversation.error.status === 404;
  return (
    <Dialog open={sessionId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[85svh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {session
              ? `${subjectLabel(normalizeSubject(session.subject ?? ''))} with ${session.tutor}`
              : 'Tutoring conversation'}
          </DialogTitle>
          <DialogDescription>
            {session ? `${timeFormat.format(new Date(session.started_at))}. ` : null}
            Read-only: what {childName} and the tutor wrote.
          </DialogDescription>
        </DialogHeader>
        {conversation.isPending ? <p role="status">Loading...</p> : null}
        {conversation.isError ? (
          <Alert variant="destructive">
            {denied ? (
              <>
                <strong>{PARENT_MESSAGES.accessDeniedTitle}</strong>: {conversation.error.message}
              </>
            ) : (
              <>
                <strong>{PARENT_MESSAGES.accessErrorTitle}</strong>: {conversation.error.message}
              </>
            )}
          </Alert>
        ) : null}
        {conversation.data && conversation.data.messages.length === 0 ? (
          <p className="text-muted-foreground">No messages in this conversation.</p>
        ) : null}
        {conversation.data && conversation.data.messages.length > 0 ? (
          <ol className="grid gap-3" aria-label="Messages">
            {conversation.data.messages.map((m) => (
              <li
                key={m.id}
                className={cn(
                  'max-w-[85%] rounded-lg border p-3',
                  m.role === 'user' ? 'justify-self-end bg-primary/10' : 'justify-self-start bg-muted',
                )}
              >
                <span className="block text-xs font-medium text-muted-foreground">
                  {m.role === 'user' ? childName : 'Tutor'} · {timeFormat.format(new Date(m.created_at))}
                </span>
                <span className="whitespace-pre-wrap">{m.content}</span>
              </li>
            ))}
          </ol>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
