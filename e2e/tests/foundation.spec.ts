import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn, signUp, uniqueEmail } from './helpers.ts';

test.describe('accounts', () => {
  test('a student signs up with the real captcha, returns to sign-in, signs in and lands on /student', async ({
    page,
  }) => {
    const email = uniqueEmail('student');
    await signUp(page, email, 'learning-is-fun', 'Student');
    await expect(page.getByText('Account created')).toBeVisible();
    await expect(page.getByText('You can now sign in with your new account.')).toBeVisible();
    // Back in sign-in mode: the role choice is gone and the submit button says Sign In.
    await expect(page.getByRole('radio', { name: 'Student' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

    await signIn(page, email, 'learning-is-fun');
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByRole('heading', { name: 'Student Dashboard', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Open the AI Tutor' }).click();
    await expect(page).toHaveURL(/\/student\/tutor$/);
  });

  test('signing up with an email that already has an account answers like a new account and changes nothing', async ({
    page,
  }) => {
    const email = uniqueEmail('twice');
    await signUp(page, email, 'first-password', 'Student');
    await expect(page.getByText('Account created')).toBeVisible();
    // The same answer the second time: nothing tells a stranger the address has an account.
    await signUp(page, email, 'second-password', 'Teacher');
    await expect(page.getByText('Account created')).toBeVisible();
    await expect(
      page.getByText('If this email already had an account, sign in with its existing password.'),
    ).toBeVisible();
    // The account is the first one, untouched: its password works, the second does not.
    await signIn(page, email, 'second-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();
    await signIn(page, email, 'first-password');
    await expect(page).toHaveURL(/\/student$/);
  });

  test('a teacher signs up and lands on /teacher', async ({ page }) => {
    const email = uniqueEmail('teacher');
    await signUp(page, email, 'grading-is-fun', 'Teacher');
    await expect(page.getByText('Account created')).toBeVisible();
    await signIn(page, email, 'grading-is-fun');
    await expect(page).toHaveURL(/\/teacher$/);
  });

  test('a seeded parent lands on /parent, and signing out returns to /auth', async ({ page }) => {
    await signIn(page, 'garcia.parent@demo.academy', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/parent$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    // The session is really gone: a guarded page sends us back to /auth.
    await page.goto('/parent');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('a wrong password shows the red alert and stays on /auth', async ({ page }) => {
    await signIn(page, 'rivera@demo.academy', 'not-her-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid login credentials' });
    await expect(alert).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('form validation uses the spec messages', async ({ page }) => {
    await page.goto('/auth');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  });

  test('a session survives a reload (refresh cookie) and /auth/debug shows the profile', async ({ page }) => {
    await signIn(page, 'chen@demo.academy', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/teacher$/);
    await page.goto('/auth/debug');
    await expect(page.getByText('chen@demo.academy').first()).toBeVisible();
    await expect(page.getByText('David Chen').first()).toBeVisible();
    await expect(page.getByText('educator').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Home' })).toBeVisible();
  });
});

test.describe('guards and navigation', () => {
  test('signed out, a guarded page redirects to /auth', async ({ page }) => {
    for (const path of ['/student', '/teacher', '/dashboard/educators', '/auth/debug']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
  });

  test('a student is sent from the educator area to /dashboards', async ({ page }) => {
    await signIn(page, 'diego@demo.academy', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/student$/);
    await page.goto('/dashboard/educators');
    await expect(page).toHaveURL(/\/dashboards$/);
    await expect(page.getByRole('heading', { name: 'Choose Your Dashboard' })).toBeVisible();
  });

  test('/dashboards offers the three dashboards', async ({ page }) => {
    await page.goto('/dashboards');
    await expect(page.getByRole('heading', { name: 'Choose Your Dashboard' })).toBeVisible();
    for (const [name, href] of [
      ['Student', '/student'],
      ['Teacher', '/teacher'],
      ['Parent', '/parent'],
    ]) {
      await expect(page.locator(`a[href="${href}"]`).filter({ hasText: name }).first()).toBeVisible();
    }
  });

  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('at 375 px the header menu opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav).toBeHidden();
    await toggle.click();
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'For Parents' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(mobileNav).toBeHidden();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/auth', '/dashboards', '/no-such-page']) {
    test(`axe finds no serious or critical violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expectAccessible(page);
    });
  }
});
