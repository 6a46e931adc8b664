import dictionary from 'dictionary-en';
import { ALL_TOPICS } from './topics/index.ts';
import { STOPWORDS, editDistance, stem, words } from './text.ts';
import type { Fact, GradeBand, KbSubject, Topic } from './types.ts';

/** Maps a session subject as given ('Reading Mentor', 'History', 'social-studies', ...) to a KB subject. */
export function kbSubjectOf(subject: string | null | undefined): KbSubject | null {
  const s = (subject ?? '').toLowerCase();
  if (/writ|essay|composition/.test(s)) return 'writing';
  if (/read|ela|english|language arts|literacy|phonics|literature/.test(s)) return 'reading';
  if (/scien|biology|chemistry|physics|earth|nature|climate/.test(s)) return 'science';
  if (/social|history|civics|government|geography|economics|histor/.test(s)) return 'social studies';
  if (/music|song|band|choir/.test(s)) return 'music';
  if (/\bart\b|arts|drawing|painting/.test(s)) return 'art';
  if (/thinking|logic|reasoning|philosophy|debate/.test(s)) return 'critical thinking';
  return null;
}

export function bandOfGrade(grade: number | null | undefined): GradeBand | null {
  if (grade === null || grade === undefined || Number.isNaN(grade)) return null;
  if (grade <= 2) return 'K-2';
  if (grade <= 5) return '3-5';
  return '6-8';
}

const BAND_INDEX: Record<GradeBand, number> = { 'K-2': 0, '3-5': 1, '6-8': 2 };

/**
 * Words that frame a question rather than name its concept ("what causes...", "the difference
 * between...", "tell me the facts"). They are dropped before matching.
 */
const FRAME = new Set(
  [
    'cause',
    'causes',
    'caused',
    'difference',
    'differences',
    'different',
    'between',
    'exactly',
    'important',
    'fact',
    'facts',
    'answer',
    'right',
    'now',
    'today',
    'called',
    'name',
    'names',
    'idea',
    'ideas',
    'example',
    'examples',
    'find',
    'out',
    'why',
    'vs',
    'versus',
    'compare',
    'true',
    'real',
    'really',
    'actually',
    'word',
    'words',
    'school',
    'class',
    'homework',
    'good',
    'best',
    'big',
    'biggest',
    'first',
    'two',
    'three',
    'four',
    'five',
  ].map(stem),
);

/**
 * Common words that can be part of a topic's name ("question mark", "needs and wants") but usually
 * only frame a question ("I need to know..."): kept for phrase matching, never a concept on their own.
 */
const SOFT = new Set(
  'question questions need needs want wants work works change use kind kinds type types way ways help show make made thing things happen mean means'.split(
    ' ',
  ),
);
const SOFT_STEMS = new Set([...SOFT].map(stem));

/** The processed form of one word: stemmed, or null for stopwords. */
function processWord(w: string): string | null {
  if (!w || (STOPWORDS.has(w) && !SOFT.has(w))) return null;
  return stem(w);
}

/** All processed terms of a text, in order (stopwords removed, duplicates kept). */
export function termSequence(text: string): string[] {
  return words(text)
    .map(processWord)
    .filter((t): t is string => t !== null);
}

interface TopicIndex {
  topic: Topic;
  title: Set<string>;
  /** Terms that name the topic on their own: one-word keywords, vocabulary and titles. */
  names: Set<string>;
  strong: Set<string>;
  partial: Set<string>;
  weak: Set<string>;
  /** Multi-word keywords and the title, as term sequences. */
  phrases: string[][];
}

const indexStarted = performance.now();
const indexCpu = process.cpuUsage();
/** Term sequences of the notes' names, worked out once while the index is built. */
const SEQ = new Map<string, string[]>();
function seq(text: string): string[] {
  let s = SEQ.get(text);
  if (!s) {
    s = termSequence(text);
    SEQ.set(text, s);
  }
  return s;
}
const INDEX: TopicIndex[] = ALL_TOPICS.map((topic) => {
  // A word that names the topic only inside a longer keyword ("life" in "still life") is not a name
  // of the topic on its own: it counts half unless the whole phrase is said.
  const single = [topic.title, ...topic.keywords.filter((k) => seq(k).length === 1)];
  const names = new Set(
    [...topic.keywords, ...topic.vocab.map((v) => v.term), topic.title]
      .map(seq)
      .filter((seq) => seq.length === 1)
      .flat(),
  );
  const strongTexts = [
    ...single,
    ...topic.vocab.map((v) => v.term),
    ...topic.facts.map((f) => f.cue.join(' ')),
  ];
  const strong = new Set(strongTexts.flatMap(seq));
  const partial = new Set(topic.keywords.flatMap(seq).filter((t) => !strong.has(t)));
  const weakText = [topic.explanation, topic.simple ?? '', topic.deeper ?? ''].join(' ');
  const weak = new Set(seq(weakText).filter((t) => !strong.has(t) && !partial.has(t)));
  const phrases = [topic.title, ...topic.keywords].map(seq).filter((p) => p.length >= 2);
  return { topic, title: new Set(seq(topic.title)), names, strong, partial, weak, phrases };
});

