import { zodResolver } from '@hookform/resolvers/zod';
import { LESSON_GRADES, LESSON_LIMITS, LESSON_SUBJECTS, type GenerateLessonResponse } from '@academy/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useStandardCheck } from '@/features/lesson-plans/api/check-standard';
import { useGenerateLesson } from '@/features/lesson-plans/api/generate-lesson';
import { useStandardSearch } from '@/features/lesson-plans/api/search-standards';
import { getErrorMessage } from '@/lib/api-client';

const formSchema = z.object({
  grade: z.enum(LESSON_GRADES),
  subject: z.enum(LESSON_SUBJECTS),
  standardCode: z
    .string()
    .max(LESSON_LIMITS.standardCode, { error: 'Standard code must be at most 80 characters long.' }),
  topic: z.string().max(LESSON_LIMITS.topic, { error: 'Topic must be at most 200 characters long.' }),
});
type FormValues = z.infer<typeof formSchema>;

const SUBJECT_NAMES: Record<(typeof LESSON_SUBJECTS)[number], string> = {
  reading: 'Reading',
  math: 'Math',
  science: 'Science',
  'social-studies': 'Social Studies',
};

/** The generator's inputs (SPEC: grade, subject, standard code, topic), the standard check and word search. */
export function LessonGenerator({ onGenerated }: { onGenerated: (result: GenerateLessonResponse) => void }) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { grade: 'K', subject: 'reading', standardCode: '', topic: '' },
  });
  const [checkedCode, setCheckedCode] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [search, setSearch] = useState('');
  const grade = form.watch('grade');
  const subject = form.watch('subject');
  const check = useStandardCheck(checkedCode, grade, subject);
  const results = useStandardSearch(search, grade, subject);
  const generate = useGenerateLesson();

  const pickCode = (code: string, nextGrade?: string, nextSubject?: string) => {
    form.setValue('standardCode', code);
    if (nextGrade && (LESSON_GRADES as readonly string[]).includes(nextGrade))
      form.setValue('grade', nextGrade as FormValues['grade']);
    if (nextSubject && (LESSON_SUBJECTS as readonly string[]).includes(nextSubject))
      form.setValue('subject', nextSubject as FormValues['subject']);
    setCheckedCode(code);
    setAccepted(false);
  };

  const onSubmit = form.handleSubmit((values) => {
    generate.mutate(
      {
        grade: values.grade,
        subject: values.subject,
        standardCode: values.standardCode.trim() || undefined,
        topic: values.topic.trim() || undefined,
        acceptMismatch: accepted,
      },
      { onSuccess: onGenerated },
    );
  });

  const standardFieldId = 'lesson-standard';
  const c = check.data;
  return (
    <form onSubmit={onSubmit} className="grid gap-4 print:hidden" noValidate aria-label="Lesson details">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor="lesson-grade">Grade</Label>
          <select
            id="lesson-grade"
            className="h-9 rounded-md border bg-background px-3"
            {...form.register('grade', { onChange: () => setAccepted(false) })}
          >
            {LESSON_GRADES.map((g) => (
              <option key={g} value={g}>
                {g === 'K' ? 'K (Kindergarten)' : `Grade ${g}`}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="lesson-subject">Subject</Label>
          <select
            id="lesson-subject"
            className="h-9 rounded-md border bg-background px-3"
            {...form.register('subject', { onChange: () => setAccepted(false) })}
          >
            {LESSON_SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {SUBJECT_NAMES[s]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={standardFieldId}>Standard code</Label>
        <Input
          id={standardFieldId}
          placeholder="RL.K.1"
          autoComplete="off"
          aria-describedby={`${standardFieldId}-help`}
          {...form.register('standardCode', {
            onBlur: (e: React.FocusEvent<HTMLInputElement>) => {
              setCheckedCode(e.target.value);
              setAccepted(false);
            },
          })}
        />
        <div id={`${standardFieldId}-help`} aria-live="polite" className="grid gap-2 text-sm">
          {form.formState.errors.standardCode && (
            <p className="text-destructive">{form.formState.errors.standardCode.message}</p>
          )}
          {check.isFetching && <p role="status">Checking the standard...</p>}
          {check.isError && <p className="text-destructive">{getErrorMessage(check.error)}</p>}
          {c && c.standard && (
            <p>
              <span className="font-medium">{c.standard.code}</span> (grade {c.standard.grade},{' '}
              {c.standard.domain}): {c.standard.description}
            </p>
          )}
          {c && c.status === 'mismatch' && (
            <div className="grid gap-2 rounded-md border border-amber-500 p-2">
              <p className="font-medium">{c.message}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => pickCode(c.standard!.code, c.standard!.grade, c.standard!.lessonSubject)}
                >
                  Use grade {c.standard!.grade} and{' '}
                  {SUBJECT_NAMES[c.standard!.lessonSubject as FormValues['subject']] ??
                    c.standard!.lessonSubject}
                </Button>
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
                  Keep grade {grade} and {SUBJECT_NAMES[subject]} anyway
                </label>
              </div>
            </div>
          )}
          {c && c.status === 'unknown' && (
            <div className="grid gap-2">
              <p className="text-destructive">{c.message}</p>
              {c.suggestions.length > 0 && (
                <ul className="grid gap-1">
                  {c.suggestions.map((s) => (
                    <li key={s.code}>
                      <Button type="button" size="sm" variant="outline" onClick={() => pickCode(s.code)}>
                        Use {s.code}
                      </Button>{' '}
                      {s.description}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      </div>
      {!form.watch('standardCode') && (
        <div className="grid gap-1">
          <Label htmlFor="standard-search">Search standards by words</Label>
          <Input
            id="standard-search"
            type="search"
            value={search}
            maxLength={LESSON_LIMITS.searchQuery}
            placeholder="e.g. count to 100, rhyming words, push and pull"
            onChange={(e) => setSearch(e.target.value)}
          />
          {results.isFetching && (
            <p role="status" className="text-sm">
              Searching...
            </p>
          )}
          {results.isError && <p className="text-sm text-destructive">{getErrorMessage(results.error)}</p>}
          {results.data && (
            <ul aria-label="Matching standards" className="grid max-h-64 gap-2 overflow-y-auto text-sm">
              {results.data.length === 0 && (
                <li>No standard matches those words for this grade and subject.</li>
              )}
              {results.data.map((s) => (
                <li key={s.code} className="flex items-start gap-2">
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => pickCode(s.code)}
                    aria-label={`Pick ${s.code}`}
                  >
                    Pick
                  </Button>
                  <span>
                    <span className="font-medium">{s.code}</span>: {s.description}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div className="grid gap-1">
        <Label htmlFor="lesson-topic">Topic</Label>
        <Input id="lesson-topic" placeholder="NBT.1.1" {...form.register('topic')} />
        {form.formState.errors.topic && (
          <p className="text-sm text-destructive">{form.formState.errors.topic.message}</p>
        )}
      </div>
      {generate.isError && <Alert variant="destructive">Error: {getErrorMessage(generate.error)}</Alert>}
      <Button type="submit" disabled={generate.isPending} className="justify-self-start">
        {generate.isPending ? 'Generating...' : 'Generate Lesson'}
      </Button>
      {generate.isPending && (
        <p role="status" className="text-sm text-muted-foreground">
          Writing your lesson and checking it against the standard...
        </p>
      )}
    </form>
  );
}
