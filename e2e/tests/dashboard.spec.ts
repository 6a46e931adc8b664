import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import pg from 'pg';
import { DEMO_PASSWORD, signIn, signUp, uniqueEmail } from './helpers.ts';
import { engineState, installEngineWhereThereAreNoVoices } from './speech-engine.ts';

/**
 * The learning dashboard on the home page, against the real server. Sessions and scores have no public write
 * route yet (the tutor chat creates them), so the test writes rows into the e2e server's own embedded
 * PostgreSQL and announces them exactly as the server's `app.realtime.publish` does (pg_notify on
 * 'academy_realtime'); the open page must show them without a reload.
 */

/** The e2e server's database (e2e/serve.mjs: DATA_DIR = <tmp>/academy-e2e-<port>). */
function databaseUrl(): string {
  const dataDir = path.join(os.tmpdir(), `academy-e2e-${process.env.E2E_PORT ?? '3100'}`);
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  // Line 4 of postmaster.pid is the port PostgreSQL listens on.
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]!
    .trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/academy`;
}

let db: pg.Client;
test.beforeAll(async () => {
  db = new pg.Client({ connectionString: databaseUrl() });
  await db.connect();
});
test.afterAll(async () => {
  await db?.end();
});

async function userId(email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from users where email = $1', [email]);
  return rows[0]!.id;
}

async function publish(table: string, channel: string, id: string, user: string) {
  const event = { channel, table, type: 'INSERT', id, userId: user, at: new Date().toISOString() };
  await db.query('select pg_notify($1, $2)', ['academy_realtime', JSON.stringify(event)]);
}

/** A completed session (and optionally its score), written and announced as the tutor would. */
async function addSession(
  user: string,
  opts: { subject: string; title: string; minutes: number; score?: number },
): Promise<string> {
  const id = randomUUID();
  const started = new Date(Date.now() - opts.minutes * 60_000);
  await db.query(
    `insert into tutoring_sessions (id, user_id, subject, tutor, title, started_at, last_activity_at, completed_at)
     values ($1, $2, $3, 'AI Tutor', $4, $5, now(), now())`,
    [id, user, opts.subject, opts.title, started],
  );
  await publish('tutoring_sessions', `sessions:${user}`, id, user);
  if (opts.score !== undefined) {
    const scoreId = randomUUID();
    await db.query(
      `insert into scores (id, user_id, lesson_id, skill, subject, score) values ($1, $2, $3, 'e2e skill', $4, $5)`,
      [scoreId, user, id, opts.subject, opts.score],
    );
    await publish('scores', `scores:${user}`, scoreId, user);
  }
  return id;
}

/** The value shown under a 'Your Progress' label. */
const figure = (page: Page, label: string) =>
  page.locator(`xpath=//dt[normalize-space()='${label}']/following-sibling::dd[1]`);

