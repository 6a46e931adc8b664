import { TIME_TOOLS_MESSAGES } from '@academy/shared/time-tools';

import { GradingCard } from '@/features/time-tools/components/grading-card';
import { JobQueue } from '@/features/time-tools/components/job-queue';
import { ReportCard } from '@/features/time-tools/components/report-card';

/** /dashboard/educators/time-tools: grading, reports and the live job queue. */
export function TimeToolsPage({ userId }: { userId: string }) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Time-Saving Tools</h1>
        <p className="text-muted-foreground">{TIME_TOOLS_MESSAGES.subtitle}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <GradingCard />
        <ReportCard />
      </div>
      <JobQueue userId={userId} />
    </div>
  );
}
