import MiniSearch, { type SearchResult } from 'minisearch';
import { ALL_TOPICS, TOPICS_BY_ID } from './topics/index.ts';
import { STOPWORDS, stem, words } from './text.ts';
import type { GradeBand, KbSubject, Topic } from './types.ts';

/** Maps a session subject as given ('Reading Mentor', 'History', 'social-studies', ...) to a KB subject. */
export function kbSubjectOf(subject: string | null | undefined): KbSubject | null {
  const s = (subject ?? '').toLowerCase();
  if (/writ|essay|composition/.test(s)) return 'writing';
  if (/read|ela|english|language arts|literacy|phonics|literature/.test(s)) return 'reading';
  if (/scien|biology|chemistry|physics|earth|nature|climate/.test(s)) return 'science';
  if (/social|history|civics|government|geography|economics|histor/.test(s)) return 'social studies';
  return null;
}

export function bandOfGrade(grade: number | null | undefined): GradeBand | null {
  if (grade === null || grade === undefined || Number.isNaN(grade)) return null;
  if (grade <= 2) return 'K-2';
  if (grade <= 5) return '3-5';
  return '6-8';
}

const BAND_INDEX: Record<GradeBand, number> = { 'K-2': 0, '3-5': 1, '6-8': 2 };

interface IndexedTopic {
  id: string;
  title: string;
  keywords: string;
  vocab: string;
  explanation: string;
  questions: string;
  subject: KbSubject;
  band: GradeBand;
}

/**
 * Words that are searched but never decide relevance: they can name a topic ("question mark", "needs and
 * wants") but usually only frame the question ("I need to know..."). Unmatched, they do not lower coverage;
 * matched alone, they are not enough.
 */
const SOFT = new Set([
  'question',
  'questions',
  'need',
  'needs',
  'want',
  'wants',
  'work',
  'works',
  'make',
  'makes',
  'made',
  'change',
  'use',
  'kind',
  'kinds',
  'type',
  'types',
  'way',
  'ways',
  'call',
  'called',
  'thing',
  'things',
  'happen',
  'happens',
  'mean',
  'means',
  'learn',
  'show',
  'help',
]);
const SOFT_STEMS = new Set([...SOFT].map(stem));

