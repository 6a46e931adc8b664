import { PRACTICE_MESSAGES } from '@academy/shared/practice';

import { ContentPage } from '@/components/layouts/content-page';
import { TestsList } from '@/features/tests/components/tests-list';
import { useAuth } from '@/lib/auth';

export default function TestsRoute() {
  const { user } = useAuth();
  const role = user?.app_metadata.role ?? user?.user_metadata.role;
  return (
    <ContentPage
      title="Practice Tests"
      description="Short timed tests by subject and grade. Every answer is saved as you go, scored when you submit, and moves your skills on the Progress page."
    >
      {role && role !== 'student' ? <p className="mt-8">{PRACTICE_MESSAGES.studentsOnly}</p> : <TestsList />}
    </ContentPage>
  );
}
