import type { Progress, SkillMastery } from '@academy/shared/practice';
import { subjectLabel } from '@academy/shared/subjects';
import { AwardIcon, ClockIcon, GaugeIcon, TargetIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress as Bar } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useProgress } from '@/features/progress/api/get-progress';
import { GoalsForm } from '@/features/progress/components/goals-form';
import { SkillDialog } from '@/features/progress/components/skill-dialog';
import { WeeklyGoalsBars } from '@/features/progress/components/weekly-goals';
import { getErrorMessage } from '@/lib/api-client';

const GrowthChart = lazy(() => import('@/features/progress/components/growth-chart'));

const hours = (minutes: number) => `${(Math.round(minutes / 6) / 10).toFixed(1)}h`;

function Stat({
  icon: Icon,
  label,
  value,
  explain,
}: {
  icon: typeof GaugeIcon;
  label: string;
  value: string;
  explain: string;
}) {
  return (
    <div className="rounded-xl border bg-card p-4">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
        {label}
      </dt>
      <dd>
        <span className="block text-3xl font-bold">{value}</span>
        <span className="block text-xs text-muted-foreground">{explain}</span>
      </dd>
    </div>
  );
}

function Trend({ value }: { value: number | null }) {
  if (value === null) return <span className="text-muted-foreground">Trend: not enough data yet</span>;
  const Icon = value >= 0 ? TrendingUpIcon : TrendingDownIcon;
  return (
    <span className="flex items-center gap-1">
      <Icon className="size-4" aria-hidden="true" />
      Trend: {value >= 0 ? '+' : ''}
      {value} points vs the previous 4 weeks
    </span>
  );
}

