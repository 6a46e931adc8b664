import type { Attempt } from '@academy/shared/practice';
import { CheckCircle2Icon, XCircleIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useStartAttempt } from '@/features/tests/api/start-attempt';
import { minutesText } from '@/features/tests/utils/format';
import { getErrorMessage } from '@/lib/api-client';

/** Review Results: the score, every question with the answer given, the right answer and why, per skill. */
export function TestReview({ attempt }: { attempt: Attempt }) {
  const navigate = useNavigate();
  const retake = useStartAttempt();
  const result = attempt.result!;
  return (
    <div className="mt-6 grid gap-8">
      <section aria-labelledby="result-heading" className="rounded-xl border bg-card p-6">
        <h2 id="result-heading" className="text-xl font-semibold">
          Your score: {result.score}%
        </h2>
        <p className="mt-1 text-muted-foreground">
          {result.correct} of {result.total} correct · {minutesText(result.minutes)}
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            disabled={retake.isPending}
            onClick={() =>
              retake.mutate(attempt.test_id, {
                onSuccess: (next) => void navigate(`/tests/attempts/${encodeURIComponent(next.id)}`),
                onError: (error) =>
                  toast.error('Could not start the test', { description: getErrorMessage(error) }),
              })
            }
          >
            Retake
          </Button>
          <Button variant="outline" asChild>
            <Link to="/tests">Back to Practice Tests</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link to="/progress">See my progress</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="skills-heading">
        <h2 id="skills-heading" className="text-xl font-semibold">
          Results by skill
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 pr-4">
                  Skill
                </th>
                <th scope="col" className="py-2 pr-4">
                  What it means
                </th>
                <th scope="col" className="py-2">
                  Correct
                </th>
              </tr>
            </thead>
            <tbody>
              {result.skills.map((skill) => (
                <tr key={skill.skill} className="border-b align-top">
                  <td className="py-2 pr-4 font-mono">{skill.skill}</td>
                  <td className="py-2 pr-4">{skill.label}</td>
                  <td className="py-2">
                    {skill.correct} / {skill.total}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="text-xl font-semibold">
          Questions and answers
        </h2>
        <ol className="mt-3 grid gap-4">
          {attempt.items.map((item, index) => {
            const review = item.review!;
            return (
              <li key={item.id} className="rounded-xl border bg-card p-4">
                <p className="font-medium">
                  <span className="text-muted-foreground">{index + 1}. </span>
                  {item.prompt}
                </p>
                <p className="mt-2 flex items-center gap-2">
                  {review.correct ? (
                    <Badge className="gap-1 bg-green-700 text-white">
                      <CheckCircle2Icon className="size-3" aria-hidden="true" /> Correct
                    </Badge>
                  ) : (
                    <Badge variant="destructive" className="gap-1">
                      <XCircleIcon className="size-3" aria-hidden="true" /> Incorrect
                    </Badge>
                  )}
                  <span>Your answer: {item.given?.trim() ? item.given : 'no answer'}</span>
                </p>
                {!review.correct && <p className="mt-1">Right answer: {review.answer}</p>}
                <p className="mt-1 text-sm text-muted-foreground">{review.explanation}</p>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
