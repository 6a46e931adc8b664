import { Link } from 'react-router';

import { ContentPage } from '@/components/layouts/content-page';
import { paths } from '@/config/paths';
import { HomeworkChecker } from '@/features/homework-checker/components/homework-checker';
import { useAuth } from '@/lib/auth';

/** /homework-checker: educators check any work; students check their own (coach mode). */
export default function HomeworkCheckerRoute() {
  const { user } = useAuth();
  const role = user?.app_metadata.role;
  if (role === 'parent') {
    return (
      <ContentPage
        title="AI Homework Checker"
        description="The homework checker is for students and teachers. Your child's saved checks are under Saved homework checks."
      >
        <Link to={paths.homeworkChecks.getHref()} className="text-primary underline-offset-4 hover:underline">
          Saved homework checks
        </Link>
      </ContentPage>
    );
  }
  return <HomeworkChecker role={role} savedChecksHref={paths.homeworkChecks.getHref} />;
}
