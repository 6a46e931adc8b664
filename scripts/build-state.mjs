/**
 * Whether the production build is current: each part (the web app, the server bundle) has a stamp file written
 * after its build succeeded, and is fresh while no source of that part is newer than its stamp and the
 * lockfile's content is the one it was built with. A build that starts deletes its output folder (stamp
 * included), so a failed or interrupted build is never taken as fresh.
 *
 * The lockfile is compared by content, not time: `npm prune --omit=dev` and `npm ci` rewrite it unchanged.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

const SHARED = ['packages/shared/src', 'packages/shared/package.json'];
const LOCKFILE = 'package-lock.json';

/** Per part: the sources that go into it, the stamp, and the files the build must have produced. */
export const PARTS = {
  web: {
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/scripts',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...SHARED,
    ],
    stamp: 'apps/web/dist/.build-stamp',
    outputs: ['apps/web/dist/index.html'],
  },
  server: {
    sources: ['apps/server/src', 'apps/server/scripts', 'apps/server/package.json', ...SHARED],
    stamp: 'apps/server/dist/.build-stamp',
    outputs: ['apps/server/dist/server.js', 'apps/server/dist/migrations/meta/_journal.json'],
  },
};

/** Tests and test helpers are not part of a build: editing them must not force one. */
const ignored = (name) =>
  name === 'node_modules' || name === 'dist' || name === 'testing' || /\.test\.[cm]?[jt]sx?$/.test(name);

/** The newest modification time (ms) of a file or of the files below a folder; 0 when it does not exist. */
export function newestMtime(target) {
  let st;
  try {
    st = statSync(target);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (ignored(entry.name)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function lockHash(root) {
  try {
    return createHash('sha256')
      .update(readFileSync(path.join(root, LOCKFILE)))
      .digest('hex');
  } catch {
    return null;
  }
}

/** Marks a part as built from the sources as they are now. */
export function writeStamp(part, root = ROOT) {
  const stamp = { builtAt: new Date().toISOString(), lockfile: lockHash(root) };
  writeFileSync(path.join(root, PARTS[part].stamp), `${JSON.stringify(stamp)}\n`);
}

/**
 * Why a part needs building, or null when its build is current.
 * @param {keyof typeof PARTS} part
 */
export function staleReason(part, root = ROOT) {
  const { sources, stamp, outputs } = PARTS[part];
  const missing = outputs.find((f) => !existsSync(path.join(root, f)));
  if (missing) return `${missing} is missing`;
  const stampFile = path.join(root, stamp);
  const stampTime = newestMtime(stampFile);
  if (stampTime === 0) return `${stamp} is missing`;
  let built;
  try {
    built = JSON.parse(readFileSync(stampFile, 'utf8'));
  } catch {
    return `${stamp} is unreadable`;
  }
  if (built.lockfile !== lockHash(root)) return `${LOCKFILE} changed since the last build`;
  for (const source of sources) {
    if (newestMtime(path.join(root, source)) > stampTime) return `${source} changed since the last build`;
  }
  return null;
}
