import { paths } from '@/config/paths';
import { useWorkspace } from '@/features/educator-workspace/api/get-workspace';
import { ProfDevPage } from '@/features/professional-development/components/prof-dev-page';

export default function EducatorProfDevRoute() {
  const workspace = useWorkspace();
  return (
    <ProfDevPage
      coachingUrl={workspace.data?.coaching_url ?? null}
      articleHref={(slug) => paths.educatorDashboard.profDevArticle.getHref(slug)}
    />
  );
}
