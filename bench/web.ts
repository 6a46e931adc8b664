/**
 * `npm run bench:web`: the web budget and Lighthouse scores.
 *
 * 1. Builds the web app (skip with BENCH_SKIP_BUILD=1) and reads the Vite manifest: the landing page's initial
 *    JavaScript and CSS is the entry chunk (src/boot.ts), the app chunk it imports (src/main.tsx), the landing
 *    route chunk (preloaded with it on /) and every chunk they import statically, plus their CSS, plus the
 *    prerendered page itself. Each file is gzipped (level 9) and summed. Budget:
 *    150 KB (1 KB = 1024 bytes).
 * 2. Starts the real server (production mode, fresh temporary DATA_DIR with embedded PostgreSQL, no demo
 *    seed) on a free port and runs Lighthouse 12 (default mobile settings, simulated throttling) in Debian
 *    Chromium on / and /auth, BENCH_RUNS times each (default 3), printing the four category scores of the
 *    median run (Lighthouse's computeMedianRun) and the performance score of every run.
 *
 * Exits non-zero when the budget or a score target is missed. Writes nothing but its temporary directory,
 * which it removes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server.ts';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const BUDGET_KB = 150;
const LANDING_ROUTE = 'src/app/routes/landing.tsx';
/** Lighthouse runs per page and preset; the median run (Lighthouse's own computeMedianRun) is reported. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/', '/auth'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

type ManifestChunk = {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

// ---------------------------------------------------------------- bundle budget

export function initialFiles(manifest: Manifest): string[] {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry.');
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk ${key}.`);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  // The entry (src/boot.ts) imports the app (src/main.tsx) on every page: it is part of the first load.
  const app = manifest[entry]!.dynamicImports ?? [];
  if (app.length === 0) throw new Error('The entry chunk does not import the app (src/main.tsx).');
  app.forEach(visit);
  // The router loads the landing route at once on /: its chunk (keyed by source or, when Rollup merged it
  // with shared code, by name) is part of the first load.
  const landing = Object.keys(manifest).find(
    (key) => key === LANDING_ROUTE || (manifest[key]!.name === 'landing' && manifest[key]!.isDynamicEntry),
  );
  if (!landing) throw new Error(`The Vite manifest has no chunk for ${LANDING_ROUTE}.`);
  visit(landing);
  return [...files];
}

function measureBundle(): { rows: { file: string; gzipKb: number }[]; totalKb: number } {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
  const rows = initialFiles(manifest).map((file) => ({
    file,
    gzipKb: gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024,
  }));
  // The page itself (/ is served prerendered) is part of the first load too.
  rows.push({
    file: 'prerendered/index.html',
    gzipKb: gzipSync(readFileSync(path.join(DIST, 'prerendered/index.html')), { level: 9 }).length / 1024,
  });
  return { rows, totalKb: rows.reduce((sum, row) => sum + row.gzipKb, 0) };
}

// ---------------------------------------------------------------- main

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('Building the web app...');
    execFileSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  let failed = false;

  const bundle = measureBundle();
  console.log('\nLanding page, initial JavaScript + CSS (gzip -9):');
  for (const row of bundle.rows) console.log(`  ${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.file}`);
  const withinBudget = bundle.totalKb <= BUDGET_KB;
  console.log(
    `  ${bundle.totalKb.toFixed(1).padStart(7)} KB  total (budget ${BUDGET_KB} KB: ${withinBudget ? 'ok' : 'OVER'})`,
  );
  if (!withinBudget) failed = true;

  // `localhost`, as a visitor would type it.
  const server = await startServer({ host: 'localhost', prefix: 'academy-bench-web-' });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    // The targets apply to Lighthouse's default (mobile: Moto G Power, slow 4G, 4x CPU); desktop is shown too.
    for (const preset of ['mobile', 'desktop'] as const) {
      console.log(`\nLighthouse 12 (${preset}, simulated throttling):`);
      console.log('  page      performance  accessibility  best-practices  seo');
      for (const page of PAGES) {
        const runs = [];
        let failures = 0;
        while (runs.length < RUNS) {
          const result = await lighthouse(
            `${server.baseUrl}${page}`,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: Object.keys(TARGETS),
            },
            preset === 'desktop' ? desktopConfig : undefined,
          );
          if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
          if (result.lhr.runtimeError) {
            // Lighthouse's own recording sometimes fails (NO_NAVSTART, NO_FCP): such a run measured nothing.
            failures += 1;
            console.warn(
              `  (a Lighthouse run on ${page} failed: ${result.lhr.runtimeError.code}; running again)`,
            );
            if (failures > RUNS)
              throw new Error(`Lighthouse failed on ${page}: ${result.lhr.runtimeError.message}`);
            continue;
          }
          runs.push(result);
        }
        const median = computeMedianRun(runs.map((run) => run.lhr));
        const result = runs.find((run) => run.lhr === median)!;
        const range = runs.map((run) => Math.round((run.lhr.categories.performance?.score ?? 0) * 100));
        const scores = Object.fromEntries(
          Object.keys(TARGETS).map((key) => [
            key,
            Math.round((result.lhr.categories[key]?.score ?? 0) * 100),
          ]),
        ) as Record<keyof typeof TARGETS, number>;
        const misses = (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).filter(
          (key) => scores[key] < TARGETS[key],
        );
        console.log(
          `  ${page.padEnd(8)}  ${String(scores.performance).padStart(11)}  ${String(scores.accessibility).padStart(13)}  ${String(scores['best-practices']).padStart(14)}  ${String(scores.seo).padStart(3)}${misses.length ? `  below target: ${misses.join(', ')}` : ''}`,
        );
        const metrics = [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ];
        console.log(
          `            ${metrics.map((id) => `${result.lhr.audits[id]?.title.replace(/[a-z ]/g, '')} ${result.lhr.audits[id]?.displayValue}`).join(', ')}; performance in ${RUNS} runs: ${range.join(', ')}`,
        );
        if (misses.length) {
          if (preset === 'mobile') failed = true;
          for (const audit of Object.values(result.lhr.audits)) {
            if (audit.score === null || audit.score >= 1 || audit.scoreDisplayMode === 'informative')
              continue;
            const inMissed = misses.some((key) =>
              result.lhr.categories[key]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
            );
            if (!inMissed || metrics.includes(audit.id)) continue;
            console.log(`      ${audit.id}: ${audit.title} (${audit.displayValue ?? audit.score})`);
            const items = (audit.details as { items?: unknown[] } | undefined)?.items ?? [];
            for (const item of items.slice(0, 3))
              console.log(`        ${JSON.stringify(item).slice(0, 300)}`);
          }
        }
      }
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
