import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleReason, writeStamp } from './build-state.mjs';

/** `npm start` rebuilds only when the build is missing or older than its sources (scripts/build-state.mjs). */

let root: string;
const later = (file: string) => {
  const t = new Date(Date.now() + 60_000);
  utimesSync(path.join(root, file), t, t);
};
const put = (file: string, text = 'x') => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'academy-build-state-'));
  put('package-lock.json', '{"lockfileVersion":3}');
  put('packages/shared/src/index.ts');
  put('packages/shared/package.json');
  put('apps/server/package.json');
  put('apps/server/src/server.ts');
  put('apps/server/src/server.test.ts');
  put('apps/server/dist/server.js');
  put('apps/server/dist/migrations/meta/_journal.json');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build freshness', () => {
  it('needs a build when there is no stamp, and none after one', () => {
    expect(staleReason('server', root)).toMatch(/build-stamp is missing/);
    writeStamp('server', root);
    expect(staleReason('server', root)).toBeNull();
  });

  it('needs a build when an output is missing', () => {
    writeStamp('server', root);
    rmSync(path.join(root, 'apps/server/dist/server.js'));
    expect(staleReason('server', root)).toMatch(/server\.js is missing/);
  });

  it('needs a build when a source of the part, or of the shared package, changed', () => {
    writeStamp('server', root);
    later('apps/server/src/server.ts');
    expect(staleReason('server', root)).toMatch(/apps\/server\/src changed/);
    writeStamp('server', root);
    later('apps/server/dist/.build-stamp');
    later('apps/server/dist/server.js');
    const t = new Date(Date.now() + 120_000);
    utimesSync(path.join(root, 'packages/shared/src/index.ts'), t, t);
    expect(staleReason('server', root)).toMatch(/packages\/shared\/src changed/);
  });

  it('ignores test files', () => {
    writeStamp('server', root);
    later('apps/server/src/server.test.ts');
    expect(staleReason('server', root)).toBeNull();
  });

  it('takes a lockfile rewritten unchanged (npm prune, npm ci) as unchanged, and a changed one as changed', () => {
    writeStamp('server', root);
    put('package-lock.json', '{"lockfileVersion":3}');
    later('package-lock.json');
    expect(staleReason('server', root)).toBeNull();
    put('package-lock.json', '{"lockfileVersion":3,"packages":{}}');
    expect(staleReason('server', root)).toMatch(/package-lock\.json changed/);
  });

  it('keeps the parts apart: a web source does not stale the server bundle', () => {
    writeStamp('server', root);
    put('apps/web/src/main.tsx');
    later('apps/web/src/main.tsx');
    expect(staleReason('server', root)).toBeNull();
    expect(staleReason('web', root)).toMatch(/index\.html is missing/);
  });
});
