import { expect, test } from '@playwright/test';
import { openAiAppURL, openAiPort } from '../playwright.config.ts';
import { DEMO_PASSWORD, signIn } from './helpers.ts';

// The same tutor page with AI_PROVIDER=openai: the reply streams from an OpenAI-compatible endpoint (a
// stand-in started by the Playwright config, speaking the Chat Completions streaming format).
test.use({ baseURL: openAiAppURL });

test('a configured OpenAI-compatible endpoint streams through the tutor page, and receives only redacted text', async ({
  page,
  request,
}) => {
  await signIn(page, 'emma@demo.academy', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/student$/);
  await page.goto('/student/tutor');
  const box = page.getByLabel('Your message');
  await box.fill('my email is emma.j@example.com. how do plants make food?');
  await box.press('Enter');

  const reply = page.getByRole('log', { name: 'Conversation' }).locator('li[data-role="assistant"]').last();
  await expect(reply).toContainText('What do you think plants need from the sun?');
  await expect(reply).toContainText('(external model)');

  const last = (await (await request.get(`http://127.0.0.1:${openAiPort}/last`)).json()) as {
    model: string;
    stream: boolean;
    messages: { role: string; content: string }[];
  };
  expect(last.stream).toBe(true);
  expect(last.model).toBe('stand-in-model');
  const sent = JSON.stringify(last.messages);
  expect(sent).toContain('how do plants make food?');
  expect(sent).not.toContain('emma.j@example.com');
  expect(sent).not.toContain('Emma');
});
