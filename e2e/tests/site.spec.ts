import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { appStarted, DEMO_PASSWORD, signIn } from './helpers.ts';
import { installEngineWhereThereAreNoVoices } from './speech-engine.ts';

/** Every public page with a heading that shows it rendered. */
const PUBLIC_PAGES = [
  { path: '/', heading: 'One-on-one adaptive tutoring for every student' },
  { path: '/auth', heading: null },
  { path: '/features', heading: 'Features' },
  { path: '/subjects', heading: 'Subject-Specific ASI Tutors' },
  { path: '/subject-tutors', heading: 'Subject Tutors' },
  { path: '/educators', heading: 'Tools for Educators' },
  { path: '/for-educators', heading: 'For Educators and Schools' },
  { path: '/for-parents', heading: 'For Parents' },
  { path: '/about', heading: 'About Academy' },
  { path: '/accessibility/tts', heading: 'Text-to-Speech Support' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/security-compliance', heading: 'Student Data Security' },
  { path: '/dashboards', heading: 'Choose Your Dashboard' },
] as const;

/** The eight feature cards of the home page, exactly. */
const FEATURE_CARDS = [
  ['Super AI Tutor', 'K-12 adaptive tutoring, one question at a time', 'Launch Tutor', '/student/tutor'],
  [
    'AGI Assistant',
    'enrichment, inquiry-based learning, optional voice tutoring',
    'Start Inquiry',
    '/student/enrichment',
  ],
  [
    'Text-to-Speech Support',
    'accessibility reader for passages, instructions, explanations',
    'Try TTS Demo',
    '/accessibility/tts',
  ],
  [
    'Standards-Aligned Lessons',
    'K-3 state-aligned lesson templates delivered as structured objects',
    'Generate Lesson',
    '/lesson-plans',
  ],
  [
    'Multi-User Dashboards',
    'role-specific views for students, teachers, parents',
    'Open Dashboards',
    '/dashboards',
  ],
  ['AI Safety & Moderation', 'a Safeguard agent monitors all tutors', 'View Safeguard', '/safeguard'],
  ['Real-Time Progress Tracking', 'mastery, time-on-task, growth', 'Open Progress', '/progress'],
  ['Subject-Specific ASI Tutors', 'e.g. Math Genius, Writing Coach', 'Browse ASI Tutors', '/subjects'],
] as const;

const TUTORS = [
  ['Math Genius', 'Mathematics'],
  ['Writing Coach', 'English Language Arts'],
  ['Science Explorer', 'Science'],
  ['History Master', 'Social Studies'],
  ['Reading Mentor', 'Reading'],
  ['Music Teacher', 'Music'],
  ['Critical Thinker', 'Logic & Reasoning'],
  ['Creative Arts Coach', 'Visual Arts'],
] as const;

const SUBJECTS = ['Mathematics', 'Reading', 'Writing', 'Science', 'Social Studies', 'Critical Thinking'];

/** No axe violations of any impact (all rules axe runs by default, best practices included). */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

async function waitForPage(page: Page, heading: string | null) {
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  else await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await appStarted(page);
}

/** The page's headings, in order, with their levels: what a screen-reader user skims. */
const headingOutline = (page: Page) =>
  page
    .locator('main')
    .locator('h1, h2, h3')
    .evaluateAll((elements) =>
      elements.map((element) => `${element.tagName} ${element.textContent?.trim()}`),
    );

/** Where the page's headings, paragraphs and links stand (CSS pixels, rounded): what a reader sees move. */
const layout = (page: Page) =>
  page.locator('main :is(h1, h2, h3, p, a), footer a').evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.tagName} ${[box.x, box.y, box.width, box.height].map(Math.round).join(',')}`;
    }),
  );

test.describe('prerendered pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const { path, heading } of PUBLIC_PAGES) {
      test(`${path} arrives with its content, its canonical URL and inert controls`, async ({
        page,
        baseURL,
      }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
        await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
          'href',
          '#main-content',
        );
        // The header's links work without the app.
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Features' }),
        ).toHaveAttribute('href', '/features');
        // Nothing can be typed or pressed that the app would then throw away.
        for (const control of await page
          .locator('main button, main input, main textarea, main select')
          .all()) {
          await expect(control).toBeDisabled();
        }
      });
    }

    test('the sign-in form is there, disabled until the app has started', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByLabel('Email')).toBeDisabled();
      await expect(page.getByLabel('Password')).toBeDisabled();
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeDisabled();
    });

    test('a system that prefers dark gets the dark palette before any script runs', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('/');
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      await page.emulateMedia({ colorScheme: 'light' });
      const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(background).not.toBe(lightBackground);
      expect(lightBackground).toMatch(/^(rgb\(255, 255, 255\)|oklch\(1 0 0\))$/);
    });
  });

  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path}: the app takes over with the same page, where nothing moves, without a console error`, async ({
      browser,
    }) => {
      const staticContext = await browser.newContext({ javaScriptEnabled: false });
      const staticPage = await staticContext.newPage();
      await staticPage.goto(path);
      const prerendered = await headingOutline(staticPage);
      const prerenderedLayout = await layout(staticPage);
      await staticContext.close();

      const context = await browser.newContext();
      const page = await context.newPage();
      // The prerendered read-aloud page shows a browser that can speak; so must this one.
      await installEngineWhereThereAreNoVoices(page);
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(path);
      await waitForPage(page, heading);
      expect(await headingOutline(page)).toEqual(prerendered);
      // Nothing moves when the app replaces the prerendered markup.
      expect(await layout(page)).toEqual(prerenderedLayout);
      if (heading) expect(prerendered[0]).toBe(`H1 ${heading}`);
      // The app renders its own head tags: exactly one canonical URL.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      const controls = page.locator('main button, main input');
      if ((await controls.count()) > 0) await expect(controls.first()).toBeEnabled();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

test.describe('home page', () => {
  test('hero, the eight feature cards exactly as specified, the dashboard section and the call to action', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Academy/);
    const hero = page.getByRole('region', { name: 'One-on-one adaptive tutoring for every student' });
    await expect(hero.getByRole('link', { name: 'Start Learning Today' })).toHaveAttribute('href', '/auth');
    await expect(hero.getByRole('link', { name: 'For Educators' })).toHaveAttribute('href', '/for-educators');
    await expect(hero.getByText('95%')).toBeVisible();
    await expect(hero.getByText('up to 70%')).toBeVisible();
    await expect(hero.getByText(/marketing claims/)).toBeVisible();

    const features = page.locator('#features');
    await expect(features.getByRole('listitem')).toHaveCount(8);
    for (const [title, summary, label, href] of FEATURE_CARDS) {
      const card = features.getByRole('listitem').filter({ hasText: title });
      await expect(card.getByText(summary, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }

    await expect(page.getByText('Please sign in to view your learning dashboard.')).toBeVisible();
    const cta = page.getByRole('region', { name: 'Ready to Start Learning?' });
    await expect(cta.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Academy`);
  });

  test('every feature card button leads to its page (guarded ones by way of sign-in)', async ({ page }) => {
    for (const [, , label, href] of FEATURE_CARDS) {
      await page.goto('/');
      await page.locator('#features').getByRole('link', { name: label, exact: true }).click();
      const publicTarget = ['/accessibility/tts', '/dashboards', '/subjects'].includes(href);
      await expect(page).toHaveURL(publicTarget ? new RegExp(`${href}$`) : /\/auth$/);
      if (!publicTarget) {
        // The guard remembers where the visitor was going.
        expect(await page.evaluate(() => window.history.state?.usr?.from)).toBe(href);
      }
    }
  });

  test('search metadata: description, canonical, Open Graph, Twitter and Organization JSON-LD', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/for-parents');
    await waitForPage(page, 'For Parents');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /K-12/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/for-parents$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/for-parents$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Academy/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page).toHaveTitle('For Parents | Academy');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '');
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Academy',
    });
    // The data block does not trip the strict CSP (script-src 'self').
    const cspViolations = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          document.addEventListener('securitypolicyviolation', () => count++);
          setTimeout(() => resolve(count), 250);
        }),
    );
    expect(cspViolations).toBe(0);
    expect(violations).toEqual([]);
  });

  test('robots.txt and sitemap.xml list the public routes and are not swallowed by the SPA', async ({
    request,
    baseURL,
  }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.ok()).toBe(true);
    expect(robots.headers()['content-type']).toContain('text/plain');
    expect(await robots.text()).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.headers()['content-type']).toContain('xml');
    const body = await sitemap.text();
    for (const { path } of PUBLIC_PAGES) expect(body).toContain(`<loc>${baseURL}${path}</loc>`);
  });
});

test.describe('catalogue and audience pages', () => {
  test('/subjects shows the eight tutors with level, three features and a real student count', async ({
    page,
    request,
  }) => {
    const counts = (
      (await (await request.get('/api/catalog/tutors')).json()) as {
        tutors: { name: string; students: number }[];
      }
    ).tutors;
    await page.goto('/subjects');
    for (const [name, subject] of TUTORS) {
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      await expect(card.getByText(subject, { exact: true })).toBeVisible();
      await expect(card.getByText(/^(Advanced|Intermediate|Beginner|All Levels)$/)).toBeVisible();
      await expect(card.getByRole('list', { name: `${name} features` }).getByRole('listitem')).toHaveCount(3);
      // The count the server computed from the seeded school's tutoring sessions.
      const count = counts.find((tutor) => tutor.name === name)!.students;
      await expect(card.getByText(`${count} ${count === 1 ? 'student' : 'students'}`)).toBeVisible();
      await expect(card.getByRole('link', { name: `Start with ${name}` })).toHaveAttribute(
        'href',
        '/student/tutor',
      );
    }
  });

  test('/subject-tutors has six subject cards, /educators six tools and its calls to action', async ({
    page,
  }) => {
    await page.goto('/subject-tutors');
    for (const subject of SUBJECTS) {
      await expect(page.getByRole('link', { name: `Learn with the ${subject} Tutor` })).toHaveAttribute(
        'href',
        '/student/tutor',
      );
    }
    await page.goto('/educators');
    const tools = [
      ['Manage Classes', '/teacher'],
      ['Generate Lesson', '/lesson-plans'],
      ['Check Homework', '/homework-checker'],
      ['View Progress', '/progress'],
      ['Open Time-Saving Tools', '/teacher'],
      ['View Safeguard', '/safeguard'],
    ];
    for (const [label, href] of tools) {
      await expect(page.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(page.getByRole('link', { name: 'Create a Teacher Account' })).toHaveAttribute(
      'href',
      '/auth',
    );
    await expect(page.getByRole('link', { name: 'Open the Teacher Dashboard' })).toHaveAttribute(
      'href',
      '/teacher',
    );
    await expect(page.getByRole('link', { name: 'Choose Your Dashboard' })).toHaveAttribute(
      'href',
      '/dashboards',
    );
  });

  test('/for-educators and /for-parents link to /auth and the policies', async ({ page }) => {
    for (const [path, cta] of [
      ['/for-educators', 'Create a Teacher Account'],
      ['/for-parents', 'Sign In to the Parent Portal'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: cta })).toHaveAttribute('href', '/auth');
      const policies = page.getByRole('navigation', { name: 'Policies on this page' });
      await expect(policies.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/privacy-policy',
      );
      await expect(policies.getByRole('link', { name: 'Student Data Security' })).toHaveAttribute(
        'href',
        '/security-compliance',
      );
    }
  });

  test('the parents FAQ opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/for-parents');
    await appStarted(page); // focus() does not wait for the button to be enabled, as a click does
    const first = page.getByRole('button', { name: 'How do I get a parent account?' });
    const second = page.getByRole('button', { name: 'What can I see about my child?' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Parents cannot sign themselves up/)).toBeHidden();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/Parents cannot sign themselves up/)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('Space');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText(/Parents cannot sign themselves up/)).toBeHidden();
  });

  test('/about carries the standards attribution notices and credits ALTCHA', async ({ page }) => {
    await page.goto('/about');
    await expect(
      page.getByText(
        'Common Core State Standards © Copyright 2010 National Governors Association Center for Best Practices and Council of Chief State School Officers. All rights reserved.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(
        'NGSS Lead States. 2013. Next Generation Science Standards: For States, By States. Washington, DC: The National Academies Press.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'corestandards.org/public-license' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ALTCHA' })).toHaveAttribute('href', 'https://altcha.org');
  });

  test('the legal pages carry the effective date and say what is stored and how to get it deleted', async ({
    page,
  }) => {
    for (const [path, title] of [
      ['/terms-of-service', 'Terms of Service'],
      ['/privacy-policy', 'Privacy Policy'],
      ['/security-compliance', 'Student Data Security'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText('Effective date: August 9, 2025')).toBeVisible();
      await expect(page.getByText(/contact your school administrator/i).first()).toBeVisible();
    }
    await page.goto('/privacy-policy');
    for (const heading of ['What we store', 'Who can see it', 'How long we keep it']) {
      await expect(page.getByRole('heading', { name: new RegExp(heading) })).toBeVisible();
    }
    await expect(page.getByText(/runs offline, on the school/)).toBeVisible();
    await expect(page.getByText(/COPPA/).first()).toBeVisible();
    await expect(page.getByText(/FERPA/).first()).toBeVisible();
  });
});

test.describe('the tutor receives the navigation state from the catalogue', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signIn(page, 'finn@demo.academy', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/student$/);
  });
  test.afterAll(async () => {
    await page.close();
  });

  const usr = () => page.evaluate(() => window.history.state?.usr as unknown);

  test('each /subjects start button: tutor name, subject and the specialised flag', async () => {
    for (const [name, subject] of TUTORS) {
      await page.goto('/subjects');
      // Navigation state is the app's: a click on the prerendered page before it has started is a plain
      // page load (ADR 007).
      await appStarted(page);
      await page.getByRole('link', { name: `Start with ${name}` }).click();
      await expect(page).toHaveURL(/\/student\/tutor$/);
      expect(await usr()).toEqual({ tutorName: name, subject, specialized: true });
    }
  });

  test("each /subject-tutors card: the subject and '{title} Tutor'", async () => {
    for (const subject of SUBJECTS) {
      await page.goto('/subject-tutors');
      await appStarted(page);
      await page.getByRole('link', { name: `Learn with the ${subject} Tutor` }).click();
      await expect(page).toHaveURL(/\/student\/tutor$/);
      expect(await usr()).toEqual({ subject, tutorName: `${subject} Tutor` });
    }
  });

  test("signed in, the hero's 'Start Learning Today' goes to the user's own dashboard", async () => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start Learning Today' })).toHaveAttribute(
      'href',
      '/student',
    );
  });
});

test.describe('accessibility and layout', () => {
  for (const scheme of ['light', 'dark'] as const) {
    for (const { path, heading } of PUBLIC_PAGES) {
      test(`axe finds no violations on ${path} (${scheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
        await page.goto(path);
        await waitForPage(page, heading);
        // The theme is "system": the stylesheet follows the scheme.
        await expect(page.locator('html')).toHaveCSS('color-scheme', scheme);
        await expectNoAxeViolations(page);
      });
    }
  }

  test('at 375 px no public page scrolls sideways, and the menu opens and closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await waitForPage(page, heading);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });

  test('the colour theme: system by default, an explicit choice persists across a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await appStarted(page);
    const html = page.locator('html');
    await expect(html).toHaveCSS('color-scheme', 'light');
    await page.getByRole('button', { name: 'Colour theme: System. Switch to Light' }).click();
    await page.getByRole('button', { name: 'Colour theme: Light. Switch to Dark' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(html).toHaveCSS('color-scheme', 'dark');
    await page.reload();
    await expect(html).toHaveCSS('color-scheme', 'dark');
    await appStarted(page);
    // Light on a system that prefers dark: the choice wins over the system.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Colour theme: Dark. Switch to System' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(html).toHaveCSS('color-scheme', 'dark');
    await page.getByRole('button', { name: 'Colour theme: System. Switch to Light' }).click();
    await expect(html).toHaveClass(/\blight\b/);
    await expect(html).toHaveCSS('color-scheme', 'light');
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/features');
    await waitForPage(page, 'Features');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});
