import { useSearchParams } from 'react-router';

import { ProgressView } from '@/features/progress/components/progress-view';

export default function ProgressRoute() {
  const [params] = useSearchParams();
  const student = params.get('student') ?? undefined;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <ProgressView key={student ?? 'me'} studentId={student} />
    </div>
  );
}
