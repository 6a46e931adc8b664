/**
 * The training data of the shipped classifier, read at build time only (train.ts, the evaluation and the
 * tests; never by the server): the project's own labelled fixtures (fixtures/*.jsonl, the main set; the
 * held-out folders are never trained on) and the training part of the public sources copied into
 * model/data/ (see model/data/README.md for sources, licenses and what was left out).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  features,
  LABELS,
  trainModel,
  type Example,
  type Label,
  type ModelFile,
  type TrainOptions,
} from '../classifier.ts';
import { ruleSignals } from '../moderate.ts';
import { SOURCES } from './sources.ts';

const FIXTURES = join(import.meta.dirname, '..', 'fixtures');
const DATA = join(import.meta.dirname, 'data');
const LABEL_SET = new Set<string>(LABELS);

function jsonl<T>(path: string): T[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

/** The project's fixtures as training examples (personal information is left to the exact detectors). */
export function fixtureExamples(
  dir = FIXTURES,
  source = 'fixtures',
): (Example & { role: 'student' | 'assistant' })[] {
  const out: (Example & { role: 'student' | 'assistant' })[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()) {
    for (const row of jsonl<{ text: string; category: string | null; role?: 'student' | 'assistant' }>(
      join(dir, file),
    )) {
      const label = (row.category ?? 'benign') as Label;
      if (!LABEL_SET.has(label)) continue;
      out.push({ text: row.text, label, source, weight: 2, role: row.role ?? 'student' });
    }
  }
  return out;
}

/** The copied training part of the public sources (model/data/<source>.jsonl). */
export function sourceExamples(): (Example & { role: 'student' })[] {
  const out: (Example & { role: 'student' })[] = [];
  for (const s of SOURCES) {
    for (const row of jsonl<{ text: string; label: Label }>(join(DATA, `${s.name}.jsonl`)))
      out.push({ text: row.text, label: row.label, source: s.name, weight: s.weight, role: 'student' });
  }
  return out;
}

/**
 * The self-harm corpus of session 10 (fixtures/shcorpus/, issue 18): self-harm in many voices and framings
 * (first and third person, questions, indirect, text-speak, long posts) and as many hard negatives. Trained on;
 * its last-written batch (fixtures/shcorpus-later/) is never trained on.
 */
export const SH_CORPUS = join(FIXTURES, 'shcorpus');

/**
 * The violence and harassment corpus of session 10 (fixtures/viocorpus/, issue 18): threats and plans, reported
 * threats, how-to-harm questions, accounts of fights; insults and threats at a person, the student bullied,
 * harassment asked for; children's and teens' voices (text-speak, long and short, a few in Spanish and German) and
 * as many hard negatives (sport, games, history, books, martial arts, cooking, figures of speech, banter, swearing
 * at no one). Trained on; its last-written batch (fixtures/viocorpus-later/) is never trained on.
 */
export const VIO_CORPUS = join(FIXTURES, 'viocorpus');

/**
 * The second self-harm corpus (session 11, fixtures/shcorpus2/, issue 18): severity by policy (a plan, means at hand,
 * an act or attempt, someone close at risk now: high; a worried question: medium), Spanish, French and German, children's
 * and parents' voices, long posts with the risk in the second sentence, and as many hard negatives (the same words
 * in hyperbole, games, lyrics, first aid, grief). Trained on at weight 1 (shcorpus has 2); its last-written batch
 * (fixtures/shcorpus2-later/) is never trained on.
 */
export const SH_CORPUS_2 = join(FIXTURES, 'shcorpus2');
export const SH_CORPUS_2_WEIGHT = 1;
/** Whether shcorpus2 is trained on (session 11: see README; the experiment switch). */
export const SH_CORPUS_2_TRAINED = process.env.MODERATION_SHCORPUS2 === '1';
export const VIO_CORPUS_WEIGHT = 1;

/**
 * The hate corpus of session 10 (fixtures/hatecorpus/, issue 18), trained on since session 11: hate towards
 * protected groups (masked, leet and coded slurs, dehumanising comparisons, atrocities denied or praised, calls to
 * exclude or harm, stereotypes stated as fact) in children's, teens' and adults' voices, and as many hard negatives
 * (history, hate reported by its target, questions about a word, religion, identity, disability, books). Its
 * later batches (fixtures/hatecorpus-later/, hatecorpus-later2/) are never trained on.
 */
export const HATE_CORPUS = join(FIXTURES, 'hatecorpus');
export const HATE_CORPUS_WEIGHT = 1;

/**
 * The violence and harassment corpus of session 11 (fixtures/viocorpus2/, issue 18): how-to-harm and weapon-making
 * questions, graphic injuries, accounts seen or at home, conditional and reported threats, threats and bullying in
 * Spanish, German and French, harassment asked for or suffered; as many hard negatives. Trained on at weight 0.5; its
 * last-written batch (fixtures/viocorpus2-later/) is never trained on.
 */
export const VIO_CORPUS2 = join(FIXTURES, 'viocorpus2');
/** 0.5: at 1 a supportive C-SSRS post's self-harm rule hit stayed high (cross-source benign high 4 -> 5; README). */
export const VIO_CORPUS2_WEIGHT = 0.5;

