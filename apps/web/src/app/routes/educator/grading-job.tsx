import { useParams } from 'react-router';

import { GradingResults } from '@/features/time-tools/components/grading-results';
import { useAuth } from '@/lib/auth';

/** /dashboard/educators/time-tools/jobs/:jobId: one grading job's results. */
export default function EducatorGradingJobRoute() {
  const { user } = useAuth();
  const { jobId = '' } = useParams();
  if (!user) return null;
  return <GradingResults jobId={jobId} userId={user.id} />;
}
