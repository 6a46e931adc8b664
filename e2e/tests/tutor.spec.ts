import { expect, test, type Page } from '@playwright/test';
import { appStarted, expectAccessible, signIn, signUp, uniqueEmail, withDatabase } from './helpers.ts';

const PASSWORD = 'tutor-time-42';

/** A new student per test (the per-email sign-in limit stays far away); lands on /student. */
async function newStudent(page: Page): Promise<string> {
  const email = uniqueEmail('tutee');
  await signUp(page, email, PASSWORD, 'Student');
  await expect(page.getByText('Account created')).toBeVisible();
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/student$/);
  return email;
}

/** A new student has no name or grade yet: the tutor's first-time dialog asks for them. */
async function completeFirstTimeDialog(page: Page, name = 'Sam Lee', grade = 'Grade 4') {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByRole('combobox', { name: 'Grade' }).click();
  await page.getByRole('option', { name: grade, exact: true }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Information saved!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

const messageBox = (page: Page) => page.getByLabel('Your message');
const conversation = (page: Page) => page.getByRole('log', { name: 'Conversation' });
const assistantReplies = (page: Page) => conversation(page).locator('li[data-role="assistant"]');

/** Sends a message with Enter and waits until the whole reply has streamed in; returns that reply. */
async function ask(page: Page, text: string) {
  const before = await assistantReplies(page).count();
  await messageBox(page).fill(text);
  await messageBox(page).press('Enter');
  await expect(assistantReplies(page)).toHaveCount(before + 1);
  await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  const reply = assistantReplies(page).nth(before);
  await expect(reply).not.toContainText('Thinking...');
  return reply;
}

test.describe('the tutor with the real server (offline engine)', () => {
  test('past 20 messages in a minute the tutor asks the student to slow down, and the conversation stays', async ({
    page,
  }) => {
    const email = await newStudent(page);
    await page.goto('/student/tutor');
    await completeFirstTimeDialog(page);
    await ask(page, 'What is 2 + 3?');
    // Nineteen more messages this minute, as a script hammering the tutor would have sent them.
    await withDatabase((client) =>
      client.query(
        `insert into chat_messages (session_id, role, content)
         select s.id, 'user', 'again' from tutoring_sessions s join users u on u.id = s.user_id
         cross join generate_series(1, 19) where u.email = $1`,
        [email],
      ),
    );
    await messageBox(page).fill('And 4 + 4?');
    await messageBox(page).press('Enter');
    await expect(
      page.getByText(
        "That's a lot of messages in one minute. Take a moment to think about the last answer, then try again.",
      ),
    ).toBeVisible();
    await expect(assistantReplies(page)).toHaveCount(1);
    await expect(conversation(page).getByText('What is 2 + 3?')).toBeVisible();
  });

  test('a student picks Math Genius, works 3/4 + 1/8 to 7/8 with a hint, and the dashboard shows it', async ({
    page,
  }) => {
    await newStudent(page);
    await page.goto('/subjects');
    await appStarted(page); // the chosen tutor travels as navigation state
    const card = page
      .locator('li, article, [data-slot="card"]')
      .filter({ has: page.getByRole('heading', { name: 'Math Genius' }) })
      .last();
    await card.getByRole('link').or(card.getByRole('button')).first().click();
    await expect(page).toHaveURL(/\/student\/tutor$/);
    await completeFirstTimeDialog(page, 'Sam Lee', 'Grade 4');
    await expect(page.getByRole('heading', { name: 'Math Genius', level: 1 })).toBeVisible();

    // Socratic: the first reply asks for a first step and does not hand over the answer.
    const first = await ask(page, 'What is 3/4 + 1/8?');
    await expect(first).not.toContainText('7/8');

    // A wrong step (adding the denominators) is named.
    const wrong = await ask(page, '4/12');
    await expect(wrong).toContainText(/denominator/i);
    await expect(wrong).not.toContainText('7/8');

    const hint = await ask(page, 'Can I have a hint?');
    await expect(hint).toContainText(/hint|eighth|denominator|8/i);

    const done = await ask(page, '7/8');
    await expect(done).toContainText(/correct|right|great|well done|yes|exactly/i);

    // End the session so it counts as completed, then the learning dashboard shows it with its score.
    await page.getByRole('button', { name: 'New session' }).click();
    await expect(conversation(page).getByRole('listitem')).toHaveCount(0);
    await page.goto('/');
    const recent = page.locator('[data-slot="card"]').filter({ hasText: 'Recent Sessions' });
    const row = recent.getByRole('listitem').filter({ hasText: 'Math Genius' });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/\d+%/);
    const progress = page.locator('[data-slot="card"]').filter({ hasText: 'Your Progress' });
    await expect(progress.getByText('Total Sessions')).toBeVisible();
    await expect(progress).not.toContainText('Average Score0%');
  });

  test('the conversation survives a reload of the page', async ({ page }) => {
    await newStudent(page);
    await page.goto('/student/tutor');
    await completeFirstTimeDialog(page, 'Ria Patel', 'Grade 3');
    const reply = await ask(page, 'What is 6 times 7?');
    const replyText = (await reply.innerText()).trim();

    await page.reload();
    await expect(conversation(page).getByText('What is 6 times 7?')).toBeVisible();
    await expect(assistantReplies(page)).toHaveCount(1);
    await expect(assistantReplies(page).first()).toContainText(
      replyText.replace(/^Tutor said:\s*/, '').slice(0, 40),
    );

    // The restored session continues: the next answer is understood in context (the server keeps the history).
    await ask(page, '42');
    await expect(assistantReplies(page)).toHaveCount(2);
  });

  test('an enrichment topic opens the tutor with that topic begun', async ({ page }) => {
    await newStudent(page);
    await page.goto('/student/enrichment');
    await page.getByRole('link', { name: 'Explore Climate Science' }).click();
    await expect(page).toHaveURL(/\/student\/tutor$/);
    await completeFirstTimeDialog(page);
    await expect(
      conversation(page).getByText("I'd like to explore Climate Science. Where should we start?"),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
    await expect(assistantReplies(page)).toHaveCount(1);
  });
});

test.describe('the first-time dialog', () => {
  test('name and grade are both required, then saved for good', async ({ page }) => {
    await newStudent(page);
    await page.goto('/student/tutor');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Missing information')).toBeVisible();
    await expect(page.getByText('Please enter your name and grade.')).toBeVisible();

    await dialog.getByLabel('Your name').fill('Noor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeVisible();

    await dialog.getByRole('combobox', { name: 'Grade' }).click();
    await page.getByRole('option', { name: 'Kindergarten' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Information saved!')).toBeVisible();
    await expect(page.getByText("We've personalized your experience.")).toBeVisible();
    await expect(dialog).toBeHidden();

    // After a reload the page has settled (the chat, or its load error while no tutor server answers)
    // and the dialog does not come back.
    await page.reload();
    await expect(
      page.getByLabel('Your message').or(page.getByText(/Error loading your session/)),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('UI behaviour with a stubbed network', () => {
  // Only the tutor's own endpoints are stubbed here, to check what the page does with them;
  // sign-up, sign-in and the profile are real.
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/tutor/sessions/current', (route) =>
      route.fulfill({ json: { session: null, messages: [] } }),
    );
    await newStudent(page);
    await page.goto('/student/tutor');
    await completeFirstTimeDialog(page);
  });

  test('Enter sends; Shift+Enter adds a line', async ({ page }) => {
    const bodies: { messages: { role: string; content: string }[] }[] = [];
    await page.route('**/api/tutor/chat', async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({
        status: 200,
        contentType: 'text/plain; charset=utf-8',
        headers: { 'X-Session-Id': '0b1c2d3e-4f50-4a61-8b72-9c8d7e6f5a40' },
        body: 'What do you notice about **both lines**?',
      });
    });
    const box = messageBox(page);
    await box.fill('Line one');
    await box.press('Shift+Enter');
    await box.pressSequentially('Line two');
    await expect(box).toHaveValue('Line one\nLine two');
    expect(bodies).toHaveLength(0);

    await box.press('Enter');
    await expect(conversation(page).getByText('What do you notice about')).toBeVisible();
    await expect(conversation(page).locator('strong', { hasText: 'both lines' })).toBeVisible();
    await expect(box).toHaveValue('');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.messages.at(-1)).toEqual({ role: 'user', content: 'Line one\nLine two' });
  });

  test("an over-long paste shows 'Message too long'", async ({ page }) => {
    const box = messageBox(page);
    // The page itself (once the 'Information saved!' toast, styled by the shared toast area, has gone).
    await expect(page.getByText('Information saved!')).toBeHidden({ timeout: 15_000 });
    await expectAccessible(page);
    await expect(box).toHaveAttribute('maxlength', '2000');
    await box.click();
    await box.evaluate((element, text) => {
      const data = new DataTransfer();
      data.setData('text/plain', text);
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, 'a'.repeat(2001));
    await expect(page.getByText('Message too long')).toBeVisible();
    await expect(page.getByText('Please keep your message under 2000 characters.')).toBeVisible();
  });

  test('Stop cancels a reply that is still coming', async ({ page }) => {
    // The stubbed server never answers: the reply stays at 'Thinking...' until Stop.
    await page.route('**/api/tutor/chat', () => new Promise(() => {}));
    await messageBox(page).fill('Explain photosynthesis');
    await messageBox(page).press('Enter');
    await expect(conversation(page).getByText('Thinking...')).toBeVisible();

    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('button', { name: 'Stop' })).toHaveCount(0);
    await expect(conversation(page).getByText('Thinking...')).toHaveCount(0);
    await expect(conversation(page).getByText('Explain photosynthesis')).toBeVisible();
    await expect(page.getByText('Failed to send message')).toHaveCount(0);
  });

  test("a failed reply is removed and the 'Error' toast shows the server's message", async ({ page }) => {
    await page.route('**/api/tutor/chat', (route) =>
      route.fulfill({
        status: 502,
        json: { error: { code: 'upstream_error', message: 'API Error: overloaded' } },
      }),
    );
    await messageBox(page).fill('Hello');
    await messageBox(page).press('Enter');
    await expect(page.getByText('API Error: overloaded')).toBeVisible();
    await expect(assistantReplies(page)).toHaveCount(0);
  });
});
