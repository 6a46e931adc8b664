import { SafeguardNoAccess } from '@/features/safeguard/components/no-access';
import { SafeguardDashboard } from '@/features/safeguard/components/safeguard-dashboard';
import { useAuth } from '@/lib/auth';

/** /safeguard: staff (educators, admins) get the dashboard; everyone else the no-access page. */
export default function SafeguardRoute() {
  const { user } = useAuth();
  const role = user?.app_metadata.role;
  if (!user || (role !== 'educator' && role !== 'admin')) return <SafeguardNoAccess role={role} />;
  return <SafeguardDashboard userId={user.id} />;
}
