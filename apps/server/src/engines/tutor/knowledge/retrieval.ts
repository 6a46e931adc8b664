import dictionary from 'dictionary-en';
import { ALL_TOPICS } from './topics/index.ts';
import {
  buildSemantic,
  centroid,
  closestInTopic,
  credit,
  dotVec,
  neighbours,
  topicCentroid,
  vectorOf,
  type Neighbour,
  type SemanticIndex,
} from './semantic.ts';
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
  if (/math|algebra|geometry|arithmetic|statistic/.test(s)) return 'math';
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
/**
 * Function words the shared stopwords lack ("what happened during the civil war", "while you sleep"): they
 * place or time the concept, they are not it. Soft like the words above: a topic's name can still hold
 * them as a phrase ("before and after"), and they count as the concept only when nothing else is named.
 */
const FUNCTION_WORDS =
  'during while before after until since through throughout across toward towards among without within upon against around beside besides beyond despite except instead whenever wherever whether although though because ever already usually often sometimes always maybe perhaps'.split(
    ' ',
  );
for (const w of FUNCTION_WORDS) SOFT.add(w);
const SOFT_STEMS = new Set([...SOFT].map(stem));

/** A small number: a count ("the 7 continents"), not a concept (a year such as 1776 names an event). */
const COUNT = /^\d{1,2}$/;

/** The prefix of a listed function word's term ("=their"): no processed word starts with it. */
const LISTED = '=';

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

/** The title as the router reads it (see Topic.routingTitle). */
export const routingTitle = (topic: Topic): string => topic.routingTitle ?? topic.title;

interface TopicIndex {
  topic: Topic;
  title: Set<string>;
  /** Terms that name the topic on their own: one-word keywords, vocabulary and titles. */
  names: Set<string>;
  /**
   * Terms the topic is about: its title and one-word keywords. A vocabulary word or fact cue that another
   * topic owns is only mentioned here ("decomposer" is a word of the soil notes, but food chains are about
   * it) and counts half.
   */
  owns: Set<string>;
  strong: Set<string>;
  partial: Set<string>;
  weak: Set<string>;
  /** Terms of the topic's "asked as" questions that are not among its names (`Topic.asks`). */
  asked: Set<string>;
  /** Each "asked as" question's concept terms: a question sharing several words with one of them. */
  asks: string[][];
  /** Multi-word keywords and the title, as term sequences. */
  phrases: string[][];
  /** The breadth discount (see BREADTH). */
  breadth: number;
}

/**
 * How much a topic's breadth discounts its score (BM25's length normalisation, applied to names). An
 * umbrella topic ("Communities", "Elements of art", "Human body systems") names many things that have
 * topics of their own; with the same words matched, the narrower topic is the one asked about.
 */
const BREADTH = 0.1; // 0.2 already loses "how are rainbows made" (light) to a topic that lists "rainbow" as an example

/** The notes indexed for matching: built once at start from the topics (or from any list, for tests). */
export interface NotesIndex {
  topics: TopicIndex[];
  /** The topics (positions in `topics`) that use each term anywhere, so a question looks only at those. */
  postings: Map<string, number[]>;
  /** How many topics name each term in their strong fields (title, keywords, vocabulary, fact cues). */
  df: Map<string, number>;
  /** How many topics own each term (title or one-word keyword). */
  owners: Map<string, number>;
  n: number;
  /** The weight of a word the notes never use: that of a word two topics name. */
  unknownWeight: number;
  /** The weight of an everyday English word the notes never use: that of a word four topics name. */
  commonWeight: number;
  known: Set<string>;
  /** Known terms by first letter, for spelling correction. */
  byInitial: Map<string, string[]>;
  /** Spelling corrections already worked out (students reuse their words). */
  corrected: Map<string, string | null>;
  /** The last few rankings (a turn asks about the same message several times: claim, then reply). */
  recent: Map<string, TopicHit[]>;
  /** Word vectors of the notes (`semantic.ts`): related words that are not the same words. */
  semantic: SemanticIndex;
  /** The second ranking over each topic's whole text (`fullText`), built the first time a question needs it. */
  full?: FullText;
}

/**
 * A second, independent ranking of the topics (session 12): BM25 over each topic's whole text (title, keywords,
 * explanation at every level, asked-as lines, misconceptions, facts, Socratic questions, vocabulary and its
 * definitions), with no ownership, phrases or word vectors. Where it agrees with the router's first topic, and
 * how much of the question the first topic's text says at all, are confidence features.
 */
export interface FullText {
  /** Each topic's term counts (positions as in `NotesIndex.topics`). */
  tf: Map<string, number>[];
  len: number[];
  avgLen: number;
  /** The topics whose text uses each term. */
  postings: Map<string, number[]>;
}

/** The whole text of a topic that the second ranking reads. */
function wholeText(t: Topic): string {
  return [
    routingTitle(t),
    t.title,
    t.keywords.join(' '),
    t.explanation,
    t.simple ?? '',
    t.deeper ?? '',
    (t.asks ?? []).join(' '),
    t.misconceptions.map((m) => `${m.wrong} ${m.right}`).join(' '),
    t.facts.map((f) => f.say).join(' '),
    t.socratic.join(' '),
    t.vocab.map((v) => `${v.term} ${v.definition}`).join(' '),
  ].join(' ');
}

/** Builds (once per index) the whole-text index of the second ranking. */
export function fullText(ix: NotesIndex): FullText {
  if (ix.full) return ix.full;
  const tf: Map<string, number>[] = [];
  const len: number[] = [];
  const postings = new Map<string, number[]>();
  // Each word's term worked out once: the notes repeat their words thousands of times.
  const memo = new Map<string, string | null>();
  const termSequence = (text: string): string[] => {
    const out: string[] = [];
    for (const w of words(text)) {
      let t = memo.get(w);
      if (t === undefined) {
        t = processWord(w);
        memo.set(w, t);
      }
      if (t !== null) out.push(t);
    }
    return out;
  };
  ix.topics.forEach((t, i) => {
    const counts = new Map<string, number>();
    // The topic's names count five times in all (BM25F's field weight): a word a topic is about outranks the
    // same word mentioned often in another topic's text ("chlorophyll" in why leaves change colour).
    const names = termSequence([routingTitle(t.topic), ...t.topic.keywords].join(' '));
    const seq = [...termSequence(wholeText(t.topic)), ...names, ...names, ...names, ...names];
    // Function words a topic lists as what it is about ("there their theyre", "whom") are its words too.
    for (const term of t.strong) if (term.startsWith(LISTED)) seq.push(term, term, term);
    for (const w of seq) counts.set(w, (counts.get(w) ?? 0) + 1);
    for (const w of counts.keys()) {
      const list = postings.get(w);
      if (list) list.push(i);
      else postings.set(w, [i]);
    }
    tf.push(counts);
    len.push(seq.length);
  });
  const avgLen = len.reduce((a, b) => a + b, 0) / (len.length || 1);
  ix.full = { tf, len, avgLen, postings };
  return ix.full;
}

