import { goalsInputSchema, type GoalsInput } from '@academy/shared/practice';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useClearGoals, useSetGoals } from '@/features/progress/api/set-goals';
import { getErrorMessage } from '@/lib/api-client';

const FIELDS: { name: keyof GoalsInput; label: string }[] = [
  { name: 'lessons', label: 'Lessons per week' },
  { name: 'minutes', label: 'Minutes per week' },
  { name: 'tests', label: 'Practice tests per week' },
];

/**
 * The student's own weekly goals. While they are the student's own, they can be dropped so that their class's
 * goals (or the defaults) apply again.
 */
export function GoalsForm({
  initial,
  own,
  onDone,
}: {
  initial: GoalsInput;
  /** The goals in force are the student's own. */
  own: boolean;
  onDone: () => void;
}) {
  const setGoals = useSetGoals();
  const clearGoals = useClearGoals();
  const form = useForm<GoalsInput>({ resolver: zodResolver(goalsInputSchema), defaultValues: initial });
  return (
    <form
      className="mt-4 grid gap-3 sm:grid-cols-4 sm:items-end"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        setGoals.mutate(values, {
          onSuccess: () => {
            toast.success('Weekly goals saved');
            onDone();
          },
          onError: (error) =>
            toast.error('Could not save your goals', { description: getErrorMessage(error) }),
        }),
      )}
    >
      {FIELDS.map((field) => {
        const error = form.formState.errors[field.name]?.message;
        return (
          <div key={field.name} className="grid gap-1">
            <Label htmlFor={`goal-${field.name}`}>{field.label}</Label>
            <Input
              id={`goal-${field.name}`}
              type="number"
              min={0}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? `goal-${field.name}-error` : undefined}
              {...form.register(field.name, { valueAsNumber: true })}
            />
            {error && (
              <p id={`goal-${field.name}-error`} className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={setGoals.isPending}>
          Save goals
        </Button>
        {own && (
          <Button
            type="button"
            variant="outline"
            disabled={clearGoals.isPending}
            onClick={() =>
              clearGoals.mutate(undefined, {
                onSuccess: () => {
                  toast.success("Using your class's goals again");
                  onDone();
                },
                onError: (error) =>
                  toast.error('Could not change your goals', { description: getErrorMessage(error) }),
              })
            }
          >
            Use my class's goals
          </Button>
        )}
      </div>
    </form>
  );
}
