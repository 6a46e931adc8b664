import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { AuthScreen } from '@/features/auth/components/auth-form';
import { buildProfile, buildSession, errorResponse, jsonResponse } from '@/testing/factories';
import { renderRoutes } from '@/testing/render';

vi.mock('altcha', () => ({}));

function renderAuth() {
  return renderRoutes(
    [
      { path: '/auth', element: <AuthScreen /> },
      { path: '/student', element: <h1>Student home</h1> },
      { path: '/teacher', element: <h1>Teacher home</h1> },
      { path: '/', element: <h1>Landing</h1> },
    ],
    '/auth',
  );
}

function verifyCaptcha(payload = 'captcha-payload') {
  const widget = document.querySelector('altcha-widget');
  if (!widget) throw new Error('captcha widget not rendered');
  widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
}

async function fillCredentials(user: ReturnType<typeof renderAuth>['user'], email = 'kid@school.org') {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), 'secret123');
}

describe('AuthForm', () => {
  it('shows the shared validation messages for a bad email and a short password', async () => {
    const { user } = renderAuth();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('toggles between sign-in and sign-up; sign-up offers Student (default) or Teacher', async () => {
    const { user } = renderAuth();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    expect(screen.getByRole('heading', { name: 'Create an Account' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Student' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Teacher' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks for the captcha when it has not been completed', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderAuth();
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Please complete the captcha verification. If you don't see it, try refreshing the page.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reads 'Loading...' while signing in, then goes to the student dashboard", async () => {
    const session = buildSession();
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn((url: string) => {
      if (url.startsWith('/auth/v1/token')) return new Promise<Response>((resolve) => (release = resolve));
      if (url === '/api/profile') return Promise.resolve(jsonResponse(buildProfile({ role: 'student' })));
      return Promise.reject(new Error(`unexpected ${url}`));
    });
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderAuth();
    await fillCredentials(user);
    verifyCaptcha('tok-1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/auth/v1/token?grant_type=password');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'kid@school.org',
      password: 'secret123',
      captcha_token: 'tok-1',
    });

    release(jsonResponse(session));
    expect(await screen.findByRole('heading', { name: 'Student home' })).toBeInTheDocument();
  });

  it('sends the user to / when the profile cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/auth/v1/token')
          ? jsonResponse(buildSession())
          : errorResponse(404, 'not_found', 'Not found'),
      ),
    );
    const { user } = renderAuth();
    await fillCredentials(user);
    verifyCaptcha();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeInTheDocument();
  });

  it("shows the server's message in a red alert", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => errorResponse(400, 'invalid_credentials', 'Invalid login credentials')),
    );
    const { user } = renderAuth();
    await fillCredentials(user);
    verifyCaptcha();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("shows 'An unknown error occurred' when something other than an Error is thrown", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject('network exploded')),
    );
    const { user } = renderAuth();
    await fillCredentials(user);
    verifyCaptcha();
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unknown error occurred');
  });

  it('signs up as a teacher, toasts and returns to sign-in mode', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({ user: buildSession().user }, 201));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderAuth();
    await user.click(screen.getByRole('button', { name: "Don't have an account? Sign up" }));
    await fillCredentials(user, 'teach@school.org');
    await user.click(screen.getByRole('radio', { name: 'Teacher' }));
    verifyCaptcha('tok-2');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(screen.getByText('You can now sign in with your new account.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('teach@school.org');
    // Sign-up answers alike for a new and a taken email; the note covers the second case.
    expect(
      screen.getByText('If this email already had an account, sign in with its existing password.'),
    ).toBeInTheDocument();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/auth/v1/signup');
    expect(JSON.parse(String(init.body))).toEqual({
      email: 'teach@school.org',
      password: 'secret123',
      captcha_token: 'tok-2',
      data: { role: 'teacher' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled());
  });
});