/** The topics (positions in INDEX) that use each term anywhere, so a question looks only at those. */
const POSTINGS = new Map<string, number[]>();
INDEX.forEach((t, i) => {
  for (const term of new Set([...t.strong, ...t.partial, ...t.weak])) {
    const list = POSTINGS.get(term);
    if (list) list.push(i);
    else POSTINGS.set(term, [i]);
  }
});

/** How many topics name each term in their strong fields (title, keywords, vocabulary, fact cues). */
const DF = new Map<string, number>();
for (const t of INDEX) for (const term of [...t.strong, ...t.partial]) DF.set(term, (DF.get(term) ?? 0) + 1);
const N = INDEX.length;
/** Average number of distinct name terms per topic, for the breadth adjustment below. */
const AVG_NAMES = INDEX.reduce((sum, t) => sum + t.strong.size + t.partial.size, 0) / INDEX.length;
/**
 * How much a topic's breadth discounts its score (BM25's length normalisation, applied to names). An
 * umbrella topic ("Communities", "Elements of art", "Human body systems") names many things that have
 * topics of their own; with the same words matched, the narrower topic is the one asked about.
 */
const BREADTH = 0.1; // 0.2 already loses "how are rainbows made" (light) to a topic that lists "rainbow" as an example
function breadth(t: TopicIndex): number {
  return 1 / (1 + BREADTH * ((t.strong.size + t.partial.size) / AVG_NAMES - 1));
}
/** The weight of a word the notes never use: that of a word two topics name. */
const UNKNOWN_WEIGHT = Math.log(1 + N / 2);
const KNOWN = new Set<string>([...DF.keys(), ...INDEX.flatMap((t) => [...t.weak])]);
/** Known terms by first letter, for spelling correction. */
const BY_INITIAL = new Map<string, string[]>();
for (const term of DF.keys()) {
  const k = term[0]!;
  const list = BY_INITIAL.get(k) ?? [];
  list.push(term);
  BY_INITIAL.set(k, list);
}

/**
 * English words (SCOWL stems from dictionary-en, the homework speller's dictionary). A question's word that
 * is a real word the notes do not use ("charge", "summery") is not "corrected" onto a different word the
 * notes do use ("change", "summer"): that turns a question the notes cannot answer into a wrong topic.
 */
const ENGLISH = new Set<string>();
for (const line of new TextDecoder().decode(dictionary.dic).split('\n')) {
  const slash = line.indexOf('/');
  const w = slash === -1 ? line.trim() : line.slice(0, slash);
  if (w.length >= 5 && /^[a-z]+$/.test(w)) ENGLISH.add(w);
}

/** True for an English word, or a regular inflection of one ("charges", "charged", "charging"). */
export function isEnglishWord(word: string): boolean {
  const w = word.toLowerCase();
  if (ENGLISH.has(w)) return true;
  for (const [end, add] of [
    ['s', ''],
    ['es', ''],
    ['ies', 'y'],
    ['ed', ''],
    ['ed', 'e'],
    ['d', ''],
    ['ing', ''],
    ['ing', 'e'],
    ['ly', ''],
    ['er', ''],
    ['est', ''],
  ] as const)
    if (w.endsWith(end) && ENGLISH.has(w.slice(0, -end.length) + add)) return true;
  return false;
}

/** Milliseconds spent building the topic index at start. */
export const INDEX_BUILD_MS = performance.now() - indexStarted;
/** CPU milliseconds of the same (a busy machine's waiting excluded). */
export const INDEX_BUILD_CPU_MS = ((u) => (u.user + u.system) / 1000)(process.cpuUsage(indexCpu));
SEQ.clear();

