import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn, signUp, uniqueEmail, withDatabase } from './helpers.ts';

/**
 * Practice tests and progress, against the real server: taking a test with every answer saved as it is given,
 * reloading in the middle, submitting, reviewing, retaking, and the progress page moving after the test.
 */

/** The value shown under a label of the progress overview. */
const stat = (page: Page, label: string) =>
  page
    .getByRole('list', { name: 'Overview' })
    .or(page.locator('dl[aria-label="Overview"]'))
    .locator(`xpath=.//dt[normalize-space()='${label}']/following-sibling::dd[1]/span[1]`);

async function newStudent(page: Page): Promise<string> {
  const email = uniqueEmail('practice');
  await signUp(page, email, 'practice-makes', 'Student');
  await expect(page.getByText('Account created')).toBeVisible();
  await signIn(page, email, 'practice-makes');
  await expect(page).toHaveURL(/\/student$/);
  return email;
}

const question = (page: Page, n: number) => page.getByRole('group', { name: `Question ${n}` });

test('a student takes a test, reloads in the middle, submits, reviews, retakes, and the progress moves', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newStudent(page);

  // Before any test: nothing mastered, no test this week.
  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Your Progress', level: 1 })).toBeVisible();
  await expect(stat(page, 'Overall Mastery')).toHaveText('—');
  await expect(stat(page, 'Skills Mastered')).toHaveText('0');
  await expect(page.getByRole('progressbar', { name: 'Practice tests: 0 of 3 this week' })).toBeVisible();

  await page.goto('/tests');
  await expect(page.getByRole('heading', { name: 'Practice Tests', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: 'Start Test: Story Elements: Characters, Setting and Events' })
    .click();
  await expect(page).toHaveURL(/\/tests\/attempts\/[0-9a-f-]{36}$/);
  const attemptUrl = page.url();
  await expect(page.getByRole('timer')).toHaveText(/^(20:00|19:5\d)$/);

  // Answers are saved as they are given: a choice at once, a typed answer when the field is left.
  await question(page, 1).getByRole('radio', { name: 'At the park' }).check();
  await expect(page.getByText('All answers saved')).toBeVisible();
  await question(page, 2).getByRole('radio', { name: 'Tom', exact: true }).check();
  await question(page, 4).getByLabel('Your answer').fill('  Red ');
  await question(page, 4).getByLabel('Your answer').press('Tab');
  await question(page, 3).getByRole('radio', { name: 'In the closet' }).check();
  await expect(page.getByText('4 of 10 answered · All answers saved')).toBeVisible();

  // A reload (or another device) continues where the student left off.
  await page.reload();
  await expect(question(page, 1).getByRole('radio', { name: 'At the park' })).toBeChecked();
  await expect(question(page, 3).getByRole('radio', { name: 'In the closet' })).toBeChecked();
  await expect(question(page, 4).getByLabel('Your answer')).toHaveValue('  Red ');
  await expect(page.getByText('4 of 10 answered')).toBeVisible();
  await question(page, 6).getByRole('radio', { name: 'Sad' }).check();

  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('heading', { name: 'Your score: 40%' })).toBeVisible();
  await expect(page.getByText('4 of 10 correct')).toBeVisible();
  // The review: the answer given, the right answer and why.
  const third = page.getByRole('listitem').filter({ hasText: 'Where was the hat?' });
  await expect(third.getByText('Incorrect')).toBeVisible();
  await expect(third.getByText('Your answer: In the closet')).toBeVisible();
  await expect(third.getByText('Right answer: Under the bed')).toBeVisible();
  await expect(third.getByText(/A key detail/)).toBeVisible();
  await expect(page.getByRole('row', { name: /RL\.1\.3/ })).toContainText('2 / 2');
  await expectAccessible(page);

  // Retake: a new attempt, the old one kept.
  await page.getByRole('button', { name: 'Retake' }).click();
  await expect(page).not.toHaveURL(attemptUrl);
  await expect(page.getByRole('button', { name: 'Submit Test' })).toBeVisible();
  await expect(question(page, 1).getByRole('radio', { name: 'At the park' })).not.toBeChecked();
  await page.goto(attemptUrl);
  await expect(page.getByRole('heading', { name: 'Your score: 40%' })).toBeVisible();

  await page.goto('/tests');
  const card = page.getByRole('article', { name: 'Story Elements: Characters, Setting and Events' });
  await expect(card.getByText('Last score: 40%')).toBeVisible();
  await expect(card.getByRole('button', { name: /^Continue/ })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText('Tests taken')).toBeVisible();
  await expect(overview.locator('dd').first()).toHaveText('1');
  await expect(overview.locator('dd').nth(1)).toHaveText('40%');

  // The progress page moved.
  await page.goto('/progress');
  await expect(stat(page, 'Overall Mastery')).not.toHaveText('—');
  await expect(page.getByRole('progressbar', { name: 'Practice tests: 1 of 3 this week' })).toBeVisible();
  await expect(page.getByText('Badge: First Test')).toBeVisible();
  const reading = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Reading' }) });
  await expect(reading.getByText('1 session · 0 mastered')).toBeVisible();
  // A skill explains itself: the answers that moved it.
  await page.getByRole('button', { name: 'Details: RL.1.3' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Evidence')).toBeVisible();
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await expect(dialog.getByRole('listitem').first()).toContainText('Practice test · right');
  await expect(dialog.getByRole('button', { name: 'Practise this' })).toBeVisible();
});

test('weekly goals: the student changes their own, and the dashboard shows weekly completion', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newStudent(page);
  await expect(page.locator('p').filter({ hasText: 'weekly completion' })).toHaveText('0% weekly completion');
  await page.goto('/progress');
  await page.getByRole('button', { name: 'Change goals' }).click();
  await page.getByLabel('Lessons per week').fill('-2');
  await page.getByRole('button', { name: 'Save goals' }).click();
  await expect(page.getByText('Lessons per week cannot be negative.')).toBeVisible();
  await page.getByLabel('Lessons per week').fill('2');
  await page.getByLabel('Practice tests per week').fill('1');
  await page.getByRole('button', { name: 'Save goals' }).click();
  await expect(page.getByText('Weekly goals saved')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Practice tests: 0 of 1 this week' })).toBeVisible();
  await expect(page.getByText('Your own goals')).toBeVisible();

  // The speech speed is saved to the profile.
  await page.goto('/student');
  const slider = page.getByLabel(/Speech speed/);
  await slider.focus();
  await slider.press('ArrowRight');
  await slider.press('ArrowRight');
  await expect(page.getByText('Speech speed saved').first()).toBeVisible();
  await page.reload();
  await expect(page.getByText('Speech speed: 1.2×')).toBeVisible();
});

for (const [name, size] of [
  ['375px', { width: 375, height: 812 }],
  ['desktop', { width: 1280, height: 900 }],
] as const) {
  test(`the student pages are axe-clean at ${name}, with the demo school's real history`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    await signIn(page, 'diego@demo.academy', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/student$/);
    await expect(page.getByRole('heading', { name: 'Recent Activities' })).toBeVisible();
    await expect(page.getByText(/Practice test: \d+%/).first()).toBeVisible();
    await expectAccessible(page);
    await page.goto('/tests');
    await expect(page.getByRole('button', { name: /^Review Results/ }).first()).toBeVisible();
    await expectAccessible(page);
    await page.goto('/progress');
    await expect(page.getByRole('heading', { name: 'Growth' })).toBeVisible();
    await expect(page.getByRole('table').filter({ hasText: 'Week ending' }).getByRole('row')).toHaveCount(9);
    await expectAccessible(page);
    await page
      .getByRole('button', { name: /^Details:/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText('Evidence')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.goto('/tests');
    await page
      .getByRole('button', { name: /^Start Test/ })
      .first()
      .click();
    await expect(page.getByRole('timer')).toBeVisible();
    await expectAccessible(page);
  });
}

test('a teacher and a verified parent open a student’s progress read only; the parent access is logged', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const diego = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      "select id from users where email = 'diego@demo.academy'",
    );
    return rows[0]!.id;
  });
  const ava = await withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>("select id from users where email = 'ava@demo.academy'");
    return rows[0]!.id;
  });
  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, 'chen@demo.academy', DEMO_PASSWORD);
  await expect(teacher).toHaveURL(/\/teacher$/);
  await teacher.goto(`/progress?student=${diego}`);
  await expect(teacher.getByRole('heading', { name: "Diego Santos's Progress" })).toBeVisible();
  await expect(teacher.getByText(/Read only/)).toBeVisible();
  await expect(teacher.getByRole('button', { name: 'Change goals' })).toHaveCount(0);
  // Another teacher's student: not found.
  await teacher.goto(`/progress?student=${ava}`);
  await expect(teacher.getByText('Student not found.')).toBeVisible();

  const parent = await (await browser.newContext()).newPage();
  await signIn(parent, 'garcia.parent@demo.academy', DEMO_PASSWORD);
  await expect(parent).toHaveURL(/\/parent$/);
  const before = await withDatabase(async (db) => {
    const { rows } = await db.query<{ n: string }>(
      "select count(*) as n from analytics_events where name = 'parent_student_data_access' and properties->>'student_id' = $1",
      [ava],
    );
    return Number(rows[0]!.n);
  });
  await parent.goto(`/progress?student=${ava}`);
  await expect(parent.getByRole('heading', { name: "Ava Garcia's Progress" })).toBeVisible();
  await expect
    .poll(() =>
      withDatabase(async (db) => {
        const { rows } = await db.query<{ n: string }>(
          "select count(*) as n from analytics_events where name = 'parent_student_data_access' and properties->>'student_id' = $1",
          [ava],
        );
        return Number(rows[0]!.n);
      }),
    )
    .toBeGreaterThan(before);
  // /student is for students: a parent goes to their own landing.
  await parent.goto('/student');
  await expect(parent).toHaveURL(/\/parent$/);
});

test('signed in, the public header shows the account menu and /auth goes to the dashboard', async ({
  page,
}) => {
  await signIn(page, 'diego@demo.academy', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await expect(header.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/student');
  await header.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page
      .getByRole('region', { name: 'Ready to Start Learning?' })
      .getByRole('link', { name: 'Go to My Dashboard' }),
  ).toBeVisible();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/student$/);
});
