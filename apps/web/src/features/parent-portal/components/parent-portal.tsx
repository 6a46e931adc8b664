import { PARENT_MESSAGES, type Child, type StudentData } from '@academy/shared';
import { subjectLabel, normalizeSubject } from '@academy/shared/subjects';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  redeemPairingCode,
  setDigest,
  useChildEvents,
  useChildren,
  useStudentData,
} from '@/features/parent-portal/api/parent-access';
import { ConversationDialog } from '@/features/parent-portal/components/conversation-dialog';
import { ApiError, getErrorMessage } from '@/lib/api-client';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** SPEC section 2: average score (rounded), sessions in the last 7 days, distinct subjects. */
export function summarise(data: StudentData, now = Date.now()) {
  const avg = data.scores.length
    ? Math.round(data.scores.reduce((s, x) => s + x.score, 0) / data.scores.length)
    : 0;
  const thisWeek = data.sessions.filter((s) => now - new Date(s.started_at).getTime() <= WEEK_MS).length;
  const subjects = new Set(data.sessions.map((s) => normalizeSubject(s.subject ?? ''))).size;
  return { avg, thisWeek, subjects };
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** The parent portal (/parent): verified children, then one child's summary. */
export function ParentPortal() {
  const children = useChildren();
  const [selected, setSelected] = useState<Child | null>(null);

  if (selected) return <ChildView child={selected} onBack={() => setSelected(null)} />;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Parent Portal</h1>
      {children.isPending ? (
        <p role="status">Loading...</p>
      ) : children.isError ? (
        <Alert variant="destructive">
          <strong>{PARENT_MESSAGES.accessErrorTitle}</strong>: {PARENT_MESSAGES.accessError}
        </Alert>
      ) : children.data.length === 0 ? (
        <p>{PARENT_MESSAGES.noChildren}</p>
      ) : (
        <ul aria-label="Your children" className="grid gap-3 sm:grid-cols-2">
          {children.data.map((child) => (
            <li key={child.student_id}>
              <Button
                variant="outline"
                className="h-auto w-full flex-col items-start p-4"
                onClick={() => setSelected(child)}
              >
                <span className="text-lg font-semibold">{child.profile.full_name ?? 'Your child'}</span>
                {child.profile.grade_level ? (
                  <span className="text-sm text-muted-foreground">Grade {child.profile.grade_level}</span>
                ) : null}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <PairingCodeForm />
    </div>
  );
}

function PairingCodeForm() {
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setMessage(null);
    try {
      setMessage((await redeemPairingCode(code.trim())).message);
      setCode('');
    } catch (err) {
      setError(getErrorMessage(err));
    }
  };
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">Have a pairing code from your child's school?</h2>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="flex flex-wrap items-end gap-3" aria-label="Redeem a pairing code">
          <div className="grid gap-2">
            <Label htmlFor={id}>Pairing code</Label>
            <Input
              id={id}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              maxLength={32}
              autoComplete="off"
            />
          </div>
          <Button type="submit" disabled={code.trim().length === 0}>
            Redeem code
          </Button>
        </form>
        {message ? (
          <p role="status" className="mt-3">
            {message}
          </p>
        ) : null}
        {error ? (
          <Alert variant="destructive" className="mt-3">
            {error}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}

function ChildView({ child, onBack }: { child: Child; onBack: () => void }) {
  const data = useStudentData(child.student_id);
  const queryClient = useQueryClient();
  const [digest, setDigestState] = useState(child.weekly_digest);
  const name = child.profile.full_name ?? 'Your child';
  useEffect(() => {
    if (data.isSuccess) toast.success(PARENT_MESSAGES.dataLoaded);
  }, [data.isSuccess]);
  const denied = data.error instanceof ApiError && (data.error.status === 404 || data.error.status === 403);

  const toggleDigest = async () => {
    try {
      const result = await setDigest(child.student_id, !digest);
      setDigestState(result.weekly_digest);
      void queryClient.invalidateQueries({ queryKey: ['parent', 'children'] });
    } catch (err) {
      toast.error(getErrorMessage(err));
    }
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <div>
        <Button variant="outline" onClick={onBack}>
          {PARENT_MESSAGES.backToChildren}
        </Button>
      </div>
      <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
      {data.isPending ? (
        <p role="status">Loading...</p>
      ) : data.isError ? (
        <Alert variant="destructive">
          {denied ? (
            <>
              <strong>{PARENT_MESSAGES.accessDeniedTitle}</strong>: {PARENT_MESSAGES.accessDenied}
            </>
          ) : (
            <>
              <strong>{PARENT_MESSAGES.accessErrorTitle}</strong>: {PARENT_MESSAGES.accessError}
            </>
          )}
        </Alert>
      ) : (
        <ChildSummary studentId={child.student_id} childName={name} data={data.data} />
      )}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="secondary">
          <Link to={`/progress?student=${encodeURIComponent(child.student_id)}`}>View progress</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={`/safeguard?student=${encodeURIComponent(child.student_id)}`}>Safeguard</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={`/homework-checks?student=${encodeURIComponent(child.student_id)}`}>Homework checks</Link>
        </Button>
        <Button variant="outline" onClick={toggleDigest} aria-pressed={digest}>
          {digest ? 'Weekly e-mail digest: on' : 'Weekly e-mail digest: off'}
        </Button>
      </div>
    </div>
  );
}

function ChildSummary({
  studentId,
  childName,
  data,
}: {
  studentId: string;
  childName: string;
  data: StudentData;
}) {
  const { avg, thisWeek, subjects } = summarise(data);
  const [reading, setReading] = useState<string | null>(null);
  const sessionItem = (s: StudentData['sessions'][number]) => {
    const title = `${subjectLabel(normalizeSubject(s.subject ?? ''))} with ${s.tutor}`;
    return (
      <li key={s.id} className="flex flex-wrap items-center gap-2 rounded-md border p-3">
        <span className="flex-1">
          <span className="font-medium">{title}</span>
          <span className="block text-sm text-muted-foreground">{when(s.started_at)}</span>
        </span>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Read the conversation: ${title}, ${when(s.started_at)}`}
          onClick={() => setReading(s.id)}
        >
          Read conversation
        </Button>
      </li>
    );
  };
  return (
    <>
      <ConversationDialog
        studentId={studentId}
        childName={childName}
        sessionId={reading}
        onClose={() => setReading(null)}
      />
      <dl className="grid gap-3 sm:grid-cols-3">
        {[
          ['Average score', `${avg}%`],
          ['Sessions this week', String(thisWeek)],
          ['Subjects', String(subjects)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border bg-card p-6 text-card-foreground shadow-sm">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="recent-sessions">
          <h2 id="recent-sessions" className="mb-2 text-xl font-semibold">
            Recent sessions
          </h2>
          {data.sessions.length === 0 ? (
            <p className="text-muted-foreground">No sessions yet.</p>
          ) : (
            <ul className="grid gap-2" aria-label="Recent sessions">
              {data.sessions.slice(0, 5).map(sessionItem)}
            </ul>
          )}
          {data.sessions.length > 5 ? (
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-medium">
                Earlier conversations ({data.sessions.length - 5})
              </summary>
              <ul className="mt-2 grid gap-2" aria-label="Earlier conversations">
                {data.sessions.slice(5).map(sessionItem)}
              </ul>
            </details>
          ) : null}
        </section>
        <section aria-labelledby="recent-scores">
          <h2 id="recent-scores" className="mb-2 text-xl font-semibold">
            Recent scores
          </h2>
          {data.scores.length === 0 ? (
            <p className="text-muted-foreground">No scores yet.</p>
          ) : (
            <ul className="grid gap-2">
              {data.scores.slice(0, 5).map((s) => (
                <li key={s.id} className="flex items-center justify-between rounded-md border p-3">
                  <span>{s.skill ?? 'Practice'}</span>
                  <Badge variant="secondary">{Math.round(s.score)}%</Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

/** The parent's Safeguard view of one child: category, severity, date and what staff did. */
export function ChildSafeguard({ studentId }: { studentId: string }) {
  const events = useChildEvents(studentId);
  const action = (status: string | null) =>
    status === 'resolved'
      ? 'Resolved by staff'
      : status === 'acknowledged'
        ? 'Being looked at by staff'
        : status === 'open'
          ? 'Flagged for review'
          : 'Cleared';
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Safeguard</h1>
      <p className="text-muted-foreground">
        Safety events in your child's tutor conversations. Other children's words are never shown here.
      </p>
      <Button asChild variant="outline" className="w-fit">
        <Link to="/parent">{PARENT_MESSAGES.backToChildren}</Link>
      </Button>
      {events.isPending ? (
        <p role="status">Loading...</p>
      ) : events.isError ? (
        <Alert variant="destructive">
          <strong>{PARENT_MESSAGES.accessDeniedTitle}</strong>: {PARENT_MESSAGES.accessDenied}
        </Alert>
      ) : events.data.length === 0 ? (
        <p>No moderation events found.</p>
      ) : (
        <ul className="grid gap-2" aria-label="Safety events">
          {events.data.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-3 rounded-md border p-3">
              <Badge variant={e.severity === 'high' ? 'destructive' : 'secondary'}>{e.severity}</Badge>
              <span className="font-medium">{e.category.replace(/_/g, ' ').toUpperCase()}</span>
              <span className="text-sm text-muted-foreground">{when(e.created_at)}</span>
              <span>{action(e.status)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
