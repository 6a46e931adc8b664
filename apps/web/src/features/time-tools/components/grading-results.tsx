import { jobsChannel } from '@academy/shared/realtime';
import { VERDICTS, type GradingResult } from '@academy/shared/time-tools';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Progress } from '@/components/ui/progress';
import { paths } from '@/config/paths';
import { downloadResultsCsv } from '@/features/time-tools/api/download-results';
import { useResults } from '@/features/time-tools/api/get-results';
import { useOverrideScore } from '@/features/time-tools/api/override-score';
import { getErrorMessage } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';

type SortKey = 'row' | 'student' | 'score' | 'verdict';

const verdictVariant = (v: GradingResult['verdict']) =>
  v === 'correct' ? 'default' : v === 'partially correct' ? 'secondary' : 'outline';

function OverrideForm({
  jobId,
  result,
  clusterSize,
}: {
  jobId: string;
  result: GradingResult;
  clusterSize: number;
}) {
  const id = useId();
  const [value, setValue] = useState(String(result.score));
  const [wholeCluster, setWholeCluster] = useState(false);
  const override = useOverrideScore(jobId);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    override.mutate(
      { jobId, resultId: result.id, body: { score: Number(value), cluster: wholeCluster } },
      {
        onSuccess: (data) =>
          toast.success('Score overridden', {
            description: `${data.results.length} answer${data.results.length === 1 ? '' : 's'} now scored ${value}.`,
          }),
        onError: (err) => toast.error('Could not override the score', { description: getErrorMessage(err) }),
      },
    );
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
      <Label htmlFor={id} className="sr-only">
        Score for {result.student_id} (row {result.row + 1})
      </Label>
      <Input
        id={id}
        type="number"
        min={0}
        max={result.max_points}
        step={0.5}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="h-8 w-20"
      />
      <span className="text-xs text-muted-foreground">/ {result.max_points}</span>
      {clusterSize > 1 && (
        <label className="flex items-center gap-1 text-xs">
          <input type="checkbox" checked={wholeCluster} onChange={(e) => setWholeCluster(e.target.checked)} />
          all {clusterSize} alike
        </label>
      )}
      <Button type="submit" size="sm" variant="outline" disabled={override.isPending}>
        Override
        <span className="sr-only">
          {' '}
          score for {result.student_id}, row {result.row + 1}
        </span>
      </Button>
    </form>
  );
}

/** A grading job's results: every answer with score, verdict and reason; sortable, filterable, overridable. */
export function GradingResults({ jobId, userId }: { jobId: string; userId: string }) {
  const queryClient = useQueryClient();
  const results = useResults(jobId);
  const [sort, setSort] = useState<SortKey>('row');
  const [verdict, setVerdict] = useState<string>('all');
  const [search, setSearch] = useState('');
  const [downloading, setDownloading] = useState(false);
  const ids = { sort: useId(), verdict: useId(), search: useId() };
  useRealtime([jobsChannel(userId)], () => {
    void queryClient.invalidateQueries({ queryKey: ['time-tools', 'results', jobId] });
  });

  const rows = useMemo(() => {
    const all = results.data?.results ?? [];
    const q = search.trim().toLowerCase();
    const filtered = all.filter(
      (r) =>
        (verdict === 'all' || r.verdict === verdict) &&
        (!q || `${r.student_id} ${r.prompt} ${r.answer}`.toLowerCase().includes(q)),
    );
    const by: Record<SortKey, (a: GradingResult, b: GradingResult) => number> = {
      row: (a, b) => a.row - b.row,
      student: (a, b) => a.student_id.localeCompare(b.student_id),
      score: (a, b) => a.score / a.max_points - b.score / b.max_points,
      verdict: (a, b) => VERDICTS.indexOf(a.verdict) - VERDICTS.indexOf(b.verdict),
    };
    return [...filtered].sort(by[sort]);
  }, [results.data, verdict, search, sort]);

  const clusterSizes = useMemo(() => {
    const m = new Map<number, number>();
    for (const r of results.data?.results ?? []) m.set(r.cluster, (m.get(r.cluster) ?? 0) + 1);
    return m;
  }, [results.data]);

  if (results.isPending) return <p className="px-4 py-10 text-muted-foreground">Loading results...</p>;
  if (results.isError)
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Alert variant="destructive" role="alert">
          Error: {getErrorMessage(results.error)}
        </Alert>
      </div>
    );
  const { job } = results.data;
  const total = job.progress?.total ?? 0;
  const done = job.progress?.done ?? 0;

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10">
      <Link to={paths.educatorDashboard.timeTools.getHref()} className="w-fit text-sm text-primary underline">
        Back to Time-Saving Tools
      </Link>
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Grading results: {job.label}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <Badge variant={job.status === 'done' ? 'default' : 'secondary'}>{job.status}</Badge>
          <span>
            {done} of {total} answers graded
          </span>
          {job.status !== 'done' && total > 0 && (
            <Progress
              value={(100 * done) / total}
              aria-label={`Graded ${done} of ${total}`}
              className="w-40"
            />
          )}
        </div>
        {job.error && <Alert variant="destructive">{job.error}</Alert>}
      </header>
      <div className="flex flex-wrap items-end gap-4">
        <div className="grid gap-1">
          <Label htmlFor={ids.search}>Search</Label>
          <Input
            id={ids.search}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="w-56"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.verdict}>Verdict</Label>
          <select
            id={ids.verdict}
            value={verdict}
            onChange={(e) => setVerdict(e.target.value)}
            className="h-9 rounded-md border border-input bg-transparent px-2 text-sm"
          >
            <option value="all">All verdicts</option>
            {VERDICTS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={ids.sort}>Sort by</Label>
          <select
            id={ids.sort}
            value={sort}
            onChange={(e) => setSort(e.target.value as SortKey)}
            className="h-9 rounded-md border border-input bg-transparent px-2 text-sm"
          >
            <option value="row">File order</option>
            <option value="student">Student</option>
            <option value="score">Score</option>
            <option value="verdict">Verdict</option>
          </select>
        </div>
        <Button
          variant="outline"
          disabled={downloading}
          onClick={() => {
            setDownloading(true);
            downloadResultsCsv(jobId)
              .catch((err: unknown) => toast.error('Download failed', { description: getErrorMessage(err) }))
              .finally(() => setDownloading(false));
          }}
        >
          Download CSV
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {rows.length} of {results.data.results.length} answers.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Graded answers</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-2 pr-3 font-medium">
                Student
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Prompt and answer
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Score
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                Verdict and reason
              </th>
              <th scope="col" className="py-2 font-medium">
                Override
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b align-top last:border-0">
                <td className="py-2 pr-3">
                  {r.student_id}
                  {r.on_roster && <div className="text-xs text-muted-foreground">on your roster</div>}
                </td>
                <td className="max-w-md py-2 pr-3">
                  <div className="text-muted-foreground">{r.prompt}</div>
                  <div>{r.answer}</div>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">
                  {r.score} / {r.max_points}
                  {r.overridden && (
                    <div className="text-xs text-muted-foreground">
                      overridden by {r.overridden_by} (grader: {r.grader_score})
                    </div>
                  )}
                </td>
                <td className="max-w-sm py-2 pr-3">
                  <Badge variant={verdictVariant(r.verdict)}>{r.verdict}</Badge>
                  <div className="mt-1 text-xs">{r.reason}</div>
                </td>
                <td className="py-2">
                  <OverrideForm
                    key={`${r.id}:${r.score}`}
                    jobId={jobId}
                    result={r}
                    clusterSize={clusterSizes.get(r.cluster) ?? 1}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
