/**
 * An esbuild plugin for files a module reads at run time through `new URL('./file.json', import.meta.url)`:
 * each such file is copied to <outdir>/assets/ and the URL rewritten to point there, so the bundle reads the
 * same bytes the sources read (a bundled module's import.meta.url is the bundle's, not the source's).
 * Only that literal form is recognised; a path built at run time is not (import JSON instead: it is inlined).
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const ASSET_URL = /new URL\(\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const LOADERS = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
};

/** @param {string} outdir the bundle's output folder */
export function assetUrls(outdir) {
  return {
    name: 'asset-urls',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.path.split(path.sep).includes('node_modules')) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const copies = [];
        const contents = source.replace(ASSET_URL, (_match, quote, relative) => {
          const from = path.resolve(path.dirname(args.path), relative);
          const ext = path.extname(from);
          const hash = createHash('sha256').update(from).digest('hex').slice(0, 8);
          const name = `${path.basename(from, ext)}-${hash}${ext}`;
          copies.push({ from, to: path.join(outdir, 'assets', name) });
          return `new URL(${quote}./assets/${name}${quote}, import.meta.url)`;
        });
        if (copies.length === 0) return undefined;
        await mkdir(path.join(outdir, 'assets'), { recursive: true });
        for (const { from, to } of copies) {
          try {
            await cp(from, to);
          } catch {
            return {
              errors: [
                { text: `${path.relative(process.cwd(), args.path)} reads ${from}, which does not exist.` },
              ],
            };
          }
        }
        return {
          contents,
          loader: LOADERS[path.extname(args.path)] ?? 'js',
          watchFiles: copies.map((c) => c.from),
        };
      });
    },
  };
}
