import { homePathForRole } from '@academy/shared/limits';
import { Navigate } from 'react-router';

import { AuthScreen } from '@/features/auth/components/auth-form';
import { awaitingSecondFactor, useAuth } from '@/lib/auth';

export default function AuthRoute() {
  const { status, user, session } = useAuth();
  // Already signed in: /auth goes to the role's landing, unless the session still owes its second factor.
  if (status === 'authenticated' && user && !awaitingSecondFactor(session)) {
    return <Navigate to={homePathForRole(user.app_metadata.role ?? user.user_metadata.role)} replace />;
  }
  return (
    <div className="px-4 py-12">
      <AuthScreen />
    </div>
  );
}
