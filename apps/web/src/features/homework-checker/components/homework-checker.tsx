import { HOMEWORK_GRADES, HOMEWORK_LIMITS } from '@academy/shared';
import { useState } from 'react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useCheckHomework } from '@/features/homework-checker/api/check-homework';
import { useRoster } from '@/features/homework-checker/api/get-roster';
import { HomeworkResult } from '@/features/homework-checker/components/homework-result';
import { getErrorMessage } from '@/lib/api-client';

type Kind = 'auto' | 'math' | 'writing';

/** The homework checker: the work, its kind and grade, an optional prompt; Check is disabled while it is empty. */
export function HomeworkChecker({
  role,
  savedChecksHref,
}: {
  role: string | undefined;
  /** The saved checks page, of one student when given. */
  savedChecksHref: (studentId?: string) => string;
}) {
  const teacher = role === 'educator' || role === 'admin';
  const [text, setText] = useState('');
  const [kind, setKind] = useState<Kind>('auto');
  const [grade, setGrade] = useState<string>('3');
  const [prompt, setPrompt] = useState('');
  const [studentId, setStudentId] = useState('');
  const roster = useRoster(teacher);
  const check = useCheckHomework();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return;
    check.mutate({
      text,
      kind,
      grade: grade as (typeof HOMEWORK_GRADES)[number],
      prompt: prompt.trim() || undefined,
      studentId: studentId || undefined,
    });
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">AI Homework Checker</h1>
        <p className="text-muted-foreground">
          {teacher
            ? 'Paste a student’s math work or writing. Math is checked line by line; writing for spelling, grammar, structure, readability and the prompt.'
            : 'Check your own math work or writing. You get hints that point at what to fix, so you can fix it yourself.'}
        </p>
        <Link to={savedChecksHref()} className="text-sm text-primary underline-offset-4 hover:underline">
          Saved homework checks
        </Link>
      </header>
      <form onSubmit={submit} className="grid gap-4" aria-label="Homework to check">
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor="hw-kind">Subject</Label>
            <select
              id="hw-kind"
              className="h-9 rounded-md border bg-background px-3"
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
            >
              <option value="auto">Work it out from the text</option>
              <option value="math">Math work</option>
              <option value="writing">Writing</option>
            </select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="hw-grade">Grade</Label>
            <select
              id="hw-grade"
              className="h-9 rounded-md border bg-background px-3"
              value={grade}
              onChange={(e) => setGrade(e.target.value)}
            >
              {HOMEWORK_GRADES.map((g) => (
                <option key={g} value={g}>
                  {g === 'K' ? 'Kindergarten' : `Grade ${g}`}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="hw-prompt">Assignment prompt (optional)</Label>
          <Textarea
            id="hw-prompt"
            rows={2}
            maxLength={HOMEWORK_LIMITS.prompt}
            value={prompt}
            onChange={(e) => setPrompt(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="hw-text">Homework</Label>
          <Textarea
            id="hw-text"
            rows={10}
            maxLength={HOMEWORK_LIMITS.text}
            value={text}
            placeholder={'24 + 18 = 42\n42 - 10 = 32'}
            onChange={(e) => setText(e.target.value)}
          />
          <p className="text-xs text-muted-foreground">
            {text.length}/{HOMEWORK_LIMITS.text} characters. Math: one step per line.
          </p>
        </div>
        {teacher && roster.data && roster.data.classes.length > 0 && (
          <div className="grid gap-1">
            <Label htmlFor="hw-student">Save to a student’s record (optional)</Label>
            <select
              id="hw-student"
              className="h-9 rounded-md border bg-background px-3"
              value={studentId}
              onChange={(e) => setStudentId(e.target.value)}
            >
              <option value="">Do not save</option>
              {roster.data.classes.map((c) => (
                <optgroup key={c.id} label={c.name}>
                  {c.students.map((s) => (
                    <option key={`${c.id}-${s.id}`} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        )}
        <Button type="submit" className="justify-self-start" disabled={!text.trim() || check.isPending}>
          {check.isPending ? 'Checking...' : 'Check'}
        </Button>
        {check.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            Checking the work...
          </p>
        )}
        {check.isError && <Alert variant="destructive">Error: {getErrorMessage(check.error)}</Alert>}
      </form>
      {check.data && <HomeworkResult result={check.data} />}
      {check.data?.savedId && check.variables?.studentId && (
        <Link
          to={savedChecksHref(check.variables.studentId)}
          className="text-sm text-primary underline-offset-4 hover:underline"
        >
          Open this student’s saved checks
        </Link>
      )}
    </div>
  );
}
