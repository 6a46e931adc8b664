import { paths } from '@/config/paths';
import { GettingStarted } from '@/features/educator-workspace/components/getting-started';

export default function EducatorOverviewRoute() {
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Educator Dashboard</h1>
        <p className="mt-2 text-muted-foreground">
          Set up your classes, bring in your curriculum and let the time-saving tools do the routine work.
        </p>
      </div>
      <GettingStarted
        hrefs={{
          classes: `${paths.educatorDashboard.classrooms.getHref()}?new=class`,
          curriculum: paths.educatorDashboard.curriculum.getHref(),
          timeTools: paths.educatorDashboard.timeTools.getHref(),
        }}
      />
    </div>
  );
}
