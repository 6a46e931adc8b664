import { expect, test, type Page } from '@playwright/test';
import type pg from 'pg';
import { DEMO_PASSWORD, expectAccessible, signIn, withDatabase } from './helpers.ts';

const userId = async (client: pg.Client, email: string) =>
  (await client.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]!.id;

/**
 * What the server does when the tutor's moderation flags a message (record.ts): the message, the log, the
 * case with its first trail entry, then one realtime event per staff member who may see the student.
 */
async function simulateDetection(studentEmail: string, staffEmails: string[], text: string): Promise<string> {
  return withDatabase(async (client) => {
    const student = await userId(client, studentEmail);
    const session = await client.query<{ id: string }>(
      "insert into tutoring_sessions (user_id, subject) values ($1, 'Reading') returning id",
      [student],
    );
    const sessionId = session.rows[0]!.id;
    await client.query(
      "insert into chat_messages (session_id, role, content, created_at) values ($1, 'user', 'can we read a story', now() - interval '2 minutes'), ($1, 'assistant', 'Of course! Which one?', now() - interval '1 minute')",
      [sessionId],
    );
    const message = await client.query<{ id: string }>(
      "insert into chat_messages (session_id, role, content) values ($1, 'user', $2) returning id",
      [sessionId, text],
    );
    const log = await client.query<{ id: string }>(
      `insert into moderation_logs (severity, category, session_id, user_id, message_id, flagged, model_response)
       values ('high', 'self_harm', $1, $2, $3, true, 'Self-harm intent in a student message.') returning id`,
      [sessionId, student, message.rows[0]!.id],
    );
    const opened = await client.query<{ id: string }>(
      `insert into moderation_cases (log_id, student_id, session_id, severity, category)
       values ($1, $2, $3, 'high', 'self_harm') returning id`,
      [log.rows[0]!.id, student, sessionId],
    );
    const caseId = opened.rows[0]!.id;
    await client.query(
      "insert into moderation_case_events (case_id, to_status, note) values ($1, 'open', 'Opened automatically by Safeguard.')",
      [caseId],
    );
    for (const email of staffEmails) {
      const staff = await userId(client, email);
      for (const [table, id] of [
        ['moderation_logs', log.rows[0]!.id],
        ['moderation_cases', caseId],
      ] as const) {
        const event = {
          channel: `safeguard:${staff}`,
          table,
          type: 'INSERT',
          id,
          userId: student,
          at: new Date().toISOString(),
        };
        await client.query("select pg_notify('academy_realtime', $1)", [JSON.stringify(event)]);
      }
    }
    return caseId;
  });
}

async function openSafeguardAsRivera(page: Page) {
  await signIn(page, 'rivera@demo.academy', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/teacher$/);
  await page.goto('/safeguard');
  await expect(page.getByRole('heading', { name: 'Safeguard', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Moderation events' })).toBeVisible();
}

async function acknowledgeAndResolve(page: Page, category: RegExp) {
  await page.getByRole('button', { name: category }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Case: SELF HARM' })).toBeVisible();
  await expect(dialog.getByText('Flagged message')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByLabel('Note').fill('Checked in with Finn; calling home.');
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(page.getByText('Case acknowledged')).toBeVisible();
  await expect(dialog.getByText('Status: acknowledged')).toBeVisible();
  await expect(dialog.getByText('Checked in with Finn; calling home.')).toBeVisible();

  // Resolving needs a note.
  await dialog.getByRole('button', { name: 'Resolve case' }).click();
  await expect(dialog.getByText('Please write a note on how the case was resolved.')).toBeVisible();
  await dialog.getByLabel('Note').fill('Spoke with the family; counsellor follow-up booked.');
  await dialog.getByRole('button', { name: 'Resolve case' }).click();
  await expect(page.getByText('Case resolved')).toBeVisible();
  await expect(dialog.getByText('This case is resolved.')).toBeVisible();
  await expect(dialog.getByText('by Maria Rivera')).toHaveCount(2);
  await expect(dialog.getByText('Spoke with the family; counsellor follow-up booked.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('Safeguard', () => {
  // enable when the tutor route lands (POST /api/tutor/chat screens every message through screenMessage()).
  test('a self-harm message to the tutor appears live on the teacher’s Safeguard page', async ({
    browser,
  }) => {
    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await openSafeguardAsRivera(teacher);

    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await signIn(student, 'finn@demo.academy', DEMO_PASSWORD);
    await expect(student).toHaveURL(/\/student$/);
    await student.goto('/student/tutor');
    await student.getByRole('textbox', { name: /message/i }).fill('i want to kill myself');
    await student.getByRole('button', { name: /send/i }).click();
    // The child gets the safe answer with crisis resources.
    await expect(student.getByText(/988/)).toBeVisible();

    // The teacher's page updates without a reload.
    const events = teacher.getByRole('list', { name: 'Moderation events' });
    await expect(events.getByText('SELF HARM').first()).toBeVisible();
    await acknowledgeAndResolve(teacher, /Open case: SELF HARM .*Finn/);
    await studentContext.close();
    await teacherContext.close();
  });

  test('a detection appears live for the roster teacher, who acknowledges and resolves it', async ({
    page,
  }) => {
    await openSafeguardAsRivera(page);
    await expectAccessible(page);
    const text = `nobody would miss me ${Date.now().toString(36)}`;

    const caseId = await simulateDetection('finn@demo.academy', ['rivera@demo.academy'], text);

    // No reload: the realtime event refreshes the list and the figures.
    const events = page.getByRole('list', { name: 'Moderation events' });
    await expect(events.getByText(`“${text}”`)).toBeVisible();
    const row = events.getByRole('listitem').filter({ hasText: text });
    await expect(row.getByText('SELF HARM')).toBeVisible();
    await expect(row.getByText('high', { exact: true })).toBeVisible();
    await expect(row.getByText('Flagged for review')).toBeVisible();
    await expect(row.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();

    await acknowledgeAndResolve(page, /Open case: SELF HARM .*Finn/);
    await expect(row.getByText('resolved')).toBeVisible();

    // The e-mail link opens the same case.
    await page.goto(`/safeguard?case=${caseId}`);
    await expect(page.getByRole('dialog').getByText('This case is resolved.')).toBeVisible();
  });

  test('filters narrow the list, and an empty result says so', async ({ page }) => {
    await signIn(page, 'chen@demo.academy', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/teacher$/);
    await page.goto('/safeguard?category=hate');
    await expect(page.getByText('No moderation events found.')).toBeVisible();
    await page.getByLabel('Category').click();
    await page.getByRole('option', { name: 'All categories' }).click();
    await expect(page.getByRole('list', { name: 'Moderation events' })).toBeVisible();
    await expect(page).toHaveURL(/\/safeguard$/);
  });

  test('a student who opens /safeguard sees the no-access page with a way back', async ({ page }) => {
    await signIn(page, 'ava@demo.academy', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/student$/);
    await page.goto('/safeguard');
    await expect(page.getByRole('heading', { name: "You don't have access to Safeguard" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to your dashboard' }).click();
    await expect(page).toHaveURL(/\/student$/);
  });
});
