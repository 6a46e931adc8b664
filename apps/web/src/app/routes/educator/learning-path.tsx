import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { PathEditor } from '@/features/curriculum/components/path-editor';

export default function EducatorLearningPathRoute() {
  const { pathId = '' } = useParams();
  return <PathEditor pathId={pathId} backHref={paths.educatorDashboard.curriculum.getHref()} />;
}
