import { homePathForRole } from '@academy/shared/limits';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { recoverPassword, useAuthSettings, verifyLink } from '@/features/auth/api/mfa';
import { AltchaCaptcha, type CaptchaHandle } from '@/features/auth/components/altcha-captcha';
import { getErrorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

const NO_MAIL =
  'This school has no e-mail set up. Ask a teacher or the administrator to send you a password reset invitation.';

/** "Forgot your password?": a one-time link by e-mail, or (without e-mail) who to ask. */
export function RecoverPassword({ onBack }: { onBack: () => void }) {
  const settings = useAuthSettings();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!captcha) {
      setError("Please complete the captcha verification. If you don't see it, try refreshing the page.");
      return;
    }
    try {
      setMessage((await recoverPassword(email.trim(), captcha)).message);
    } catch (err) {
      setError(getErrorMessage(err));
      captchaRef.current?.reset();
    }
  };
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl leading-none font-bold">Reset your password</h1>
        <CardDescription>We will e-mail you a link to choose a new password.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {settings.data && !settings.data.mail ? (
          <Alert>{NO_MAIL}</Alert>
        ) : message ? (
          <p role="status">{message}</p>
        ) : (
          <form onSubmit={submit} className="grid gap-4" aria-label="Reset password">
            {error ? <Alert variant="destructive">{error}</Alert> : null}
            <div className="grid gap-2">
              <Label htmlFor={id}>Email</Label>
              <Input
                id={id}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            </div>
            <AltchaCaptcha ref={captchaRef} onToken={setCaptcha} />
            <Button type="submit">Send reset link</Button>
          </form>
        )}
        <Button type="button" variant="link" onClick={onBack}>
          Back to sign in
        </Button>
      </CardContent>
    </Card>
  );
}

/** The page a recovery or invitation link opens: choose a password, then you are signed in. */
export function SetPassword({ type, token }: { type: 'recovery' | 'invite'; token: string }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(null);
    if (password.length < 6) {
      setError('Password must be at least 6 characters long');
      return;
    }
    setBusy(true);
    try {
      const session = await authStore.adoptSession(await verifyLink(type, token, password));
      navigate(homePathForRole(session.user.app_metadata.role), { replace: true });
    } catch (err) {
      setError(getErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl leading-none font-bold">
          {type === 'invite' ? 'Welcome to Academy' : 'Choose a new password'}
        </h1>
        <CardDescription>
          {type === 'invite'
            ? 'Choose a password for your new account.'
            : 'Choose a new password for your account.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4" aria-label="Set password">
          {error ? <Alert variant="destructive">{error}</Alert> : null}
          <div className="grid gap-2">
            <Label htmlFor={id}>New password</Label>
            <Input
              id={id}
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? 'Loading...' : 'Set password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
