import { paths } from '@/config/paths';
import { CurriculumPage } from '@/features/curriculum/components/curriculum-page';
import { useAuth } from '@/lib/auth';

export default function EducatorCurriculumRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <CurriculumPage userId={user.id} pathHref={paths.educatorDashboard.learningPath.getHref} />;
}
