import type { Attempt, AttemptItem } from '@academy/shared/practice';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useSaveAnswer } from '@/features/tests/api/save-answer';
import { useSubmitAttempt } from '@/features/tests/api/submit-attempt';
import { clock } from '@/features/tests/utils/format';
import { getErrorMessage } from '@/lib/api-client';

type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** The time left, ticking once a second from the attempt's deadline (the server's clock decides). */
function useSecondsLeft(deadline: string, initial: number): number {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    const end = Date.now() + initial * 1000;
    const timer = setInterval(() => setLeft(Math.max(0, Math.round((end - Date.now()) / 1000))), 1000);
    return () => clearInterval(timer);
  }, [deadline, initial]);
  return left;
}

function Question({
  item,
  index,
  value,
  onChange,
  onCommit,
}: {
  item: AttemptItem;
  index: number;
  value: string;
  onChange: (value: string) => void;
  onCommit: (value: string) => void;
}) {
  const id = `question-${item.id}`;
  return (
    <li>
      <fieldset className="rounded-xl border bg-card p-4" aria-labelledby={`${id}-legend`}>
        <legend id={`${id}-legend`} className="sr-only">
          Question {index + 1}
        </legend>
        <p className="font-medium" id={`${id}-prompt`}>
          <span className="text-muted-foreground">{index + 1}. </span>
          {item.prompt}
        </p>
        {item.kind === 'choice' ? (
          <RadioGroup
            className="mt-3"
            value={value}
            aria-labelledby={`${id}-prompt`}
            onValueChange={(next) => {
              onChange(next);
              onCommit(next);
            }}
          >
            {item.choices?.map((choice, i) => (
              <div key={choice} className="flex items-center gap-2">
                <RadioGroupItem value={choice} id={`${id}-choice-${i}`} />
                <Label htmlFor={`${id}-choice-${i}`} className="font-normal">
                  {choice}
                </Label>
              </div>
            ))}
          </RadioGroup>
        ) : (
          <div className="mt-3 grid max-w-sm gap-1">
            <Label htmlFor={`${id}-answer`}>Your answer</Label>
            <Input
              id={`${id}-answer`}
              value={value}
              maxLength={200}
              inputMode={item.kind === 'numeric' ? 'decimal' : 'text'}
              autoComplete="off"
              aria-describedby={item.kind === 'numeric' ? `${id}-hint` : undefined}
              onChange={(event) => onChange(event.target.value)}
              onBlur={(event) => onCommit(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  onCommit(event.currentTarget.value);
                }
              }}
            />
            {item.kind === 'numeric' && (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                A whole number, a decimal or a fraction (for example 3, 0.5 or 1/2).
              </p>
            )}
          </div>
        )}
      </fieldset>
    </li>
  );
}

/**
 * Taking a test: every question on one page, each answer saved to the server as it is given (a choice at
 * once, a typed answer when the field is left or Enter is pressed), a visible timer, and Submit. When the
 * time is up, what was answered is submitted.
 */
export function TakeTest({ attempt }: { attempt: Attempt }) {
  const [answers, setAnswers] = useState<Record<string, string>>(() =>
    Object.fromEntries(attempt.items.map((item) => [item.id, item.given ?? ''])),
  );
  const saved = useRef<Record<string, string>>({ ...answers });
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const save = useSaveAnswer(attempt.id);
  const submit = useSubmitAttempt();
  const secondsLeft = useSecondsLeft(attempt.deadline_at, attempt.seconds_left);
  const submitted = useRef(false);

  const commit = (itemId: string, value: string) => {
    if (saved.current[itemId] === value) return;
    setSaveState('saving');
    save.mutate(
      { item_id: itemId, answer: value },
      {
        onSuccess: () => {
          saved.current[itemId] = value;
          setSaveState('saved');
        },
        onError: (error) => {
          setSaveState('error');
          toast.error('Your answer was not saved', { description: getErrorMessage(error) });
        },
      },
    );
  };

  const finish = () => {
    if (submitted.current) return;
    submitted.current = true;
    submit.mutate(attempt.id, {
      onError: (error) => {
        submitted.current = false;
        toast.error('Could not submit the test', { description: getErrorMessage(error) });
      },
    });
  };

  // Time up: submit what was answered (the server would also close it at its deadline).
  useEffect(() => {
    if (secondsLeft === 0) finish();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [secondsLeft]);

  const answered = Object.values(answers).filter((a) => a.trim()).length;
  return (
    <div className="mt-6 grid gap-6">
      <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-background/95 p-3 backdrop-blur">
        <p>
          <span className="sr-only">Time left: </span>
          <span
            role="timer"
            aria-label={`Time left ${clock(secondsLeft)}`}
            className="font-mono text-lg font-semibold"
          >
            {clock(secondsLeft)}
          </span>
        </p>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {answered} of {attempt.items.length} answered
          {saveState === 'saving' ? ' · Saving…' : saveState === 'saved' ? ' · All answers saved' : ''}
          {saveState === 'error' ? ' · Not saved: check your connection' : ''}
        </p>
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // Save the field being edited first, then submit.
          for (const item of attempt.items) commit(item.id, answers[item.id] ?? '');
          finish();
        }}
        className="grid gap-4"
        aria-label={attempt.title}
      >
        <ol className="grid gap-4">
          {attempt.items.map((item, index) => (
            <Question
              key={item.id}
              item={item}
              index={index}
              value={answers[item.id] ?? ''}
              onChange={(value) => setAnswers((prev) => ({ ...prev, [item.id]: value }))}
              onCommit={(value) => commit(item.id, value)}
            />
          ))}
        </ol>
        {submit.isError && <Alert variant="destructive">{getErrorMessage(submit.error)}</Alert>}
        <div>
          <Button type="submit" size="lg" disabled={submit.isPending}>
            {submit.isPending ? 'Submitting...' : 'Submit Test'}
          </Button>
        </div>
      </form>
    </div>
  );
}
