import { DEFAULT_GOALS, goalsInputSchema, type GoalsInput } from '@academy/shared/practice';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useClassGoals, useSetClassGoals } from '@/features/progress/api/class-goals';
import { getErrorMessage } from '@/lib/api-client';

const FIELDS: { name: keyof GoalsInput; label: string }[] = [
  { name: 'lessons', label: 'Lessons per week' },
  { name: 'minutes', label: 'Minutes per week' },
  { name: 'tests', label: 'Practice tests per week' },
];

/**
 * A class's weekly goals, set by its teacher. The server's precedence (progress.service goalsFor): a
 * student's own goals, else the goals of their class saved most recently, else the defaults.
 */
export function ClassGoalsCard({ classId }: { classId: string }) {
  const goals = useClassGoals(classId);
  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold leading-none">Weekly goals</h2>
        <CardDescription>
          Lessons, minutes and practice tests per week for the students of this class. Students see them on
          their progress page and dashboard, unless they have set goals of their own: a student's own goals
          come first. A student in several classes sees the class goals saved most recently.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {goals.isPending ? (
          <p role="status">Loading the class's goals...</p>
        ) : goals.isError ? (
          <Alert variant="destructive">
            Could not load the class's goals: {getErrorMessage(goals.error)}
          </Alert>
        ) : (
          <>
            <p className="text-sm text-muted-foreground" data-testid="class-goals-status">
              {goals.data
                ? `Now: ${goals.data.lessons} lessons, ${goals.data.minutes} minutes and ${goals.data.tests} practice tests a week.`
                : `No class goals yet: students see the defaults (${DEFAULT_GOALS.lessons} lessons, ${DEFAULT_GOALS.minutes} minutes, ${DEFAULT_GOALS.tests} practice tests a week).`}
            </p>
            <ClassGoalsForm classId={classId} initial={goals.data ?? { ...DEFAULT_GOALS }} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ClassGoalsForm({ classId, initial }: { classId: string; initial: GoalsInput }) {
  const save = useSetClassGoals(classId);
  const form = useForm<GoalsInput>({ resolver: zodResolver(goalsInputSchema), defaultValues: initial });
  return (
    <form
      className="mt-4 grid gap-3 sm:grid-cols-4 sm:items-start"
      noValidate
      aria-label="Class weekly goals"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: () => toast.success('Class goals saved'),
          onError: (error) =>
            toast.error('Could not save the class goals', { description: getErrorMessage(error) }),
        }),
      )}
    >
      {FIELDS.map((field) => {
        const error = form.formState.errors[field.name]?.message;
        return (
          <div key={field.name} className="grid gap-1">
            <Label htmlFor={`class-goal-${field.name}`}>{field.label}</Label>
            <Input
              id={`class-goal-${field.name}`}
              type="number"
              min={0}
              inputMode="numeric"
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `class-goal-${field.name}-error` : undefined}
              {...form.register(field.name, { valueAsNumber: true })}
            />
            {error && (
              <p id={`class-goal-${field.name}-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <Button type="submit" className="sm:mt-6" disabled={save.isPending}>
        Save class goals
      </Button>
    </form>
  );
}
