import { CURRICULUM_LIMITS, type LearningPathDetail } from '@academy/shared/curriculum';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, TrashIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { usePath } from '@/features/curriculum/api/get-paths';
import { useUpdatePath } from '@/features/curriculum/api/update-path';
import { getErrorMessage } from '@/lib/api-client';

type DraftStep = {
  key: string;
  id?: string;
  title: string;
  summary: string;
  body: string;
  standards: string[];
};

let counter = 0;
const newKey = () => `new-${++counter}`;

/** The learning path editor: rename the path, reorder, rename, delete and add steps, then save. */
export function PathEditor({ pathId, backHref }: { pathId: string; backHref: string }) {
  const path = usePath(pathId);
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8">
      <Link to={backHref} className="text-sm underline-offset-4 hover:underline">
        ← Back to Curriculum
      </Link>
      {path.isPending ? (
        <p className="text-muted-foreground">Loading learning path...</p>
      ) : path.isError ? (
        <p role="alert" className="text-destructive">
          Error: {getErrorMessage(path.error)}
        </p>
      ) : (
        <EditorForm key={path.data.id} path={path.data} />
      )}
    </div>
  );
}

function EditorForm({ path }: { path: LearningPathDetail }) {
  const id = useId();
  const save = useUpdatePath();
  const [title, setTitle] = useState(path.title);
  const [description, setDescription] = useState(path.description ?? '');
  const [steps, setSteps] = useState<DraftStep[]>(() => path.steps.map((s) => ({ ...s, key: s.id })));
  const [error, setError] = useState<string | null>(null);

  const update = (key: string, patch: Partial<DraftStep>) =>
    setSteps((all) => all.map((s) => (s.key === key ? { ...s, ...patch } : s)));
  const move = (index: number, by: -1 | 1) =>
    setSteps((all) => {
      const next = [...all];
      const [step] = next.splice(index, 1);
      next.splice(index + by, 0, step!);
      return next;
    });

  const onSave = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError('The learning path needs a title.');
    if (steps.some((s) => !s.title.trim())) return setError('Every step needs a title.');
    setError(null);
    save.mutate(
      {
        id: path.id,
        body: {
          title: title.trim(),
          description: description.trim() || undefined,
          steps: steps.map((s) => ({ id: s.id, title: s.title.trim(), summary: s.summary, body: s.body })),
        },
      },
      {
        onSuccess: (saved) => {
          // New steps now have ids: a second save updates them instead of adding them again.
          setSteps(saved.steps.map((s) => ({ ...s, key: s.id })));
          toast.success('Learning path saved');
        },
        onError: (err) => setError(getErrorMessage(err)),
      },
    );
  };

  return (
    <form onSubmit={onSave} noValidate className="grid gap-6">
      <div className="grid gap-2">
        <h1 className="text-2xl font-bold tracking-tight">Edit learning path</h1>
        <Label htmlFor={`${id}-title`}>Path title</Label>
        <Input
          id={`${id}-title`}
          value={title}
          maxLength={CURRICULUM_LIMITS.titleMax}
          onChange={(e) => setTitle(e.target.value)}
        />
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          value={description}
          maxLength={CURRICULUM_LIMITS.pathDescriptionMax}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <section aria-labelledby={`${id}-steps`} className="grid gap-4">
        <h2 id={`${id}-steps`} className="text-xl font-semibold">
          Steps ({steps.length})
        </h2>
        {steps.length === 0 ? (
          <p className="text-muted-foreground">This path has no steps yet. Add one below.</p>
        ) : null}
        <ol className="grid gap-4">
          {steps.map((step, index) => (
            <li key={step.key}>
              <Card className="py-4">
                <CardHeader>
                  <CardTitle>Step {index + 1}</CardTitle>
                </CardHeader>
                <CardContent className="grid gap-3">
                  <div className="grid gap-2">
                    <Label htmlFor={`${id}-${step.key}-title`}>Step {index + 1} title</Label>
                    <Input
                      id={`${id}-${step.key}-title`}
                      value={step.title}
                      maxLength={CURRICULUM_LIMITS.stepTitleMax}
                      onChange={(e) => update(step.key, { title: e.target.value })}
                    />
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor={`${id}-${step.key}-summary`}>Step {index + 1} summary</Label>
                    <Textarea
                      id={`${id}-${step.key}-summary`}
                      value={step.summary}
                      maxLength={CURRICULUM_LIMITS.stepSummaryMax}
                      onChange={(e) => update(step.key, { summary: e.target.value })}
                    />
                  </div>
                  <details>
                    <summary className="cursor-pointer text-sm font-medium">Step {index + 1} text</summary>
                    <Label htmlFor={`${id}-${step.key}-body`} className="sr-only">
                      Step {index + 1} text
                    </Label>
                    <Textarea
                      id={`${id}-${step.key}-body`}
                      className="mt-2 min-h-32"
                      value={step.body}
                      maxLength={CURRICULUM_LIMITS.stepBodyMax}
                      onChange={(e) => update(step.key, { body: e.target.value })}
                    />
                  </details>
                  {step.standards.length > 0 ? (
                    <p className="flex flex-wrap items-center gap-2 text-sm">
                      <span>Standards:</span>
                      {step.standards.map((code) => (
                        <Badge key={code} variant="secondary">
                          {code}
                        </Badge>
                      ))}
                    </p>
                  ) : null}
                  <div className="flex flex-wrap gap-2">
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpIcon aria-hidden="true" /> Move step {index + 1} up
                    </Button>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={index === steps.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownIcon aria-hidden="true" /> Move step {index + 1} down
                    </Button>
                    <Button
                      type="button"
                      variant="ghost"
                      size="sm"
                      onClick={() => setSteps((all) => all.filter((s) => s.key !== step.key))}
                    >
                      <TrashIcon aria-hidden="true" /> Delete step {index + 1}
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={steps.length >= CURRICULUM_LIMITS.stepsMax}
            onClick={() =>
              setSteps((all) => [...all, { key: newKey(), title: '', summary: '', body: '', standards: [] }])
            }
          >
            <PlusIcon aria-hidden="true" /> Add step
          </Button>
        </div>
      </section>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save learning path'}
        </Button>
      </div>
    </form>
  );
}