/** BM25's informativeness of a term in the whole texts (a term no text uses weighs the most). */
function fullIdf(ix: NotesIndex, full: FullText, term: string): number {
  const n = full.postings.get(term)?.length ?? 0;
  return Math.log(1 + (ix.topics.length - n + 0.5) / (n + 0.5));
}

/** The second ranking: BM25 (k1 1.2, b 0.75) of every topic whose text uses a word of the question. */
function fullRanking(ix: NotesIndex, full: FullText, terms: readonly string[]): Map<number, number> {
  const scores = new Map<number, number>();
  for (const term of new Set(terms)) {
    const list = full.postings.get(term);
    if (!list) continue;
    const idf = fullIdf(ix, full, term);
    for (const i of list) {
      const f = full.tf[i]!.get(term)!;
      const s = (idf * f * 2.2) / (f + 1.2 * (0.25 + (0.75 * full.len[i]!) / full.avgLen));
      scores.set(i, (scores.get(i) ?? 0) + s);
    }
  }
  return scores;
}

/** Builds the matching index of a list of topics. */
export function buildIndex(all: readonly Topic[]): NotesIndex {
  /** Term sequences of the notes' names, worked out once while the index is built. */
  const SEQ = new Map<string, string[]>();
  /** Each word's term, worked out once (the notes repeat their words thousands of times). */
  const TERM = new Map<string, string | null>();
  const term = (w: string): string | null => {
    let t = TERM.get(w);
    if (t === undefined) {
      t = processWord(w);
      TERM.set(w, t);
    }
    return t;
  };
  /** A text's terms, not kept (long or one-off texts: the explanations, the asked-as lines). */
  const fresh = (text: string): string[] => {
    const s: string[] = [];
    for (const w of words(text)) {
      const t = term(w);
      if (t !== null) s.push(t);
    }
    return s;
  };
  const seq = (text: string): string[] => {
    let s = SEQ.get(text);
    if (!s) {
      s = fresh(text);
      SEQ.set(text, s);
    }
    return s;
  };
  /** Terms an asked-as line keeps as concept words (not a frame word, a soft stem or a count). */
  const ASKABLE = new Map<string, boolean>();
  const askable = (t: string): boolean => {
    let ok = ASKABLE.get(t);
    if (ok === undefined) {
      ok = !FRAME.has(t) && !SOFT_STEMS.has(t) && !COUNT.test(t);
      ASKABLE.set(t, ok);
    }
    return ok;
  };
  const topics = all.map((topic) => {
    // A word that names the topic only inside a longer keyword ("life" in "still life") is not a name
    // of the topic on its own: it counts half unless the whole phrase is said.
    const single = [routingTitle(topic), ...topic.keywords.filter((k) => seq(k).length === 1)];
    const names = new Set(
      [...topic.keywords, ...topic.vocab.map((v) => v.term), routingTitle(topic)]
        .map(seq)
        .filter((seq) => seq.length === 1)
        .flat(),
    );
    const owns = new Set(single.flatMap(seq));
    const strongTexts = [
      ...single,
      ...(topic.examples ?? []),
      ...topic.vocab.map((v) => v.term),
      ...topic.facts.map((f) => f.cue.join(' ')),
    ];
    const strong = new Set(strongTexts.flatMap(seq));
    const partial = new Set(topic.keywords.flatMap(seq).filter((t) => !strong.has(t)));
    const weakText = [topic.explanation, topic.simple ?? '', topic.deeper ?? ''].join(' ');
    const weak = new Set(fresh(weakText).filter((t) => !strong.has(t) && !partial.has(t)));
    const phrases = [routingTitle(topic), ...topic.keywords].map(seq).filter((p) => p.length >= 2);
    const asks = (topic.asks ?? []).map((a) => [...new Set(fresh(a).filter(askable))]);
    const asked = new Set(asks.flat().filter((t) => !strong.has(t) && !partial.has(t)));
    // A keyword that lists function words ("there their theyre", "a an the"): the words themselves are
    // what the topic is about, kept as listed terms (LISTED) that only a question naming two of them uses.
    for (const k of topic.keywords) {
      const raw = words(k);
      if (raw.length < 2 || seq(k).length > 1) continue;
      for (const w of raw) {
        const term = LISTED + w;
        names.add(term);
        owns.add(term);
        strong.add(term);
      }
    }
    return {
      topic,
      title: new Set(seq(routingTitle(topic))),
      names,
      owns,
      strong,
      partial,
      weak,
      asked,
      asks,
      phrases,
      breadth: 1,
    };
  });
  const postings = new Map<string, number[]>();
  topics.forEach((t, i) => {
    for (const term of new Set([...t.strong, ...t.partial, ...t.weak, ...t.asked])) {
      const list = postings.get(term);
      if (list) list.push(i);
      else postings.set(term, [i]);
    }
  });
  const df = new Map<string, number>();
  const owners = new Map<string, number>();
  for (const t of topics) {
    for (const term of [...t.strong, ...t.partial]) df.set(term, (df.get(term) ?? 0) + 1);
    for (const term of t.owns) owners.set(term, (owners.get(term) ?? 0) + 1);
  }
  const avgNames = topics.reduce((sum, t) => sum + t.strong.size + t.partial.size, 0) / topics.length;
  for (const t of topics) t.breadth = 1 / (1 + BREADTH * ((t.strong.size + t.partial.size) / avgNames - 1));
  const n = topics.length;
  const byInitial = new Map<string, string[]>();
  for (const term of df.keys()) {
    const k = term[0]!;
    const list = byInitial.get(k) ?? [];
    list.push(term);
    byInitial.set(k, list);
  }
  const semantic = buildSemantic(
    all,
    (term) => Math.log(1 + n / (df.get(term) ?? 1)),
    (term) => df.has(term) && !SOFT_STEMS.has(term) && !FRAME.has(term),
  );
  return {
    topics,
    postings,
    df,
    owners,
    n,
    unknownWeight: Math.log(1 + n / 2),
    commonWeight: Math.log(1 + n / 4),
    known: new Set<string>([...df.keys(), ...topics.flatMap((t) => [...t.weak, ...t.asked])]),
    byInitial,
    corrected: new Map(),
    recent: new Map(),
    semantic,
  };
}

