import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn, signUp, uniqueEmail, withDatabase } from './helpers.ts';

/**
 * Issue 12's teacher side of student learning, against the real server: a teacher sets a class's weekly
 * goals and the class's student sees them; a teacher's read-only view of a student moves live (realtime
 * `scores` channel) when the student finishes a test, without a reload.
 */

/** A new student (signed in, in their own browser context) in a new class of the demo teacher David Chen. */
async function studentInChensClass(browser: Browser, label: string) {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail(label);
  await signUp(page, email, 'practice-makes', 'Student');
  await expect(page.getByText('Account created')).toBeVisible();
  await signIn(page, email, 'practice-makes');
  await expect(page).toHaveURL(/\/student$/);
  const ids = await withDatabase(async (db) => {
    const student = await db.query<{ id: string }>('select id from users where email = $1', [email]);
    const chen = await db.query<{ id: string }>("select id from users where email = 'chen@demo.academy'");
    const cls = await db.query<{ id: string }>(
      'insert into classes (owner_id, name, grade) values ($1, $2, $3) returning id',
      [chen.rows[0]!.id, `Class ${label} ${Date.now().toString(36)}`, '3'],
    );
    await db.query(
      "insert into students (class_id, user_id, first_name, last_name, email) values ($1, $2, 'Sam', 'Live', $3)",
      [cls.rows[0]!.id, student.rows[0]!.id, email],
    );
    return { studentId: student.rows[0]!.id, classId: cls.rows[0]!.id };
  });
  return { page, email, ...ids };
}

async function chen(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, 'chen@demo.academy', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/teacher$/);
  return page;
}

test('a teacher sets weekly goals for a class, and the class’s student sees them on /progress', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const student = await studentInChensClass(browser, 'goals');
  const teacher = await chen(browser);

  await teacher.goto(`/dashboard/educators/classrooms/${student.classId}`);
  await teacher.getByRole('tab', { name: 'Weekly goals' }).click();
  const panel = teacher.getByRole('tabpanel', { name: 'Weekly goals' });
  await expect(panel.getByRole('heading', { name: 'Weekly goals' })).toBeVisible();
  await expect(panel.getByText(/No class goals yet: students see the defaults/)).toBeVisible();
  // The precedence is said where the goals are set.
  await expect(panel.getByText(/a student's own goals come first/)).toBeVisible();
  await expectAccessible(teacher);

  // Validated before saving.
  await panel.getByLabel('Lessons per week').fill('-1');
  await panel.getByRole('button', { name: 'Save class goals' }).click();
  await expect(panel.getByText('Lessons per week cannot be negative.')).toBeVisible();
  await expect(panel.getByLabel('Lessons per week')).toHaveAttribute('aria-invalid', 'true');

  await panel.getByLabel('Lessons per week').fill('6');
  await panel.getByLabel('Minutes per week').fill('90');
  await panel.getByLabel('Practice tests per week').fill('2');
  await panel.getByRole('button', { name: 'Save class goals' }).click();
  await expect(teacher.getByText('Class goals saved', { exact: true })).toBeVisible();
  await expect(panel.getByText('Now: 6 lessons, 90 minutes and 2 practice tests a week.')).toBeVisible();
  await teacher.reload();
  await teacher.getByRole('tab', { name: 'Weekly goals' }).click();
  await expect(teacher.getByLabel('Minutes per week')).toHaveValue('90');
  await teacher.setViewportSize({ width: 375, height: 812 });
  await expectAccessible(teacher);

  // The student sees the class's goals.
  await student.page.goto('/progress');
  await expect(student.page.getByRole('progressbar', { name: 'Lessons: 0 of 6 this week' })).toBeVisible();
  await expect(student.page.getByRole('progressbar', { name: 'Minutes: 0 of 90 this week' })).toBeVisible();
  await expect(
    student.page.getByRole('progressbar', { name: 'Practice tests: 0 of 2 this week' }),
  ).toBeVisible();
  await expect(student.page.getByText("Set by your class's teacher")).toBeVisible();

  // The student sets their own, then goes back to the class's.
  await student.page.getByRole('button', { name: 'Change goals' }).click();
  await expect(student.page.getByRole('button', { name: "Use my class's goals" })).toHaveCount(0);
  await student.page.getByLabel('Lessons per week').fill('3');
  await student.page.getByRole('button', { name: 'Save goals' }).click();
  await expect(student.page.getByText('Your own goals', { exact: false })).toBeVisible();
  await expect(student.page.getByRole('progressbar', { name: 'Lessons: 0 of 3 this week' })).toBeVisible();
  await student.page.getByRole('button', { name: 'Change goals' }).click();
  await expectAccessible(student.page);
  await student.page.getByRole('button', { name: "Use my class's goals" }).click();
  await expect(student.page.getByText("Set by your class's teacher")).toBeVisible();
  await expect(student.page.getByRole('progressbar', { name: 'Lessons: 0 of 6 this week' })).toBeVisible();
});

test('the teacher’s view of a student moves live when the student finishes a test, without a reload', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const student = await studentInChensClass(browser, 'live');
  const teacher = await chen(browser);

  await teacher.goto(`/progress?student=${student.studentId}`);
  await expect(teacher.getByRole('heading', { name: /'s Progress$/, level: 1 })).toBeVisible();
  await expect(teacher.getByText(/Read only/)).toBeVisible();
  await expect(teacher.getByRole('progressbar', { name: 'Practice tests: 0 of 3 this week' })).toBeVisible();
  await expect(teacher.getByText('Badge: First Test')).toHaveCount(0);
  // Anything that a reload would lose: it must still be there after the update.
  await teacher.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  // The student takes and submits a test in their own browser.
  await student.page.goto('/tests');
  await student.page
    .getByRole('button', { name: 'Start Test: Story Elements: Characters, Setting and Events' })
    .click();
  await expect(student.page).toHaveURL(/\/tests\/attempts\/[0-9a-f-]{36}$/);
  await student.page
    .getByRole('group', { name: 'Question 1' })
    .getByRole('radio', { name: 'At the park' })
    .check();
  await expect(student.page.getByText('All answers saved')).toBeVisible();
  await student.page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(student.page.getByRole('heading', { name: /^Your score: / })).toBeVisible();

  // The teacher's page moved on its own (the fallback poll is minutes away).
  await expect(teacher.getByRole('progressbar', { name: 'Practice tests: 1 of 3 this week' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(teacher.getByText('Badge: First Test')).toBeVisible();
  expect(await teacher.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await expectAccessible(teacher);
});
