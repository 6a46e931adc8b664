import { useId, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { answerWithCode, verifyFactor } from '@/features/auth/api/mfa';
import { getErrorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

/** The second sign-in step: a 6-digit code from the authenticator app, or a recovery code. */
export function MfaChallenge({ factorId, onDone }: { factorId: string; onDone: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const session = useRecovery
        ? await verifyFactor(factorId, { recovery_code: value.trim() })
        : await answerWithCode(factorId, value.trim());
      await authStore.adoptSession(session);
      onDone();
    } catch (err) {
      setError(getErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Two-step verification">
      <h2 className="text-lg font-semibold">Two-step verification</h2>
      <p className="text-sm text-muted-foreground">
        {useRecovery
          ? 'Enter one of the recovery codes you saved when you set up your authenticator app.'
          : 'Enter the 6-digit code from your authenticator app.'}
      </p>
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <div className="grid gap-2">
        <Label htmlFor={id}>{useRecovery ? 'Recovery code' : 'Authentication code'}</Label>
        <Input
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          maxLength={useRecovery ? 20 : 6}
          autoFocus
        />
      </div>
      <Button type="submit" disabled={busy || value.trim().length === 0}>
        {busy ? 'Loading...' : 'Verify'}
      </Button>
      <Button type="button" variant="link" onClick={() => setUseRecovery((v) => !v)}>
        {useRecovery ? 'Use a code from the app instead' : 'Use a recovery code'}
      </Button>
    </form>
  );
}
