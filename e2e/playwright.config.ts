import { defineConfig, devices } from '@playwright/test';

const port = process.env.E2E_PORT ?? '3100';
const baseURL = `http://localhost:${port}`;
/** The app with AI_PROVIDER=openai, and the stand-in OpenAI-compatible endpoint it talks to. */
export const openAiAppPort = String(Number(port) + 1000);
export const openAiAppURL = `http://localhost:${openAiAppPort}`;
// (4190, 3100 + 1090, is on the fetch standard's list of blocked ports.)
export const openAiPort = String(Number(port) + 1080);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node serve.mjs',
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    },
    // The same app configured with an external OpenAI-compatible provider (tests/tutor-openai.spec.ts),
    // and the stand-in for that third party.
    {
      command: 'node fake-openai.mjs',
      url: `http://127.0.0.1:${openAiPort}/health`,
      timeout: 30_000,
      reuseExistingServer: !process.env.CI,
      env: { E2E_OPENAI_PORT: openAiPort },
    },
    {
      command: 'node serve.mjs',
      url: `${openAiAppURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
      env: {
        E2E_PORT: openAiAppPort,
        AI_PROVIDER: 'openai',
        AI_BASE_URL: `http://127.0.0.1:${openAiPort}/v1`,
        AI_MODEL: 'stand-in-model',
      },
    },
  ],
});
