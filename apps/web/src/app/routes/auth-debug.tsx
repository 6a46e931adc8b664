import { useNavigate } from 'react-router';

import { signOutWithToast } from '@/components/layouts/dashboard-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useProfile } from '@/features/auth/api/get-profile';
import { getErrorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

export default function AuthDebugRoute() {
  const navigate = useNavigate();
  const { user } = useAuth();
  const profile = useProfile(user?.id);

  const rows: [string, string][] = [
    ['User ID', user?.id ?? '—'],
    ['Email', user?.email ?? '—'],
    ['Profile role', profile.data?.role ?? '—'],
    ['Full name', profile.data?.full_name ?? '—'],
    ['Grade level', profile.data?.grade_level ?? '—'],
  ];

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Authentication Debug</h1>
      {profile.isError ? <Alert variant="destructive">Error: {getErrorMessage(profile.error)}</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle>Session</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-medium">{label}</dt>
                <dd className="break-all text-muted-foreground">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Raw user</CardTitle>
        </CardHeader>
        <CardContent>
          <pre className="overflow-auto rounded-md bg-muted p-4 text-xs">{JSON.stringify(user, null, 2)}</pre>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Raw profile</CardTitle>
        </CardHeader>
        <CardContent>
          <pre className="overflow-auto rounded-md bg-muted p-4 text-xs">
            {profile.isPending ? 'Loading...' : JSON.stringify(profile.data ?? null, null, 2)}
          </pre>
        </CardContent>
      </Card>
      <div className="flex gap-3">
        <Button variant="outline" onClick={() => navigate(paths.home.getHref())}>
          Go Home
        </Button>
        <Button variant="destructive" onClick={() => void signOutWithToast()}>
          Sign Out
        </Button>
      </div>
    </div>
  );
}
