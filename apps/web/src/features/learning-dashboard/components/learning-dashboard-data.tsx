import { subjectLabel } from '@academy/shared/subjects';
import type { AuthUser } from '@academy/shared/auth';
import { scoresChannel, sessionsChannel } from '@academy/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import {
  BookOpenIcon,
  CalculatorIcon,
  FlaskConicalIcon,
  GlobeIcon,
  GraduationCapIcon,
  MessageCircleIcon,
  SparklesIcon,
  Volume2Icon,
  type LucideIcon,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { useScores } from '@/features/learning-dashboard/api/get-scores';
import { useSessions } from '@/features/learning-dashboard/api/get-sessions';
import { DashboardLoading } from '@/features/learning-dashboard/components/dashboard-loading';
import {
  progressFigures,
  recentSessions,
  subjectSummaries,
  type SubjectCategory,
} from '@/features/learning-dashboard/utils/figures';
import { getErrorMessage } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';
import { useSpeech } from '@/lib/speech';
import { cn } from '@/lib/utils';

const SUBJECT_STYLE: Record<SubjectCategory, { icon: LucideIcon; tint: string; bar: string }> = {
  reading: {
    icon: BookOpenIcon,
    tint: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
    bar: '[&>[data-slot=progress-indicator]]:bg-blue-600',
  },
  math: {
    icon: CalculatorIcon,
    tint: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
    bar: '[&>[data-slot=progress-indicator]]:bg-green-600',
  },
  science: {
    icon: FlaskConicalIcon,
    tint: 'bg-purple-100 text-purple-800 dark:bg-purple-950 dark:text-purple-200',
    bar: '[&>[data-slot=progress-indicator]]:bg-purple-600',
  },
  'social studies': {
    icon: GlobeIcon,
    tint: 'bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-200',
    bar: '[&>[data-slot=progress-indicator]]:bg-orange-600',
  },
  default: {
    icon: GraduationCapIcon,
    tint: 'bg-muted text-foreground',
    bar: '',
  },
};

export function tutorGreeting(user: AuthUser): string {
  const first = user.user_metadata.full_name?.trim().split(/\s+/)[0];
  return `Hi${first ? ` ${first}` : ''}! I'm your AI tutor. I'll guide you one question at a time. What would you like to learn today?`;
}

function TutorCard({ greeting }: { greeting: string }) {
  const speech = useSpeech();
  // The read-aloud states: idle reads 'Listen', then 'Pause', 'Resume' or 'TTS Error'.
  const state = speech.text === greeting ? speech.state : 'idle';
  const label = { idle: 'Listen', playing: 'Pause', paused: 'Resume', error: 'TTS Error' }[state];
  const onListen = () => {
    if (state === 'playing') speech.pause();
    else if (state === 'paused') speech.resume();
    else speech.speak(greeting, { voice: 'alloy' });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <SparklesIcon className="size-5 text-primary" aria-hidden="true" />
          AI Tutor
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p>{greeting}</p>
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={paths.studentTutor.getHref()}>
            <MessageCircleIcon aria-hidden="true" />
            Start Session
          </Link>
        </Button>
        <Button variant="outline" disabled={!speech.supported} onClick={onListen}>
          <Volume2Icon aria-hidden="true" />
          {label}
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The signed-in part: live figures from GET /api/sessions and /api/scores, reloaded on realtime changes. */
export function LearningDashboardData({ user }: { user: AuthUser }) {
  const userId = user.id;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const sessions = useSessions(userId);
  const scores = useScores(userId);

  useRealtime([sessionsChannel(userId), scoresChannel(userId)], () => {
    void queryClient.invalidateQueries({ queryKey: ['sessions', userId] });
    void queryClient.invalidateQueries({ queryKey: ['scores', userId] });
  });

  if (sessions.isError || scores.isError) {
    return (
      <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
        <span>Error loading your data: {getErrorMessage(sessions.error ?? scores.error)}</span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            if (sessions.isError) void sessions.refetch();
            if (scores.isError) void scores.refetch();
          }}
        >
          Retry
        </Button>
      </Alert>
    );
  }
  if (sessions.isPending || scores.isPending) return <DashboardLoading />;

  const subjects = subjectSummaries(sessions.data, scores.data);
  const figures = progressFigures(sessions.data, scores.data);
  const recent = recentSessions(sessions.data, scores.data);
  const stats = [
    ['Total Sessions', String(figures.totalSessions)],
    ['This Week', String(figures.thisWeek)],
    ['Study Time', `${figures.studyHours}h`],
    ['Average Score', `${figures.averageScore}%`],
  ] as const;

  return (
    <div className="grid gap-6">
      {subjects.length === 0 ? (
        <Card className="items-center text-center">
          <CardHeader>
            <CardTitle className="text-xl">Ready to Start Learning?</CardTitle>
            <CardDescription>Your subjects appear here after your first tutoring session.</CardDescription>
          </CardHeader>
          <CardFooter>
            <Button asChild>
              <Link to={paths.studentTutor.getHref()}>Start First Session</Link>
            </Button>
          </CardFooter>
        </Card>
      ) : (
        <ul aria-label="Your subjects" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {subjects.map((subject) => {
            const style = SUBJECT_STYLE[subject.category];
            return (
              <li key={subject.subject}>
                <Card className="h-full" data-category={subject.category}>
                  <CardHeader className="flex-row items-center gap-3">
                    <span className={cn('rounded-lg p-2', style.tint)}>
                      <style.icon className="size-5" aria-hidden="true" />
                    </span>
                    <CardTitle className="capitalize">{subject.subject}</CardTitle>
                  </CardHeader>
                  <CardContent className="grid gap-2 text-sm">
                    <p>
                      {subject.sessions} {subject.sessions === 1 ? 'session' : 'sessions'}
                    </p>
                    <p className="text-muted-foreground">
                      Average score: {subject.averageScore === null ? 'none yet' : `${subject.averageScore}%`}
                    </p>
                    <Progress
                      value={subject.bar}
                      className={style.bar}
                      aria-label={`${subject.subject} average score`}
                    />
                  </CardContent>
                  <CardFooter className="mt-auto">
                    <Button
                      variant="outline"
                      className="w-full"
                      aria-label={`Continue ${subject.subject}`}
                      onClick={() =>
                        navigate(paths.studentTutor.getHref(), { state: { subject: subject.subject } })
                      }
                    >
                      Continue
                    </Button>
                  </CardFooter>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <TutorCard greeting={tutorGreeting(user)} />
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
            {recent.length === 0 ? (
              <p className="text-muted-foreground">No sessions yet</p>
            ) : (
              <ul aria-label="Recent sessions" className="grid gap-3">
                {recent.map((session) => (
                  <li key={session.id} className="flex items-start justify-between gap-3 text-sm">
                    <span className="min-w-0">
                      <span className="block font-medium break-words">{session.title}</span>
                      <span className="text-muted-foreground">
                        {subjectLabel(session.subject)} · {new Date(session.date).toLocaleDateString()}
                      </span>
                    </span>
                    <span className="shrink-0 font-medium">
                      {session.score === null ? 'Completed' : `${session.score}%`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
