import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, expectAccessible, signIn } from './helpers.ts';

/** The machine the browser tests run on may be busy: UI expectations wait up to 30 s. */
const slow = expect.configure({ timeout: 30_000 });

const PROMPT = 'How did you separate the salt from the water?';
const REFERENCE = 'The water was evaporated, leaving the salt.';

/** A quiz file: Ava (on Ms Rivera's roster, by email) and many answers under free ids. */
function quizCsv(rows: number): string {
  const lines = ['student_id,prompt,reference_answer,answer'];
  lines.push(`ava@demo.academy,${PROMPT},"${REFERENCE}",I used a magnet to pull the salt out.`);
  const answers = [
    'We let the water evaporate and the salt was left behind.',
    'The water evaporated and left the salt.',
    'I poured it through a filter.',
    'I do not know.',
  ];
  for (let i = 1; i < rows; i++) lines.push(`S-${i},${PROMPT},"${REFERENCE}",${answers[i % answers.length]}`);
  return `${lines.join('\n')}\n`;
}

async function openTimeTools(page: Page) {
  await signIn(page, 'rivera@demo.academy', DEMO_PASSWORD);
  await slow(page).toHaveURL(/\/teacher$/);
  await page.goto('/dashboard/educators/time-tools');
  await slow(page.getByRole('heading', { name: 'Time-Saving Tools', level: 1 })).toBeVisible();
  await slow(page.getByText('Automate your grading and reporting.')).toBeVisible();
}

test('auto-grading: upload, live progress, results, override, download CSV', async ({ page }) => {
  // A long flow (two uploads, a results page of 150 answers, a download) on a shared machine.
  test.setTimeout(240_000);
  await openTimeTools(page);
  await slow(page.getByText('No jobs in the queue.')).toBeVisible();
  await expectAccessible(page);

  // A bad file is refused whole, with its line.
  await page.getByLabel('CSV file').setInputFiles({
    name: 'broken.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('student_id,prompt,answer\nS1,What is 2 + 2?,\n'),
  });
  await page.getByRole('button', { name: 'Start Grading' }).click();
  await slow(page.getByRole('alert').filter({ hasText: 'Line 2: answer is empty.' })).toBeVisible();
  await slow(page.getByText('No jobs in the queue.')).toBeVisible();

  await page.getByLabel('CSV file').setInputFiles({
    name: 'salt-quiz.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(quizCsv(150)),
  });
  await page.getByRole('button', { name: 'Start Grading' }).click();
  await slow(page.getByText('Grading job queued')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'salt-quiz.csv' });
  await slow(row.getByRole('cell', { name: 'Grading', exact: true })).toBeVisible();
  await slow(row.getByText(/^[0-9a-f]{8}\.\.\.$/)).toBeVisible();
  // Progress, then done, without a reload (realtime, with the 5 s refetch behind it).
  await slow(row.getByText(/^\d+ \/ 150$/).or(row.getByText('done', { exact: true }))).toBeVisible();
  await slow(row.getByText('done', { exact: true })).toBeVisible({ timeout: 30_000 });

  await row.getByRole('link', { name: /Results/ }).click();
  await slow(page.getByRole('heading', { name: 'Grading results: salt-quiz.csv' })).toBeVisible();
  await slow(page.getByText('150 of 150 answers graded')).toBeVisible();

  // Filter and search.
  await page.getByLabel('Verdict').selectOption('correct');
  await slow(page.getByText(/^Showing \d+ of 150 answers\.$/)).toBeVisible();
  await page.getByLabel('Verdict').selectOption('all');
  await page.getByLabel('Search').fill('ava@demo.academy');
  await slow(page.getByText('Showing 1 of 150 answers.')).toBeVisible();
  const ava = page.getByRole('row').filter({ hasText: 'ava@demo.academy' });
  await slow(ava.getByText('on your roster')).toBeVisible();
  await slow(ava.getByText('incorrect', { exact: true })).toBeVisible();
  await slow(ava.getByText(/evaporated/)).toBeVisible();
  await expectAccessible(page);

  // Override Ava's score.
  await ava.getByLabel(/Score for ava@demo\.academy/).fill('0.5');
  await ava.getByRole('button', { name: /Override/ }).click();
  await slow(page.getByText('Score overridden')).toBeVisible();
  await slow(ava.getByText(/overridden by Maria Rivera/)).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('salt-quiz-graded.csv');
  const csv = readFileSync((await download.path())!, 'utf8').split('\r\n');
  expect(csv[0]).toBe('student_id,prompt,answer,score,max_points,verdict,reason,overridden');
  expect(csv[1]).toMatch(/^ava@demo\.academy,.*,0\.5,1,incorrect,.*,yes$/);
  expect(csv.filter((l) => l.trim()).length).toBe(151);
});

test('progress report: generate, download the PDF and read it', async ({ page }) => {
  test.setTimeout(180_000);
  await openTimeTools(page);
  const generate = page.getByRole('button', { name: 'Generate Report' });
  await slow(generate).toBeDisabled();
  await page.getByRole('combobox', { name: 'Class' }).click();
  await page.getByRole('option', { name: 'Early Readers' }).click();
  await slow(generate).toBeEnabled();
  await generate.click();
  await slow(page.getByText('Report queued')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: 'Early Readers' });
  await slow(row.getByRole('cell', { name: 'Report', exact: true })).toBeVisible();
  const link = row.getByRole('link', { name: /Download/ });
  await slow(link).toBeVisible({ timeout: 30_000 });
  await slow(link).toHaveAttribute('target', '_blank');
  await expectAccessible(page);

  // The link opens in a new tab: no bearer token, the signed link alone.
  const href = (await link.getAttribute('href'))!;
  const res = await page.request.get(href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const pdf = await getDocumentProxy(new Uint8Array(await res.body()));
  const { text } = await extractText(pdf, { mergePages: true });
  expect(text).toContain('Progress report: Early Readers');
  expect(text).toContain('Class summary');
  for (const name of ['Ben Garcia', 'Chloe', 'Finn']) expect(text).toContain(name);
  expect(text).toMatch(/Sessions: \d+\. Study time: [\d.]+ hours?\./);
  expect(text).toContain('Mastery by subject and skill');
  // Mastery from the BKT model: per subject, how many of the skills practised are mastered.
  expect(text).toMatch(/\d+ of \d+ skills? mastered, average mastery \d+% over \d+ answers?/);
  // A forged link is refused.
  expect((await page.request.get(`${href}x`)).status()).toBe(404);
});

test('the time tools page works at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openTimeTools(page);
  await slow(page.getByRole('button', { name: 'Start Grading' })).toBeVisible();
  await slow(page.getByRole('heading', { name: 'Job Queue' })).toBeVisible();
  await expectAccessible(page);
});
