import { progressSchema, testListSchema } from '@academy/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSchool } from '../../seed.ts';
import { signIn } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestContext } from '../../testing/test-app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoSchool(t.database.db);
});
afterAll(async () => {
  await t?.close();
});

describe('the demo school', () => {
  it('has four weeks of practice tests, so /tests and /progress show real figures on first start', async () => {
    const res = await signIn(t.app, 'diego@demo.academy', 'academy-demo');
    const auth = { authorization: `Bearer ${res.json<{ access_token: string }>().access_token}` };
    const tests = testListSchema.parse((await t.app.inject({ url: '/api/tests', headers: auth })).json());
    expect(tests.overview.tests_taken).toBe(12);
    expect(tests.overview.average_score).toBeGreaterThan(40);
    const progress = progressSchema.parse(
      (await t.app.inject({ url: '/api/progress', headers: auth })).json(),
    );
    expect(progress.skills_practised).toBeGreaterThan(5);
    expect(progress.badges.find((b) => b.id === 'first-test')!.earned_at).not.toBeNull();
    const weeks = progress.growth.filter((g) => g.mastery !== null);
    expect(weeks.length).toBeGreaterThanOrEqual(4);
    // Accuracy grows week by week: so does mastery.
    expect(weeks.at(-1)!.mastery!).toBeGreaterThan(weeks[0]!.mastery!);
  });
});
