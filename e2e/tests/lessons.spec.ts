import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn } from './helpers.ts';

async function signedIn(browser: Browser, email: string, home: RegExp): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(home);
  return page;
}

test.describe('lesson generator', () => {
  test('generate -> edit -> Save & Assign -> the student sees it and marks it done -> the teacher sees it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `Apple adding ${Date.now().toString(36)}`;
    const teacher = await signedIn(browser, 'rivera@demo.academy', /\/teacher$/);
    await teacher.goto('/lesson-plans');
    await expect(
      teacher.getByRole('heading', { name: 'Standards-Aligned Lesson Generator', level: 1 }),
    ).toBeVisible();

    await teacher.getByLabel('Grade').selectOption('1');
    await teacher.getByLabel('Subject').selectOption('math');
    const code = teacher.getByLabel('Standard code');
    await code.fill('CCSS.Math.Content.1.OA.A.1');
    await teacher.getByLabel('Topic').click();
    await expect(
      teacher.getByText(/Use addition and subtraction within 20 to solve word problems/).first(),
    ).toBeVisible();
    await teacher.getByLabel('Topic').fill('apples');
    await teacher.getByRole('button', { name: 'Generate Lesson' }).click();
    await expect(teacher.getByRole('heading', { name: 'What we checked' })).toBeVisible();
    await expect(teacher.getByText(/1\.OA\.A\.1 was checked against the K-3 standards corpus/)).toBeVisible();
    await expect(teacher.getByText(/texts passed the Safeguard moderation check/)).toBeVisible();

    // Structured fields, not one blob.
    await teacher.getByLabel('Title').fill(title);
    await teacher.getByLabel('Exit ticket').fill('How many apples are 8 and 5 more?');
    await teacher.getByRole('button', { name: 'Preview' }).click();
    await expect(teacher.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(teacher.getByRole('article').getByText('How many apples are 8 and 5 more?')).toBeVisible();
    await expectAccessible(teacher);

    await teacher.getByRole('button', { name: 'Save & Assign' }).click();
    const dialog = teacher.getByRole('dialog', { name: 'Save & Assign' });
    await expect(dialog.getByRole('group', { name: 'Kindergarten Explorers' })).toBeVisible();
    const confirm = dialog.getByRole('button', { name: /^Save & Assign/ });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('group', { name: 'Kindergarten Explorers' }).getByLabel('Ava Garcia').check();
    await expectAccessible(teacher);
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(teacher.getByText('Lesson Saved and Assigned')).toBeVisible();
    await expect(teacher.getByText('The lesson was assigned to 1 student.')).toBeVisible();
    await expect(teacher.getByText('Who has done it (0 of 1)')).toBeVisible();
    await expect(teacher.getByText('Ava Garcia: Not done yet')).toBeVisible();

    const student = await signedIn(browser, 'ava@demo.academy', /\/student$/);
    await student.getByRole('link', { name: 'My lessons' }).click();
    await expect(student.getByRole('heading', { name: 'My Lessons' })).toBeVisible();
    await student.getByRole('link', { name: title }).click();
    await expect(student.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(student.getByText('How many apples are 8 and 5 more?')).toBeVisible();
    await expectAccessible(student);
    await student.getByRole('button', { name: 'Mark as done' }).click();
    await expect(student.getByText(/^Done on \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await student.getByRole('link', { name: '← My Lessons' }).click();
    await expect(
      student.getByRole('listitem').filter({ hasText: title }).getByText('Done', { exact: true }),
    ).toBeVisible();

    await teacher.reload();
    await expect(teacher.getByText('Who has done it (1 of 1)')).toBeVisible();
    await expect(teacher.getByText(/Ava Garcia: Done \d{4}-\d{2}-\d{2}/)).toBeVisible();
    await expect(teacher.getByRole('listitem').filter({ hasText: title })).toContainText('1 of 1 done');
  });

  test('an unknown code gets the closest real codes; words find a standard; errors are shown', async ({
    page,
  }) => {
    await signIn(page, 'chen@demo.academy', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/teacher$/);
    await page.goto('/lesson-plans');
    await page.getByLabel('Standard code').fill('RL.K.99');
    await page.getByLabel('Standard code').press('Tab');
    await expect(
      page.getByText(
        '"RL.K.99" is not a standard in our K-3 standards list. Closest real codes: RL.K.9, RI.K.9, RL.K.1.',
      ),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Generate Lesson' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'is not a standard in our K-3 standards list' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Use RL.K.9' })).toBeVisible();
    await page.getByRole('button', { name: 'Use RL.K.9' }).click();
    await expect(page.getByLabel('Standard code')).toHaveValue('RL.K.9');

    await page.getByLabel('Standard code').fill('');
    await page.getByLabel('Subject').selectOption('science');
    await page.getByLabel('Search standards by words').fill('push pull');
    await page.getByRole('button', { name: 'Pick K-PS2-1' }).click();
    await expect(page.getByLabel('Standard code')).toHaveValue('K-PS2-1');
    await expect(
      page.getByText(/Plan and conduct an investigation to compare the effects/).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Generate Lesson' }).click();
    await expect(page.getByRole('heading', { name: 'What we checked' })).toBeVisible();
    await expect(page.getByLabel('Title')).toHaveValue(/Investigation/);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page);
  });
});

test.describe('homework checker', () => {
  test('a teacher checks math work and writing', async ({ page }) => {
    await signIn(page, 'rivera@demo.academy', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/teacher$/);
    await page.goto('/homework-checker');
    await expect(page.getByRole('heading', { name: 'AI Homework Checker', level: 1 })).toBeVisible();
    const check = page.getByRole('button', { name: 'Check', exact: true });
    await expect(check).toBeDisabled();

    await page
      .getByLabel('Assignment prompt (optional)')
      .fill('Sam had 24 stickers and got 18 more. He gave 10 away. How many now?');
    await page.getByLabel('Homework', { exact: true }).fill('24 + 18 = 32\n32 - 10 = 22\nAnswer: 22');
    await check.click();
    await expect(page.getByRole('heading', { name: /^Score: \d+\/100$/ })).toBeVisible();
    await expect(
      page.getByText(/First wrong step \(line 1\): The sides are not equal: 24 \+ 18 = 42, not 32\./),
    ).toBeVisible();
    await expect(page.getByText('Line 1 is where the work first goes wrong.')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Rubric' })).toContainText('Correct working');
    await expectAccessible(page);

    await page
      .getByLabel('Assignment prompt (optional)')
      .fill('Write about your favorite animal and why you like it.');
    await page
      .getByLabel('Homework', { exact: true })
      .fill(
        'My favorite animal is the dog becuase dogs are loyal. I like to play with my dog in the the park.',
      );
    await check.click();
    await expect(page.getByText('"becuase" is misspelled: did you mean "because"?')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Check result' })
        .getByText('The word "the" is written twice in a row.')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Strengths' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible();
  });

  test('a student gets coaching on their own work, not the fix', async ({ page }) => {
    await signIn(page, 'ben@demo.academy', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/student$/);
    await page.goto('/homework-checker');
    await page.getByLabel('Homework', { exact: true }).fill('I saw a elefant at the zoo. It was big');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByText('Coach mode: hints to fix it yourself', { exact: false })).toBeVisible();
    await expect(page.getByText('Check the spelling of "elefant" (line 1).')).toBeVisible();
    await expect(page.getByText('elephant')).toHaveCount(0);
    await expectAccessible(page);
  });
});