/**
 * The harassment corpus of session 11 (fixtures/harcorpus/, issue 18): insults aimed at a person, harassment asked
 * for (roasts, fake accounts, polls, memes, rumours, anonymous comments), blackmail, doxxing threats, exclusion
 * campaigns and the student bullied, in children's, teens', parents' and teachers' voices (text-speak, emoji,
 * Spanish, German, French); as many hard negatives (banter, self-roasts, sports trash talk, critiques of books and
 * films, firm feedback, how to answer a bully, a bystander asking for help). Its last-written batch
 * (fixtures/harcorpus-later/) is never trained on.
 */
export const HAR_CORPUS = join(FIXTURES, 'harcorpus');
export const HAR_CORPUS_WEIGHT = 0.75;
/**
 * Whether harcorpus is trained on (the experiment switch, MODERATION_HARCORPUS=1). Off in the shipped model
 * (session 11, lead): merged with the other corpora, it cost the cross-source figures (harmful right 51.5% -> 50.8%,
 * C-SSRS self-harm right 20.0% -> 18.7%, deepset injection right 86.0% -> 83.7%) for a small gain on its own
 * held-back batch (7 -> 9 of 30); the harassment evidence its author wrote (decide.ts, HARASSMENT_ACTS) is kept.
 */
export const HAR_CORPUS_TRAINED = process.env.MODERATION_HARCORPUS === '1';

export function trainingExamples(): (Example & { role: 'student' | 'assistant' })[] {
  return [
    ...fixtureExamples(),
    ...fixtureExamples(SH_CORPUS, 'shcorpus'),
    ...(SH_CORPUS_2_TRAINED
      ? fixtureExamples(SH_CORPUS_2, 'shcorpus2').map((e) => ({ ...e, weight: SH_CORPUS_2_WEIGHT }))
      : []),
    // weight 1 (the fixtures and shcorpus have 2): at 2 and 4 it cost benign flags across sources (README)
    ...fixtureExamples(VIO_CORPUS, 'viocorpus').map((e) => ({ ...e, weight: VIO_CORPUS_WEIGHT })),
    ...fixtureExamples(HATE_CORPUS, 'hatecorpus').map((e) => ({ ...e, weight: HATE_CORPUS_WEIGHT })),
    ...fixtureExamples(VIO_CORPUS2, 'viocorpus2').map((e) => ({ ...e, weight: VIO_CORPUS2_WEIGHT })),
    ...(HAR_CORPUS_TRAINED
      ? fixtureExamples(HAR_CORPUS, 'harcorpus').map((e) => ({ ...e, weight: HAR_CORPUS_WEIGHT }))
      : []),
    ...sourceExamples(),
  ];
}

export type Featurised = { feats: string[]; label: Label; weight: number; source: string };

/** Features of every example (the rules run once per example). */
export function featurise(examples: (Example & { role: 'student' | 'assistant' })[]): Featurised[] {
  return examples.map((ex) => {
    const { signals, normalized } = ruleSignals(ex.text, { role: ex.role });
    return {
      feats: features(normalized, signals),
      label: ex.label,
      weight: ex.weight ?? 1,
      source: ex.source,
    };
  });
}

/** Trains on featurised rows (optionally leaving some sources out, for the cross-source evaluation). */
export function trainOn(rows: Featurised[], leaveOut: string[] = [], options?: TrainOptions): ModelFile {
  const kept = rows.filter((r) => !leaveOut.includes(r.source));
  const trainedOn: Record<string, number> = {};
  for (const r of kept) trainedOn[r.source] = (trainedOn[r.source] ?? 0) + 1;
  return trainModel(kept, trainedOn, options);
}

/** The examples whose features the fingerprint hashes: every fixture and every 25th public row. */
export function fingerprintSample<T extends { source: string }>(examples: T[]): T[] {
  let i = 0;
  return examples.filter(
    (ex) =>
      ex.source === 'fixtures' ||
      ex.source === 'shcorpus' ||
      ex.source === 'shcorpus2' ||
      ex.source === 'viocorpus' ||
      ex.source === 'hatecorpus' ||
      ex.source === 'viocorpus2' ||
      ex.source === 'harcorpus' ||
      i++ % 25 === 0,
  );
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/**
 * What a model was made from: a hash of the training examples and a hash of the features the current code
 * computes for a sample of them (`featurised`, when already computed for every example, is reused).
 */
export function fingerprint(
  examples: (Example & { role: 'student' | 'assistant' })[],
  featurised?: Featurised[],
): { data: string; features: string } {
  const data = sha(
    examples.map((e) => JSON.stringify([e.text, e.label, e.weight ?? 1, e.source, e.role])).join('\n'),
  );
  const rows = featurised ? fingerprintSample(featurised) : featurise(fingerprintSample(examples));
  const features = sha(rows.map((r) => `${r.label} ${r.weight} ${[...r.feats].sort().join(' ')}`).join('\n'));
  return { data, features };
}

/** The shipped model, trained afresh, with its fingerprint. */
export function trainShipped(): ModelFile {
  const examples = trainingExamples();
  const featurised = featurise(examples);
  return { ...trainOn(featurised), fingerprint: fingerprint(examples, featurised) };
}

/** The model file's text: one feature per line, so that a retraining reads as a diff. */
export function serialise(model: ModelFile): string {
  const head = JSON.stringify({
    version: model.version,
    labels: model.labels,
    trainedOn: model.trainedOn,
    fingerprint: model.fingerprint,
    bias: model.bias,
  });
  const rows = Object.keys(model.weights)
    .sort()
    .map((f) => `    ${JSON.stringify(f)}: ${JSON.stringify(model.weights[f])}`);
  return `${head.slice(0, -1)},\n  "weights": {\n${rows.join(',\n')}\n  }\n}\n`;
}
