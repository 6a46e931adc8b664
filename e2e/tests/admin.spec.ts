import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { authenticator } from 'otplib';
import {
  DEMO_PASSWORD,
  expectAccessible,
  signIn,
  solveCaptcha,
  uniqueEmail,
  withDatabase,
} from './helpers.ts';

authenticator.options = { step: 30, digits: 6, window: 1 };
// Sign-ins solve a real proof-of-work captcha: on a busy machine a test takes longer than the default minute.
test.describe.configure({ timeout: 180_000 });

/** Axe once the toasts have gone (they cover what is checked and fade after a few seconds). */
async function accessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

async function asAdmin(page: Page) {
  await signIn(page, 'admin@demo.academy', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/teacher$/);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin console' })).toBeVisible();
}

/** The admin creates an account; without SMTP the console shows the one-time invitation link. */
async function createAccount(page: Page, name: string, email: string, role: 'parent' | 'educator') {
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Create and invite' }).click();
  const link = page.getByTestId('invite-link');
  await expect(link).toBeVisible();
  return (await link.getAttribute('href'))!;
}

/** Opens an invitation link in a fresh browser context and sets the password. */
async function acceptInvitation(browser: Browser, link: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  return { context, page };
}

test('admin creates a parent and a verified link; the parent signs in and sees the child', async ({
  page,
  browser,
}) => {
  await asAdmin(page);
  await accessible(page);
  const email = uniqueEmail('portal.parent');
  const link = await createAccount(page, 'Paula Portal', email, 'parent');
  await page.getByRole('button', { name: 'Parent links' }).click();
  await page.getByLabel('Parent', { exact: true }).selectOption({ label: `Paula Portal (${email})` });
  await page.getByLabel('Student', { exact: true }).selectOption({ label: 'Ava Garcia' });
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await expect(page.getByText('Paula Portal → Ava Garcia')).toBeVisible();
  await accessible(page);

  const parent = await acceptInvitation(browser, link, 'portal password');
  await expect(parent.page).toHaveURL(/\/parent$/);
  await parent.page.getByRole('button', { name: /Ava Garcia/ }).click();
  await expect(parent.page.getByText('Data Loaded')).toBeVisible();
  await expect(parent.page.getByText('Average score')).toBeVisible();
  await expect(parent.page.getByRole('link', { name: 'View progress' })).toHaveAttribute(
    'href',
    /\/progress\?student=/,
  );
  await accessible(parent.page);
  await parent.page.getByRole('button', { name: 'Back to Children' }).click();
  await expect(parent.page.getByRole('list', { name: 'Your children' })).toBeVisible();
  await parent.page.getByRole('button', { name: /Ava Garcia/ }).click();
  await parent.page.getByRole('link', { name: 'Safeguard' }).click();
  await expect(parent.page.getByRole('heading', { name: 'Safeguard' })).toBeVisible();
  await accessible(parent.page);
  await parent.context.close();
});

test('a pairing code is redeemed by a parent and verified by the admin', async ({ page, browser }) => {
  await asAdmin(page);
  await page.getByRole('button', { name: 'Parent links' }).click();
  await page.getByLabel('Student', { exact: true }).selectOption({ label: 'Finn Okafor' });
  await page.getByRole('button', { name: 'Issue pairing code' }).click();
  const code = (await page.getByTestId('pairing-code').textContent())!;
  expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);

  const context = await browser.newContext();
  const parent = await context.newPage();
  await signIn(parent, 'patel.parent@demo.academy', DEMO_PASSWORD);
  await expect(parent).toHaveURL(/\/parent$/);
  await parent.getByRole('textbox', { name: 'Pairing code' }).fill(code);
  await parent.getByRole('button', { name: 'Redeem code' }).click();
  await expect(parent.getByText('Code accepted.')).toBeVisible();
  await accessible(parent);
  await expect(parent.getByRole('button', { name: /Finn Okafor/ })).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Parent links' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Raj Patel → Finn Okafor' });
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await parent.reload();
  await expect(parent.getByRole('button', { name: /Finn Okafor/ })).toBeVisible();
  await context.close();
});

test("the admin exports a student's data as a ZIP and deletes another student's data", async ({ page }) => {
  const email = uniqueEmail('leaving.pupil');
  await withDatabase(async (client) => {
    const user = await client.query<{ id: string }>(
      "insert into users (email, password_hash) values ($1, 'x') returning id",
      [email],
    );
    const id = user.rows[0]!.id;
    await client.query("insert into profiles (id, role, full_name) values ($1, 'student', 'Lena Leaving')", [
      id,
    ]);
    const session = await client.query<{ id: string }>(
      "insert into tutoring_sessions (user_id, subject) values ($1, 'math') returning id",
      [id],
    );
    await client.query(
      "insert into chat_messages (session_id, role, content) values ($1, 'user', 'Lena here, what is 7 x 8?')",
      [session.rows[0]!.id],
    );
  });
  await asAdmin(page);
  await page.getByRole('button', { name: 'Data requests' }).click();
  await page.getByLabel('Student', { exact: true }).selectOption({ label: 'Ava Garcia' });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data (ZIP)' }).click();
  const download = await downloading;
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['README.txt', 'profiles.json', 'profiles.csv', 'tutoring_sessions.json']),
  );
  expect(strFromU8(files['profiles.json']!)).toContain('Ava Garcia');
  await accessible(page);

  await page.getByLabel('Student', { exact: true }).selectOption({ label: 'Lena Leaving' });
  const remove = page.getByRole('button', { name: 'Delete permanently' });
  await expect(remove).toBeDisabled();
  await page.getByLabel("Type the student's full name to confirm").fill('Lena Leaving');
  await remove.click();
  await expect(page.getByText(/Deleted: \d+ rows/)).toBeVisible();
  const left = await withDatabase(async (client) => {
    const users = await client.query('select 1 from users where email = $1', [email]);
    const messages = await client.query("select 1 from chat_messages where content like '%Lena%'");
    return users.rowCount! + messages.rowCount!;
  });
  expect(left).toBe(0);
});

test('a teacher sets up an authenticator app and signs in with a code', async ({ page, browser }) => {
  await asAdmin(page);
  const email = uniqueEmail('mfa.teacher');
  const link = await createAccount(page, 'Mona Factor', email, 'educator');
  const teacher = await acceptInvitation(browser, link, 'factor password');
  await expect(teacher.page).toHaveURL(/\/teacher$/);
  await teacher.page.goto('/account/security');
  await teacher.page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(teacher.page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await teacher.page.getByTestId('totp-secret').textContent())!;
  await teacher.page.getByLabel('Code from the app').fill(authenticator.generate(secret));
  await teacher.page.getByRole('button', { name: 'Turn on' }).click();
  await expect(teacher.page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await accessible(teacher.page);
  await teacher.context.close();

  const context = await browser.newContext();
  const again = await context.newPage();
  await again.goto('/auth');
  await again.getByLabel('Email').fill(email);
  await again.getByLabel('Password').fill('factor password');
  await solveCaptcha(again);
  await again.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(again.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  await accessible(again);
  // Until the code is given, a dashboard sends the session back to the challenge.
  await again.goto('/teacher');
  await expect(again).toHaveURL(/\/auth$/);
  await expect(again.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  // A new 30-second step, so the code is not the one used at enrolment.
  const used = authenticator.generate(secret);
  while (authenticator.generate(secret) === used) await again.waitForTimeout(1000);
  await again.getByLabel('Authentication code').fill(authenticator.generate(secret));
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(again).toHaveURL(/\/teacher$/);
  await context.close();
});
