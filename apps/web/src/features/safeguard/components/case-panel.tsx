import {
  formatCategory,
  resolveCaseBodySchema,
  SAFEGUARD_MESSAGES,
  SAFEGUARD_NOTE_MAX,
  type CaseDetail,
  type ResolveCaseBody,
} from '@academy/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSafeguardCase } from '@/features/safeguard/api/get-case';
import { useUpdateSafeguardCase } from '@/features/safeguard/api/update-case';
import { formatTimestamp } from '@/features/safeguard/components/events-list';
import { SeverityBadge } from '@/features/safeguard/components/severity-badge';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';

/** The case panel: the flagged message in its conversation, the audit trail, and acknowledge/resolve. */
export function CasePanel({ caseId, onClose }: { caseId: string | null; onClose: () => void }) {
  const query = useSafeguardCase(caseId);
  return (
    <Dialog open={Boolean(caseId)} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        {query.isPending ? (
          <>
            <DialogHeader>
              <DialogTitle>Case</DialogTitle>
              <DialogDescription>Loading the case...</DialogDescription>
            </DialogHeader>
            <div role="status" aria-label="Loading the case" className="flex justify-center py-8">
              <span className="size-6 animate-spin rounded-full border-2 border-primary border-t-transparent" />
            </div>
          </>
        ) : query.isError ? (
          <>
            <DialogHeader>
              <DialogTitle>Case</DialogTitle>
              <DialogDescription>The case could not be loaded.</DialogDescription>
            </DialogHeader>
            <Alert variant="destructive">
              {SAFEGUARD_MESSAGES.loadError}: {getErrorMessage(query.error)}
            </Alert>
          </>
        ) : (
          <CaseBody detail={query.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CaseBody({ detail }: { detail: CaseDetail }) {
  const c = detail.case;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Case: {formatCategory(c.category)}</DialogTitle>
        <DialogDescription>
          {c.student_name ?? 'Unknown student'} · opened {formatTimestamp(c.created_at)}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2">
        <SeverityBadge severity={c.severity} />
        <Badge variant="outline" className="capitalize">
          Status: {c.status}
        </Badge>
      </div>
      {c.model_response ? <p className="text-sm text-muted-foreground">{c.model_response}</p> : null}

      <section aria-labelledby="case-conversation" className="grid gap-2">
        <h3 id="case-conversation" className="font-semibold">
          Conversation
        </h3>
        {detail.conversation.length === 0 ? (
          <p className="text-sm text-muted-foreground">No stored messages for this case.</p>
        ) : (
          <ol className="grid gap-2">
            {detail.conversation.map((m) => (
              <li
                key={m.id}
                className={cn(
                  'rounded-md border p-2 text-sm',
                  m.flagged && 'border-destructive bg-destructive/10',
                )}
                aria-current={m.flagged ? 'true' : undefined}
              >
                <p className="text-xs font-medium text-muted-foreground">
                  {m.role === 'user' ? 'Student' : m.role === 'assistant' ? 'Tutor' : 'System'} ·{' '}
                  {formatTimestamp(m.created_at)}
                  {m.flagged ? <span className="ml-2 text-destructive">Flagged message</span> : null}
                </p>
                <p className="whitespace-pre-wrap">{m.content}</p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="case-trail" className="grid gap-2">
        <h3 id="case-trail" className="font-semibold">
          Audit trail
        </h3>
        <ol className="grid gap-2 text-sm">
          {detail.trail.map((e) => (
            <li key={e.id} className="border-l-2 pl-3">
              <p>
                <span className="font-medium capitalize">{e.to_status}</span> by {e.actor_name ?? 'Safeguard'}{' '}
                · <time dateTime={e.created_at}>{formatTimestamp(e.created_at)}</time>
              </p>
              {e.note ? <p className="text-muted-foreground">{e.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>

      {c.status === 'resolved' ? (
        <p className="text-sm font-medium">This case is resolved.</p>
      ) : (
        <CaseActions caseId={c.id} status={c.status} />
      )}
    </>
  );
}

function CaseActions({ caseId, status }: { caseId: string; status: 'open' | 'acknowledged' }) {
  const noteId = useId();
  const errorId = useId();
  const mutation = useUpdateSafeguardCase();
  const form = useForm<ResolveCaseBody>({
    resolver: zodResolver(resolveCaseBodySchema),
    defaultValues: { note: '' },
  });
  const { errors } = form.formState;

  const onResolve = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync({ kind: 'resolve', id: caseId, body: values });
      toast.success(SAFEGUARD_MESSAGES.resolvedTitle);
      form.reset({ note: '' });
    } catch (error) {
      toast.error('The case was not updated', { description: getErrorMessage(error) });
    }
  });

  const onAcknowledge = async () => {
    const note = form.getValues('note').trim();
    if (note.length > SAFEGUARD_NOTE_MAX) {
      form.setError('note', { message: SAFEGUARD_MESSAGES.noteTooLong });
      return;
    }
    try {
      await mutation.mutateAsync({ kind: 'acknowledge', id: caseId, body: note ? { note } : {} });
      toast.success(SAFEGUARD_MESSAGES.acknowledgedTitle);
      form.reset({ note: '' });
    } catch (error) {
      toast.error('The case was not updated', { description: getErrorMessage(error) });
    }
  };

  return (
    <form noValidate onSubmit={onResolve} className="grid gap-3" aria-label="Update the case">
      <div className="grid gap-2">
        <Label htmlFor={noteId}>Note</Label>
        <Textarea
          id={noteId}
          rows={3}
          placeholder="What did you do? (required to resolve)"
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? errorId : undefined}
          {...form.register('note')}
        />
        {errors.note ? (
          <p id={errorId} className="text-sm text-destructive">
            {errors.note.message}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        {status === 'open' ? (
          <Button
            type="button"
            variant="outline"
            disabled={mutation.isPending}
            onClick={() => void onAcknowledge()}
          >
            Acknowledge
          </Button>
        ) : null}
        <Button type="submit" disabled={mutation.isPending}>
          Resolve case
        </Button>
      </div>
    </form>
  );
}
