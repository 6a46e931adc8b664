import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
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

    // The saved lesson as a PDF: its real text, read back.
    const [download] = await Promise.all([
      teacher.waitForEvent('download'),
      teacher.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^lesson-apple-adding-[a-z0-9-]+\.pdf$/);
    const pdf = await getDocumentProxy(new Uint8Array(await readFile((await download.path())!)));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(title);
    expect(text).toContain('Standard 1.OA.A.1');
    expect(text).toMatch(/Use addition and subtraction within 20 to solve word problems/);
    expect(text).toContain('Exit ticket: How many apples are 8 and 5 more?');
    for (const heading of ['Anticipatory set', 'Guided practice', 'Independent practice', 'Materials'])
      expect(text).toContain(heading);

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

    // The teacher's open page learns it live (lessons channel), without a reload or a poll.
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

test.describe('saved homework checks', () => {
  test('a teacher saves a check to a student; the teacher, the parent and the student open its feedback; another teacher cannot', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const tag = Date.now().toString(36);
    const work = `My dog ${tag} likes to play. He runs to the the park evry day.`;
    const teacher = await signedIn(browser, 'rivera@demo.academy', /\/teacher$/);
    await teacher.goto('/homework-checker');
    await teacher.getByLabel('Subject').selectOption('writing');
    await teacher.getByLabel('Homework', { exact: true }).fill(work);
    await teacher.getByLabel('Save to a student’s record (optional)').selectOption({ label: 'Ava Garcia' });
    await teacher.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(teacher.getByText('Saved to the student’s record', { exact: false })).toBeVisible();
    await teacher.getByRole('link', { name: 'Open this student’s saved checks' }).click();
    await expect(teacher.getByRole('heading', { name: 'Saved homework checks', level: 1 })).toBeVisible();
    await expect(teacher.getByLabel('Student')).toHaveValue(/[0-9a-f-]{36}/);
    const list = teacher.getByRole('region', { name: 'Ava Garcia’s checks' });
    const item = list.getByRole('listitem').filter({ hasText: tag });
    await expect(item).toBeVisible();
    await expectAccessible(teacher);
    await item.getByRole('link', { name: /^Writing, .*: score \d+\/100$/ }).click();
    await expect(teacher.getByRole('heading', { name: 'Writing of Ava Garcia', level: 1 })).toBeVisible();
    await expect(teacher.getByText(/^Checked \d{4}-\d{2}-\d{2} \d{2}:\d{2} by Maria Rivera$/)).toBeVisible();
    await expect(teacher.getByRole('heading', { name: /^Score: \d+\/100$/ })).toBeVisible();
    await expect(teacher.getByText('"evry" is misspelled', { exact: false }).first()).toBeVisible();
    await expectAccessible(teacher);
    const checkUrl = teacher.url();

    const parent = await signedIn(browser, 'garcia.parent@demo.academy', /\/parent$/);
    await parent.goto('/homework-checks');
    await parent.getByLabel('Student').selectOption({ label: 'Ava Garcia' });
    await parent
      .getByRole('region', { name: 'Ava Garcia’s checks' })
      .getByRole('listitem')
      .filter({ hasText: tag })
      .getByRole('link')
      .click();
    await expect(parent.getByRole('heading', { name: 'Writing of Ava Garcia', level: 1 })).toBeVisible();
    await expect(parent.getByRole('heading', { name: 'Strengths' })).toBeVisible();
    await expectAccessible(parent);

    const student = await signedIn(browser, 'ava@demo.academy', /\/student$/);
    await student.goto('/homework-checker');
    await student.getByRole('link', { name: 'Saved homework checks' }).click();
    await expect(student.getByRole('heading', { name: 'Your checks' })).toBeVisible();
    await student.getByRole('listitem').filter({ hasText: tag }).getByRole('link').click();
    await expect(student.getByRole('heading', { name: /^Score: \d+\/100$/ })).toBeVisible();
    await expectAccessible(student);

    // Another teacher: the check is not theirs to know of.
    const other = await signedIn(browser, 'chen@demo.academy', /\/teacher$/);
    await other.goto(new URL(checkUrl).pathname);
    await expect(other.getByText('Error: That homework check was not found.')).toBeVisible();
  });
});
