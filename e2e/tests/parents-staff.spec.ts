import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn, uniqueEmail, withDatabase } from './helpers.ts';

// Sign-ins solve a real proof-of-work captcha: on a busy machine a test takes longer than the default minute.
test.describe.configure({ timeout: 180_000 });

/** A new parent account with the demo password (copied from a demo parent), so the test owns its links. */
async function newParent(name: string): Promise<string> {
  const email = uniqueEmail('e2e.parent');
  await withDatabase(async (client) => {
    const user = await client.query<{ id: string }>(
      `insert into users (email, password_hash)
       select $1, password_hash from users where email = 'patel.parent@demo.academy' returning id`,
      [email],
    );
    await client.query("insert into profiles (id, role, full_name) values ($1, 'parent', $2)", [
      user.rows[0]!.id,
      name,
    ]);
  });
  return email;
}

async function signedIn(browser: Browser, email: string, home: RegExp): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(home);
  return page;
}

async function openAccountMenu(page: Page) {
  await page.getByRole('button', { name: /^Account menu:/ }).click();
}

test('the header leads an admin to the console and everyone to account security', async ({ browser }) => {
  const admin = await signedIn(browser, 'admin@demo.academy', /\/teacher$/);
  await admin
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Admin console' })
    .click();
  await expect(admin).toHaveURL(/\/admin$/);
  await expect(admin.getByRole('heading', { name: 'Admin console' })).toBeVisible();
  await openAccountMenu(admin);
  await admin.getByRole('menuitem', { name: 'Account security' }).click();
  await expect(admin).toHaveURL(/\/account\/security$/);
  await expectAccessible(admin);
  await admin.context().close();

  const teacher = await signedIn(browser, 'rivera@demo.academy', /\/teacher$/);
  await expect(teacher.getByRole('link', { name: 'Admin console' })).toHaveCount(0);
  await openAccountMenu(teacher);
  await expect(teacher.getByRole('menuitem', { name: 'Admin console' })).toHaveCount(0);
  await teacher.getByRole('menuitem', { name: 'Account security' }).click();
  await expect(teacher).toHaveURL(/\/account\/security$/);
  await teacher.context().close();

  const parent = await signedIn(browser, 'garcia.parent@demo.academy', /\/parent$/);
  await openAccountMenu(parent);
  await parent.getByRole('menuitem', { name: 'Account security' }).click();
  await expect(parent).toHaveURL(/\/account\/security$/);
  await parent.context().close();
});

test('a teacher issues and revokes pairing codes, and verifies the request of a parent who redeemed one', async ({
  browser,
}) => {
  const parentEmail = await newParent('Pia Pairing');
  const teacher = await signedIn(browser, 'rivera@demo.academy', /\/teacher$/);
  await teacher.goto('/dashboard/educators');
  await teacher.getByRole('link', { name: 'Parent links' }).click();
  await expect(teacher.getByRole('heading', { name: 'Parent links', level: 1 })).toBeVisible();
  await expectAccessible(teacher);

  const codes = teacher.getByRole('list', { name: 'Pairing codes' });
  let last = '';
  const issue = async () => {
    await teacher.getByLabel('Student', { exact: true }).selectOption({ label: 'Ben Garcia' });
    await teacher.getByRole('button', { name: 'Issue pairing code' }).click();
    const shown = teacher.getByTestId('pairing-code');
    await expect(shown).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // The code shown before stays on screen until the new one arrives: wait for the new one.
    if (last) await expect(shown).not.toHaveText(last);
    last = (await shown.textContent())!;
    return last;
  };

  // A code issued by mistake is revoked: it no longer works. The open codes are counted once the list has loaded
  // (it may be empty), and the new code is waited for in the list before it is revoked.
  const open = codes.getByRole('listitem').filter({ hasText: 'Open' });
  await expect(teacher.getByText('No pairing codes in the last 30 days.').or(codes)).toBeVisible();
  const openBefore = await open.count();
  const revoked = await issue();
  await expect(open).toHaveCount(openBefore + 1);
  await codes
    .getByRole('button', { name: /^Revoke the code for Ben Garcia/ })
    .first()
    .click();
  await expect(open).toHaveCount(openBefore);

  const code = await issue();
  await expectAccessible(teacher);
  const parent = await signedIn(browser, parentEmail, /\/parent$/);
  await parent.getByRole('textbox', { name: 'Pairing code' }).fill(revoked);
  await parent.getByRole('button', { name: 'Redeem code' }).click();
  await expect(parent.getByText('This pairing code is not valid.', { exact: false })).toBeVisible();
  await parent.getByRole('textbox', { name: 'Pairing code' }).fill(code);
  await parent.getByRole('button', { name: 'Redeem code' }).click();
  await expect(parent.getByText('Code accepted.', { exact: false })).toBeVisible();
  await expect(parent.getByRole('button', { name: /Ben Garcia/ })).toHaveCount(0);

  await teacher.reload();
  const requests = teacher.getByRole('list', { name: 'Requests to verify' });
  await expect(requests.getByText('Pia Pairing → Ben Garcia')).toBeVisible();
  await expect(
    codes.getByRole('listitem').filter({ hasText: 'Used' }).filter({ hasText: 'Ben Garcia' }).first(),
  ).toBeVisible();
  await expectAccessible(teacher);
  await teacher.getByRole('button', { name: 'Verify Pia Pairing as a parent of Ben Garcia' }).click();
  await expect(requests.getByText('Pia Pairing → Ben Garcia')).toHaveCount(0);

  await parent.reload();
  await expect(parent.getByRole('button', { name: /Ben Garcia/ })).toBeVisible();
  await parent.context().close();
  await teacher.context().close();
});

test("a verified parent reads a child's tutoring conversation, and the read is logged", async ({
  browser,
}) => {
  // The demo sessions have no messages: give Ava's newest session a short exchange.
  const question = `How many legs does a spider have? (${Date.now().toString(36)})`;
  await withDatabase(async (client) => {
    const session = await client.query<{ id: string }>(
      `select s.id from tutoring_sessions s join users u on u.id = s.user_id
       where u.email = 'ava@demo.academy' order by s.started_at desc limit 1`,
    );
    await client.query(
      `insert into chat_messages (session_id, role, content, created_at)
       values ($1, 'user', $2, now() - interval '1 minute'), ($1, 'assistant', 'Let us count them together!', now())`,
      [session.rows[0]!.id, question],
    );
  });
  const parent = await signedIn(browser, 'garcia.parent@demo.academy', /\/parent$/);
  await parent.getByRole('button', { name: /Ava Garcia/ }).click();
  await expect(parent.getByText('Data Loaded')).toBeVisible();
  const since = new Date();
  await parent
    .getByRole('list', { name: 'Recent sessions' })
    .getByRole('button', { name: /^Read the conversation:/ })
    .first()
    .click();
  const dialog = parent.getByRole('dialog');
  await expect(dialog.getByText(/Read-only: what Ava Garcia and the tutor wrote/)).toBeVisible();
  const messages = dialog.getByRole('list', { name: 'Messages' });
  await expect(messages.getByText(question)).toBeVisible();
  await expect(messages.getByText('Let us count them together!')).toBeVisible();
  await expectAccessible(parent);
  await parent.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const logged = await withDatabase(async (client) => {
    const rows = await client.query(
      `select 1 from parent_access_log l join users u on u.id = l.parent_id
       where u.email = 'garcia.parent@demo.academy' and l.action = 'get_conversation' and l.allowed
         and l.created_at >= $1`,
      [since],
    );
    return rows.rowCount;
  });
  expect(logged).toBeGreaterThan(0);
  await parent.context().close();
});
