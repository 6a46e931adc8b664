import { TimeToolsPage } from '@/features/time-tools/components/time-tools-page';
import { useAuth } from '@/lib/auth';

/** /dashboard/educators/time-tools (the educator layout guards the role). */
export default function EducatorTimeToolsRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <TimeToolsPage userId={user.id} />;
}
