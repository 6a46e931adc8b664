/**
 * Session 12 (issue 18, self-harm): one line per row of a development folder (never a figures-only set): expected
 * category/severity, what the engine said, the rule hits, p(self_harm) and p(benign).
 * node --import tsx apps/server/src/engines/moderation/experiments/probe12.ts devsh12 [--misses]
 */
import { join } from 'node:path';
import { FIGURES_ONLY_SETS, loadFixtures } from '../eval.ts';
import { classifyMessage, moderateSync, ruleSignals } from '../moderate.ts';

const set = process.argv[2] ?? 'devsh12';
if (FIGURES_ONLY_SETS.includes(set) || /blind|later|check|holdout|fresh/.test(set))
  throw new Error(`${set} is figures only`);
const misses = process.argv.includes('--misses');
for (const f of loadFixtures(join(import.meta.dirname, '..', 'fixtures', set))) {
  const r = moderateSync(f.text, { role: f.role ?? 'student' });
  const { signals, normalized } = ruleSignals(f.text, { role: f.role ?? 'student' });
  const p = classifyMessage(normalized, signals);
  const got = r.flagged ? `${r.category}/${r.severity}` : 'none';
  const want = f.category ? `${f.category}/${f.severity ?? '-'}` : 'none';
  const ok = f.category
    ? r.category === f.category && (!f.severity || r.severity === f.severity)
    : !r.flagged;
  if (misses && ok) continue;
  process.stdout.write(
    `${ok ? 'ok  ' : 'MISS'} ${want.padEnd(16)} -> ${got.padEnd(18)} sh=${p.self_harm.toFixed(2)} b=${p.benign.toFixed(2)} [${signals.hits.join(',')}] ${f.text.slice(0, 110)}\n`,
  );
}
