import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { ArticlePage } from '@/features/professional-development/components/article-page';

export default function EducatorProfDevArticleRoute() {
  const { slug = '' } = useParams();
  return <ArticlePage slug={slug} backHref={paths.educatorDashboard.profDev.getHref()} />;
}
