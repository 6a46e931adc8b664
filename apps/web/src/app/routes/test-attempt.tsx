import { useParams } from 'react-router';

import { AttemptView } from '@/features/tests/components/attempt-view';

export default function TestAttemptRoute() {
  const { attemptId = '' } = useParams();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <AttemptView attemptId={attemptId} />
    </div>
  );
}
