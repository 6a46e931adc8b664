import { SafeguardNoAccess } from '@/features/safeguard/components/no-access';
import { SafeguardDashboard } from '@/features/safeguard/components/safeguard-dashboard';
import { ChildSafeguard } from '@/features/parent-portal/components/parent-portal';
import { useAuth } from '@/lib/auth';
import { useSearchParams } from 'react-router';

/** /safeguard: staff (educators, admins) get the dashboard; everyone else the no-access page. */
export default function SafeguardRoute() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const role = user?.app_metadata.role;
  // A parent's view of one verified child (the parent portal links here).
  const student = params.get('student');
  if (role === 'parent' && student) return <ChildSafeguard studentId={student} />;
  if (!user || (role !== 'educator' && role !== 'admin')) return <SafeguardNoAccess role={role} />;
  return <SafeguardDashboard userId={user.id} />;
}
