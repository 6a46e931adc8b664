/**
 * Moderation time per message over the labelled fixtures (offline engine), for `npm run bench`.
 * Target: p99 <= 2 ms. Runnable directly: node --import tsx apps/server/src/engines/moderation/bench.ts
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { loadFixtures } from './eval.ts';
import { moderateSync } from './moderate.ts';

export interface ModerationBench {
  p50Ms: number;
  p99Ms: number;
  n: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

/**
 * Times moderate()'s engine on every fixture message, `rounds` times (after one warm-up round). Each sample
 * is the median of 5 back-to-back runs of the same message, so that a scheduler preemption or a GC pause
 * on a busy machine is not counted as the engine's time.
 */
export function benchModeration(rounds = 10): ModerationBench {
  const texts = loadFixtures().map((f) => f.text);
  for (const t of texts) moderateSync(t, { role: 'student' });
  const times: number[] = [];
  const runs = new Array<number>(5);
  for (let r = 0; r < rounds; r++) {
    const context = { role: r % 2 === 0 ? ('student' as const) : ('assistant' as const) };
    for (const t of texts) {
      for (let k = 0; k < runs.length; k++) {
        const start = performance.now();
        moderateSync(t, context);
        runs[k] = performance.now() - start;
      }
      runs.sort((a, b) => a - b);
      times.push(runs[2] ?? 0);
    }
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return { p50Ms: round(percentile(times, 50)), p99Ms: round(percentile(times, 99)), n: times.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(`${JSON.stringify(benchModeration())}\n`);
}