/** Informativeness of a term: rare in the notes' names is high; a word the notes never use is highest. */
function idf(term: string): number {
  const df = DF.get(term);
  if (df === undefined) return Math.log(1 + N);
  return Math.log(1 + N / df);
}

/**
 * The closest term the notes name, for a misspelled word ("photosinthesis", "dinosors"): same first
 * letter, within the edits allowed for its length; null when none is close enough.
 */
function correct(term: string, english = false): string | null {
  const key = english ? `${term}\u0000` : term;
  const known = CORRECTED.get(key);
  if (known !== undefined) return known;
  const fixed = correctUncached(term, english);
  if (CORRECTED.size > 5000) CORRECTED.clear();
  CORRECTED.set(key, fixed);
  return fixed;
}

/** Spelling corrections already worked out (students reuse their words). */
const CORRECTED = new Map<string, string | null>();

const ROW_A = new Int32Array(64);
const ROW_B = new Int32Array(64);

/** Levenshtein distance, or max + 1 once it must exceed max; no allocation. */
function boundedDistance(a: string, b: string, max: number): number {
  if (a.length > 60 || b.length > 60) return editDistance(a, b, max);
  let prev = ROW_A;
  let cur = ROW_B;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[b.length]!;
}

/** Endings that leave a word's meaning (a people, a plural): "egyptians", "romans", "japanese". */
const KEEPS_MEANING = new Set(['s', 'es', 'n', 'an', 'ian', 'ians', 'ans', 'ese', 'ern']);

function correctUncached(term: string, english: boolean): string | null {
  if (DF.has(term) || term.length < 5 || /\d/.test(term)) return null;
  // A longer form of a name the notes use ("egyptians" for "egypt"); for a real word, only an ending
  // that keeps the meaning ("summery" is not "summer").
  for (let n = term.length - 1; n >= Math.max(5, term.length - 3); n--)
    if (DF.has(term.slice(0, n)) && (!english || KEEPS_MEANING.has(term.slice(n)))) return term.slice(0, n);
  // A real word is what the student meant, even when the notes never use it.
  if (KNOWN.has(term) || english) return null;
  // Stricter than answer checking: a 5-letter word one edit from a name is often another real word
  // ("slime", "slide"), so questions are corrected from 6 letters (one edit) and 9 (two).
  const max = term.length >= 9 ? 2 : term.length >= 6 ? 1 : 0;
  if (max === 0) return null;
  let best: string | null = null;
  let bestD = max + 1;
  for (const cand of BY_INITIAL.get(term[0]!) ?? []) {
    if (Math.abs(cand.length - term.length) > max || cand.length < 4) continue;
    const d = boundedDistance(term, cand, max);
    if (d < bestD || (d === bestD && best !== null && (DF.get(cand) ?? 0) > (DF.get(best) ?? 0))) {
      best = cand;
      bestD = d;
    }
  }
  return bestD <= max ? best : null;
}

export interface ParsedQuery {
  /** The question's concept terms (processed, spelling-corrected), in order. */
  sequence: string[];
  /** Distinct concept terms, frame words removed. */
  terms: string[];
  /** Terms the notes never use, even after spelling correction (a name, a place, a new thing). */
  unknown: string[];
  /** Subjects the question names as its context ("in music"); a topic of another subject is not it. */
  subjects: KbSubject[];
}

/**
 * A school subject named as the question's context ("texture in art", "what is energy in science"): it
 * says where the question belongs, not what it asks, and a topic that merely has the subject in its title
 * ("Elements of art") must not win over the topic the question names. Removed when something else is left.
 */
const CONTEXT =
  /\b(?:in|for|during|from) (?:my |the |a |an )?(art|arts|music|science|sciences|reading|writing|history|social studies|geography|ela|english|class|school|story|book|poem)(?: class| lesson)?\b/gi;

/** The knowledge subjects a context word belongs to ("in music": music; "in a story": reading). */
const CONTEXT_SUBJECTS: Record<string, KbSubject[]> = {
  art: ['art'],
  arts: ['art'],
  music: ['music'],
  science: ['science'],
  sciences: ['science'],
  reading: ['reading', 'writing'],
  writing: ['writing', 'reading'],
  ela: ['reading', 'writing'],
  english: ['reading', 'writing'],
  story: ['reading', 'writing'],
  book: ['reading', 'writing'],
  poem: ['reading', 'writing'],
  history: ['social studies'],
  'social studies': ['social studies'],
  geography: ['social studies'],
};

