import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assetUrls } from '../apps/server/scripts/asset-urls.mjs';

/** The server bundle keeps working for modules that read a data file beside them (apps/server/scripts/asset-urls.mjs). */

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'academy-asset-urls-'));
  mkdirSync(path.join(dir, 'src/engine'), { recursive: true });
  writeFileSync(path.join(dir, 'src/engine/data.json'), JSON.stringify({ answer: 42 }));
  writeFileSync(
    path.join(dir, 'src/engine/read.ts'),
    "import { readFileSync } from 'node:fs';\n" +
      "export const read = (): { answer: number } => JSON.parse(readFileSync(new URL('./data.json', import.meta.url), 'utf8'));\n",
  );
  writeFileSync(
    path.join(dir, 'src/main.ts'),
    "import { read } from './engine/read.ts';\nconsole.log(JSON.stringify(read()));\n",
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const bundle = (outdir: string) =>
  build({
    absWorkingDir: dir,
    entryPoints: { main: 'src/main.ts' },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    plugins: [assetUrls(outdir)],
  });

describe('asset URLs in the server bundle', () => {
  it('copies a file read through new URL(..., import.meta.url) beside the bundle, and the bundle reads it', async () => {
    const out = path.join(dir, 'dist');
    await bundle(out);
    // Run from elsewhere, with the sources gone: only the copy can answer.
    rmSync(path.join(dir, 'src'), { recursive: true });
    const printed = execFileSync(process.execPath, [path.join(out, 'main.js')], {
      cwd: os.tmpdir(),
      encoding: 'utf8',
    });
    expect(JSON.parse(printed)).toEqual({ answer: 42 });
  });

  it('fails the build, naming the file, when the file does not exist', async () => {
    rmSync(path.join(dir, 'src/engine/data.json'));
    await expect(bundle(path.join(dir, 'dist'))).rejects.toThrow(/data\.json, which does not exist/);
  });
});
