import { TIME_TOOLS_MESSAGES } from '@academy/shared/time-tools';
import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useReportClasses } from '@/features/time-tools/api/get-classes';
import { useStartReport } from '@/features/time-tools/api/start-report';
import { getErrorMessage } from '@/lib/api-client';

/** Card 'Generate Progress Report': a class, then a PDF compiled on the job queue. */
export function ReportCard() {
  const labelId = useId();
  const classes = useReportClasses();
  const start = useStartReport();
  const [classId, setClassId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const valid = (classes.data ?? []).some((c) => c.id === classId);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    setError(null);
    try {
      const job = await start.mutateAsync({ classId });
      toast.success(TIME_TOOLS_MESSAGES.reportQueued, { description: job.label });
    } catch (err) {
      setError(getErrorMessage(err));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{TIME_TOOLS_MESSAGES.reportTitle}</CardTitle>
        <CardDescription>{TIME_TOOLS_MESSAGES.reportDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={(e) => void submit(e)}>
          <div className="grid gap-2">
            <Label id={labelId}>Class</Label>
            <Select value={classId} onValueChange={setClassId}>
              <SelectTrigger aria-labelledby={labelId} className="sm:max-w-sm">
                <SelectValue placeholder={TIME_TOOLS_MESSAGES.selectClass} />
              </SelectTrigger>
              <SelectContent>
                {(classes.data ?? []).map((c) => (
                  <SelectItem key={c.id} value={c.id}>
                    {c.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {classes.isSuccess && classes.data.length === 0 && (
              <p className="text-sm text-muted-foreground">
                Create a class first: the report covers one class.
              </p>
            )}
          </div>
          {(error || classes.isError) && (
            <Alert variant="destructive" role="alert">
              {error ?? `Error: ${getErrorMessage(classes.error)}`}
            </Alert>
          )}
          <Button type="submit" disabled={!valid || start.isPending} className="w-fit">
            {start.isPending ? TIME_TOOLS_MESSAGES.queuingReport : TIME_TOOLS_MESSAGES.generateReport}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
