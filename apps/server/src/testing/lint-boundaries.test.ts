// The boundary rules of eslint.config.js fire: each deliberate violation below is refused with a
// message that says where the code should go, and the same import written the allowed way passes.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
let eslint: ESLint;

beforeAll(() => {
  // ignore: false so that the committed fixtures (ignored by `npm run check`) are linted here.
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function messagesFor(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('boundaries', () => {
  it("a server module may not reach into another module's internals, only its index.ts", async () => {
    const file = 'apps/server/src/modules/tutor/fixture.ts';
    const bad = await messagesFor(file, "import { screen } from '../safeguard/screen.ts';\nvoid screen;\n");
    expect(bad).toEqual([
      expect.objectContaining({ rule: 'no-restricted-imports', message: expect.stringMatching(/index\.ts/) }),
    ]);
    expect(
      await messagesFor(file, "import { screen } from '../safeguard/index.ts';\nvoid screen;\n"),
    ).toEqual([]);
  });

  it('code outside modules uses their public surface too', async () => {
    const bad = await messagesFor(
      'apps/server/src/runtime-fixture.ts',
      "import { createUser } from './modules/auth/auth.repository.ts';\nvoid createUser;\n",
    );
    expect(bad).toEqual([expect.objectContaining({ rule: 'no-restricted-imports' })]);
  });

  it('db/ imports no module', async () => {
    const bad = await messagesFor(
      'apps/server/src/db/fixture.ts',
      "import { createUser } from '../modules/auth/index.ts';\nvoid createUser;\n",
    );
    expect(bad).toEqual([
      expect.objectContaining({
        rule: 'no-restricted-imports',
        message: expect.stringMatching(/database layer/),
      }),
    ]);
  });

  it('engines know nothing of HTTP or the database', async () => {
    const bad = await messagesFor(
      'apps/server/src/engines/tutor/fixture.ts',
      "import type { Db } from '../../db/client.ts';\nimport type { FastifyInstance } from 'fastify';\nexport type X = [Db, FastifyInstance];\n",
    );
    expect(bad.map((m) => m.rule)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
  });

  it('web features do not import each other or routes; shared web code does not import features', async () => {
    const feature = await messagesFor(
      'apps/web/src/features/tutor/components/fixture.tsx',
      "import { LoginGuard } from '@/features/auth/components/login-guard';\nimport Route from '@/app/routes/tts';\nexport const x = [LoginGuard, Route];\n",
    );
    expect(feature.map((m) => m.rule)).toEqual(['no-restricted-imports', 'no-restricted-imports']);
    expect(feature[0]!.message).toMatch(/compose them in a route/);
    const own = await messagesFor(
      'apps/web/src/features/tutor/components/fixture.tsx',
      "import { TUTOR_STRINGS } from '@/features/tutor/utils/strings';\nexport const x = TUTOR_STRINGS;\n",
    );
    expect(own).toEqual([]);
    const lib = await messagesFor(
      'apps/web/src/lib/fixture.ts',
      "import { TUTOR_STRINGS } from '@/features/tutor/utils/strings';\nexport const x = TUTOR_STRINGS;\n",
    );
    expect(lib).toEqual([expect.objectContaining({ rule: 'no-restricted-imports' })]);
  });

  it('an import cycle is refused', async () => {
    const results = await eslint.lintFiles(['apps/server/src/testing/boundary-fixtures/cycle-a.ts']);
    expect(results[0]!.messages).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-cycle', message: expect.stringMatching(/cycle/i) }),
    ]);
  });
});
