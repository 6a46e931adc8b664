import { subjectLabel, type TutoringSession } from '@academy/shared';
import { ArrowLeftIcon, ChartLineIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useSessionMessages } from '@/features/classrooms/api/get-session-messages';
import { useStudentRecord } from '@/features/classrooms/api/get-student-record';
import { displayName, formatDate, formatDateTime } from '@/features/classrooms/utils/format';
import { getErrorMessage } from '@/lib/api-client';

type Props = {
  classId: string;
  entryId: string;
  backHref: string;
  /** The student's progress page. */
  progressHref: (studentId: string) => string;
};

/** A linked roster student, read only: their tutoring sessions with full conversations, and their scores. */
export function StudentRecordView({ classId, entryId, backHref, progressHref }: Props) {
  const record = useStudentRecord(classId, entryId);
  const [openSession, setOpenSession] = useState<string | null>(null);
  return (
    <div className="grid gap-6">
      <Link
        to={backHref}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeftIcon className="size-4" aria-hidden="true" />
        Back to the class
      </Link>
      {record.isPending ? (
        <p role="status">Loading the student&apos;s record...</p>
      ) : record.isError ? (
        <Alert variant="destructive">Error: {getErrorMessage(record.error)}</Alert>
      ) : (
        <>
          <div className="flex flex-wrap items-start justify-between gap-4">
            <div>
              <h1 className="text-3xl font-bold tracking-tight">
                {record.data.student.full_name || displayName(record.data.student)}
              </h1>
              <p className="mt-2 text-muted-foreground">
                {record.data.student.email}
                {record.data.student.grade_level ? ` · Grade ${record.data.student.grade_level}` : ''}
              </p>
            </div>
            <Button asChild variant="outline">
              <Link to={progressHref(record.data.student.user_id!)}>
                <ChartLineIcon aria-hidden="true" />
                View progress
              </Link>
            </Button>
          </div>

          <Card>
            <CardHeader>
              <CardTitle>Tutoring sessions</CardTitle>
              <CardDescription>
                The most recent 50, newest first. Conversations are read only.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {record.data.sessions.length === 0 ? (
                <p className="text-muted-foreground">No sessions yet</p>
              ) : (
                <ul className="grid gap-3">
                  {record.data.sessions.map((s) => (
                    <SessionItem
                      key={s.id}
                      session={s}
                      open={openSession === s.id}
                      onToggle={() => setOpenSession(openSession === s.id ? null : s.id)}
                    />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Scores</CardTitle>
              <CardDescription>The most recent 100, newest first.</CardDescription>
            </CardHeader>
            <CardContent>
              {record.data.scores.length === 0 ? (
                <p className="text-muted-foreground">No scores yet</p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead scope="col">Skill</TableHead>
                      <TableHead scope="col">Subject</TableHead>
                      <TableHead scope="col">Score</TableHead>
                      <TableHead scope="col">Recorded</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {record.data.scores.map((score) => (
                      <TableRow key={score.id}>
                        <TableCell>{score.skill}</TableCell>
                        <TableCell>{score.subject ? subjectLabel(score.subject) : 'N/A'}</TableCell>
                        <TableCell>{Math.round(score.score)}%</TableCell>
                        <TableCell>{formatDate(score.recorded_at)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}

function SessionItem({
  session,
  open,
  onToggle,
}: {
  session: TutoringSession;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = `conversation-${session.id}`;
  return (
    <li className="rounded-lg border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium">{session.title || session.tutor}</p>
          <p className="text-sm text-muted-foreground">
            {subjectLabel(session.subject)} · {session.tutor} · {formatDateTime(session.started_at)}
            {session.completed_at ? '' : ' · in progress'}
          </p>
        </div>
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          {open ? 'Hide conversation' : 'Show conversation'}
        </Button>
      </div>
      {open ? <Conversation id={panelId} sessionId={session.id} /> : null}
    </li>
  );
}

function Conversation({ id, sessionId }: { id: string; sessionId: string }) {
  const messages = useSessionMessages(sessionId);
  return (
    <div id={id} className="mt-3 grid gap-2">
      {messages.isPending ? (
        <p role="status">Loading the conversation...</p>
      ) : messages.isError ? (
        <Alert variant="destructive">Error: {getErrorMessage(messages.error)}</Alert>
      ) : messages.data.messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">No messages in this session.</p>
      ) : (
        <ol className="grid gap-2" aria-label="Conversation">
          {messages.data.messages.map((m) => (
            <li
              key={m.id}
              className={m.role === 'user' ? 'rounded-md bg-primary/10 p-2' : 'rounded-md bg-muted p-2'}
            >
              <p className="text-xs font-semibold">{m.role === 'user' ? 'Student' : 'Tutor'}</p>
              <p className="text-sm whitespace-pre-wrap">{m.content}</p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