/** The question without its context phrase, and the subjects that phrase names (none for "in class"). */
export function stripContext(text: string): { text: string; subjects: KbSubject[] } {
  const subjects = new Set<KbSubject>();
  const stripped = text.replace(CONTEXT, (_m, word: string) => {
    for (const s of CONTEXT_SUBJECTS[word.toLowerCase()] ?? []) subjects.add(s);
    return ' ';
  });
  return stripped !== text && termSequence(stripped).length > 0
    ? { text: stripped, subjects: [...subjects] }
    : { text, subjects: [] };
}

/** Reads a question's concept: content words, spelling-corrected against the notes' vocabulary. */
export function parseQuery(text: string): ParsedQuery {
  const sequence: string[] = [];
  const context = stripContext(text);
  for (const w of words(context.text.replace(/\b(\d+)(st|nd|rd|th)\b/gi, '$1'))) {
    const t = processWord(w);
    if (t !== null) sequence.push(correct(t, w.length >= 5 && isEnglishWord(w)) ?? t);
  }
  let terms = [...new Set(sequence)].filter((t) => !FRAME.has(t) && !SOFT_STEMS.has(t));
  // "Needs and wants": common words are the concept when nothing else is named.
  if (terms.length === 0) terms = [...new Set(sequence)].filter((t) => !FRAME.has(t));
  const unknown = terms.filter((t) => !KNOWN.has(t));
  return { sequence, terms, unknown, subjects: context.subjects };
}

export interface TopicHit {
  topic: Topic;
  score: number;
  /** Share (weighted by informativeness) of the question's concept this topic's names cover (0..1). */
  coverage: number;
  /** Calibrated confidence that this topic is what was asked (0..1). */
  confidence: number;
  /** True when the hit is relevant enough to teach from. */
  confident: boolean;
  /** A multi-word name of the topic appears in the question as a phrase. */
  phrase: boolean;
}

export interface SearchContext {
  subject?: string | null;
  grade?: number | null;
}

/** Confidence at or above which a topic is taught; below it the tutor asks instead. */
export const CONFIDENT = 0.6;

