import { GRADING_LIMITS, TIME_TOOLS_MESSAGES } from '@academy/shared/time-tools';
import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useStartGrading } from '@/features/time-tools/api/start-grading';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** Card 'Auto-Grade Short Answers': a .csv file, checked whole by the server before a job is queued. */
export function GradingCard() {
  const inputId = useId();
  const helpId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = useStartGrading();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblems(null);
    setError(null);
    if (!file) return setError(TIME_TOOLS_MESSAGES.fileRequired);
    if (!file.name.toLowerCase().endsWith('.csv')) return setError(TIME_TOOLS_MESSAGES.csvOnly);
    if (file.size > GRADING_LIMITS.maxBytes) return setError(TIME_TOOLS_MESSAGES.fileTooLarge);
    try {
      await start.mutateAsync({ fileName: file.name, csv: await file.text() });
      toast.success(TIME_TOOLS_MESSAGES.jobQueued, { description: file.name });
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    } catch (err) {
      if (err instanceof ApiError && err.code === 'invalid_csv' && err.issues?.length) {
        setProblems(err.issues.map((i) => i.message));
        setError(err.message.split(':')[0] ?? err.message);
      } else {
        setError(getErrorMessage(err));
      }
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{TIME_TOOLS_MESSAGES.gradingTitle}</CardTitle>
        <CardDescription id={helpId}>{TIME_TOOLS_MESSAGES.gradingDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={(e) => void submit(e)} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={inputId}>CSV file</Label>
            <Input
              ref={fileRef}
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={helpId}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setError(null);
                setProblems(null);
              }}
            />
          </div>
          {error && (
            <Alert variant="destructive" role="alert">
              <p>{error}</p>
              {problems && (
                <ul className="mt-2 list-disc pl-5">
                  {problems.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
          <Button type="submit" disabled={!file || start.isPending} className="w-fit">
            {start.isPending ? TIME_TOOLS_MESSAGES.queuingJob : TIME_TOOLS_MESSAGES.startGrading}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
