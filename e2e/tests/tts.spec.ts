import { expect, test } from '@playwright/test';
import { engineState, finishUtterance, installEngineWhereThereAreNoVoices } from './speech-engine.ts';

/**
 * Read-aloud in real Chromium. Headless Chromium has speech synthesis but no voices: every utterance fails
 * with 'synthesis-failed'. That real failure is tested as it is; for the state changes, an engine with two
 * voices is put in its place inside the page (only when the browser has no voices), which records what it
 * is asked to say and lets the test end each utterance.
 */
test('the demo reads sentence by sentence with the chosen voice, speed and pitch, highlighting it', async ({
  page,
}) => {
  await installEngineWhereThereAreNoVoices(page);
  await page.goto('/accessibility/tts');
  const text = page.getByLabel('Text to read');
  const read = page.getByRole('button', { name: 'Read Aloud' });

  // Four samples, previews cut at 60 characters.
  const samples = page.getByRole('list').filter({ hasText: 'Reading passage' }).getByRole('button');
  await expect(samples).toHaveCount(4);
  await expect(samples.nth(1)).toContainText(
    'Read each word problem twice. Underline the numbers and circ...',
  );

  // Blank text: the button is disabled.
  await text.fill('   ');
  await expect(read).toBeDisabled();
  await samples.nth(2).click();
  await expect(text).toHaveValue(/^Water moves in a cycle\./);
  await expect(read).toBeEnabled();

  await page.getByLabel('Voice').click();
  await page.getByRole('option', { name: 'fable (British)' }).click();
  await page.getByLabel(/^Speed/).fill('1.5');
  await page.getByLabel(/^Pitch/).fill('0.3');
  await expect(page.getByText('Speed: 1.5x')).toBeVisible();
  await expect(page.getByText('Pitch: +0.3')).toBeVisible();

  await read.click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
  const nowReading = page.getByRole('region', { name: 'Now reading' });
  await expect(nowReading.locator('mark')).toHaveText('Water moves in a cycle.');
  expect((await engineState(page)).spoken[0]).toEqual({
    text: 'Water moves in a cycle.',
    rate: 1.5,
    pitch: 1.3,
    volume: 1,
    voice: 'Daniel',
  });

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect((await engineState(page)).calls).toEqual(expect.arrayContaining(['pause', 'resume']));

  await finishUtterance(page);
  await expect(nowReading.locator('mark')).toHaveText(
    'The sun heats water in oceans and lakes, and it evaporates into the air as vapor.',
  );

  // Pressing again while reading cancels and returns to idle.
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(read).toBeVisible();
  await expect(nowReading).toBeHidden();
  expect((await engineState(page)).calls.at(-1)).toBe('cancel');

  // Read to the end: each chunk in turn, then idle again.
  await read.click();
  for (let i = 0; i < 4; i++) await finishUtterance(page);
  await expect(read).toBeVisible();
  const spoken = (await engineState(page)).spoken.map((utterance) => utterance.text);
  expect(spoken.slice(-4)).toEqual([
    'Water moves in a cycle.',
    'The sun heats water in oceans and lakes, and it evaporates into the air as vapor.',
    'High in the sky the vapor cools and condenses into clouds.',
    'When the drops grow heavy, they fall as rain or snow.',
  ]);
});

test("a read-aloud button goes 'Read Aloud', 'Pause', 'Resume' and back", async ({ page }) => {
  await installEngineWhereThereAreNoVoices(page);
  await page.goto('/for-parents');
  await page.getByRole('button', { name: 'Can the tutor read text aloud?' }).click();
  const button = page.getByRole('region', { name: 'Can the tutor read text aloud?' }).getByRole('button');
  await expect(button).toHaveText('Read Aloud');
  await button.click();
  await expect(button).toHaveText('Pause');
  await button.click();
  await expect(button).toHaveText('Resume');
  await button.click();
  await expect(button).toHaveText('Pause');
  // The default voice, alloy, is the system's default English voice.
  expect((await engineState(page)).spoken[0]!.voice).toBe('Samantha');
  await finishUtterance(page);
  await finishUtterance(page);
  await expect(button).toHaveText('Read Aloud');
});

test("the browser's own failure shows 'Speech error: {code}' and 'TTS Error'", async ({ page }) => {
  test.skip(
    await page.evaluate(() => 'speechSynthesis' in window && speechSynthesis.getVoices().length > 0),
    'This browser can really speak: no failure to observe.',
  );
  await page.goto('/accessibility/tts');
  await page.getByRole('button', { name: 'Read Aloud' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Speech error:' })).toHaveText(
    'Speech error: synthesis-failed',
  );
  await expect(page.getByRole('button', { name: 'Read Aloud' })).toBeVisible();

  await page.goto('/for-parents');
  await page.getByRole('button', { name: 'Can the tutor read text aloud?' }).click();
  const button = page.getByRole('region', { name: 'Can the tutor read text aloud?' }).getByRole('button');
  await button.click();
  await expect(button).toHaveText('TTS Error');
});

test("where there is no speech synthesis: 'Speech synthesis not supported'", async ({ page }) => {
  await page.addInitScript(() => {
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
    Object.defineProperty(window, 'speechSynthesis', { value: undefined, configurable: true });
  });
  await page.goto('/accessibility/tts');
  await expect(page.getByRole('alert')).toHaveText('Speech synthesis not supported');
  await expect(page.getByRole('button', { name: 'Read Aloud' })).toBeDisabled();
});
