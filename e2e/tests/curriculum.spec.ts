import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn, withDatabase } from './helpers.ts';

// Curriculum: upload (PDF, DOCX, TXT; a refused type), a learning path drawn from a document and edited,
// assigned to a class with a due date, completed by a student, and the teacher seeing the completion live.

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name));
const run = Date.now().toString(36);

async function openCurriculum(page: Page) {
  await signIn(page, 'rivera@demo.academy', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/teacher$/);
  await page.goto('/dashboard/educators/curriculum');
  await expect(page.getByRole('heading', { name: 'Curriculum Integration', level: 1 })).toBeVisible();
}

async function upload(page: Page, title: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Resource Title').fill(title);
  await page.getByLabel('File').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
}

const card = (page: Page, title: string) =>
  page
    .getByRole('region', { name: 'My Uploaded Resources' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title, level: 3, exact: true }) });

test.describe('curriculum', () => {
  // Two sign-ins with the proof-of-work captcha and several axe runs per test, on a shared 2-core machine.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('a teacher uploads PDF, DOCX and TXT files; another type is refused with the allowed types named', async ({
    page,
  }) => {
    await openCurriculum(page);
    // The demo document is there from the seed.
    await expect(card(page, 'Counting and Cardinality Unit')).toBeVisible();

    await upload(page, `Counting PDF ${run}`, {
      name: 'counting-unit.pdf',
      mimeType: 'application/pdf',
      buffer: fixture('counting-unit.pdf'),
    });
    await expect(card(page, `Counting PDF ${run}`)).toContainText('Lesson 1: Counting Objects');
    await expect(card(page, `Counting PDF ${run}`)).toContainText(/Uploaded on: /);

    await upload(page, `Counting DOCX ${run}`, {
      name: 'counting-unit.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: fixture('counting-unit.docx'),
    });
    await expect(card(page, `Counting DOCX ${run}`)).toContainText('Students compare two numbers');

    await upload(page, `Notes ${run}`, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('Lesson 1: Shapes\n\nStudents name squares, circles and triangles (K.G.A.2).'),
    });
    await expect(card(page, `Notes ${run}`)).toContainText('Students name squares');
    await expect(page.getByLabel('Resource Title')).toHaveValue('');

    await upload(page, `Picture ${run}`, {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('png'),
    });
    await expect(
      page.getByText('Only PDF, DOCX, TXT and Markdown (.md) files can be uploaded.'),
    ).toBeVisible();
    await expect(card(page, `Picture ${run}`)).toHaveCount(0);

    // The server refuses it too (a page that skipped the check): a file that is not what its name says.
    await upload(page, `Fake ${run}`, {
      name: 'fake.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('MZ not a pdf'),
    });
    await expect(page.getByRole('alert').filter({ hasText: 'does not look like a PDF file' })).toBeVisible();

    await expectAccessible(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(card(page, `Notes ${run}`)).toBeVisible();
    await expectAccessible(page);
  });

  test('a path created from a document gets its steps, and the teacher reorders, renames, deletes and adds', async ({
    page,
  }) => {
    await openCurriculum(page);
    await card(page, `Counting PDF ${run}`)
      .getByRole('button', { name: 'Create Learning Path from Document' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/educators\/curriculum\/paths\//);
    await expect(page.getByLabel('Path title')).toHaveValue(`New Path from: Counting PDF ${run}`);
    await expect(page.getByLabel('Description')).toHaveValue(`Based on document: Counting PDF ${run}`);
    await expect(page.getByLabel('Step 1 title')).toHaveValue('Lesson 1: Counting Objects');
    await expect(page.getByLabel('Step 2 title')).toHaveValue('Lesson 2: Comparing Numbers');
    await expect(page.getByLabel('Step 3 title')).toHaveValue('Lesson 3: Plants and Water');
    await expect(page.getByText('K.CC.B.5', { exact: true })).toBeVisible();

    await page.getByLabel('Path title').fill(`Counting path ${run}`);
    await page.getByLabel('Step 1 title').fill('Counting to 20');
    await page.getByRole('button', { name: 'Move step 3 up' }).click();
    await page.getByRole('button', { name: 'Delete step 3' }).click(); // Comparing Numbers, now third
    await page.getByRole('button', { name: 'Add step' }).click();
    await page.getByLabel('Step 3 title').fill('Review: count the class');
    await page.getByLabel('Step 3 summary').fill('Count everyone in the room together.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save learning path' }).click();
    await expect(page.getByText('Learning path saved')).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('Path title')).toHaveValue(`Counting path ${run}`);
    await expect(page.getByLabel('Step 1 title')).toHaveValue('Counting to 20');
    await expect(page.getByLabel('Step 2 title')).toHaveValue('Lesson 3: Plants and Water');
    await expect(page.getByLabel('Step 3 title')).toHaveValue('Review: count the class');
    await expect(page.getByLabel('Step 4 title')).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(page);
  });

  test('assigned with a due date, a student completes a step and the teacher sees it live', async ({
    browser,
  }) => {
    const classId = await withDatabase(async (client) => {
      const res = await client.query<{ id: string }>(
        `select c.id from classes c join users u on u.id = c.owner_id
          where u.email = 'rivera@demo.academy' and c.name = 'Kindergarten Explorers'`,
      );
      return res.rows[0]!.id;
    });
    const teacherContext = await browser.newContext();
    const teacher = await teacherContext.newPage();
    await signIn(teacher, 'rivera@demo.academy', DEMO_PASSWORD);
    await expect(teacher).toHaveURL(/\/teacher$/);
    await teacher.goto(`/dashboard/educators/classrooms/${classId}`);
    // The class opens on its roster; assignments are the second tab.
    await teacher.getByRole('tab', { name: 'Assignments' }).click();
    await teacher.getByRole('button', { name: 'Assign Learning Path' }).click();
    const dialog = teacher.getByRole('dialog');
    await dialog.getByLabel('Learning path').click();
    await teacher.getByRole('option', { name: `Counting path ${run}` }).click();
    await dialog.getByLabel('Due date (optional)').fill('2031-05-01');
    await expectAccessible(teacher);
    await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(dialog).toBeHidden();
    const assigned = teacher
      .getByRole('listitem')
      .filter({ has: teacher.getByRole('heading', { name: `Counting path ${run}`, exact: true }) });
    await expect(assigned).toContainText('Due on May 1, 2031');
    await expect(assigned).toContainText(/Assigned on /);
    await expect(assigned.getByRole('row', { name: /Ava Garcia/ })).toContainText('0 / 3');

    const studentContext = await browser.newContext();
    const student = await studentContext.newPage();
    await signIn(student, 'ava@demo.academy', DEMO_PASSWORD);
    await expect(student).toHaveURL(/\/student$/);
    const work = student.getByRole('region', { name: 'Assigned Work' });
    const item = work.getByRole('article', { name: `Counting path ${run}` });
    await expect(item).toContainText('Kindergarten Explorers');
    await expect(item).toContainText('Due on May 1, 2031');
    await expect(item).toContainText('0 / 3 done');
    await expectAccessible(student);
    await item.getByRole('link', { name: `Counting path ${run}` }).click();

    await expect(student.getByRole('heading', { name: `Counting path ${run}`, level: 1 })).toBeVisible();
    await expect(student.getByRole('heading', { name: 'Step 1: Counting to 20' })).toBeVisible();
    await expect(
      student.getByText('Students count up to 20 objects and say how many (K.CC.B.5).').first(),
    ).toBeVisible();
    await student.getByRole('button', { name: 'Mark step 1 as done' }).click();
    await expect(student.getByRole('button', { name: 'Mark step 1 as not done' })).toBeVisible();
    await expect(student.getByText('1 / 3 done')).toBeVisible();
    await student.setViewportSize({ width: 375, height: 800 });
    await expectAccessible(student);

    // The teacher's Assignments tab updates without a reload.
    await expect(assigned.getByRole('row', { name: /Ava Garcia/ })).toContainText('1 / 3');

    // The step's tutor button opens the tutor on its topic.
    await student.getByRole('button', { name: 'Ask the tutor about Counting to 20' }).click();
    await expect(student).toHaveURL(/\/student\/tutor$/);
    await expect(
      student.getByText("I'd like to explore Counting to 20. Where should we start?"),
    ).toBeVisible();

    await student.goto('/student');
    await expect(
      student
        .getByRole('region', { name: 'Assigned Work' })
        .getByRole('article', { name: `Counting path ${run}` }),
    ).toContainText('1 / 3 done');
    await teacherContext.close();
    await studentContext.close();
  });
});