function containsPhrase(seq: string[], phrase: string[]): boolean {
  outer: for (let i = 0; i + phrase.length <= seq.length; i++) {
    for (let j = 0; j < phrase.length; j++) if (seq[i + j] !== phrase[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * Ranks topics for a question. A topic scores by the informativeness of the question's concept terms
 * it names (title, keywords, vocabulary: full weight; its explanation: a third), with a bonus for a
 * multi-word name said as a phrase; the session subject and grade band nudge ties.
 *
 * Confidence combines how much of the concept the topic's names cover, whether its most informative
 * term is covered, a phrase match, and the lead over the next topic. Words the notes never use
 * ("Atlantis", "Pokemon") count against it: the question is about something the notes do not cover.
 */
export function searchTopics(query: string, ctx: SearchContext = {}, limit = 5): TopicHit[] {
  // A turn asks about the same message several times (claim, then reply): the last few are kept.
  const key = `${ctx.subject ?? ''}\u0000${ctx.grade ?? ''}\u0000${query}`;
  let hits = limit <= 5 ? RECENT.get(key) : undefined;
  if (!hits) {
    hits = rank(query, ctx, Math.max(5, limit));
    RECENT.set(key, hits);
    if (RECENT.size > 16) RECENT.delete(RECENT.keys().next().value!);
  }
  return hits.slice(0, limit);
}

const RECENT = new Map<string, TopicHit[]>();
const NONE: string[][] = [];
const NO_TOPICS: number[] = [];
const EMPTY: ReadonlySet<string> = new Set();

function rank(query: string, ctx: SearchContext, limit: number): TopicHit[] {
  const q = parseQuery(query);
  if (q.terms.length === 0) return [];
  const subject = kbSubjectOf(ctx.subject);
  const band = bandOfGrade(ctx.grade);
  // A word the notes never use weighs as much as a rare name: the question may be about it.
  const weights = q.terms.map((t) => (DF.has(t) ? idf(t) : UNKNOWN_WEIGHT));
  const total = weights.reduce((a, b) => a + b, 0);
  // The question's head concept: its most informative word that the notes name somewhere.
  const named = q.terms.filter((t) => DF.has(t));
  const head = named.length ? named.reduce((a, b) => (idf(b) > idf(a) ? b : a)) : null;

  const scored: {
    t: TopicIndex;
    score: number;
    /** The score before the breadth adjustment (which orders topics but does not add confidence). */
    raw: number;
    coverage: number;
    any: number;
    phrase: boolean;
    head: boolean;
    lone: boolean;
    elsewhere: boolean;
    unnamed: boolean;
  }[] = [];
  const candidates = new Set<number>();
  for (const term of q.terms) for (const i of POSTINGS.get(term) ?? NO_TOPICS) candidates.add(i);
  for (const i of candidates) {
    const t = INDEX[i]!;
    let strong = 0;
    let weak = 0;
    const phraseTerms = t.phrases.length ? t.phrases.filter((p) => containsPhrase(q.sequence, p)) : NONE;
    const phrase = phraseTerms.length > 0;
    const said = phrase ? new Set(phraseTerms.flat()) : EMPTY;
    q.terms.forEach((term, i) => {
      if (t.title.has(term)) strong += weights[i]! * 1.25;
      else if (t.strong.has(term) || said.has(term)) strong += weights[i]!;
      else if (t.partial.has(term)) strong += weights[i]! / 2;
      else if (t.weak.has(term)) weak += weights[i]!;
    });
    if (strong === 0 && weak === 0) continue;
    const phraseBonus = phrase
      ? Math.max(...phraseTerms.map((p) => p.reduce((sum, term) => sum + idf(term), 0))) / 2
      : 0;
    let raw = strong + weak / 3 + phraseBonus;
    if (subject && t.topic.subject === subject) raw *= 1.2;
    let score = raw * breadth(t);
    if (band) {
      const d = Math.abs(BAND_INDEX[band] - BAND_INDEX[t.topic.band]);
      score *= d === 0 ? 1.08 : d === 1 ? 1 : 0.95;
    }
    scored.push({
      t,
      score,
      raw,
      coverage: Math.min(1, strong / total),
      any: Math.min(1, (strong + weak * 0.5) / total),
      phrase,
      head: head === null || t.strong.has(head) || said.has(head) || t.partial.has(head),
      // One concept word that only appears inside this topic's longer names is not enough.
      lone: q.terms.length === 1 && !phrase && !t.names.has(q.terms[0]!),
      // A story is asked for by its name ("the town mouse and the country mouse", "goldilocks"), not by
      // one common word of its title ("what do people in a town do").
      // "What is texture in music?": the notes on texture in art do not answer it.
      elsewhere: q.subjects.length > 0 && !q.subjects.includes(t.topic.subject),
      unnamed:
        t.topic.story !== undefined &&
        !phrase &&
        !q.terms.some((term) => t.title.has(term) && (DF.get(term) ?? 0) <= 1),
    });
  }
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, limit).map((s, i) => {
    const next = scored[i + 1]?.raw ?? 0;
    const lead = i === 0 ? Math.max(0, (s.raw - next) / s.raw) : 0;
    let confidence = 0.15 + 0.55 * s.coverage + 0.15 * s.any + (s.phrase ? 0.2 : 0) + 0.1 * lead;
    if (!s.head) confidence -= 0.25;
    if (s.lone) confidence -= 0.3;
    if (s.unnamed) confidence -= 0.3;
    if (s.elsewhere) confidence -= 0.4;
    if (q.unknown.length > 0) confidence -= 0.1 * q.unknown.length;
    // Near-tied with a different topic: the question does not say which.
    const rival = i === 0 ? scored[1] : scored[0];
    if (rival && rival.score >= s.score * 0.97) confidence -= 0.1;
    confidence = Math.max(0, Math.min(1, confidence));
    return {
      topic: s.t.topic,
      score: s.score,
      coverage: s.coverage,
      confidence,
      confident: confidence >= CONFIDENT,
      phrase: s.phrase,
    };
  });
}

/** The best confident topic for a question, or null when the knowledge base has nothing relevant. */
export function findTopic(query: string, ctx: SearchContext = {}): TopicHit | null {
  const [top] = searchTopics(query, ctx, 2);
  return top && top.confident ? top : null;
}

/** The fact of a topic the question asks for: every cue word of the fact is in the question. */
export function findFact(topic: Topic, query: string): Fact | null {
  const q = new Set(parseQuery(query).sequence);
  let best: Fact | null = null;
  for (const f of topic.facts) {
    if (f.cue.length > 0 && f.cue.every((c) => q.has(c)) && (!best || f.cue.length > best.cue.length))
      best = f;
  }
  return best;
}
