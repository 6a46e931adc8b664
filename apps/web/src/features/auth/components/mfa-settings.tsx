import { useId, useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { answerWithCode, enrolFactor, unenrolFactor, type EnrolledFactor } from '@/features/auth/api/mfa';
import { getErrorMessage } from '@/lib/api-client';
import { authStore, tokenAssurance, useAuth } from '@/lib/auth';

/** Two-step verification: set up an authenticator app (QR code), confirm a first code, keep recovery codes. */
export function MfaSettings() {
  const { user, session } = useAuth();
  const [pending, setPending] = useState<EnrolledFactor | null>(null);
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const verified = (user?.factors as { id: string; status: string }[] | undefined)?.find(
    (f) => f.status === 'verified',
  );
  const { aal } = tokenAssurance(session?.access_token);

  const start = async () => {
    setError(null);
    try {
      setPending(await enrolFactor());
    } catch (err) {
      setError(getErrorMessage(err));
    }
  };
  const confirm = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    setError(null);
    try {
      const result = await answerWithCode(pending.id, code.trim());
      await authStore.adoptSession(result);
      setCodes(result.recovery_codes ?? null);
      setPending(null);
      toast.success('Two-step verification is on');
    } catch (err) {
      setError(getErrorMessage(err));
    }
  };
  const remove = async () => {
    if (!verified) return;
    setError(null);
    try {
      await unenrolFactor(verified.id);
      await authStore.updateUser({});
      toast.success('Two-step verification is off');
    } catch (err) {
      setError(getErrorMessage(err));
    }
  };

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <h2 className="leading-none font-semibold">Two-step verification</h2>
        <CardDescription>
          Sign-in asks for a code from an authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password...) after your password.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {error ? <Alert variant="destructive">{error}</Alert> : null}
        {codes ? (
          <div className="grid gap-2" role="status">
            <p className="font-medium">
              Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
            </p>
            <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
              {codes.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {verified ? (
          <>
            <p>
              Two-step verification is on for your account (
              {aal === 'aal2' ? 'this session is verified' : 'enter a code to verify this session'}).
            </p>
            <Button variant="outline" onClick={remove} disabled={aal !== 'aal2'}>
              Turn off two-step verification
            </Button>
          </>
        ) : pending ? (
          <form onSubmit={confirm} className="grid gap-4" aria-label="Confirm authenticator app">
            <p>Scan this QR code with your authenticator app, then enter the 6-digit code it shows.</p>
            <img
              src={pending.totp.qr_code}
              alt="QR code for your authenticator app"
              className="size-48 bg-white p-2"
            />
            <p className="text-sm">
              Can't scan it? Enter this key instead:{' '}
              <code data-testid="totp-secret" className="break-all">
                {pending.totp.secret}
              </code>
            </p>
            <div className="grid gap-2">
              <Label htmlFor={id}>Code from the app</Label>
              <Input
                id={id}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(e) => setCode(e.target.value)}
              />
            </div>
            <Button type="submit">Turn on</Button>
          </form>
        ) : (
          <Button onClick={start}>Set up an authenticator app</Button>
        )}
      </CardContent>
    </Card>
  );
}