const indexStarted = performance.now();
const indexCpu = process.cpuUsage();

/**
 * English words (SCOWL stems from dictionary-en, the homework speller's dictionary). A question's word that
 * is a real word the notes do not use ("charge", "summery") is not "corrected" onto a different word the
 * notes do use ("change", "summer"): that turns a question the notes cannot answer into a wrong topic.
 */
const ENGLISH = new Set<string>();
/** English words of 3-4 letters ("ever", "zag" is not one), to tell an everyday word from a name. */
const SHORT_ENGLISH = new Set<string>();
for (const line of new TextDecoder().decode(dictionary.dic).split('\n')) {
  const slash = line.indexOf('/');
  const w = slash === -1 ? line.trim() : line.slice(0, slash);
  if (!/^[a-z]+$/.test(w)) continue;
  if (w.length >= 5) ENGLISH.add(w);
  else if (w.length >= 3) SHORT_ENGLISH.add(w);
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

/** The shipped notes' index. */
const NOTES: NotesIndex = buildIndex(ALL_TOPICS);

/** Milliseconds spent building the topic index at start. */
export const INDEX_BUILD_MS = performance.now() - indexStarted;
/** CPU milliseconds of the same (a busy machine's waiting excluded). */
export const INDEX_BUILD_CPU_MS = ((u) => (u.user + u.system) / 1000)(process.cpuUsage(indexCpu));

/** Informativeness of a term: rare in the notes' names is high; a word the notes never use is highest. */
function idf(ix: NotesIndex, term: string): number {
  const df = ix.df.get(term);
  if (df === undefined) return Math.log(1 + ix.n);
  return Math.log(1 + ix.n / df);
}

/**
 * The closest term the notes name, for a misspelled word ("photosinthesis", "dinosors"): same first
 * letter, within the edits allowed for its length; null when none is close enough.
 */
function correct(ix: NotesIndex, term: string, english = false): string | null {
  const key = english ? `${term}\u0000` : term;
  const known = ix.corrected.get(key);
  if (known !== undefined) return known;
  const fixed = correctUncached(ix, term, english);
  if (ix.corrected.size > 5000) ix.corrected.clear();
  ix.corrected.set(key, fixed);
  return fixed;
}

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

/** True when `long` is `short` with one letter added ("efect" -> "effect", "pully" -> "pulley"). */
function oneLetterMore(short: string, long: string): boolean {
  if (long.length !== short.length + 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

function correctUncached(ix: NotesIndex, term: string, english: boolean): string | null {
  if (ix.df.has(term) || term.length < 5 || /\d/.test(term)) return null;
  // A longer form of a name the notes use ("egyptians" for "egypt"); for a real word, only an ending
  // that keeps the meaning ("summery" is not "summer").
  for (let n = term.length - 1; n >= Math.max(5, term.length - 3); n--)
    if (ix.df.has(term.slice(0, n)) && (!english || KEEPS_MEANING.has(term.slice(n))))
      return term.slice(0, n);
  // A real word is what the student meant, even when the notes never use it.
  if (ix.known.has(term) || english) return null;
  // Stricter than answer checking: a 5-letter word one edit from a name is often another real word
  // ("slime", "slide"), so questions are corrected from 6 letters (one edit) and 9 (two). A 5-letter
  // word that is not English may have lost one letter ("efect", "pully"): children drop a doubled or
  // silent letter far more often than they swap one.
  const max = term.length >= 9 ? 2 : term.length >= 6 ? 1 : 0;
  if (max === 0) {
    let found: string | null = null;
    for (const cand of ix.byInitial.get(term[0]!) ?? []) {
      if (!oneLetterMore(term, cand)) continue;
      if (found !== null) return null; // two words it could be: not a correction
      found = cand;
    }
    return found;
  }
  let best: string | null = null;
  let bestD = max + 1;
  for (const cand of ix.byInitial.get(term[0]!) ?? []) {
    if (Math.abs(cand.length - term.length) > max || cand.length < 4) continue;
    const d = boundedDistance(term, cand, max);
    if (d < bestD || (d === bestD && best !== null && (ix.df.get(cand) ?? 0) > (ix.df.get(best) ?? 0))) {
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
  /** Terms that are everyday English words, as written (not spelling-corrected). */
  english: Set<string>;
  /** Each term's word as the student wrote it (or the word it was corrected to), for its word vector. */
  surface: Map<string, string>;
}

/**
 * A school subject named as the question's context ("texture in art", "what is energy in science"): it
 * says where the question belongs, not what it asks, and a topic that merely has the subject in its title
 * ("Elements of art") must not win over the topic the question names. Removed when something else is left.
 */
const CONTEXT =
  /\b(?:in|for|during|from) (?:my |the |a |an )?(art|arts|music|science|sciences|reading|writing|history|social studies|geography|ela|english|math|maths|mathematics|class|school|story|book|poem)(?: class| lesson)?\b/gi;

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
  math: ['math'],
  maths: ['math'],
  mathematics: ['math'],
};

const KEPT_CONTEXT = new Set(['poem', 'story', 'book']);

/** "Can mean two things", "means different things", "has two meanings": a question about a word's senses. */
const SENSES =
  /\b(?:means?|meaning) (?:two|2|different|many|lots of|more than one|a few) (?:things|stuff|ways)\b|\b(?:has|have|with) (?:two|2|different|many|more than one) meanings\b/gi;

/** The question without its context phrase, and the subjects that phrase names (none for "in class"). */
export function stripContext(text: string): { text: string; subjects: KbSubject[] } {
  const subjects = new Set<KbSubject>();
  // A word that "can mean two things" is asked about as a word ("bat can mean two things"): the language
  // notes on words with two meanings, not the notes on the thing it names.
  const senses = text.replace(SENSES, () => {
    subjects.add('reading');
    subjects.add('writing');
    return ' two meanings ';
  });
  if (senses !== text) return { text: senses, subjects: [...subjects] };
  const stripped = text.replace(CONTEXT, (_m, word: string) => {
    for (const s of CONTEXT_SUBJECTS[word.toLowerCase()] ?? []) subjects.add(s);
    // A poem, story or book is a thing with parts of its own ("a line in a poem"): the word stays.
    return KEPT_CONTEXT.has(word.toLowerCase()) ? ` ${word} ` : ' ';
  });
  return stripped !== text && termSequence(stripped).length > 0
    ? { text: stripped, subjects: [...subjects] }
    : { text, subjects: [] };
}

/**
 * Children's spellings of question words ("wat", "dose", "gonna"): not concepts. Kept apart from the
 * shared stopwords, which answer checking also uses.
 */
const CHAT_WORDS = new Set([
  ...'wat wut wht wot whatt wats wich wen wher hw y u ur r plz pls pleas gonna gotta kinda sorta tho becuz cuz bcuz coz dose doe does'.split(
    ' ',
  ),
  // Contractions typed without their apostrophe (the words() helper drops it too): a closed class of
  // function words, never a concept ("didnt the pilgrims come on a boat").
  ...'didnt couldnt wouldnt shouldnt wasnt werent wont cant hasnt havent hadnt aint mustnt neednt mightnt shant dont doesnt isnt arent theyre theyve theyll youve youll youd weve itll itd thatll thered theres heres wheres whens whys whatre hed hes shes ive im whos'.split(
    ' ',
  ),
  // Modal and hedge words of a question, not its concept ("what are you supposed to do", "i wonder why").
  ...'supposed suppose sposed gotta wonder wondering wondered curious confused confusing'.split(' '),
]);

/**
 * The setting of a question, not its concept: who said it ("my teacher says...", "my mom told me..."), what
 * it is for ("for my homework", "i have a test on..."), how to say it ("in easy words", "like im 5"), the
 * lesson it comes from ("we are learning about..."), and a check of something heard ("is that true"). Each
 * pattern is a family of frames; the frame is removed when something is left to ask about.
 */
const SETTING: readonly RegExp[] = [
  /\b(?:my|our|the) (?:teacher|teachers|mom|mum|dad|mother|father|parents?|grandma|grandpa|granny|brother|sister|friend|friends|coach|book|textbook|class|aunt|uncle|cousin) (?:says?|said|told (?:me|us)|tells? (?:me|us)|thinks?|thought|asked(?: me| us)?|wants (?:me|us) to (?:know|learn|find out)|keeps saying)(?: that)?\b/gi,
  /\b(?:someone|somebody|people|everyone|they) (?:says?|said|told me|tell me)(?: that)?\b/gi,
  /\b(?:i|we) (?:heard|read|saw|learned|learnt|found out)(?: somewhere| online| today| in class| at school)? that\b/gi,
  /\b(?:is|was) (?:that|it|this) (?:true|right|real)\b|\btrue or false\b/gi,
  /\b(?:we are|were|we're|we|i am|im|i'm|i) (?:learning|studying|doing|reading|working on|talking about)(?: about)?(?: in (?:class|school|science|history|art|music|reading))?\b/gi,
  /\bwe (?:learned|learnt|talked|read) about\b/gi,
  /\b(?:we|i) (?:have|got|need) to (?:learn|know|study|find out|write about|research)(?: about)?\b/gi,
  /\bfor (?:my|a|our|the) (?:homework|project|report|test|quiz|exam|essay|assignment|worksheet|presentation|science fair|class)\b/gi,
  /\b(?:i|we) (?:have|got) (?:a|an|my|our) (?:test|quiz|exam|project|report)(?: (?:on|about|tomorrow|today|this|next|week|monday|tuesday|wednesday|thursday|friday)){1,3}\b/gi,
  /\bin (?:easy|simple|short|small|little|kid|plain|normal) (?:words|language|terms|way)\b|\blike (?:i am|im|i'm) (?:five|5|six|6|a kid|little)\b|\b(?:simply|easily|for kids|for a kid|so i understand|so i get it)\b/gi,
  /\bi (?:forgot|forget|dont know|do not know|dont get|don't get|do not get|dont understand|don't understand|never understood|still dont get)(?: what| how| why| about)?\b/gi,
  /\b(?:can you|could you|will you|would you|pls|please)? ?(?:remind me|tell me again|explain again|help me understand)\b/gi,
];

/** The question without its setting frames (see SETTING), when anything is left; else the question. */
export function stripSetting(text: string): string {
  let out = text;
  for (const re of SETTING) out = out.replace(re, ' ');
  return out !== text && termSequence(out).length > 0 ? out : text;
}

/**
 * Children's everyday words for a word the notes use ("what noise does b make": sound). Only words the
 * notes never use themselves are replaced, so a topic that does use the word keeps it.
 */
const SYNONYMS: Record<string, string> = {
  noise: 'sound',
  noises: 'sound',
  kid: 'child',
  kids: 'child',
  pic: 'picture',
  pics: 'picture',
  photo: 'picture',
  photos: 'picture',
  tummy: 'stomach',
  belly: 'stomach',
  poop: 'waste',
  mom: 'parent',
  moms: 'parent',
  dad: 'parent',
  dads: 'parent',
  mum: 'parent',
  mums: 'parent',
  grownup: 'adult',
  grownups: 'adult',
  bug: 'insect',
  bugs: 'insect',
  sea: 'ocean',
  seas: 'ocean',
  world: 'earth',
};

const JOINERS = new Set(['or', 'and', 'vs', 'versus']);
/** Words after which a word is mentioned rather than used: "when do I use whom", "the word whom". */
const MENTION = new Set(['use', 'using', 'say', 'saying', 'word', 'spell', 'spelling']);

/**
 * Function words a question asks about as words: two different words of one topic's list ("there their
 * theyre", "a an the") joined by "or", "and" or "vs" ("there or their", "a and an"). Such words side by
 * side without a joiner ("a line in a poem") are just part of the sentence.
 */
function listedWords(ix: NotesIndex, ws: readonly string[]): string[] {
  const found: string[] = [];
  // One listed word mentioned as a word ("when do you use whom", "what does the word 'nor' mean"): it is what
  // is asked about, though a function word.
  // The word ends the question (or only "mean" follows): "when do I use a semicolon" asks about semicolons.
  for (let i = 1; i < ws.length; i++) {
    const a = LISTED + ws[i]!;
    const last = i === ws.length - 1 || (i === ws.length - 2 && /^means?$/.test(ws[i + 1]!));
    if (last && ix.df.has(a) && MENTION.has(ws[i - 1]!)) found.push(a);
  }
  for (let i = 0; i + 2 < ws.length; i++) {
    // "a or an", and the same with the word they go with: "a apple or an apple".
    const gap = ws[i + 1] === ws[i + 4] && JOINERS.has(ws[i + 2]!) ? 3 : 2;
    const a = LISTED + ws[i]!;
    const b = LISTED + ws[i + gap]!;
    if (a === b || !JOINERS.has(ws[i + gap - 1]!) || !ix.df.has(a) || !ix.df.has(b)) continue;
    if (!ix.postings.get(a)!.some((t) => ix.postings.get(b)!.includes(t))) continue;
    found.push(a, b);
  }
  return found;
}

/** Reads a question's concept: content words, spelling-corrected against the notes' vocabulary. */
export function parseQuery(text: string, ix: NotesIndex = NOTES): ParsedQuery {
  const sequence: string[] = [];
  const english = new Set<string>();
  const surface = new Map<string, string>();
  const context = stripContext(stripSetting(text));
  for (const w of words(context.text.replace(/\b(\d+)(st|nd|rd|th)\b/gi, '$1'))) {
    if (CHAT_WORDS.has(w)) continue;
    const synonym = SYNONYMS[w];
    const t = synonym !== undefined && !ix.known.has(stem(w)) ? stem(synonym) : processWord(w);
    if (t === null) continue;
    const isEnglish = w.length >= 5 ? isEnglishWord(w) : w.length >= 3 && SHORT_ENGLISH.has(w);
    const c = correct(ix, t, w.length >= 5 && isEnglish) ?? t;
    sequence.push(c);
    if (!surface.has(c))
      surface.set(c, c !== t ? c : synonym !== undefined && t === stem(synonym) ? synonym : w);
    if (isEnglish && c === t) english.add(t);
  }
  for (const t of listedWords(ix, words(context.text))) sequence.push(t);
  // A count ("the 7 continents", "3 branches of government") says how many, not what: small numbers are
  // not the concept. A year ("1776") names an event and stays.
  let terms = [...new Set(sequence)].filter((t) => !FRAME.has(t) && !SOFT_STEMS.has(t) && !COUNT.test(t));
  // "Needs and wants": common words are the concept when nothing else is named.
  if (terms.length === 0) terms = [...new Set(sequence)].filter((t) => !FRAME.has(t));
  const unknown = terms.filter((t) => !ix.known.has(t));
  return { sequence, terms, unknown, english, subjects: context.subjects, surface };
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
  /** What the confidence is computed from (FEATURES, in order); the calibration script fits on these. */
  features: number[];
}

export interface SearchContext {
  subject?: string | null;
  grade?: number | null;
}

/**
 * What the confidence looks at, for one topic and one question (all 0..1 except the unknown-word count):
 * - coverage: the share of the question's concept (IDF-weighted) the topic's names cover;
 * - any: the same, counting words of its explanation at half;
 * - phrase: a multi-word name of the topic is said as a phrase;
 * - lead: how far the topic's score is ahead of the next topic (top hit only);
 * - noHead: the question's most informative named word is not a name of this topic;
 * - lone: one concept word, found only inside a longer name of the topic;
 * - unnamed: a story topic asked for by one common word of its title;
 * - elsewhere: the question names another school subject as its context;
 * - unknown: how many concept words the notes never use and that are not English words (at most 3);
 * - tie: another topic scores within 3%;
 * - owned: the share of the concept the topic owns (its title and one-word keywords);
 * - ceded: the share it only mentions while another topic owns it ("decomposer" in the soil notes);
 * - subject: the topic is of the session's subject;
 * - everyday: how many concept words are everyday English words the notes never use (at most 3);
 * - soft: the share of the concept the topic covers only through related words (word vectors, `semantic.ts`):
 *   a word no topic names whose nearest named words are the topic's ("puppy": dog), and a word the topic does
 *   not use that is close to one of its words ("hand": finger in the skeleton notes);
 * - semantic: the cosine of the question's and the topic's names' mean word vectors (IDF-weighted);
 * - whyGap: for a why/how question, the share of the concept the topic neither names nor says with related
 *   words ("why do dogs eat grass": the dog notes never speak of grass), the predicate the notes do not answer;
 * - anyLead: any times lead (a question mostly covered AND well ahead of the next topic);
 * - understood: any plus soft (plus asked), at most 1: the share of the concept the topic says in its own or
 *   related words;
 * - asked: the share of the concept found in the words of the topic's "asked as" questions (`Topic.asks`), the
 *   everyday words children use for it; they also close the why/how gap;
 * - askMatch: the share found in one of those questions, the words together as a child would put them.
 * Session 12 (issue 17: telling a right first topic from a wrong one): a second ranking, BM25 over each topic's
 * whole text (`fullText`), and how the topic stands among the others returned:
 * - fullAgree: the second ranking's first topic is this one;
 * - fullRank: one over this topic's place in the second ranking (0 beyond its first ten);
 * - fullShare: this topic's BM25 score over the best BM25 score;
 * - fullLead: fullAgree times the second ranking's lead of its first topic over its second;
 * - unsaid: the share of the question (BM25-informativeness) that this topic's whole text never says ("why do
 *   penguins waddle" when the notes say nothing of waddling), the predicate a topic of the right theme lacks;
 * - semLead, askMatchLead, askedLead, understoodLead, coverageLead: this topic's semantic, askMatch, asked,
 *   understood and coverage minus the best of the other topics returned (how clearly it stands out);
 * - semTop, askMatchTop, askedTop, understoodTop: it has the best of these among the topics returned;
 * - length: the number of concept words (at most 8) over 8: a described question has more words, fewer of them
 *   names.
 */
export const FEATURES = [
  'bias',
  'coverage',
  'any',
  'phrase',
  'lead',
  'noHead',
  'lone',
  'unnamed',
  'elsewhere',
  'unknown',
  'tie',
  'owned',
  'ceded',
  'subject',
  'everyday',
  'soft',
  'semantic',
  'whyGap',
  'anyLead',
  'understood',
  'asked',
  'askMatch',
  'fullAgree',
  'fullRank',
  'fullShare',
  'fullLead',
  'unsaid',
  'semLead',
  'askMatchLead',
  'askedLead',
  'understoodLead',
  'coverageLead',
  'semTop',
  'askMatchTop',
  'askedTop',
  'understoodTop',
  'length',
] as const;

/**
 * Logistic weights of the confidence, fitted by `calibrate.ts` on the development questions and the
 * tuning tables (never on a check set); see that file for the fit and the leave-one-group-out table.
 */
export const WEIGHTS: readonly number[] = [
  -4.04, 0.69, 0.69, 1.38, 0.82, -0.08, -1.24, -0.59, -1.02, -0.37, -0.39, 0, 0, 0, -1.24, -0.47, 0.86, -0.82,
  1.86, 0.53, -0.25, 0.36, 0.61, 0.54, 0.75, 1.9, -2.6, -0.3, 0.34, -0.44, -1.18, -0.4, 0.32, -0.02, 0.72,
  0.11, 1.86,
];

/**
 * Confidence at or above which a topic is taught; below it the tutor asks instead. Chosen across authors
 * (`npm run calibrate:tutor`): the lowest threshold from which on the batches of development questions,
 * each left out of the fit in turn, average at most 1.5% wrong topics even with one more wrong topic in
 * each batch (ADR 045, update 5). Refitted in session 9 (update 8) with the asked-as features and the described
 * questions as a batch of their own: lambda 0.01, held out 67.1% on topic, 0.6% wrong. Refitted in session 10
 * (update 9) with the second round of asked-as lines (lambda 0.01, held out 67.8% on topic, 0.6% wrong), then with
 * the near-miss questions as a batch of their own: lambda 0.01, held out 63.1% on topic, 0.6% wrong (13 batches).
 * Refitted in session 12 with the second ranking's features (fitted by Newton's method, which reproduces the
 * session 10 weights exactly on the old features): lambda 0.001, held out 65.2% on topic, 0.5% wrong at 0.89.
 */
export const CONFIDENT = 0.89;

/**
 * The largest share of a question (BM25-informativeness) that English words no topic's text says may carry for
 * a topic to be taught (session 12, issue 17: questions outside the notes taught when both rankings agreed).
 * On the development questions no right topic was lost at 0.2, 0.3 or 0.45; a quarter is the middle ground.
 */
const FOREIGN_AT_MOST = 0.25;

const ELSEWHERE = FEATURES.indexOf('elsewhere');
const SOFT_AT = FEATURES.indexOf('soft');
const ASKED_AT = FEATURES.indexOf('asked');
const SEMANTIC_AT = FEATURES.indexOf('semantic');
const ASK_MATCH_AT = FEATURES.indexOf('askMatch');
const UNDERSTOOD_AT = FEATURES.indexOf('understood');
const FULL_AT = FEATURES.indexOf('fullAgree');
const NO_FULL: readonly number[] = new Array<number>(FEATURES.length - FULL_AT).fill(0);
/**
 * How much a word of a topic's "asked as" questions adds to its score, against 1 for a name (right first
 * topics of the development questions in the notes, by ASKED: 0 -> 1,530, 0.3 -> 1,587, 0.5 -> 1,616,
 * 0.75 -> 1,630, 1 -> 1,610; a bonus for the words of one asked question together lost 6 to 135).
 */
const ASKED = 0.75;
/**
 * What a word of a topic's asked-as lines counts when another topic owns it (right first topics of the
 * development questions in the notes: 0 -> 1,607 with "what is a lever" confident again, 0.5 -> 1,635, 1 -> 1,647
 * with plain "what is X" questions of the tuning tables losing their lead over topics whose lines say X).
 */
const CEDED_ASK = 0.5;
/**
 * A topic of the session's subject scores this much more (1.2 until session 9): in an art session "how do u
 * make purple" is the colour wheel, not the northern lights. Right first topics of the development questions in
 * the notes: 1.2 -> 1,635, 1.5 -> 1,647, 1.7 -> 1,648, 2.0 -> 1,643 (with the asked-as lines).
 */
const SAME_SUBJECT = 1.5;

/**
 * A topic the question itself rules out, whatever its confidence: one of another subject than the one the
 * question names as its context ("what is texture in music": the art notes on texture). Every such first
 * topic of the development questions was wrong, and all of them came from one batch of questions, so a
 * fitted weight learns it only when that batch is in the fit (ADR 045, update 5); as a rule it holds for
 * every author.
 */
export function ruledOut(features: readonly number[]): boolean {
  return features[ELSEWHERE] === 1;
}

function confidenceOf(features: readonly number[]): number {
  let z = 0;
  for (let i = 0; i < features.length; i++) z += features[i]! * WEIGHTS[i]!;
  return 1 / (1 + Math.exp(-z));
}

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
 * multi-word name said as a phrase; the session subject and grade band nudge ties. A word the topic only
 * mentions (vocabulary, a fact's cue) while another topic owns it (title, keyword) counts half.
 *
 * Confidence is a logistic function of the features above (FEATURES, WEIGHTS). Words the notes never
 * use ("Atlantis", "Pokemon") count against it: the question is about something the notes do not cover.
 */
export function searchTopics(
  query: string,
  ctx: SearchContext = {},
  limit = 5,
  ix: NotesIndex = NOTES,
): TopicHit[] {
  // A turn asks about the same message several times (claim, then reply): the last few are kept.
  const key = `${ctx.subject ?? ''}\u0000${ctx.grade ?? ''}\u0000${query}`;
  let hits = limit <= 5 ? ix.recent.get(key) : undefined;
  if (!hits) {
    hits = rank(ix, query, ctx, Math.max(5, limit));
    ix.recent.set(key, hits);
    if (ix.recent.size > 16) ix.recent.delete(ix.recent.keys().next().value!);
  }
  return hits.slice(0, limit);
}

const NONE: string[][] = [];
const NO_TOPICS: number[] = [];
const NO_NEIGHBOURS: Neighbour[] = [];

/** A question that asks why or how something happens: its predicate must be in the topic too. */
const WHY = /\b(?:why|how come)\b|^\s*(?:how (?:do|does|did|can|is|are)|what makes|what happens)\b/i;
const EMPTY: ReadonlySet<string> = new Set();

function rank(ix: NotesIndex, query: string, ctx: SearchContext, limit: number): TopicHit[] {
  const q = parseQuery(query, ix);
  if (q.terms.length === 0) return [];
  const subject = kbSubjectOf(ctx.subject);
  const band = bandOfGrade(ctx.grade);
  // A word the notes never use weighs as much as a rare name: the question may be about it ("Atlantis").
  // An everyday English word the notes never use ("pencil", "tomorrow", "ever") is more often the
  // setting of a child's question than its concept: it weighs as a word four topics name.
  const weights = q.terms.map((t) =>
    ix.df.has(t) ? idf(ix, t) : q.english.has(t) ? ix.commonWeight : ix.unknownWeight,
  );
  const total = weights.reduce((a, b) => a + b, 0);
  // The question's head concept: its most informative word that some topic is about (owns), else its
  // most informative word the notes name somewhere. "How does a seed turn into a plant": "turn" is
  // named here and there, but no topic is about turning.
  const owned = q.terms.filter((t) => (ix.owners.get(t) ?? 0) > 0);
  const named = owned.length ? owned : q.terms.filter((t) => ix.df.has(t));
  const head = named.length ? named.reduce((a, b) => (idf(ix, b) > idf(ix, a) ? b : a)) : null;

  // Words the notes never use: names ("Atlantis") and everyday words ("pencil"), at most 3 of each.
  const unknownEveryday = Math.min(3, q.unknown.filter((u) => q.english.has(u)).length);
  const unknownNames = Math.min(3, q.unknown.length - q.unknown.filter((u) => q.english.has(u)).length);
  const sem = ix.semantic;
  // An everyday word no topic names ("puppy", "bunny"): the words the notes name closest to it stand in
  // for it. A name the notes lack ("Burkina Faso", "Atlantis") does not: its neighbours are other names
  // (Mali), and a question about it is one the notes do not answer.
  const near = q.terms.map((t) =>
    ix.df.has(t) || !q.english.has(t) ? NO_NEIGHBOURS : neighbours(sem, q.surface.get(t) ?? t, t),
  );
  const scored: {
    t: TopicIndex;
    /** The topic's position in the index. */
    pos: number;
    score: number;
    /** The score before the breadth adjustment (which orders topics but does not add confidence). */
    raw: number;
    features: number[];
    /** Weight covered through a neighbour of a word no topic names. */
    soft: number;
    /** The question's terms (positions) this topic does not use at all. */
    open: number[];
  }[] = [];
  const candidates = new Set<number>();
  for (const term of q.terms) for (const i of ix.postings.get(term) ?? NO_TOPICS) candidates.add(i);
  for (const list of near)
    for (const nb of list) for (const i of ix.postings.get(nb.term) ?? NO_TOPICS) candidates.add(i);
  for (const i of candidates) {
    const t = ix.topics[i]!;
    let strong = 0;
    let weak = 0;
    let owned = 0;
    let ceded = 0;
    let soft = 0;
    let asked = 0;
    let askedWeak = 0;
    const open: number[] = [];
    const phraseTerms = t.phrases.length ? t.phrases.filter((p) => containsPhrase(q.sequence, p)) : NONE;
    const phrase = phraseTerms.length > 0;
    const said = phrase ? new Set(phraseTerms.flat()) : EMPTY;
    q.terms.forEach((term, k) => {
      const w = weights[k]!;
      if (t.owns.has(term)) owned += w;
      // A word of the topic's asked-as lines that another topic is about (owns: "lever" in a seesaw line) is
      // mostly that topic's evidence: it counts by CEDED_ASK here.
      if (t.asked.has(term)) {
        const v = (ix.owners.get(term) ?? 0) > 0 && !t.owns.has(term) ? w * CEDED_ASK : w;
        asked += v;
        if (t.weak.has(term)) askedWeak += v;
      }
      if (t.title.has(term)) strong += w * 1.25;
      else if (said.has(term) || t.owns.has(term)) strong += w;
      else if (t.strong.has(term)) {
        // Only mentioned here: half when another topic is about it.
        if ((ix.owners.get(term) ?? 0) > 0) {
          strong += w / 2;
          ceded += w;
        } else strong += w;
      } else if (t.partial.has(term)) strong += w / 2;
      else if (t.weak.has(term)) weak += w;
      else if (!t.asked.has(term)) {
        // A word no topic names, close to a word this topic names: partial evidence, half when the topic
        // only mentions that word and another topic owns it.
        let best = 0;
        for (const nb of near[k]!) {
          if (!t.strong.has(nb.term) && !t.partial.has(nb.term)) continue;
          const mentioned = !t.owns.has(nb.term) && (ix.owners.get(nb.term) ?? 0) > 0;
          best = Math.max(best, credit(nb.similarity) * (mentioned || !t.strong.has(nb.term) ? 0.5 : 1));
        }
        if (best > 0) soft += w * best;
        else open.push(k);
      }
    });
    if (strong === 0 && weak === 0 && soft === 0 && asked === 0) continue;
    // The "asked as" question sharing most of the question's concept (IDF-weighted).
    let askMatch = 0;
    for (const a of t.asks) {
      let m = 0;
      q.terms.forEach((term, k) => {
        if (a.includes(term)) m += weights[k]!;
      });
      if (m > askMatch) askMatch = m;
    }
    // A one-word title said whole ("what is a community": Communities, not Community helpers) counts as
    // a phrase of it.
    const titleSaid = !phrase && t.title.size === 1 && q.terms.some((term) => t.title.has(term));
    const phraseBonus = phrase
      ? Math.max(...phraseTerms.map((p) => p.reduce((sum, term) => sum + idf(ix, term), 0))) / 2
      : titleSaid
        ? idf(ix, [...t.title][0]!) / 2
        : 0;
    let raw =
      strong + weak / 3 + soft + phraseBonus + ASKED * (asked - askedWeak) + (ASKED - 1 / 3) * askedWeak;
    if (subject && t.topic.subject === subject) raw *= SAME_SUBJECT;
    const elsewhere = q.subjects.length > 0 && !q.subjects.includes(t.topic.subject);
    // "What is a line in music": the art topic on line is not the one asked about.
    if (elsewhere) raw *= 0.5;
    let score = raw * t.breadth;
    if (band) {
      const d = Math.abs(BAND_INDEX[band] - BAND_INDEX[t.topic.band]);
      score *= d === 0 ? 1.08 : d === 1 ? 1 : 0.95;
    }
    const f = [
      1,
      Math.min(1, strong / total),
      Math.min(1, (strong + weak * 0.5) / total),
      phrase ? 1 : 0,
      0, // lead, once ranked
      head === null || t.strong.has(head) || said.has(head) || t.partial.has(head) ? 0 : 1,
      // One concept word that only appears inside this topic's longer names is not enough.
      q.terms.length === 1 && !phrase && !t.names.has(q.terms[0]!) ? 1 : 0,
      // A story is asked for by its name ("the town mouse and the country mouse", "goldilocks"), not by
      // one common word of its title ("what do people in a town do").
      t.topic.story !== undefined &&
      !phrase &&
      !q.terms.some((term) => t.title.has(term) && (ix.df.get(term) ?? 0) <= 1)
        ? 1
        : 0,
      // "What is texture in music?": the notes on texture in art do not answer it.
      elsewhere ? 1 : 0,
      unknownNames,
      0, // tie, once ranked
      Math.min(1, owned / total),
      Math.min(1, ceded / total),
      subject && t.topic.subject === subject ? 1 : 0,
      unknownEveryday,
      0, // soft, semantic, whyGap, anyLead and understood: for the topics returned only
      0,
      0,
      0,
      0,
      Math.min(1, asked / total),
      Math.min(1, askMatch / total),
      ...NO_FULL, // the second ranking and the comparisons: for the topics returned only
    ];
    scored.push({ t, pos: i, score, raw, features: f, soft, open });
  }
  scored.sort((a, b) => b.score - a.score);
  const vectors = q.terms.map((t) => vectorOf(sem, q.surface.get(t) ?? t, t));
  const meaning = centroid(vectors, weights);
  const why = WHY.test(query);
  // The word-vector features, for the topics returned only (reordering by them did not find more right
  // topics first on the development questions: 881 of 952 either way).
  const top = scored.slice(0, limit);
  for (const s of top) {
    const f = s.features;
    // Words the topic does not use, close to one of its words ("hand" and finger in the skeleton notes).
    let soft = s.soft;
    for (const k of s.open) {
      const v = vectors[k];
      if (v) soft += weights[k]! * credit(closestInTopic(sem, s.pos, v));
    }
    f[SOFT_AT] = Math.min(1, soft / total);
    // (A mean of each word's closest name, instead of the centroids, kept less on topic held out: 71.5% / 73.2%.)
    const c = meaning && topicCentroid(sem, s.pos);
    f[SOFT_AT + 1] = meaning && c ? Math.max(0, dotVec(meaning, c)) : 0;
    f[SOFT_AT + 2] = why ? Math.max(0, 1 - f[2]! - f[SOFT_AT]! - f[ASKED_AT]!) : 0;
    f[SOFT_AT + 4] = Math.min(1, f[2]! + f[SOFT_AT]! + f[ASKED_AT]!);
  }
  // The second ranking and how each returned topic stands among the others (session 12 features).
  const full = fullText(ix);
  const bm = fullRanking(ix, full, q.terms);
  const bmOrder = [...bm.entries()].sort((a, b) => b[1] - a[1]).slice(0, 10);
  const bmBest = bmOrder[0]?.[1] ?? 0;
  const bmGap = bmOrder.length > 1 ? (bmBest - bmOrder[1]![1]) / bmBest : bmOrder.length ? 1 : 0;
  // Frame words, soft words and counts frame a question; what the topic must say is the rest.
  const unique = [...new Set(q.terms)].filter((t) => !FRAME.has(t) && !SOFT_STEMS.has(t) && !COUNT.test(t));
  const uIdf = unique.map((t) => fullIdf(ix, full, t));
  const uTotal = uIdf.reduce((a, b) => a + b, 0) || 1;
  for (const s of top) {
    const f = s.features;
    const agree = bmOrder.length > 0 && bmOrder[0]![0] === s.pos ? 1 : 0;
    const place = bmOrder.findIndex(([i]) => i === s.pos);
    f[FULL_AT] = agree;
    f[FULL_AT + 1] = place >= 0 ? 1 / (place + 1) : 0;
    f[FULL_AT + 2] = bmBest > 0 ? (bm.get(s.pos) ?? 0) / bmBest : 0;
    f[FULL_AT + 3] = agree * bmGap;
    const tf = full.tf[s.pos]!;
    let unsaid = 0;
    unique.forEach((t, k) => {
      if (!tf.has(t)) unsaid += uIdf[k]!;
    });
    f[FULL_AT + 4] = unsaid / uTotal;
  }
  // The share of the question that is an English word no topic's text says ("the mona lisa meme"): the two
  // rankings agree on what the notes do say, which says little when the thing asked is nowhere in them.
  let foreign = 0;
  unique.forEach((t, k) => {
    if (q.english.has(t) && !full.postings.has(t)) foreign += uIdf[k]!;
  });
  foreign /= uTotal;
  const firstFive = top.slice(0, 5);
  for (const s of firstFive) {
    const f = s.features;
    const compared = [SEMANTIC_AT, ASK_MATCH_AT, ASKED_AT, UNDERSTOOD_AT, 1];
    compared.forEach((at, k) => {
      let best = 0;
      for (const o of firstFive) if (o !== s) best = Math.max(best, o.features[at]!);
      f[FULL_AT + 5 + k] = f[at]! - best;
      if (k < 4) f[FULL_AT + 10 + k] = f[at]! >= best ? 1 : 0;
    });
    f[FULL_AT + 14] = Math.min(8, q.terms.length) / 8;
  }
  return top.map((s, i) => {
    const f = s.features;
    const next = top[i + 1]?.raw ?? 0;
    f[4] = i === 0 ? Math.max(0, (s.raw - next) / s.raw) : 0;
    // Near-tied with a different topic: the question does not say which.
    const rival = i === 0 ? top[1] : top[0];
    f[10] = rival && rival.score >= s.score * 0.97 ? 1 : 0;
    f[SOFT_AT + 3] = f[2]! * f[4]!;
    const confidence = confidenceOf(f);
    return {
      topic: s.t.topic,
      score: s.score,
      coverage: f[1]!,
      confidence,
      confident: confidence >= CONFIDENT && !ruledOut(f) && foreign < FOREIGN_AT_MOST,
      phrase: f[3] === 1,
      features: f,
    };
  });
}

/** The best confident topic for a question, or null when the knowledge base has nothing relevant. */
export function findTopic(query: string, ctx: SearchContext = {}, ix: NotesIndex = NOTES): TopicHit | null {
  const [top] = searchTopics(query, ctx, 2, ix);
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
