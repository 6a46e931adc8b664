import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import pg from 'pg';

export const DEMO_PASSWORD = 'academy-demo';

// The server started by serve.mjs writes its embedded database's address here (apps/server/src/runtime.ts).
const databaseUrlFile = path.join(
  os.tmpdir(),
  `academy-e2e-${process.env.E2E_PORT ?? '3100'}`,
  'database-url',
);

/** Runs `fn` with a connection to the e2e server's own database. */
export async function withDatabase<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: readFileSync(databaseUrlFile, 'utf8').trim() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

let n = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${n++}@school.test`;

/**
 * Waits until the app has taken over the page. A public page arrives prerendered: it reads at once, its links
 * work, and its buttons and fields are disabled until the app has replaced it (src/main.tsx marks #root).
 */
export async function appStarted(page: Page): Promise<void> {
  await expect(page.locator('#root')).toHaveAttribute('data-app', 'started');
}

/** Solves the real ALTCHA proof-of-work in the page, as a person would: tick the box and wait. */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect(page.getByText('Verified')).toBeVisible({ timeout: 30_000 });
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signUp(page: Page, email: string, password: string, role: 'Student' | 'Teacher') {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('radio', { name: role }).check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

/** No serious or critical axe violations on the current page. */
export async function expectAccessible(page: Page): Promise<void> {
  // Toasts animate in and out (their colours are mid-transition while they do): check the page once
  // they have gone, so that a fading toast is not read as low contrast.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
