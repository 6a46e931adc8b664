import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { SavedCheck } from '@/features/homework-checker/components/saved-check';

/** /homework-checks/:checkId: one saved check's feedback. */
export default function HomeworkCheckRoute() {
  const { checkId = '' } = useParams();
  return <SavedCheck key={checkId} id={checkId} backHref={paths.homeworkChecks.getHref} />;
}
