/**
 * Session 12: which training rows the session 12 self-harm rules hit (rule hits are classifier features, ADR 021),
 * by source and label: `node --import tsx apps/server/src/engines/moderation/experiments/rulehits12.ts`
 * (with MODERATION_SHCORPUS2=1 to include shcorpus2).
 */
import { trainingExamples } from '../model/training.ts';
import { ruleSignals } from '../moderate.ts';
import { SELF_HARM_STRUCTURES_12, SELF_HARM_STRUCTURES_12_FOLDED } from '../structures12-selfharm.ts';

const kinds = new Set(
  [...SELF_HARM_STRUCTURES_12, ...SELF_HARM_STRUCTURES_12_FOLDED].map((r) => `self_harm:${r.kind}`),
);
kinds.delete('self_harm:check_in');
const counts = new Map<string, number>();
for (const ex of trainingExamples()) {
  const { signals } = ruleSignals(ex.text, { role: ex.role });
  const hit = signals.hits.filter((h) => kinds.has(h));
  if (!hit.length) continue;
  const key = `${ex.source} ${ex.label}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
  if (ex.label !== 'self_harm' || process.argv.includes('--all'))
    process.stdout.write(
      `${key.padEnd(24)} [${hit.join(',')}] ${ex.text.slice(0, 140).replace(/\n/g, ' ')}\n`,
    );
}
for (const [k, n] of counts) process.stdout.write(`${k}: ${n}\n`);
