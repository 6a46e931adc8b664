import type { EngineContext, ScoreEvent, SubjectReply, SubjectTutor } from '../../../ai/types.ts';
import { isDateMention } from '../dates.ts';
import { classify } from '../general.ts';
import { isTimeSignature } from '../music.ts';
import { answerPassage, isPassage, startPassage, type PassageState } from './passage.ts';
import {
  bandOfGrade,
  findFact,
  findTopic,
  kbSubjectOf,
  parseQuery,
  searchTopics,
  type TopicHit,
} from './retrieval.ts';
import { containsAnswer, contentTerms, fuzzyEqual, looksLikeMath, words } from './text.ts';
import {
  checkIntro,
  guessFirst,
  nameBit,
  offerMore,
  praise,
  priorQuestion,
  retryIntro,
  socraticOpener,
} from './tone.ts';
import { TOPICS_BY_ID } from './topics/index.ts';
import type { Topic } from './types.ts';
import {
  continueWriting,
  draftFeedback,
  isDraft,
  isWritingRequest,
  startWriting,
  type WritingState,
} from './writing-coach.ts';

export interface TopicProgress {
  id: string;
  /**
   * 'prior': asked a leading question; 'fact': asked for the student's answer to a factual question;
   * 'check': waiting for a check answer; 'offer': offered more.
   */
  stage: 'prior' | 'fact' | 'check' | 'offer';
  /** The fact asked for (index into topic.facts), in stage 'fact'. */
  fact?: number;
  /** True once the student has had one nudge toward the fact (the next request gets it). */
  nudged?: boolean;
  question: number;
  attempts: number;
  asked: number[];
}

/** The knowledge tutor's JSON-serialisable slice of session state. */
export interface KnowledgeState {
  mode: 'idle' | 'topic' | 'passage' | 'writing' | 'clarify';
  /** The named story being read (a story topic's id), in mode 'passage'. */
  story?: string;
  /** After an honest "not in my notes": the question asked and the nearby topics offered. */
  clarify?: { question: string; options: string[]; tries: number };
  topic?: TopicProgress;
  passage?: PassageState;
  writing?: WritingState;
  /** Local turn counter, used to vary wording deterministically. */
  n: number;
}

const GREETING = /^\s*(hi|hello|hey|hiya|howdy|yo|good (morning|afternoon|evening)|greetings)\b[\s!,.]*/i;
const THANKS_BYE =
  /^\s*(thanks?( you)?|thank u|ty|bye|goodbye|see you|that'?s all|i'?m done|no thanks?|nope|no|all done|done)\b[\s!.]*$/i;
