import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectAccessible, signIn, signUp, uniqueEmail, withDatabase } from './helpers.ts';

/** Toasts fade in and out: axe reads a half-transparent one as low contrast, so checks wait for them to go. */
async function checkAccessible(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page);
}

// Each test walks a whole flow (sign-in, several pages, axe checks): give them room on a busy machine.
test.describe.configure({ timeout: 180_000 });

const unique = () => Date.now().toString(36).slice(-6);

async function signInAs(page: Page, email: string) {
  await signIn(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/teacher$/);
}

async function createClass(page: Page, name: string, grade: string) {
  await page.goto('/dashboard/educators/classrooms');
  await page.getByRole('button', { name: 'Create Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a New Class' });
  await dialog.getByLabel('Class Name').fill(name);
  await dialog.getByLabel('Grade Level').fill(grade);
  await dialog.getByRole('button', { name: 'Create Class' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
}

test.describe('educator workspace layout', () => {
  test('sidebar, header and getting started at desktop; the sidebar collapses (ctrl+b too) and remembers', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, 'rivera@demo.academy');
    await page.goto('/dashboard/educators');
    const nav = page.getByRole('navigation', { name: 'Educator' });
    for (const label of [
      'Overview',
      'Classrooms',
      'Curriculum',
      'Time-Saving Tools',
      'Professional Development',
    ]) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(page.getByText('Lincoln Elementary')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
    // Rivera has classes: the first step is ticked from her data.
    const steps = page.getByRole('listitem').filter({ hasText: 'Create a Class' });
    await expect(steps.getByText('Done')).toBeVisible();
    await checkAccessible(page);

    const sidebar = page.locator('[data-slot="sidebar"]');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(16 * 16);
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    // Icon-only: 3rem, the labels still there for assistive technology.
    await expect.poll(async () => (await nav.boundingBox())?.width).toBe(3 * 16);
    await expect(nav.getByRole('link', { name: 'Classrooms' })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 86_400);
    await page.reload();
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');

    // The New... menu: New class opens the create dialog.
    await page.getByRole('button', { name: 'New...' }).click();
    await page.getByRole('menuitem', { name: 'New class' }).click();
    await expect(page.getByRole('dialog', { name: 'Create a New Class' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'New...' }).click();
    await page.getByRole('menuitem', { name: 'Upload resource' }).click();
    await expect(page).toHaveURL(/\/dashboard\/educators\/curriculum$/);
    await page.getByRole('button', { name: 'New...' }).click();
    await page.getByRole('menuitem', { name: 'Grade answers' }).click();
    await expect(page).toHaveURL(/\/dashboard\/educators\/time-tools$/);

    // Notifications: a new case on Finn (on Rivera's roster) appears in the bell without a reload.
    await page.getByRole('button', { name: /^Notifications: / }).click();
    await expect(page.getByRole('menuitem', { name: /Finn Okafor: VIOLENCE/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await withDatabase(async (client) => {
      const id = async (email: string) =>
        (await client.query<{ id: string }>('select id from users where email = $1', [email])).rows[0]!.id;
      const finn = await id('finn@demo.academy');
      const rivera = await id('rivera@demo.academy');
      const log = await client.query<{ id: string }>(
        "insert into moderation_logs (severity, category, user_id, flagged) values ('medium', 'violence', $1, true) returning id",
        [finn],
      );
      const opened = await client.query<{ id: string }>(
        "insert into moderation_cases (log_id, student_id, severity, category) values ($1, $2, 'medium', 'violence') returning id",
        [log.rows[0]!.id, finn],
      );
      const event = {
        channel: `safeguard:${rivera}`,
        table: 'moderation_cases',
        type: 'INSERT',
        id: opened.rows[0]!.id,
        userId: finn,
        at: new Date().toISOString(),
      };
      await client.query("select pg_notify('academy_realtime', $1)", [JSON.stringify(event)]);
    });
    await page.getByRole('button', { name: /^Notifications: \d+ new Safeguard case/ }).click();
    const item = page.getByRole('menuitem', { name: /Finn Okafor: VIOLENCE/ });
    await expect(item).toBeVisible();
    await item.click();
    await expect(page).toHaveURL(/\/safeguard\?case=/);
  });

  test('at 375 px the sidebar is a sheet that opens from the header and closes on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await signInAs(page, 'chen@demo.academy');
    await page.goto('/dashboard/educators');
    await expect(page.getByRole('heading', { name: 'Getting Started' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Educator' })).toBeHidden();
    await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
    const sheet = page.getByRole('dialog', { name: 'Educator' });
    await expect(sheet).toBeVisible();
    expect((await sheet.boundingBox())!.width).toBeCloseTo(18 * 16, 0);
    await checkAccessible(page);
    await sheet.getByRole('link', { name: 'Classrooms' }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Classroom Management' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Math Builders' })).toBeVisible();
    await checkAccessible(page);
  });
});

test.describe('classes and rosters', () => {
  test('create, edit and delete a class; another tab sees the changes live', async ({ page, context }) => {
    await signInAs(page, 'rivera@demo.academy');
    const other = await context.newPage();
    await other.goto('/dashboard/educators/classrooms');
    await expect(other.getByRole('link', { name: 'Early Readers' })).toBeVisible();

    await page.goto('/dashboard/educators/classrooms');
    await page.getByRole('button', { name: 'Create Class' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a New Class' });
    await expect(dialog.getByText('Fill in the details for your new class.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Class' }).click();
    await expect(dialog.getByText('Class name is required')).toBeVisible();
    await checkAccessible(page);
    const name = `Science Club ${unique()}`;
    await dialog.getByLabel('Class Name').fill(name);
    await dialog.getByRole('button', { name: 'Create Class' }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell', { name: 'N/A' })).toBeVisible();
    // The other tab updates without a reload.
    await expect(other.getByRole('link', { name })).toBeVisible();

    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Class' });
    await expect(edit.getByLabel('Class Name')).toHaveValue(name);
    const renamed = `${name} (5th)`;
    await edit.getByLabel('Class Name').fill(renamed);
    await edit.getByLabel('Grade Level').fill('5th');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    const renamedRow = page.getByRole('row').filter({ hasText: renamed });
    await expect(renamedRow.getByRole('cell', { name: '5th', exact: true })).toBeVisible();
    await expect(other.getByRole('link', { name: renamed })).toBeVisible();

    await renamedRow.getByRole('button', { name: `Actions for ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure?' });
    await expect(confirm.getByText(/permanently delete the class/)).toBeVisible();
    await checkAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('link', { name: renamed })).toHaveCount(0);
    await expect(other.getByRole('link', { name: renamed })).toHaveCount(0);
    await other.close();
  });

  test('CSV import: a dry run lists every row, confirm writes them; a linked student opens read only', async ({
    page,
  }) => {
    await signInAs(page, 'rivera@demo.academy');
    const name = `Import Class ${unique()}`;
    await createClass(page, name, '3rd');
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('Grade: 3rd')).toBeVisible();
    await expect(page.getByText('No students found in this class.')).toBeVisible();
    await page.getByRole('tab', { name: 'Assignments' }).click();
    await expect(page.getByText('No learning paths have been assigned to this class yet.')).toBeVisible();
    await page.getByRole('tab', { name: 'Roster' }).click();

    // Ava has tutoring history: give her latest session a conversation to read.
    await withDatabase(async (client) => {
      const session = await client.query<{ id: string }>(
        `select s.id from tutoring_sessions s join users u on u.id = s.user_id
         where u.email = 'ava@demo.academy' order by s.started_at desc limit 1`,
      );
      await client.query(
        `insert into chat_messages (session_id, role, content, created_at) values
         ($1, 'user', 'How many legs does a spider have?', now() - interval '2 minutes'),
         ($1, 'assistant', 'Good question! How many legs does an insect have?', now() - interval '1 minute')`,
        [session.rows[0]!.id],
      );
    });

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Students from CSV' });
    const csv =
      '\uFEFFfirst_name,last_name,email,notes\r\n' +
      'Ava,Garcia,ava@demo.academy,linked\r\n' +
      '"Lee, Jr.",Park,lee.park@school.test,\r\n' +
      'Bad,Email,not-an-email,\r\n' +
      'Dup,Lee,LEE.PARK@school.test,\r\n';
    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'roster.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await expect(dialog.getByText('Dry run: 2 to add, 0 to update, 2 refused')).toBeVisible();
    const line4 = dialog.getByRole('row').filter({ hasText: 'not-an-email' });
    await expect(line4.getByRole('cell', { name: '4', exact: true })).toBeVisible();
    await expect(line4.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('The same email as line 3.')).toBeVisible();
    await expect(dialog.getByRole('cell', { name: 'Lee, Jr.' })).toBeVisible();
    await checkAccessible(page);
    // Nothing is written by the dry run.
    await expect(page.getByText('No students found in this class.')).toBeAttached();

    await dialog.getByRole('button', { name: 'Confirm import (2 students)' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Roster imported')).toBeVisible();
    const leeRow = page.getByRole('row').filter({ hasText: 'lee.park@school.test' });
    await expect(leeRow.getByText('Not linked')).toBeVisible();
    const avaRow = page.getByRole('row').filter({ hasText: 'ava@demo.academy' });
    await checkAccessible(page);

    // Add and edit by hand.
    await page.getByRole('button', { name: 'Add Student' }).click();
    const add = page.getByRole('dialog', { name: 'Add a New Student' });
    await add.getByLabel('First Name').fill('Mia');
    await add.getByLabel('Email').fill('bad');
    await add.getByRole('button', { name: 'Add Student' }).click();
    await expect(add.getByText('Please enter a valid email address')).toBeVisible();
    await add.getByLabel('Email').fill('');
    await add.getByRole('button', { name: 'Add Student' }).click();
    await expect(add).toBeHidden();
    const miaRow = page.getByRole('row').filter({ hasText: 'Mia' });
    await expect(miaRow.getByRole('cell', { name: 'N/A' })).toHaveCount(2);
    await miaRow.getByRole('button', { name: 'Delete Mia' }).click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('row').filter({ hasText: 'Mia' })).toHaveCount(0);

    // The linked student: sessions with the conversation (read only), scores, and the progress link.
    await avaRow.getByRole('link', { name: /Open Ava Garcia/ }).click();
    await expect(page.getByRole('heading', { name: 'Ava Garcia', level: 1 })).toBeVisible();
    const avaId = await withDatabase(
      async (c) =>
        (await c.query<{ id: string }>("select id from users where email = 'ava@demo.academy'")).rows[0]!.id,
    );
    await expect(page.getByRole('link', { name: 'View progress' })).toHaveAttribute(
      'href',
      `/progress?student=${avaId}`,
    );
    await expect(page.getByRole('heading', { name: 'Scores' })).toBeVisible();
    await page.getByRole('button', { name: 'Show conversation' }).first().click();
    const conversation = page.getByRole('list', { name: 'Conversation' });
    await expect(conversation.getByText('How many legs does a spider have?')).toBeVisible();
    await expect(conversation.getByText('Good question! How many legs does an insect have?')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await checkAccessible(page);
  });
});

test.describe('professional development and /teacher', () => {
  test('four resources open in-app articles with sources; the coaching link goes where configured', async ({
    page,
  }) => {
    await signInAs(page, 'chen@demo.academy');
    await page.goto('/dashboard/educators/prof-dev');
    await expect(page.getByRole('heading', { name: 'Professional Development', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Read Article/ })).toHaveCount(4);
    const coaching = page.getByRole('link', { name: /Schedule PD Coaching Call/ });
    await expect(coaching).toHaveAttribute('href', 'https://coaching.example.org/book');
    await expect(coaching).toHaveAttribute('target', '_blank');
    await checkAccessible(page);
    await page.getByRole('link', { name: 'Read Article: Personalized Learning at Scale' }).click();
    await expect(
      page.getByRole('heading', { name: 'Personalized Learning at Scale', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Sources' })).toBeVisible();
    await expect(page.getByRole('link', { name: /doi\.org\/10\.3102\/0013189X013006004/ })).toBeVisible();
    await checkAccessible(page);
    await page.getByRole('link', { name: 'Back to Professional Development' }).click();
    await expect(page).toHaveURL(/\/prof-dev$/);
  });

  test('/teacher shows a new teacher’s real figures, which follow their classes, roster, cases and due work', async ({
    page,
  }) => {
    const email = uniqueEmail('teacher');
    await signUp(page, email, 'correct horse', 'Teacher');
    await expect(page.getByText('Account created')).toBeVisible();
    await signIn(page, email, 'correct horse');
    await expect(page).toHaveURL(/\/teacher$/);
    await expect(page.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
    for (const label of ['Classes', 'Students', 'Open Safeguard cases', 'Work due this week']) {
      await expect(page.getByRole('link', { name: `${label}: 0` })).toBeVisible();
    }
    await checkAccessible(page);

    // A class with Diego on its roster, a path due tomorrow, and Diego's open cases become the figures.
    const name = `Figures ${unique()}`;
    await createClass(page, name, '3rd');
    const openCases = await withDatabase(async (client) => {
      const cls = await client.query<{ id: string; owner_id: string }>(
        'select id, owner_id from classes where name = $1',
        [name],
      );
      const { id: classId, owner_id: ownerId } = cls.rows[0]!;
      await client.query(
        "insert into students (class_id, first_name, last_name, email) values ($1, 'Diego', 'Santos', 'diego@demo.academy')",
        [classId],
      );
      const path = await client.query<{ id: string }>(
        "insert into learning_paths (owner_id, title) values ($1, 'Place value') returning id",
        [ownerId],
      );
      await client.query(
        'insert into class_assignments (class_id, learning_path_id, due_date) values ($1, $2, current_date + 1), ($1, $2, current_date + 30)',
        [classId, path.rows[0]!.id],
      );
      const open = await client.query<{ n: string }>(
        `select count(*) as n from moderation_cases c join users u on u.id = c.student_id
         where u.email = 'diego@demo.academy' and c.status = 'open'`,
      );
      return Number(open.rows[0]!.n);
    });
    await page.goto('/teacher');
    await expect(page.getByRole('link', { name: 'Classes: 1' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Students: 1' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Open Safeguard cases: ${openCases}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Work due this week: 1' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the educator workspace' }).click();
    await expect(page).toHaveURL(/\/dashboard\/educators$/);
    const first = page.getByRole('listitem').filter({ hasText: 'Create a Class' });
    await expect(first.getByText('Done')).toBeVisible();
    await expect(
      page.getByRole('listitem').filter({ hasText: 'Auto-Grade Assignments' }).getByText('To do'),
    ).toBeVisible();
  });
});