function processTerm(term: string): string | null {
  const w = term.toLowerCase().replace(/['’]/g, '');
  if (!w || (STOPWORDS.has(w) && !SOFT.has(w))) return null;
  return stem(w);
}

function queryTerms(text: string): string[] {
  return words(text)
    .map(processTerm)
    .filter((t): t is string => t !== null);
}

const index = new MiniSearch<IndexedTopic>({
  fields: ['title', 'keywords', 'vocab', 'explanation', 'questions'],
  storeFields: ['subject', 'band'],
  processTerm,
  searchOptions: {
    boost: { title: 4, keywords: 3, vocab: 1.5, explanation: 0.6, questions: 0.5 },
    // Spelling leniency: one edit from 5 letters, two from 9 (a number above 1 is an edit distance).
    fuzzy: (term) => (term.length >= 9 ? 2 : term.length >= 5 ? 1 : false),
    prefix: (term) => term.length >= 5,
    weights: { fuzzy: 0.3, prefix: 0.4 },
  },
});
index.addAll(
  ALL_TOPICS.map((t) => ({
    id: t.id,
    title: t.title,
    keywords: t.keywords.join(' ; '),
    vocab: t.vocab.map((v) => v.term).join(' ; '),
    explanation: [t.explanation, t.simple ?? '', t.deeper ?? ''].join(' '),
    questions: t.questions.map((q) => q.question).join(' '),
    subject: t.subject,
    band: t.band,
  })),
);

/** Words that frame a question rather than name a topic ("what causes...", "the difference between..."). */
const QUERY_STOPWORDS = new Set(
  [
    'cause',
    'causes',
    'caused',
    'difference',
    'differences',
    'different',
    'between',
    'form',
    'forms',
    'formed',
    'exactly',
    'important',
  ].map(stem),
);

/** Each topic's multi-word keywords as processed term sequences, for a phrase bonus. */
const PHRASES = new Map<string, string[][]>(
  ALL_TOPICS.map((t) => [t.id, t.keywords.map((k) => queryTerms(k)).filter((terms) => terms.length >= 2)]),
);

function containsPhrase(seq: string[], phrase: string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= seq.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (seq[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/** Every processed term in the index, to tell "unknown word" from "known word, other topic". */
const VOCABULARY = new Set<string>();
for (const t of ALL_TOPICS) {
  for (const text of [t.title, t.keywords.join(' '), t.vocab.map((v) => v.term).join(' '), t.explanation]) {
    for (const w of words(text)) {
      const p = processTerm(w);
      if (p) VOCABULARY.add(p);
    }
  }
}

export interface TopicHit {
  topic: Topic;
  score: number;
  /** Share of the question's content words this topic matched (0..1). */
  coverage: number;
  /** True when the hit is relevant enough to teach from. */
  confident: boolean;
}

export interface SearchContext {
  subject?: string | null;
  grade?: number | null;
}

function isKnownTerm(term: string): boolean {
  if (VOCABULARY.has(term)) return true;
  if (term.length < 5) return false;
  for (const v of VOCABULARY) {
    if (v.startsWith(term) || (term.startsWith(v) && v.length >= 5)) return true;
  }
  return false;
}

/** Ranks topics for a student's question; the session subject and grade band boost matching topics. */
export function searchTopics(query: string, ctx: SearchContext = {}, limit = 5): TopicHit[] {
  const sequence = queryTerms(query);
  let terms = [...new Set(sequence)].filter((t) => !QUERY_STOPWORDS.has(t));
  if (terms.length === 0) terms = [...new Set(sequence)];
  if (terms.length === 0) return [];
  const subject = kbSubjectOf(ctx.subject);
  const band = bandOfGrade(ctx.grade);
  const results: SearchResult[] = index.search(terms.join(' '), {
    boostDocument: (_id, _term, stored) => {
      let b = 1;
      if (subject && stored?.subject === subject) b *= 1.25;
      if (band && stored?.band) {
        const d = Math.abs(BAND_INDEX[band] - BAND_INDEX[stored.band as GradeBand]);
        b *= d === 0 ? 1.1 : d === 1 ? 1 : 0.9;
      }
      return b;
    },
  });
  const unknown = terms.filter((t) => !SOFT_STEMS.has(t) && !isKnownTerm(t));
  // A topic whose multi-word keyword appears as a phrase in the question ("question mark") ranks higher.
  const ranked = results
    .slice(0, 12)
    .map((r) => {
      const phrase = (PHRASES.get(r.id as string) ?? []).some((p) => containsPhrase(sequence, p));
      return { r, phrase, score: phrase ? r.score * 1.6 : r.score };
    })
    .sort((a, b) => b.score - a.score);
  return ranked.slice(0, limit).map(({ r, score, phrase }) => {
    const matched = new Set(r.queryTerms);
    const counted = terms.filter((t) => matched.has(t) || !SOFT_STEMS.has(t));
    const hard = counted.filter((t) => matched.has(t) && !SOFT_STEMS.has(t)).length;
    const coverage = counted.length ? counted.filter((t) => matched.has(t)).length / counted.length : 0;
    // Relevant when most of the question's content words match this topic, and no word we have never
    // heard of (a name, a place, a future event) is left unexplained.
    const confident =
      score >= 2 &&
      (hard > 0 || phrase) &&
      (coverage >= 0.99 ||
        (coverage >= 0.6 && unknown.length === 0) ||
        (coverage >= 0.66 && unknown.length <= 1 && terms.length >= 4));
    return { topic: TOPICS_BY_ID.get(r.id as string)!, score, coverage, confident };
  });
}

/** The best confident topic for a question, or null when the knowledge base has nothing relevant. */
export function findTopic(query: string, ctx: SearchContext = {}): TopicHit | null {
  const [top] = searchTopics(query, ctx, 1);
  return top && top.confident ? top : null;
}
