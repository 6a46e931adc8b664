import { MfaSettings } from '@/features/auth/components/mfa-settings';

export default function AccountSecurityRoute() {
  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Account security</h1>
      <MfaSettings />
    </div>
  );
}
