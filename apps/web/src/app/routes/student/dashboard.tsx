import { homePathForRole } from '@academy/shared/limits';
import { MessageCircleIcon } from 'lucide-react';
import { Link, Navigate } from 'react-router';

import { ContentPage } from '@/components/layouts/content-page';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AssignedWorkCard } from '@/features/assigned-work/components/assigned-work-card';
import { LearningDashboard } from '@/features/learning-dashboard/components/learning-dashboard';
import { RecentActivitiesCard } from '@/features/progress/components/recent-activities-card';
import { SpeechSpeedSetting } from '@/features/progress/components/speech-speed-setting';
import { WeeklyCompletionCard } from '@/features/progress/components/weekly-completion-card';
import { useAuth } from '@/lib/auth';

const QUICK_ACTIONS = [
  { label: 'My lessons', href: paths.studentLessons.getHref() },
  { label: 'Saved homework checks', href: paths.homeworkChecks.getHref() },
  { label: 'Browse subject tutors', href: paths.subjects.getHref() },
  { label: 'Enrichment and voice', href: paths.studentEnrichment.getHref() },
  { label: 'Practice tests', href: paths.tests.getHref() },
  { label: 'My progress', href: paths.progress.getHref() },
];

export default function StudentDashboardRoute() {
  const { user } = useAuth();
  const role = user?.app_metadata.role ?? user?.user_metadata.role;
  // /student is for students: parents, teachers and admins go to their own landing.
  if (user && role && role !== 'student') return <Navigate to={homePathForRole(role)} replace />;
  const firstName = user?.user_metadata.full_name?.split(' ')[0];
  return (
    <>
      <ContentPage
        title="Student Dashboard"
        description={`Welcome back${firstName ? `, ${firstName}` : ''}! Pick up where you left off, or start something new with your tutor.`}
      >
        <div className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          <Card className="h-full">
            <CardHeader>
              <CardTitle>AI Tutor</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-muted-foreground">
                Work through a problem one step at a time, with hints when you need them.
              </p>
            </CardContent>
            <CardFooter>
              <Button asChild>
                <Link to={paths.studentTutor.getHref()}>
                  <MessageCircleIcon aria-hidden="true" />
                  Open the AI Tutor
                </Link>
              </Button>
            </CardFooter>
          </Card>
          <WeeklyCompletionCard />
          {user && <RecentActivitiesCard userId={user.id} />}
          {user && <AssignedWorkCard userId={user.id} />}
          <Card className="h-full">
            <CardHeader>
              <CardTitle>Quick Actions</CardTitle>
            </CardHeader>
            <CardContent>
              <nav aria-label="Quick actions">
                <ul className="grid gap-2">
                  {QUICK_ACTIONS.map((action) => (
                    <li key={action.href}>
                      <Button asChild variant="outline" className="w-full justify-start">
                        <Link to={action.href}>{action.label}</Link>
                      </Button>
                    </li>
                  ))}
                </ul>
              </nav>
            </CardContent>
          </Card>
          <Card className="h-full">
            <CardHeader>
              <CardTitle>Accessibility Settings</CardTitle>
            </CardHeader>
            <CardContent>{user && <SpeechSpeedSetting userId={user.id} />}</CardContent>
          </Card>
        </div>
      </ContentPage>
      <LearningDashboard />
    </>
  );
}
