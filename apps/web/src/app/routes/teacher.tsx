import { Link } from 'react-router';

import { ContentPage } from '@/components/layouts/content-page';
import { paths } from '@/config/paths';
import { TeacherHome } from '@/features/educator-workspace/components/teacher-home';
import { useAuth } from '@/lib/auth';

/** /teacher: educators and admins get their figures and tools; anyone else is pointed to their dashboard. */
export default function TeacherRoute() {
  const { user } = useAuth();
  const role = user?.app_metadata.role;
  if (role !== 'educator' && role !== 'admin') {
    return (
      <ContentPage title="Teacher Dashboard" description="The teacher dashboard is for educators.">
        <Link to={paths.dashboards.getHref()} className="underline">
          Choose your dashboard
        </Link>
      </ContentPage>
    );
  }
  const e = paths.educatorDashboard;
  return (
    <TeacherHome
      name={user?.user_metadata.full_name ?? null}
      links={{
        workspace: e.root.getHref(),
        classrooms: e.classrooms.getHref(),
        curriculum: e.curriculum.getHref(),
        timeTools: e.timeTools.getHref(),
        profDev: e.profDev.getHref(),
        safeguard: paths.safeguard.getHref(),
        lessonPlans: paths.lessonPlans.getHref(),
        homeworkChecker: paths.homeworkChecker.getHref(),
      }}
    />
  );
}
