import type * as AuthSchemas from '@academy/shared/auth';
import { homePathForRole } from '@academy/shared/limits';
import { MESSAGES } from '@academy/shared/messages';
import type { zodResolver as ZodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { profileQueryOptions } from '@/features/auth/api/get-profile';
import { MfaChallenge } from '@/features/auth/components/mfa-challenge';
import { RecoverPassword, SetPassword } from '@/features/auth/components/recovery';
import {
  AltchaCaptcha,
  loadCaptchaWidget,
  type CaptchaHandle,
} from '@/features/auth/components/altcha-captcha';
import { getErrorMessage } from '@/lib/api-client';
import { authStore, pendingFactorOf } from '@/lib/auth';

export type AuthMode = 'sign-in' | 'sign-up';

type FormValues = { email: string; password: string; role: 'student' | 'teacher' };

let validation: Promise<{ zodResolver: typeof ZodResolver; schemas: typeof AuthSchemas }> | null = null;

/**
 * The validation code (zod, the shared schemas and their resolver) loads when the form is first focused or
 * submitted, not with the page: the form paints and becomes usable without it.
 */
function loadValidation() {
  validation ??= Promise.all([import('@hookform/resolvers/zod'), import('@academy/shared/auth')]).then(
    ([resolvers, schemas]) => ({ zodResolver: resolvers.zodResolver, schemas }),
  );
  return validation;
}

function formResolver(mode: AuthMode): Resolver<FormValues> {
  return async (values, context, options) => {
    const { zodResolver, schemas } = await loadValidation();
    // Both schemas validate email and password with the shared messages; sign-up also checks the role.
    const schema = mode === 'sign-up' ? schemas.signUpFormSchema : schemas.signInFormSchema;
    return (zodResolver(schema) as unknown as Resolver<FormValues>)(values, context, options);
  };
}

/** The one sign-in / sign-up screen; the mode is toggled by a button. */
export function AuthScreen() {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [email, setEmail] = useState('');
  const [signedUp, setSignedUp] = useState(false);
  const [recovering, setRecovering] = useState(false);
  const [params] = useSearchParams();
  const linkType = params.get('type');
  const linkToken = params.get('token');
  if ((linkType === 'recovery' || linkType === 'invite') && linkToken) {
    return <SetPassword type={linkType} token={linkToken} />;
  }
  if (recovering) return <RecoverPassword onBack={() => setRecovering(false)} />;
  return (
    <AuthForm
      key={mode}
      mode={mode}
      onForgotPassword={() => setRecovering(true)}
      defaultEmail={email}
      notice={mode === 'sign-in' && signedUp ? MESSAGES.signUpExistingAccountHint : undefined}
      onToggleMode={() => setMode((current) => (current === 'sign-in' ? 'sign-up' : 'sign-in'))}
      onSignedUp={(signedUpEmail) => {
        // The server answers a sign-up the same whether the email was new or already had an account
        // (no account enumeration), so the screen says what is true in both cases.
        setEmail(signedUpEmail);
        setSignedUp(true);
        setMode('sign-in');
      }}
    />
  );
}

export function AuthForm({
  mode,
  defaultEmail = '',
  onToggleMode,
  onSignedUp,
  notice,
  onForgotPassword,
}: {
  mode: AuthMode;
  onForgotPassword?: () => void;
  defaultEmail?: string;
  /** A note shown above the form (after a sign-up). */
  notice?: string;
  onToggleMode: () => void;
  onSignedUp: (email: string) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // A session that still owes its code (a reload mid-challenge, or a guard that sent it here) resumes it.
  const [pendingFactor, setPendingFactor] = useState<string | null>(() =>
    pendingFactorOf(authStore.getSnapshot().session),
  );
  const ids = {
    email: useId(),
    password: useId(),
    role: useId(),
    emailError: useId(),
    passwordError: useId(),
  };
  const isSignUp = mode === 'sign-up';

  const [resolver] = useState(() => formResolver(mode));
  const form = useForm<FormValues>({
    resolver,
    defaultValues: { email: defaultEmail, password: '', role: 'student' },
  });
  const { errors, isSubmitting } = form.formState;

  const goHome = async (userId: string) => {
    let destination = '/';
    try {
      const profile = await queryClient.fetchQuery(profileQueryOptions(userId));
      destination = homePathForRole(profile.role);
    } catch {
      destination = '/';
    }
    navigate(destination, { replace: true });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (!captchaToken) {
      setFormError(MESSAGES.captchaRequired);
      return;
    }
    try {
      if (isSignUp) {
        await authStore.signUp({
          email: values.email,
          password: values.password,
          captcha_token: captchaToken,
          data: { role: values.role },
        });
        toast.success(MESSAGES.accountCreatedTitle, { description: MESSAGES.accountCreatedBody });
        captchaRef.current?.reset();
        onSignedUp(values.email);
        return;
      }
      const session = await authStore.signInWithPassword({
        email: values.email,
        password: values.password,
        captcha_token: captchaToken,
      });
      // An account with an authenticator app gives its code before going anywhere.
      const factor = (session.user.factors as { id: string; status: string }[]).find(
        (f) => f.status === 'verified',
      );
      if (factor) {
        setPendingFactor(factor.id);
        return;
      }
      await goHome(session.user.id);
    } catch (error) {
      setFormError(getErrorMessage(error));
      // A captcha payload is single use: ask for a fresh one.
      captchaRef.current?.reset();
    }
  });

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <h1 className="text-2xl leading-none font-bold">{isSignUp ? 'Create an Account' : 'Sign In'}</h1>
        <CardDescription>
          {isSignUp
            ? 'Join Academy as a student or a teacher.'
            : 'Welcome back. Sign in to continue learning.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {pendingFactor ? (
          <MfaChallenge
            factorId={pendingFactor}
            onDone={() => void goHome(authStore.getSnapshot().user?.id ?? '')}
          />
        ) : (
          <form
            noValidate
            onSubmit={onSubmit}
            onFocus={() => {
              void loadValidation();
              void loadCaptchaWidget();
            }}
            onPointerEnter={() => void loadCaptchaWidget()}
            className="grid gap-4"
            aria-label={isSignUp ? 'Sign up' : 'Sign in'}
          >
            {notice ? (
              <p role="status" className="text-sm text-muted-foreground">
                {notice}
              </p>
            ) : null}
            {formError ? <Alert variant="destructive">{formError}</Alert> : null}

            <div className="grid gap-2">
              <Label htmlFor={ids.email}>Email</Label>
              <Input
                id={ids.email}
                type="email"
                autoComplete="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? ids.emailError : undefined}
                {...form.register('email')}
              />
              {errors.email ? (
                <p id={ids.emailError} className="text-sm text-destructive">
                  {errors.email.message}
                </p>
              ) : null}
            </div>

            <div className="grid gap-2">
              <Label htmlFor={ids.password}>Password</Label>
              <Input
                id={ids.password}
                type="password"
                autoComplete={isSignUp ? 'new-password' : 'current-password'}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? ids.passwordError : undefined}
                {...form.register('password')}
              />
              {errors.password ? (
                <p id={ids.passwordError} className="text-sm text-destructive">
                  {errors.password.message}
                </p>
              ) : null}
            </div>

            {isSignUp ? (
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">I am a</legend>
                <Controller
                  control={form.control}
                  name="role"
                  render={({ field }) => (
                    <RadioGroup
                      value={field.value}
                      onValueChange={field.onChange}
                      className="flex gap-6"
                      aria-label="Role"
                    >
                      <div className="flex items-center gap-2">
                        <RadioGroupItem value="student" id={`${ids.role}-student`} />
                        <Label htmlFor={`${ids.role}-student`}>Student</Label>
                      </div>
                      <div className="flex items-center gap-2">
                        <RadioGroupItem value="teacher" id={`${ids.role}-teacher`} />
                        <Label htmlFor={`${ids.role}-teacher`}>Teacher</Label>
                      </div>
                    </RadioGroup>
                  )}
                />
              </fieldset>
            ) : null}

            <AltchaCaptcha
              ref={captchaRef}
              onToken={(token) => {
                setCaptchaToken(token);
                // The captcha is verified: its "please complete the captcha" error no longer applies.
                if (token) setFormError((current) => (current === MESSAGES.captchaRequired ? null : current));
              }}
            />

            <Button type="submit" disabled={isSubmitting} className="w-full">
              {isSubmitting ? 'Loading...' : isSignUp ? 'Sign Up' : 'Sign In'}
            </Button>
          </form>
        )}
        <div className="mt-4 text-center text-sm">
          {!isSignUp && onForgotPassword ? (
            <Button type="button" variant="link" onClick={onForgotPassword}>
              Forgot your password?
            </Button>
          ) : null}
          <Button type="button" variant="link" onClick={onToggleMode}>
            {isSignUp ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