test('a new student sees the empty dashboard, then a session and a score appear live', async ({ page }) => {
  await installEngineWhereThereAreNoVoices(page);
  const email = uniqueEmail('dash');
  await signUp(page, email, 'learning-is-fun', 'Student');
  await expect(page.getByText('Account created')).toBeVisible();
  await signIn(page, email, 'learning-is-fun');
  await expect(page).toHaveURL(/\/student$/);

  await page.goto('/');
  const dashboard = page.getByRole('region', { name: 'Your Learning Dashboard' });
  await expect(dashboard.getByRole('heading', { name: 'Ready to Start Learning?' })).toBeVisible();
  await expect(dashboard.getByRole('link', { name: 'Start First Session' })).toHaveAttribute(
    'href',
    '/student/tutor',
  );
  await expect(dashboard.getByText('No sessions yet')).toBeVisible();
  await expect(figure(page, 'Total Sessions')).toHaveText('0');
  await expect(figure(page, 'Average Score')).toHaveText('0%');
  await expect(dashboard.getByRole('link', { name: 'Start Session' })).toHaveAttribute(
    'href',
    '/student/tutor',
  );
  // 'Listen' reads the tutor's greeting aloud with the alloy voice (the system's default English voice).
  // Its label follows the read-aloud: Listen, then Pause while reading, Resume while paused.
  await dashboard.getByRole('button', { name: 'Listen' }).click();
  await expect(dashboard.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect((await engineState(page)).spoken[0]).toMatchObject({ text: 'Hi!', voice: 'Samantha', rate: 1 });
  await dashboard.getByRole('button', { name: 'Pause' }).click();
  await expect(dashboard.getByRole('button', { name: 'Resume' })).toBeVisible();
  await dashboard.getByRole('button', { name: 'Resume' }).click();
  await expect(dashboard.getByRole('button', { name: 'Pause' })).toBeVisible();

  // A marker that a reload would wipe out.
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const user = await userId(email);
  await addSession(user, { subject: 'Science', title: 'Why the sky is blue', minutes: 95, score: 86.6 });

  const subjects = dashboard.getByRole('list', { name: 'Your subjects' });
  await expect(subjects.getByRole('heading', { name: 'Science' })).toBeVisible();
  await expect(subjects.getByText('1 session', { exact: true })).toBeVisible();
  await expect(subjects.getByText('Average score: 87%')).toBeVisible();
  const recent = dashboard.getByRole('list', { name: 'Recent sessions' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent.getByRole('listitem').first()).toContainText('Why the sky is blue');
  await expect(recent.getByRole('listitem').first()).toContainText('Science');
  await expect(recent.getByRole('listitem').first()).toContainText('87%');
  await expect(figure(page, 'Total Sessions')).toHaveText('1');
  await expect(figure(page, 'This Week')).toHaveText('1');
  await expect(figure(page, 'Study Time')).toHaveText('2h');
  await expect(figure(page, 'Average Score')).toHaveText('87%');

  // A second session without a score: 'Completed', and the figures move on.
  await addSession(user, { subject: 'math', title: 'Counting by fives', minutes: 20 });
  await expect(recent.getByRole('listitem')).toHaveCount(2);
  await expect(recent.getByRole('listitem').filter({ hasText: 'Counting by fives' })).toContainText(
    'Completed',
  );
  await expect(figure(page, 'Total Sessions')).toHaveText('2');
  await expect(figure(page, 'Study Time')).toHaveText('2h');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  // 'Continue' opens the tutor on that subject.
  await subjects.getByRole('button', { name: 'Continue Science' }).click();
  await expect(page).toHaveURL(/\/student\/tutor$/);
  expect(await page.evaluate(() => window.history.state?.usr)).toEqual({ subject: 'Science' });
});

test('a seeded student sees real figures; a failed load shows the error with Retry', async ({ page }) => {
  await signIn(page, 'diego@demo.academy', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/student$/);
  const user = await userId('diego@demo.academy');
  const { rows } = await db.query<{ total: string; week: string; avg: string | null }>(
    `select (select count(*) from (select 1 from tutoring_sessions where user_id = $1 order by started_at desc limit 50) s) as total,
            (select count(*) from (select started_at from tutoring_sessions where user_id = $1 order by started_at desc limit 50) s
              where started_at > now() - interval '7 days') as week,
            (select avg(score) from (select score from scores where user_id = $1 order by recorded_at desc limit 100) s) as avg`,
    [user],
  );

  // The sessions request fails (the client retries server errors twice): the alert names it, and once the
  // server is back, Retry loads the dashboard.
  let fail = true;
  await page.route('**/api/sessions', async (route) => {
    if (!fail) return route.continue();
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'unavailable', message: 'Database is restarting' } }),
    });
  });
  await page.goto('/');
  const alert = page.getByRole('alert').filter({ hasText: 'Error loading your data:' });
  await expect(alert).toContainText('Error loading your data: Sessions error: Database is restarting');
  fail = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeHidden();

  await expect(figure(page, 'Total Sessions')).toHaveText(rows[0]!.total);
  await expect(figure(page, 'This Week')).toHaveText(rows[0]!.week);
  await expect(figure(page, 'Average Score')).toHaveText(`${Math.round(Number(rows[0]!.avg))}%`);
  await expect(page.getByRole('list', { name: 'Recent sessions' }).getByRole('listitem')).toHaveCount(5);
  // Each subject card has its own category (icon and colour); unknown subjects get the default.
  const cards = page.getByRole('list', { name: 'Your subjects' }).getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(0);
});
