import { ContentPage } from '@/components/layouts/content-page';
import { LessonPlansPage } from '@/features/lesson-plans/components/lesson-plans-page';
import { useAuth } from '@/lib/auth';

/** /lesson-plans: the generator for educators and admins; others are told who it is for. */
export default function LessonPlansRoute() {
  const { user } = useAuth();
  const role = user?.app_metadata.role;
  if (role !== 'educator' && role !== 'admin') {
    return (
      <ContentPage
        title="Standards-Aligned Lesson Generator"
        description="The lesson generator is for teachers. Students find the lessons their teachers assign under My Lessons."
      />
    );
  }
  return <LessonPlansPage />;
}
