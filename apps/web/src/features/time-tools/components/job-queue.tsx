import { jobsChannel } from '@academy/shared/realtime';
import { TIME_TOOLS_MESSAGES, type Job } from '@academy/shared/time-tools';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { useCancelJob } from '@/features/time-tools/api/cancel-job';
import { useJobs } from '@/features/time-tools/api/get-jobs';
import { getErrorMessage } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';

const shortId = (id: string) => `${id.slice(0, 8)}...`;

function StatusCell({ job }: { job: Job }) {
  const done = job.progress?.done ?? 0;
  const total = job.progress?.total ?? 0;
  return (
    <div className="grid gap-1">
      <Badge variant={job.status === 'done' ? 'default' : 'secondary'}>{job.status}</Badge>
      {job.type === 'grading' && (job.status === 'running' || job.status === 'queued') && total > 0 && (
        <div className="grid gap-1">
          <Progress value={(100 * done) / total} aria-label={`Graded ${done} of ${total}`} className="w-28" />
          <span className="text-xs text-muted-foreground">
            {done} / {total}
          </span>
        </div>
      )}
      {job.status === 'failed' && job.error && <span className="text-xs text-destructive">{job.error}</span>}
    </div>
  );
}

/** Card 'Job Queue': the caller's jobs, live over the realtime channel, refetched every 5 s as a fallback. */
export function JobQueue({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const jobs = useJobs();
  const cancel = useCancelJob();
  useRealtime([jobsChannel(userId)], () => {
    void queryClient.invalidateQueries({ queryKey: ['time-tools'] });
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{TIME_TOOLS_MESSAGES.queueTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {jobs.isError && (
          <Alert variant="destructive" role="alert">
            Error: {getErrorMessage(jobs.error)}
          </Alert>
        )}
        {jobs.isPending && <p className="text-sm text-muted-foreground">Loading jobs...</p>}
        {jobs.isSuccess && jobs.data.length === 0 && (
          <p className="text-sm text-muted-foreground">{TIME_TOOLS_MESSAGES.noJobs}</p>
        )}
        {jobs.isSuccess && jobs.data.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Your grading and report jobs, newest first</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Job ID
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Type
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Actions
                  </th>
                </tr>
              </thead>
              <tbody>
                {jobs.data.map((job) => (
                  <tr key={job.id} className="border-b align-top last:border-0">
                    <td className="py-2 pr-3 font-mono text-xs" title={job.id}>
                      <span>{shortId(job.id)}</span>
                      <div className="font-sans text-muted-foreground">{job.label}</div>
                    </td>
                    <td className="py-2 pr-3">{job.type === 'report' ? 'Report' : 'Grading'}</td>
                    <td className="py-2 pr-3">
                      <StatusCell job={job} />
                    </td>
                    <td className="py-2">
                      <div className="flex flex-wrap gap-2">
                        {job.status === 'done' && job.report_url && (
                          <a
                            href={job.report_url}
                            target="_blank"
                            rel="noreferrer"
                            className="font-medium text-primary underline underline-offset-4"
                          >
                            {TIME_TOOLS_MESSAGES.download}
                            <span className="sr-only"> report {job.label} (PDF, opens in a new tab)</span>
                          </a>
                        )}
                        {job.type === 'grading' && (
                          <Link
                            to={paths.educatorDashboard.gradingJob.getHref(job.id)}
                            className="font-medium text-primary underline underline-offset-4"
                          >
                            Results<span className="sr-only"> of {job.label}</span>
                          </Link>
                        )}
                        {(job.status === 'queued' || job.status === 'running') && (
                          <Button
                            variant="outline"
                            size="sm"
                            disabled={cancel.isPending}
                            onClick={() =>
                              cancel.mutate(job.id, {
                                onError: (err) =>
                                  toast.error('Could not cancel', { description: getErrorMessage(err) }),
                              })
                            }
                          >
                            Cancel<span className="sr-only"> job {shortId(job.id)}</span>
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
