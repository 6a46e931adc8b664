import { AdminConsole } from '@/features/admin/components/admin-console';
import { SafeguardNoAccess } from '@/features/safeguard/components/no-access';
import { useAuth } from '@/lib/auth';

/** /admin: the administrator's console; everyone else is sent back to their dashboard. */
export default function AdminRoute() {
  const { user } = useAuth();
  if (user?.app_metadata.role !== 'admin') return <SafeguardNoAccess role={user?.app_metadata.role} />;
  return <AdminConsole />;
}