function Figures({ data, studentId }: { data: Progress; studentId?: string }) {
  const [editing, setEditing] = useState(false);
  const [openSkill, setOpenSkill] = useState<SkillMastery | null>(null);
  const earned = data.badges.filter((b) => b.earned_at);
  const month = new Date().toLocaleString(undefined, { month: 'long' });
  return (
    <div className="mt-8 grid gap-10">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Overview">
        <Stat
          icon={GaugeIcon}
          label="Overall Mastery"
          value={data.overall_mastery === null ? '—' : `${data.overall_mastery}%`}
          explain={`Average estimated mastery of ${data.skills_practised} practised skills`}
        />
        <Stat
          icon={ClockIcon}
          label="Study Time"
          value={hours(data.study_minutes_month)}
          explain={`Tutoring sessions and tests in ${month} (${data.study_minutes_month} min)`}
        />
        <Stat
          icon={TargetIcon}
          label="Skills Mastered"
          value={String(data.skills_mastered)}
          explain="Skills the model is at least 95% sure are known"
        />
        <Stat
          icon={AwardIcon}
          label="Badges Earned"
          value={String(earned.length)}
          explain={`of ${data.badges.length} badges`}
        />
      </dl>

      <section aria-labelledby="subjects-heading">
        <h2 id="subjects-heading" className="text-2xl font-semibold">
          Subjects
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {data.subjects.map((s) => (
            <li key={s.subject}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>{s.label}</CardTitle>
                  <CardDescription>
                    {s.progress === null ? 'Not started' : `${s.progress}% progress`}
                  </CardDescription>
                </CardHeader>
                <CardContent className="grid gap-2 text-sm">
                  <Bar value={s.progress ?? 0} aria-label={`${s.label} progress`} />
                  <Trend value={s.trend} />
                  <span>
                    {s.sessions} {s.sessions === 1 ? 'session' : 'sessions'} · {s.mastered} mastered
                  </span>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="goals-heading" className="rounded-xl border bg-card p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="goals-heading" className="text-xl font-semibold">
              Weekly Goals
            </h2>
            {!data.read_only && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => setEditing((v) => !v)}
                aria-expanded={editing}
              >
                {editing ? 'Cancel' : 'Change goals'}
              </Button>
            )}
          </div>
          <div className="mt-4">
            <WeeklyGoalsBars goals={data.goals} />
          </div>
          {editing && (
            <GoalsForm
              initial={{
                lessons: data.goals.lessons.target,
                minutes: data.goals.minutes.target,
                tests: data.goals.tests.target,
              }}
              own={data.goals.source === 'student'}
              onDone={() => setEditing(false)}
            />
          )}
        </section>
        <section aria-labelledby="achievements-heading" className="rounded-xl border bg-card p-6">
          <h2 id="achievements-heading" className="text-xl font-semibold">
            Recent Achievements
          </h2>
          {data.recent_achievements.length === 0 ? (
            <p className="mt-4 text-muted-foreground">
              No achievements yet: take a practice test to earn your first badge.
            </p>
          ) : (
            <ul className="mt-4 grid gap-2">
              {data.recent_achievements.map((a) => (
                <li key={`${a.title}-${a.at}`} className="border-b pb-2">
                  <p className="font-medium">{a.title}</p>
                  <p className="text-sm text-muted-foreground">
                    {a.detail} · {new Date(a.at).toLocaleDateString()}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      <section aria-labelledby="growth-heading">
        <h2 id="growth-heading" className="text-2xl font-semibold">
          Growth
        </h2>
        <p className="text-sm text-muted-foreground">
          Average mastery and skills mastered at the end of each week.
        </p>
        <Suspense fallback={<Skeleton className="h-64 w-full" />}>
          <GrowthChart growth={data.growth} />
        </Suspense>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Growth by week</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-4">
                  Week ending
                </th>
                <th scope="col" className="py-1 pr-4">
                  Mastery
                </th>
                <th scope="col" className="py-1">
                  Skills mastered
                </th>
              </tr>
            </thead>
            <tbody>
              {data.growth.map((g) => (
                <tr key={g.week} className="border-b">
                  <td className="py-1 pr-4">{g.week}</td>
                  <td className="py-1 pr-4">{g.mastery === null ? '—' : `${g.mastery}%`}</td>
                  <td className="py-1">{g.mastered}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="skills-heading">
        <h2 id="skills-heading" className="text-2xl font-semibold">
          Skills
        </h2>
        {data.skills.length === 0 ? (
          <p className="mt-2 text-muted-foreground">No skills practised yet.</p>
        ) : (
          <ul className="mt-4 grid gap-2 md:grid-cols-2">
            {data.skills.map((skill) => (
              <li key={skill.key} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <div className="min-w-0">
                  <p className="font-medium">
                    {skill.code ?? skill.label}{' '}
                    {skill.mastered ? <Badge className="bg-green-700 text-white">Mastered</Badge> : null}
                  </p>
                  <p className="truncate text-sm text-muted-foreground">
                    {subjectLabel(skill.subject)} · {Math.round(skill.p * 100)}% · {skill.answers} answers
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setOpenSkill(skill)}
                  aria-label={`Details: ${skill.code ?? skill.label}`}
                >
                  Details
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="badges-heading">
        <h2 id="badges-heading" className="text-2xl font-semibold">
          Badges
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
          {data.badges.map((b) => (
            <li key={b.id} className="rounded-lg border p-3">
              <p className="font-medium">{b.title}</p>
              <p className="text-sm text-muted-foreground">{b.description}</p>
              <p className="text-xs">
                {b.earned_at ? `Earned ${new Date(b.earned_at).toLocaleDateString()}` : 'Not earned yet'}
              </p>
            </li>
          ))}
        </ul>
      </section>
      <SkillDialog
        skill={openSkill}
        studentId={studentId}
        readOnly={data.read_only}
        onClose={() => setOpenSkill(null)}
      />
    </div>
  );
}

/** The progress page: the caller's own, or (read only) a chosen student's for their teacher or parent. */
export function ProgressView({ studentId }: { studentId?: string }) {
  const progress = useProgress(studentId);
  if (progress.isPending) return <Skeleton className="mt-8 h-96 w-full" />;
  if (progress.isError) {
    return (
      <Alert variant="destructive" className="mt-8">
        Could not load the progress: {getErrorMessage(progress.error)}
      </Alert>
    );
  }
  const data = progress.data;
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight">
        {data.read_only ? `${data.student.full_name ?? 'Student'}'s Progress` : 'Your Progress'}
      </h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">
        {data.read_only
          ? 'Read only: what this student has practised and mastered, computed from their answers.'
          : 'What you can do now, from every practice test and tutor exercise. Open a skill to see the answers behind it.'}
      </p>
      <Figures data={data} studentId={studentId} />
    </div>
  );
}
