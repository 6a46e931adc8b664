import { AuthScreen } from '@/features/auth/components/auth-form';

export default function AuthRoute() {
  return (
    <div className="px-4 py-12">
      <AuthScreen />
    </div>
  );
}
