import { Link } from 'react-router';

import { ContentPage } from '@/components/layouts/content-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LearningDashboard } from '@/features/learning-dashboard/components/learning-dashboard';
import { useAuth } from '@/lib/auth';

const QUICK_ACTIONS = [
  { label: 'Open the AI Tutor', href: paths.studentTutor.getHref() },
  { label: 'Browse subject tutors', href: paths.subjects.getHref() },
  { label: 'Enrichment and voice', href: paths.studentEnrichment.getHref() },
  { label: 'Practice tests', href: paths.tests.getHref() },
  { label: 'My progress', href: paths.progress.getHref() },
];

export default function StudentDashboardRoute() {
  const { user } = useAuth();
  const firstName = user?.user_metadata.full_name?.split(' ')[0];
  return (
    <>
      <ContentPage
        title="Student Dashboard"
        description={`Welcome back${firstName ? `, ${firstName}` : ''}! Pick up where you left off, or start something new with your tutor.`}
      >
        <nav aria-label="Quick actions" className="mt-6">
          <ul className="flex flex-wrap gap-3">
            {QUICK_ACTIONS.map((action, i) => (
              <li key={action.href}>
                <Button asChild variant={i === 0 ? 'default' : 'outline'}>
                  <Link to={action.href}>{action.label}</Link>
                </Button>
              </li>
            ))}
          </ul>
        </nav>
      </ContentPage>
      <LearningDashboard />
    </>
  );
}