const YES =
  /^\s*(yes|yeah|yep|yup|sure|ok(ay)?|another|more|one more|again|please|go on|next|let'?s go|y)\b/i;
const EXPLAIN_NOW =
  /\b(explain|just tell me|tell me about|tell me what|can you tell me|teach me|describe|give me (the|an) (answer|explanation)|what are the facts)\b/i;
const GIVE_UP =
  /\b(give up|tell me the answer|what'?s the answer|what is the answer|show me the answer|just tell me|tell me|the answer)\b/i;
/** A request for "the answer" that names nothing: it refers to whatever is open. */
const ANSWER_REQUEST =
  /^\s*(?:(?:can|could|will|would) you |please |pls |just |ok(?:ay)? )*(?:just )?(?:tell|give|show) me (?:the |an? )?(?:answer|answers|solution)(?: please| pls| now)?\s*(?:[?.!]+\s*)?$|^\s*(?:what'?s|what is) the answer\s*[?.!]*$/i;
const NOTE_IT =
  /\b(note it|write it down|save it|tell my teacher|ask my teacher|for my teacher|note the question|yes please)\b/i;
const DONT_KNOW = /\b(i\s*(do not|don'?t|dont) know|no idea|idk|not sure|no clue|dunno|nothing)\b/i;
const QUESTION_START =
  /^\s*(what|why|how|who|whom|when|where|which|is|are|do|does|did|can|could|should|explain|tell me|describe|define|teach me)\b/i;

function emptyState(): KnowledgeState {
  return { mode: 'idle', n: 0 };
}

function asState(raw: unknown): KnowledgeState {
  if (raw && typeof raw === 'object' && 'mode' in raw) return raw as KnowledgeState;
  return emptyState();
}

function isQuestionLike(message: string): boolean {
  return /\?\s*$/.test(message) || QUESTION_START.test(withoutLeadIn(message));
}

/** Words a student puts before a new question ("ok now...", "and what about...", "wait, why..."). */
const LEAD_IN =
  /^\s*(?:(?:ok(?:ay)?|now|and|so|but|well|um+|uh+|hmm+|wait|also|then|alright|oh|cool|great|nice|thanks?|thank you)\b[\s,!.]*)+/i;

export function withoutLeadIn(message: string): string {
  const rest = message.replace(LEAD_IN, '');
  return rest.trim() ? rest : message;
}

/**
 * A request that names a new thing to learn or read ("what about verbs", "tell me about magnets now",
 * "read the three pigs"): the named thing, or null. In the middle of a topic, such a request is not an
 * answer to the tutor's question: it asks for the thing named.
 */
const NEW_THING =
  /^(?:(?:what|how) about|tell me about|teach me(?: about)?|can you (?:tell me about|teach me(?: about)?|read|explain)|can we (?:read|do|learn(?: about)?)|let'?s (?:read|do|learn(?: about)?)|i want to (?:read|learn(?: about)?)|read(?: me)?|explain) (.*)$/i;

/** The thing named, without end marks or a closing "now", "please" or "instead". */
function trimRequest(text: string): string {
  let t = text.trim();
  while (t && '?.!'.includes(t.at(-1)!)) t = t.slice(0, -1).trimEnd();
  for (const end of [' now', ' please', ' instead'])
    if (t.toLowerCase().endsWith(end)) t = t.slice(0, -end.length).trimEnd();
  return t;
}

export function requestedThing(message: string): string | null {
  const m = NEW_THING.exec(withoutLeadIn(message).trim().replace(/\s+/g, ' '));
  const thing = m?.[1] ? trimRequest(m[1]) : '';
  return thing ? thing : null;
}

/**
 * A question about what is happening now ("what time is it", "whats the weather today", "who won last
 * night"): the notes hold lasting knowledge, not today's news, so no topic is taught for it.
 */
const ABOUT_NOW =
  /\bwhat (?:time|day|date|year|month) is it\b|\b(?:right now|currently|these days|last night|yesterday|tonight|this (?:morning|afternoon|evening|week|weekend))\b|\b(?:weather|temperature|score|news|date|price)\b.*\btoday\b|\btoday'?s? (?:weather|date|news|score|temperature)\b|\bwhat(?:'s| is)? (?:the )?(?:date|time) today\b/i;

/**
 * When something happens on a particular day ("what time does the sun set today", "is it going to snow
 * tomorrow"): a timetable or a forecast, not lasting knowledge (session 12, issue 17).
 */
const ON_A_DAY =
  /\b(?:what time|when|is it going to|is there going to be|will (?:it|there))\b.{0,60}\b(?:today|tonight|tomorrow)\b/i;

/**
 * A name or a fact of the asker's own place ("who is the mayor of our town", "what is the school wifi called",
 * "when is our next field trip"): the notes speak of mayors and the internet, never of this school or town.
 */
const OUR_OWN =
  /^\s*(?:who|when|where|what time|what(?:'s| is| are)(?: the name of)?)\b.{0,60}\b(?:(?:our|my) (?:school|class|classroom|town|city|street|teacher|principal)|the school(?:'s)? (?:wifi|internet|password|lunch|nurse|office|principal|rules?))\b/i;

/**
 * A request for a pick or a judgement ("what is the best phone", "which is better, x or y", "who would win",
 * "what should i get"): the notes hold knowledge, not preferences. "The best way to ..." asks how, and stays.
 */
const A_PICK =
  /^\s*(?:what(?:'s| is| are)? (?:the |your )?(?:best|favou?rite|coolest|worst)\b(?! (?:way|ways|time|thing to do) to\b)|which (?:one )?(?:is|are) (?:better|best|cooler)\b|who would win\b|(?:is|are) .{1,40} better than\b|(?:what|which) .{0,30}\bshould i (?:get|buy|pick|choose|play|watch)\b)/i;

export function asksAboutNow(message: string): boolean {
  return ABOUT_NOW.test(message);
}

/**
 * A question the notes cannot answer whatever topic shares its words (session 12, issue 17): today's news, a
 * day's timetable or forecast, a name of the asker's own school or town, a pick or a judgement. No topic is
 * taught for it; the calibration leaves it out, as the router's confidence does not decide it.
 */
export function asksForAParticular(message: string): boolean {
  return ABOUT_NOW.test(message) || ON_A_DAY.test(message) || OUR_OWN.test(message) || A_PICK.test(message);
}

/**
 * A question about a price, pay or worth ("how much do artists make", "how much does a violin cost"):
 * only the economics notes speak about money; another topic that shares a word is not the answer.
 */
const PRICE =
  /\bhow much (?:money|do(?:es)? .{1,40} (?:cost|make|earn|charge|pay)|is .{1,40} worth|.{0,40}get paid)\b|\b(?:cost|costs|worth|salary|salaries|get paid|paid)\b/i;
const MONEY_TOPICS = new Set([
  'money-banks',
  'math-money',
  'goods-services',
  'needs-wants',
  'producers-consumers',
  'scarcity',
  'supply-demand',
  'taxes',
  'trade',
  'great-depression',
]);

/**
 * A question that points back at what is being learned ("when did it end?", "how do they eat?"): a
 * pronoun and at most one word of its own. In a topic, it is about that topic, not a new one.
 */
const POINTS_BACK = /\b(?:it|its|that|this|they|them|their|those|these|he|she|him|his|her|there)\b/i;

function pointsBack(message: string): boolean {
  return POINTS_BACK.test(message) && parseQuery(message).terms.length <= 1;
}

/** The topic a fresh question asks about, confidently, or null (today's news, prices outside economics). */
function topicFor(message: string, ctx: EngineContext): TopicHit | null {
  if (asksForAParticular(message)) return null;
  const search = { subject: ctx.subject, grade: ctx.student.grade };
  const thing = requestedThing(message);
  const hit = (thing ? findTopic(thing, search) : null) ?? findTopic(message, search);
  if (hit && PRICE.test(message) && !MONEY_TOPICS.has(hit.topic.id)) return null;
  return hit;
}

function firstName(ctx: EngineContext): string {
  return ctx.student.firstName ? `, ${ctx.student.firstName}` : '';
}

/** Bolds the first occurrence of a term (or a close form of it) in text. */
function boldTerm(text: string, term: string): { text: string; found: boolean } {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`\\b(${escaped}[a-z]*)\\b`, 'i');
  const m = text.match(re);
  if (!m || m.index === undefined) return { text, found: false };
  return { text: text.slice(0, m.index) + `**${m[1]}**` + text.slice(m.index + m[1]!.length), found: true };
}

function gradeBody(topic: Topic, ctx: EngineContext): string {
  const band = bandOfGrade(ctx.student.grade);
  if (band === 'K-2' && topic.simple) return topic.simple;
  if (band === '6-8' && topic.deeper) return `${topic.explanation} ${topic.deeper}`;
  return topic.explanation;
}

/** The explanation at the student's grade, with 1-2 vocabulary words in bold and defined. */
export function explainTopic(topic: Topic, ctx: EngineContext): string {
  const band = bandOfGrade(ctx.student.grade);
  let body = gradeBody(topic, ctx);
  const count = band === 'K-2' ? 1 : 2;
  // Prefer vocabulary the explanation actually uses.
  const vocab = [...topic.vocab]
    .sort((a, b) => Number(boldTerm(body, b.term).found) - Number(boldTerm(body, a.term).found))
    .slice(0, count);
  const defs: string[] = [];
  for (const v of vocab) {
    const r = boldTerm(body, v.term);
    body = r.text;
    defs.push(`**${v.term}** means ${v.definition}`);
  }
  const keyWords =
    ctx.agent === 'asi'
      ? `Key vocabulary:\n${defs.map((d) => `- ${d}`).join('\n')}`
      : band === 'K-2'
        ? `Word to know: ${defs[0]}.`
        : `Words to know: ${defs.join('; ')}.`;
  return `${body}\n\n${keyWords}`;
}

function scoreEvent(topic: Topic, score: number): ScoreEvent {
  return { type: 'score', skill: topic.title, subject: topic.subject, score };
}

function nextQuestion(topic: Topic, asked: number[], ctx: EngineContext): number | null {
  const remaining = topic.questions.map((_, i) => i).filter((i) => !asked.includes(i));
  if (remaining.length === 0) return null;
  // First ask what the explanation the student just read can answer.
  const shown = `${gradeBody(topic, ctx)} ${topic.vocab.map((v) => `${v.term} ${v.definition}`).join(' ')}`;
  const answerable = remaining.filter((i) =>
    topic.questions[i]!.answers.some((a) => containsAnswer(shown, a)),
  );
  return (answerable[0] ?? remaining[0])!;
}

function stripAffirmation(feedback: string): string {
  const s = feedback.replace(/^(yes|right|correct|exactly|great rhyme|great)[!,.]?\s*(-|—)?\s*/i, '');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function revealAnswer(topic: Topic, qi: number): string {
  const q = topic.questions[qi]!;
  const body = stripAffirmation(q.feedback);
  const mentions = words(body).some((w) => words(q.answers[0]!).some((a) => fuzzyEqual(w, a)));
  if (words(body).length <= 3) return `The answer is **${q.answers[0]}**. ${q.hint}`;
  return mentions ? `Here's the answer: ${body}` : `The answer is **${q.answers[0]}**. ${body}`;
}

const isSpace = (c: string | undefined): boolean => c !== undefined && /\s/.test(c);
const isOptionChar = (c: string | undefined): boolean => c !== undefined && /[\w' -]/i.test(c);

/**
 * The two options of an either/or question ("Is this a fact or an opinion?"), in one linear pass:
 * the first option is the run of word characters, apostrophes, hyphens and spaces that starts
 * earliest and reaches an "or" (whitespace on both sides) whose second option runs up to a "?";
 * of the "or"s it reaches, the first that works. Gives what
 * `/:?\s*([\w' -]+?)\s+or\s+([\w' -]+?)\?/i` captures, without its polynomial backtracking.
 */
export function eitherOrOptions(s: string): [string, string] | null {
  const n = s.length;
  const spaceEnd = new Array<number>(n + 1).fill(n); // end of the whitespace run starting at i
  const optionEnd = new Array<number>(n + 1).fill(n); // first index >= i that cannot be in an option
  for (let i = n - 1; i >= 0; i--) {
    spaceEnd[i] = isSpace(s[i]) ? spaceEnd[i + 1]! : i;
    optionEnd[i] = isOptionChar(s[i]) ? optionEnd[i + 1]! : i;
  }
  // The second option after an "or" at o, or null when none runs up to a "?".
  const secondAt = (o: number): string | null => {
    if (s.slice(o, o + 2).toLowerCase() !== 'or' || !isSpace(s[o + 2])) return null;
    const j = spaceEnd[o + 2]!;
    const q = optionEnd[j]!;
    if (q > j && s[q] === '?') return s.slice(j, q);
    if (s[j] === '?' && j - 1 >= o + 3 && s[j - 1] === ' ') return ' ';
    return null;
  };
  const second = new Map<number, string | null>();
  // nextGap[e]: the first e' >= e where whitespace runs up to an "or" that has a second option
  const nextGap = new Array<number>(n + 2).fill(Infinity);
  for (let e = n - 1; e >= 0; e--) {
    let gap = false;
    if (isSpace(s[e])) {
      const o = spaceEnd[e]!;
      if (!second.has(o)) second.set(o, secondAt(o));
      gap = second.get(o) !== null;
    }
    nextGap[e] = gap ? e : nextGap[e + 1]!;
  }
  // The end of the shortest first option that starts at g, or -1.
  const firstEnd = (g: number): number => {
    if (!isOptionChar(s[g])) return -1;
    const e = nextGap[g + 1]!;
    return e <= optionEnd[g]! ? e : -1;
  };
  // lastStart[i]: the largest g <= i where a first option starts
  const lastStart = new Array<number>(n + 1).fill(-1);
  for (let i = 0; i <= n; i++) lastStart[i] = firstEnd(i) >= 0 ? i : i > 0 ? lastStart[i - 1]! : -1;
  for (let p = 0; p < n; p++) {
    const from = s[p] === ':' ? p + 1 : p;
    const g = lastStart[spaceEnd[from]!]!;
    if (g >= from) {
      const e = firstEnd(g);
      return [s.slice(g, e), second.get(spaceEnd[e]!)!];
    }
  }
  return null;
}

/** A hedge such as "fact or opinion" that names several options of an either/or question. */
function isHedge(answer: string, question: string): boolean {
  if (!/\bor\b/i.test(answer)) return false;
  const options = eitherOrOptions(question);
  if (!options) return /\bor\b/i.test(question) && words(answer).length <= 6;
  return (
    containsAnswer(answer, options[0].split(/\s+/).pop()!) &&
    containsAnswer(answer, options[1].split(/\s+/).pop()!)
  );
}

function greetingReply(ctx: EngineContext): string {
  const name = ctx.student.firstName ? ` ${ctx.student.firstName}` : '';
  const who = ctx.tutorName || 'your tutor';
  const subject = kbSubjectOf(ctx.subject);
  const what = subject
    ? `I'm here to help with ${subject}`
    : 'I can help with reading, writing, science and social studies (and math, too)';
  if (ctx.agent === 'super_ao')
    return `Hi${name}! I'm ${who}. ${what}. What would you like to learn about today?`;
  if (ctx.agent === 'asi')
    return `Hello${name}. I'm ${who}. ${what}, one step at a time. What would you like to learn or practise today?`;
  return `Hi${name}! I'm ${who}. ${what}. What are you curious about today?`;
}

/**
 * Topics near a question the notes do not cover: named by the question's words, but not confidently. The
 * confidence floor follows the fitted confidence's scale (0.1 until the word-vector refit of 2026-11-25, whose
 * lower bias puts "the capital of burkina faso" -> states and capitals at 0.097).
 */
const NEARBY_MIN = 0.05;

/**
 * A second nearby topic is named only when it is at least this share as likely as the first: one far behind
 * the first is not a real choice, and offering two makes a plain "ok" ambiguous ("how do volcanoes form" offered
 * volcanoes and, at about a third of its confidence, ecological succession, once the math notes changed the
 * word weights).
 */
const NEARBY_SECOND_SHARE = 0.5;

function nearby(message: string, ctx: EngineContext): TopicHit[] {
  const near = searchTopics(message, { subject: ctx.subject, grade: ctx.student.grade }, 4)
    .filter((h) => h.coverage >= 0.3 && h.confidence >= NEARBY_MIN)
    .slice(0, 2);
  return near.length === 2 && near[1]!.confidence < NEARBY_SECOND_SHARE * near[0]!.confidence
    ? near.slice(0, 1)
    : near;
}

/**
 * The honest reply when the notes do not confidently cover a question: says so, names what it knows
 * nearby, asks one clarifying question, and offers to note the question for the teacher.
 */
export function notInNotes(
  message: string,
  ctx: EngineContext,
  near: TopicHit[] = nearby(message, ctx),
): string {
  const titles = near.map((h) => `**${h.topic.title.toLowerCase()}**`);
  const young = ctx.student.grade !== null && ctx.student.grade <= 2;
  const known =
    titles.length === 0
      ? ''
      : titles.length === 1
        ? ` The closest thing I know about is ${titles[0]}. Is that what you mean, or can you tell me more about what you want to find out?`
        : ` Nearby, I know about ${titles[0]} and ${titles[1]}. Did you mean one of those, or can you tell me more about what you want to find out?`;
  const ask = known || ' Can you tell me a bit more about what you want to find out?';
  const note = young
    ? ' Or say "note it" and I\'ll write your question down for your teacher.'
    : ' If you like, say "note it" and I\'ll write your question down for your teacher; a library book or an encyclopedia for kids can help too.';
  return `I don't have that in my notes${firstName(ctx)}, so I won't guess and risk telling you something that isn't true.${ask}${note}`;
}

function clarifyTurn(message: string, ctx: EngineContext, state: KnowledgeState): SubjectReply {
  const near = nearby(message, ctx);
  // Alongside a safety reply, an "I don't know that" adds nothing: the safety reply stands alone.
  if (ctx.moderation && ctx.moderation !== 'allow')
    return { text: '', state: { ...state, mode: 'idle', topic: undefined }, done: true };
  return {
    text: notInNotes(message, ctx, near),
    state: {
      ...state,
      mode: 'clarify',
      topic: undefined,
      clarify: {
        question: message,
        options: near.map((h) => h.topic.id),
        tries: (state.clarify?.tries ?? 0) + 1,
      },
    },
  };
}

function noteForTeacher(ctx: EngineContext, state: KnowledgeState): SubjectReply {
  const q = state.clarify!.question.trim().replace(/\s+/g, ' ').slice(0, 200);
  return {
    text: `Done${firstName(ctx)}! I've written it down here:\n\n**Question for my teacher:** "${q}"\n\nYour teacher can read our chats, and it's a great question to ask in class too. What else would you like to explore?`,
    state: { ...state, mode: 'idle', clarify: undefined },
    done: true,
  };
}

/** The student's answer to "did you mean X or Y?": an option by position or by its words. */
function chosenOption(message: string, options: string[]): string | null {
  const m = message.toLowerCase();
  if (options.length === 0) return null;
  if (/\b(first|1st|one|1|that one|the first one)\b/.test(m) && !/\b(second|2nd|two|2)\b/.test(m))
    return options[0]!;
  if (/\b(second|2nd|two|2|last one|the other)\b/.test(m) && options[1]) return options[1];
  if (options.length === 1 && /^\s*(yes|yeah|yep|yup|sure|ok(ay)?|that'?s it|right)\b/i.test(message))
    return options[0]!;
  for (const id of options) {
    const topic = TOPICS_BY_ID.get(id);
    if (topic && contentTerms(topic.title).some((t) => contentTerms(message).some((w) => fuzzyEqual(w, t))))
      return id;
  }
  return null;
}

function startTopic(topic: Topic, message: string, ctx: EngineContext, state: KnowledgeState): SubjectReply {
  const n = state.n;
  const base = { ...state, mode: 'topic' as const, clarify: undefined };
  if (topic.story) return startStory(topic, ctx, base);
  // A factual question ("how many legs...", "who painted...") is asked back; a why or how question
  // is led by the topic's Socratic path instead.
  const why =
    /^\s*(?:but |so |and )?(?:why|how (?:does|do|did|come|can|is|are)|what causes|what makes)\b/i.test(
      message,
    ) || /^\s*(?:what|whats|what's) (?:is|are) (?:a|an|the)?\s*\w+(?: \w+)?\s*(?:\?\s*)?$/i.test(message);
  const fact = why ? null : findFact(topic, message);
  if (fact && !/\b(explain|tell me about|teach me|describe)\b/i.test(message)) {
    return {
      text: guessFirst(ctx, n),
      state: {
        ...base,
        topic: {
          id: topic.id,
          stage: 'fact',
          fact: topic.facts.indexOf(fact),
          question: 0,
          attempts: 0,
          asked: [],
        },
      },
    };
  }
  if (EXPLAIN_NOW.test(message)) {
    const qi = nextQuestion(topic, [], ctx) ?? 0;
    const lead =
      ctx.agent === 'asi'
        ? `Here is the core idea of ${topic.title.toLowerCase()}.`
        : `Sure${nameBit(ctx, n)}! Here's how ${topic.title.toLowerCase()} works.`;
    return {
      text: `${lead}\n\n${explainTopic(topic, ctx)}${mixUp(topic)}\n\n${checkIntro(ctx)} ${topic.questions[qi]!.question}`,
      state: { ...base, topic: { id: topic.id, stage: 'check', question: qi, attempts: 0, asked: [] } },
    };
  }
  const opener = topic.socratic[0]
    ? socraticOpener(ctx, topic.title, topic.socratic[0], n)
    : priorQuestion(ctx, topic.title, n);
  return {
    text: opener,
    state: { ...base, topic: { id: topic.id, stage: 'prior', question: 0, attempts: 0, asked: [] } },
  };
}

/** A common wrong idea about the topic, said after the explanation. */
function mixUp(topic: Topic): string {
  const m = topic.misconceptions[0];
  if (!m) return '';
  const wrong = m.wrong.replace(/[.!]$/, '');
  return `\n\nA common mix-up: people think "${wrong.charAt(0).toLowerCase()}${wrong.slice(1)}". In fact: ${m.right}`;
}

/** A named story: the text (ours or public domain), then questions drawn from that text. */
function startStory(topic: Topic, ctx: EngineContext, state: KnowledgeState): SubjectReply {
  const { text, state: ps } = startPassage(topic.story!, ctx);
  const question = text.slice(text.indexOf('**Question 1:**'));
  const intro = `Let's read **${topic.title}** together${firstName(ctx)}. Here is the story, retold:`;
  return {
    text: `${intro}\n\n> ${topic.story}\n\n${question}`,
    state: { ...state, mode: 'passage', passage: ps, story: topic.id, topic: undefined, writing: undefined },
  };
}

/** The student's answer to a factual question: confirm, nudge once, or give the fact with its reason. */
function factTurn(message: string, ctx: EngineContext, state: KnowledgeState, topic: Topic): SubjectReply {
  const prog = state.topic!;
  const fact = topic.facts[prog.fact ?? 0];
  if (!fact) return topicTurn(message, ctx, { ...state, topic: { ...prog, stage: 'prior' } }, topic);
  const n = state.n;
  const offer = { ...state, topic: { ...prog, stage: 'offer' as const, attempts: 0 } };
  const more = offerMore(ctx, topic.title);
  const right = !DONT_KNOW.test(message) && fact.answers.some((a) => containsAnswer(message, a));
  if (right) return { text: `${praise(ctx, n)} ${fact.say}\n\n${more}`, state: offer };
  const asks = GIVE_UP.test(message) || DONT_KNOW.test(message);
  const hint = topic.socratic.find((q, i) => i > 0 || topic.socratic.length === 1);
  if (asks) {
    // One nudge toward finding out; a second request gets the fact (no stonewalling).
    if (!prog.nudged && hint && !(ctx.moderation && ctx.moderation !== 'allow'))
      return {
        text: `Let's try one step first${nameBit(ctx, n)}: ${hint} If you still want me to, I'll tell you.`,
        state: { ...state, topic: { ...prog, nudged: true } },
      };
    if (ctx.moderation && ctx.moderation !== 'allow' && !prog.nudged)
      return {
        text: hint ? `Here's a clue: ${hint}` : 'Have a guess, and I will tell you if you are right.',
        state: { ...state, topic: { ...prog, nudged: true } },
      };
    return { text: `Here it is: ${fact.say}\n\n${more}`, state: offer };
  }
  if (prog.attempts === 0 && !prog.nudged) {
    const lead = retryIntro(ctx, n);
    return {
      text: hint ? `${lead} Here's a clue: ${hint} What do you think now?` : `${lead} Have another guess?`,
      state: { ...state, topic: { ...prog, attempts: 1, nudged: true } },
    };
  }
  return {
    text: `${ctx.agent === 'super_ao' ? 'Good try!' : 'Good effort.'} ${fact.say}\n\n${more}`,
    state: offer,
  };
}

function acknowledgePrior(message: string, topic: Topic, ctx: EngineContext): string {
  if (DONT_KNOW.test(message) || words(message).length === 0)
    return ctx.agent === 'super_ao'
      ? "That's okay! That's what we're here for."
      : "That's fine, let's build it up together.";
  if (EXPLAIN_NOW.test(message) || GIVE_UP.test(message)) return 'Sure!';
  const topicTerms = new Set([
    ...contentTerms(topic.title),
    ...topic.keywords.flatMap(contentTerms),
    ...topic.vocab.flatMap((v) => contentTerms(v.term)),
    ...contentTerms(topic.explanation),
  ]);
  const said = [...new Set(contentTerms(message))];
  const known = said.filter((t) => [...topicTerms].some((k) => fuzzyEqual(t, k)));
  if (known.length) {
    const surface = words(message).find((w) => contentTerms(w)[0] === known[0]) ?? known[0];
    return ctx.agent === 'grok'
      ? `Good thinking: you already connected it to **${surface}**. Let's see how that fits.`
      : `Nice, you already know something about **${surface}**!`;
  }
  return 'Thanks for sharing your thinking!';
}

function topicTurn(message: string, ctx: EngineContext, state: KnowledgeState, topic: Topic): SubjectReply {
  const prog = state.topic!;
  const n = state.n;
  if (prog.stage === 'fact') return factTurn(message, ctx, state, topic);
  if (prog.stage === 'prior') {
    const qi = nextQuestion(topic, prog.asked, ctx) ?? 0;
    return {
      text: `${acknowledgePrior(message, topic, ctx)}\n\n${explainTopic(topic, ctx)}${mixUp(topic)}\n\n${checkIntro(ctx)} ${topic.questions[qi]!.question}`,
      state: { ...state, topic: { ...prog, stage: 'check', question: qi, attempts: 0 } },
    };
  }

  if (prog.stage === 'offer') {
    if (YES.test(message) && !isQuestionLike(message.replace(/^\s*(yes|sure|ok(ay)?)[,!.]?\s*/i, ''))) {
      const qi = nextQuestion(topic, prog.asked, ctx);
      if (qi === null) {
        return {
          text: `You've answered all my questions about ${topic.title.toLowerCase()}${firstName(ctx)}! What would you like to learn about next?`,
          state: { ...state, mode: 'idle', topic: undefined },
          done: true,
        };
      }
      return {
        text: `${checkIntro(ctx)} ${topic.questions[qi]!.question}`,
        state: { ...state, topic: { ...prog, stage: 'check', question: qi, attempts: 0 } },
      };
    }
    if (THANKS_BYE.test(message)) {
      return {
        text: `Great work today${firstName(ctx)}! Whenever you're ready, ask me about anything in reading, writing, science or social studies.`,
        state: { ...state, mode: 'idle', topic: undefined },
        done: true,
      };
    }
    return freshTurn(message, ctx, { ...state, mode: 'idle', topic: undefined });
  }

  // stage 'check': evaluate the answer.
  const q = topic.questions[prog.question]!;
  if (GIVE_UP.test(message)) {
    return revealTurn(topic, ctx, state, "That's okay.");
  }
  if (isHedge(message, q.question)) {
    return { text: `Pick just one answer${nameBit(ctx, n)}: which one do you think it is?`, state };
  }
  const correct = !DONT_KNOW.test(message) && q.answers.some((a) => containsAnswer(message, a));
  if (correct) {
    const score = prog.attempts === 0 ? 100 : 70;
    const fb = stripAffirmation(q.feedback);
    const mastery = ctx.agent === 'asi' ? ` (${prog.attempts === 0 ? 'first try' : 'second try'})` : '';
    return {
      text: `${praise(ctx, n, n % 2 === 0)}${mastery} ${fb}\n\n${offerMore(ctx, topic.title)}`,
      state: {
        ...state,
        topic: { ...prog, stage: 'offer', asked: [...prog.asked, prog.question], attempts: 0 },
      },
      events: [scoreEvent(topic, score)],
    };
  }
  if (prog.attempts === 0) {
    const lead = DONT_KNOW.test(message) ? "That's okay, let's figure it out." : retryIntro(ctx, n);
    return {
      text: `${lead} Hint: ${q.hint} Want to try again? ${q.question}`,
      state: { ...state, topic: { ...prog, attempts: 1 } },
    };
  }
  return revealTurn(topic, ctx, state, ctx.agent === 'super_ao' ? 'Good try!' : 'Good effort.');
}

function revealTurn(topic: Topic, ctx: EngineContext, state: KnowledgeState, lead: string): SubjectReply {
  const prog = state.topic!;
  return {
    text: `${lead} ${revealAnswer(topic, prog.question)}\n\n${offerMore(ctx, topic.title)}`,
    state: {
      ...state,
      topic: { ...prog, stage: 'offer', asked: [...prog.asked, prog.question], attempts: 0 },
    },
  };
}

/** A message that starts something new: greeting, passage, writing, topic question or unknown. */
function freshTurn(message: string, ctx: EngineContext, state: KnowledgeState): SubjectReply {
  if (isPassage(message) && !isDraft(message) && kbSubjectOf(ctx.subject) !== 'writing') {
    const { text, state: ps } = startPassage(message, ctx);
    return { text, state: { ...state, mode: 'passage', passage: ps, topic: undefined, writing: undefined } };
  }
  if (isDraft(message) || (isPassage(message) && kbSubjectOf(ctx.subject) === 'writing')) {
    const text = draftFeedback(message, ctx, null);
    return {
      text: `${text}\nMake a change and paste it again whenever you're ready.`,
      state: {
        ...state,
        mode: 'writing',
        writing: { stage: 'draft', topic: null, kind: 'paragraph', tries: 0 },
        topic: undefined,
      },
    };
  }
  // "How do I write a letter?" asks how: the notes on letters answer it. "Help me write..." is coached.
  const howTo = /^\s*(?:but |so )?(?:how (?:do|can|should) (?:i|you|we)|how to|what'?s the way to)\b/i.test(
    message,
  );
  // "How do I write a story about my summer?": the kind of writing is the concept, not what it is about.
  const about = /\bwrite\b/i.test(message) ? message.search(/\babout\b/i) : -1;
  const howToQuery = about > 0 ? message.slice(0, about) : message;
  const writingTopic = howTo
    ? findTopic(howToQuery, { subject: ctx.subject, grade: ctx.student.grade })
    : null;
  if (writingTopic)
    return startTopic(writingTopic.topic, message, ctx, { ...state, passage: undefined, writing: undefined });
  if (isWritingRequest(message)) {
    const { text, state: ws } = startWriting(message, ctx);
    return { text, state: { ...state, mode: 'writing', writing: ws, topic: undefined, passage: undefined } };
  }
  const greeting = GREETING.exec(message);
  const rest = greeting ? message.slice(greeting[0].length) : message;
  if (greeting && contentTerms(rest).length === 0) {
    return { text: greetingReply(ctx), state: { ...state, mode: 'idle' } };
  }
  if (THANKS_BYE.test(message)) {
    return {
      text: `You're welcome${firstName(ctx)}! Come back any time you want to learn something new.`,
      state: { ...state, mode: 'idle' },
      done: true,
    };
  }
  if (ANSWER_REQUEST.test(rest)) {
    // "Can you just tell me the answer?" with no question open: ask which question, teach nothing else.
    if (ctx.moderation && ctx.moderation !== 'allow')
      return { text: '', state: { ...state, mode: 'idle' }, done: true };
    return {
      text: `Which question are you working on${firstName(ctx)}? Tell me the question, and we'll work out the answer together.`,
      state: { ...state, mode: 'idle' },
      done: true,
    };
  }
  const hit = topicFor(rest, ctx);
  if (hit) return startTopic(hit.topic, rest, ctx, { ...state, passage: undefined, writing: undefined });
  return clarifyTurn(rest, ctx, state);
}

export function knowledgeReply(message: string, ctx: EngineContext, raw: unknown): SubjectReply {
  const prev = asState(raw);
  const state: KnowledgeState = { ...prev, n: (prev.n ?? 0) + 1 };
  const msg = message.trim();

  // Something clearly new interrupts whatever is in progress.
  const newPassage = isPassage(msg) && state.mode !== 'writing';
  const newWriting = isWritingRequest(msg) || isDraft(msg);

  if (state.mode === 'passage' && state.passage && !newPassage && !newWriting) {
    const thing = requestedThing(msg);
    const interrupt =
      // A new question, with or without its question mark (young students often leave it out), or a
      // request for something new ("now read the three pigs").
      (thing !== null && findTopic(thing, { subject: ctx.subject, grade: ctx.student.grade })) ||
      (isQuestionLike(msg) && findTopic(msg, { subject: ctx.subject, grade: ctx.student.grade }));
    if (!interrupt) {
      const r = answerPassage(msg, ctx, state.passage, state.n);
      return {
        text: r.text,
        state: r.done ? { ...state, mode: 'idle', passage: undefined } : { ...state, passage: r.state },
        events: r.events,
        done: r.done,
      };
    }
  }

  if (state.mode === 'writing' && state.writing && !newPassage && !isWritingRequest(msg)) {
    const interrupt =
      QUESTION_START.test(msg) && findTopic(msg, { subject: ctx.subject, grade: ctx.student.grade });
    if (!interrupt) {
      if (isDraft(msg)) {
        const text = draftFeedback(msg, ctx, state.writing.topic);
        return {
          text: `${text}\nMake a change and paste it again whenever you're ready.`,
          state: { ...state, writing: { ...state.writing, stage: 'draft' } },
        };
      }
      const r = continueWriting(msg, ctx, state.writing);
      return { text: r.text, state: { ...state, writing: r.state }, done: r.done };
    }
  }

  if (state.mode === 'clarify' && state.clarify && !newPassage && !newWriting) {
    const { question, options } = state.clarify;
    if (NOTE_IT.test(msg) || (options.length === 0 && /^\s*(yes|yeah|yep|sure|ok(ay)?|please)\b/i.test(msg)))
      return noteForTeacher(ctx, state);
    const search = { subject: ctx.subject, grade: ctx.student.grade };
    // A request that names something new ("ok what about earthquakes") is not an answer to the clarifying
    // question, even when it starts with "ok": it asks for the thing named, as in the middle of a topic.
    const thing = requestedThing(msg);
    const asked = thing ? findTopic(thing, search) : null;
    if (asked) return startTopic(asked.topic, withoutLeadIn(msg), ctx, { ...state, clarify: undefined });
    const chosen = chosenOption(msg, options);
    const topic = chosen ? TOPICS_BY_ID.get(chosen) : undefined;
    if (topic) return startTopic(topic, question, ctx, { ...state, clarify: undefined });
    if (!THANKS_BYE.test(msg) && !findTopic(msg, search) && findTopic(`${question} ${msg}`, search)) {
      // A detail added to the first question ("I mean the one about spiders").
      return startTopic(findTopic(`${question} ${msg}`, search)!.topic, `${question} ${msg}`, ctx, {
        ...state,
        clarify: undefined,
      });
    }
  }

  if (state.mode === 'topic' && state.topic && !newPassage && !newWriting) {
    const topic = TOPICS_BY_ID.get(state.topic.id);
    if (topic) {
      // A new question about a different topic switches topics; anything else is an answer. A request
      // that names something new ("ok what about verbs", "now tell me about magnets") is never an answer.
      const search = { subject: ctx.subject, grade: ctx.student.grade };
      const thing = requestedThing(msg);
      const asked = thing ? findTopic(thing, search) : null;
      if (asked && asked.topic.id !== topic.id)
        return startTopic(asked.topic, withoutLeadIn(msg), ctx, { ...state, topic: undefined });
      if (
        state.topic.stage !== 'offer' &&
        isQuestionLike(msg) &&
        !pointsBack(msg) &&
        !GIVE_UP.test(msg) &&
        !ANSWER_REQUEST.test(msg)
      ) {
        const hit = findTopic(msg, search);
        if (
          hit &&
          hit.topic.id !== topic.id &&
          !topic.questions.some((q) => q.answers.some((a) => containsAnswer(msg, a)))
        )
          return startTopic(hit.topic, withoutLeadIn(msg), ctx, { ...state, topic: undefined });
      }
      return topicTurn(msg, ctx, state, topic);
    }
  }

  return freshTurn(msg, ctx, {
    ...state,
    mode: 'idle',
    topic: undefined,
    passage: undefined,
    writing: undefined,
    clarify: undefined,
  });
}

/**
 * The claim on a question about a math idea (a math topic found confidently). The math tutor claims 0.8 or
 * 0.9 for any message it reads as a problem, and it comes first in the engine's list, so a tie leaves every
 * problem it can work with it ("what is three times four"); a question about the idea it cannot read as a
 * problem ("what is a denominator") comes here, and may take over from a math problem in hand (the takeover
 * claim is 0.8). A message with a number in it that reads as math ("why is 1 not a prime number") claims less,
 * above the math tutor's 0.5 for numbers it cannot read in a Math session, below anything it reads; a
 * statement rather than a question ("the denominator is 8", an answer to the math tutor) claims less again.
 */
export const MATH_TOPIC_CLAIM = 0.8;
const EXPRESSION = /\d\s*[-+*/×÷^=<>:]\s*[\d(]|\d\s*%|[a-z]\s*=\s*\d/i;
const MATH_TOPIC_NUMERIC_CLAIM = 0.6;

export function knowledgeClaim(message: string, ctx: EngineContext): number {
  const msg = message.trim();
  if (!msg) return 0;
  if (looksLikeMath(msg) && !isTimeSignature(msg) && !isDateMention(msg)) {
    // A worked expression ("9/11 as a decimal", "3 + 4") is a problem even when the math tutor cannot solve it.
    if (!isQuestionLike(msg) || EXPRESSION.test(msg)) return 0.05;
    const hit = topicFor(msg, ctx);
    return hit && hit.topic.subject === 'math' ? MATH_TOPIC_NUMERIC_CLAIM : 0.05;
  }
  if (isPassage(msg) || isDraft(msg) || isWritingRequest(msg)) return 0.9;
  // Greetings, thanks and questions about the tutor itself belong to the general tutor.
  if (classify(msg) !== 'fallback') return 0.05;
  // A Math session is the math tutor's: the knowledge tutor's notes are not its session's subject there.
  const subject = kbSubjectOf(ctx.subject);
  const ours = subject !== null && subject !== 'math';
  const hit = topicFor(msg, ctx);
  if (hit && hit.topic.subject === 'math') return isQuestionLike(msg) ? MATH_TOPIC_CLAIM : 0.7;
  if (hit) return Math.min(0.95, 0.85 + (ours ? 0.05 : 0) + (isQuestionLike(msg) ? 0.05 : 0));
  if (GREETING.test(msg)) return 0.4;
  if (/\b(math|fraction|equation|multiply|divide|add|subtract|number)\b/i.test(msg)) return 0.1;
  return ours ? 0.5 : isQuestionLike(msg) ? 0.35 : 0.25;
}

export const knowledgeTutor: SubjectTutor = {
  id: 'knowledge',
  claim: knowledgeClaim,
  reply: knowledgeReply,
};
