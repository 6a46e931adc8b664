import type { PairingCodeSummary } from '@academy/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { parentLinksApi, parentLinksKeys } from '@/features/parent-links/api';
import { ApiError, getErrorMessage } from '@/lib/api-client';

const selectClass = 'h-9 rounded-md border border-input bg-background px-3 text-sm';
const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const when = (iso: string) => dateFormat.format(new Date(iso));

const STATUS_LABEL: Record<PairingCodeSummary['status'], string> = {
  open: 'Open',
  redeemed: 'Used',
  expired: 'Expired',
};

/**
 * Parent links for a teacher (educator workspace): requests from parents who redeemed a pairing code for one
 * of the teacher's students (verify or refuse), and the pairing codes (issue, list, revoke).
 */
export function ParentLinksPage() {
  return (
    <div className="grid max-w-4xl gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Parent links</h1>
        <p className="mt-1 text-muted-foreground">
          A parent sees a child&apos;s progress only through a link the school has verified. Give a parent a
          pairing code; when they enter it, verify the request here.
        </p>
      </div>
      <PendingRequests />
      <PairingCodes />
    </div>
  );
}

function PendingRequests() {
  const qc = useQueryClient();
  const pending = useQuery({ queryKey: parentLinksKeys.pending, queryFn: parentLinksApi.pending });
  const decide = useMutation({
    mutationFn: ({ id, verdict }: { id: string; verdict: 'verify' | 'refuse' }) =>
      verdict === 'verify' ? parentLinksApi.verify(id) : parentLinksApi.refuse(id),
    onSuccess: (_data, { verdict }) => {
      toast.success(verdict === 'verify' ? 'Link verified' : 'Request refused');
      void qc.invalidateQueries({ queryKey: parentLinksKeys.pending });
      void qc.invalidateQueries({ queryKey: parentLinksKeys.codes });
    },
    onError: (err) => toast.error(getErrorMessage(err)),
  });
  const mfaRequired = pending.error instanceof ApiError && pending.error.code === 'mfa_required';
  return (
    <Card>
      <CardHeader>
        <h2 id="pending-links-h" className="font-semibold leading-none">
          Requests to verify
        </h2>
        <CardDescription>
          Verify only a parent you know to be the child&apos;s parent or guardian.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {pending.isPending ? <p className="text-muted-foreground">Loading requests...</p> : null}
        {pending.error ? (
          <Alert variant="destructive">
            {getErrorMessage(pending.error)}
            {mfaRequired ? (
              <>
                {' '}
                <a className="underline" href="/account/security">
                  Set up two-step verification
                </a>
              </>
            ) : null}
          </Alert>
        ) : null}
        {pending.data && pending.data.links.length === 0 ? (
          <p className="text-muted-foreground">No requests waiting.</p>
        ) : null}
        {pending.data && pending.data.links.length > 0 ? (
          <ul className="grid gap-2" aria-label="Requests to verify">
            {pending.data.links.map((link) => {
              const parent = link.parent.full_name ?? link.parent.email;
              const student = link.student.full_name ?? link.student.email;
              return (
                <li key={link.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
                  <div className="grid flex-1 gap-0.5">
                    <span className="font-medium">
                      {parent} → {student}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {link.parent.email} · asked {when(link.created_at)}
                    </span>
                  </div>
                  <Button
                    size="sm"
                    disabled={decide.isPending}
                    aria-label={`Verify ${parent} as a parent of ${student}`}
                    onClick={() => decide.mutate({ id: link.id, verdict: 'verify' })}
                  >
                    Verify
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={decide.isPending}
                    aria-label={`Refuse ${parent} as a parent of ${student}`}
                    onClick={() => decide.mutate({ id: link.id, verdict: 'refuse' })}
                  >
                    Refuse
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}

function PairingCodes() {
  const qc = useQueryClient();
  const codes = useQuery({ queryKey: parentLinksKeys.codes, queryFn: parentLinksApi.codes });
  const [studentId, setStudentId] = useState('');
  const [issued, setIssued] = useState<{ code: string; student: string; expires_at: string } | null>(null);
  const studentField = useId();
  const refresh = () => qc.invalidateQueries({ queryKey: parentLinksKeys.codes });
  const issue = useMutation({
    mutationFn: parentLinksApi.issue,
    onSuccess: (result) => {
      const student = codes.data?.students.find((s) => s.id === result.student_id)?.full_name ?? '';
      setIssued({ code: result.code, student, expires_at: result.expires_at });
      void refresh();
    },
    onError: (err) => toast.error(getErrorMessage(err)),
  });
  const revoke = useMutation({
    mutationFn: parentLinksApi.revoke,
    onSuccess: () => {
      toast.success('Code revoked');
      void refresh();
    },
    onError: (err) => toast.error(getErrorMessage(err)),
  });
  const students = codes.data?.students ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 id="pairing-codes-h" className="font-semibold leading-none">
          Pairing codes
        </h2>
        <CardDescription>
          A code is used once and is valid for 7 days. The parent enters it in their portal; the request then
          waits for your verification above.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          aria-label="Issue a pairing code"
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (studentId) issue.mutate(studentId);
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor={studentField}>Student</Label>
            <select
              id={studentField}
              className={selectClass}
              value={studentId}
              onChange={(e) => setStudentId(e.target.value)}
            >
              <option value="">Choose a student</option>
              {students.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.full_name}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={!studentId || issue.isPending}>
            Issue pairing code
          </Button>
        </form>
        {codes.data && students.length === 0 ? (
          <p className="text-muted-foreground">
            None of your classes has a student with an account yet: add students to a class first.
          </p>
        ) : null}
        {issued ? (
          <Alert role="status">
            Pairing code for {issued.student}: <strong data-testid="pairing-code">{issued.code}</strong>. Give
            it to the parent now: it is shown only once. Valid until {when(issued.expires_at)}.
          </Alert>
        ) : null}
        {codes.error ? <Alert variant="destructive">{getErrorMessage(codes.error)}</Alert> : null}
        {codes.data && codes.data.codes.length > 0 ? (
          <ul className="grid gap-2" aria-label="Pairing codes">
            {codes.data.codes.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
                <div className="grid flex-1 gap-0.5">
                  <span className="font-medium">{c.student.full_name ?? 'Student'}</span>
                  <span className="text-sm text-muted-foreground">
                    Issued {when(c.created_at)}
                    {c.status === 'open' ? ` · valid until ${when(c.expires_at)}` : null}
                    {c.redeemed_at ? ` · used ${when(c.redeemed_at)}` : null}
                  </span>
                </div>
                <Badge variant={c.status === 'open' ? 'secondary' : 'outline'}>
                  {STATUS_LABEL[c.status]}
                </Badge>
                {c.status === 'open' ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={revoke.isPending}
                    aria-label={`Revoke the code for ${c.student.full_name ?? 'this student'} issued ${when(c.created_at)}`}
                    onClick={() => revoke.mutate(c.id)}
                  >
                    Revoke
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {codes.data && codes.data.codes.length === 0 ? (
          <p className="text-muted-foreground">No pairing codes in the last 30 days.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
