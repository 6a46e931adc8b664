import { LIMITS, type Score, type TutoringSession } from '@academy/shared';
import { useQueryClient } from '@tanstack/react-query';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useScores } from '@/features/progress/api/get-scores';
import { useSessions } from '@/features/progress/api/get-sessions';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useRealtime } from '@/lib/realtime';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function summarise(sessions: TutoringSession[], scores: Score[], now = Date.now()) {
  const minutes = sessions.reduce((sum, session) => sum + (session.duration_minutes ?? 0), 0);
  const average = scores.length ? Math.round(scores.reduce((sum, s) => sum + s.score, 0) / scores.length) : 0;
  return {
    total: sessions.length,
    thisWeek: sessions.filter((session) => now - Date.parse(session.started_at) <= WEEK_MS).length,
    studyHours: Math.round(minutes / 60),
    averageScore: average,
    recent: sessions.filter((session) => session.completed_at).slice(0, LIMITS.recentSessions),
  };
}

function Section({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="learning-dashboard" className="mx-auto max-w-7xl px-4 py-16">
      <h2 id="learning-dashboard" className="text-3xl font-bold tracking-tight">
        Your Learning Dashboard
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The home page's learning dashboard; it reloads on every realtime change to the user's sessions or scores. */
export function LearningDashboard() {
  const { user, status } = useAuth();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const sessions = useSessions(userId);
  const scores = useScores(userId);

  useRealtime(userId ? [`sessions:${userId}`, `scores:${userId}`] : [], (event) => {
    void queryClient.invalidateQueries({ queryKey: [event.table, userId] });
  });

  if (status !== 'authenticated') {
    return (
      <Section>
        <p className="text-muted-foreground">
          {status === 'loading'
            ? 'Loading your learning data...'
            : 'Please sign in to view your learning dashboard.'}
        </p>
      </Section>
    );
  }
  if (sessions.isPending || scores.isPending) {
    return (
      <Section>
        <p role="status" className="text-muted-foreground">
          Loading your learning data...
        </p>
      </Section>
    );
  }
  if (sessions.isError || scores.isError) {
    return (
      <Section>
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <span>Error loading your data: {getErrorMessage(sessions.error ?? scores.error)}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void sessions.refetch();
              void scores.refetch();
            }}
          >
            Retry
          </Button>
        </Alert>
      </Section>
    );
  }

  const summary = summarise(sessions.data, scores.data);
  const stats = [
    ['Total Sessions', String(summary.total)],
    ['This Week', String(summary.thisWeek)],
    ['Study Time', `${summary.studyHours}h`],
    ['Average Score', `${summary.averageScore}%`],
  ] as const;

  return (
    <Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Your Progress</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4">
              {stats.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-bold">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Recent Sessions</CardTitle>
          </CardHeader>
          <CardContent>
            {summary.recent.length === 0 ? (
              <p className="text-muted-foreground">No sessions yet</p>
            ) : (
              <ul className="grid gap-3">
                {summary.recent.map((session) => {
                  const score = scores.data.find((s) => s.lesson_id === session.id);
                  return (
                    <li key={session.id} className="flex items-center justify-between gap-3 text-sm">
                      <span>
                        <span className="font-medium">{session.title ?? session.tutor}</span>
                        <span className="text-muted-foreground">
                          {' '}
                          · {session.subject} · {new Date(session.started_at).toLocaleDateString()}
                        </span>
                      </span>
                      <span>{score ? `${Math.round(score.score)}%` : 'Completed'}</span>
                    </li>
                  );
                })}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </Section>
  );
}
