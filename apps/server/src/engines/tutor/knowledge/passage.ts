import type { EngineContext, ScoreEvent } from '../../../ai/types.ts';
import { allowedEdits, contentTerms, editDistance, splitSentences, stem, STOPWORDS } from './text.ts';
import { praise, retryIntro } from './tone.ts';
import { ALL_TOPICS } from './topics/index.ts';

/** Passage comprehension: main idea, a key detail, vocabulary in context, inference; one question at a time. */

export type PassageKind = 'main' | 'detail' | 'vocab' | 'inference';

export interface PassageQuestion {
  kind: PassageKind;
  prompt: string;
  /** Stemmed key words an answer should touch. */
  keys: string[];
  /** The sentence (index) the question is about. */
  sentence: number;
  /** The surface word (vocabulary) or focus word (detail) or character (inference). */
  word?: string;
}

export interface PassageState {
  sentences: string[];
  questions: PassageQuestion[];
  index: number;
  attempts: number;
  /** 'answer' while waiting for an answer, 'explain' after an open inference answer. */
  stage: 'answer' | 'explain';
  scores: number[];
}

const PASSAGE_CUE =
  /\b(read this|here is (a|the|my) (story|passage|poem|text|article|paragraph from)|here'?s (a|the) (story|passage|poem|text|article)|(ask|quiz) me (some )?questions|questions about this)\b/i;

export function isPassage(message: string): boolean {
  const sentences = splitSentences(message);
  if (PASSAGE_CUE.test(message) && sentences.length >= 3 && message.length >= 120) return true;
  if (message.length >= 250 && sentences.length >= 3) return true;
  // A short pasted paragraph: three or more statements and no question of the student's own.
  return message.length >= 100 && sentences.length >= 3 && !message.includes('?');
}

function stripCue(message: string): string {
  const m = message.match(
    /^[^\n:]{0,80}(?:read this|story|passage|poem|text|article|questions)[^\n:]{0,40}[:\n]\s*/i,
  );
  return m ? message.slice(m[0].length) : message;
}

function termSet(s: string): Set<string> {
  return new Set(contentTerms(s));
}

function fuzzyHas(have: string[], term: string): boolean {
  return have.some(
    (h) =>
      h === term ||
      (term.length >= 5 && editDistance(h, term, 2) <= Math.min(allowedEdits(h), allowedEdits(term))),
  );
}

function overlapCount(answer: string, keys: string[]): string[] {
  const have = contentTerms(answer);
  return keys.filter((k) => fuzzyHas(have, k));
}

/** Surface form of a stem as first written in the text. */
function surface(text: string, stemmed: string): string {
  for (const w of text.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) {
    if (stem(w.toLowerCase().replace(/['’]/g, '')) === stemmed) return w;
  }
  return stemmed;
}

const FEELINGS =
  /\b(happy|sad|angry|mad|scared|afraid|nervous|excited|proud|worried|lonely|glad|upset|surprised|brave|tired|calm|relieved|frustrated|jealous|embarrassed|curious|hopeful|thankful|grateful)\b/i;

export function buildPassage(message: string): PassageState {
  const text = stripCue(message);
  const sentences = splitSentences(text);
  const sets = sentences.map(termSet);
  const freq = new Map<string, number>();
  for (const s of sets) for (const t of s) freq.set(t, (freq.get(t) ?? 0) + 1);

  // Centrality: how much each sentence shares with all the others.
  const centrality = sets.map((a, i) => {
    let sum = 0;
    sets.forEach((b, j) => {
      if (i === j || a.size === 0 || b.size === 0) return;
      let shared = 0;
      for (const t of a) if (b.has(t)) shared++;
      sum += shared / Math.sqrt(a.size * b.size);
    });
    return sum;
  });
  const order = sentences.map((_, i) => i).sort((a, b) => centrality[b]! - centrality[a]! || a - b);
  const central = order[0] ?? 0;
  const repeated = [...freq.entries()].filter(([, c]) => c >= 2).sort((a, b) => b[1] - a[1]);
  let mainKeys = repeated.slice(0, 5).map(([t]) => t);
  if (mainKeys.length === 0) mainKeys = [...(sets[central] ?? [])].slice(0, 5);

  const questions: PassageQuestion[] = [];
  questions.push({
    kind: 'main',
    prompt: 'What is the main idea of this passage? Tell me in your own words what it is mostly about.',
    keys: mainKeys,
    sentence: central,
  });

  // In a story: who is in it (the names the text repeats), asked right after the main idea.
  const storyLike = /["“”]/.test(text) || /\b(once upon|one day|suddenly|said|felt)\b/i.test(text);
  const cast = new Map<string, number>();
  for (const s of sentences) {
    const tokens = s.match(/[A-Za-z][a-z'’]*/g) ?? [];
    tokens.forEach((w, k) => {
      if (k > 0 && /^[A-Z][a-z]+$/.test(w) && !STOPWORDS.has(w.toLowerCase()))
        cast.set(w, (cast.get(w) ?? 0) + 1);
    });
  }
  const castNames = [...cast.entries()].sort((a, b) => b[1] - a[1]).map(([w]) => w);
  if (storyLike && castNames.length > 0) {
    const first = sentences.findIndex((s) => s.includes(castNames[0]!));
    questions.push({
      kind: 'detail',
      prompt: 'Who are the characters in this story? Name one and tell me something they do.',
      keys: castNames.slice(0, 4).map((w) => stem(w.toLowerCase())),
      sentence: Math.max(0, first),
      word: castNames[0]!,
    });
  }

  // Key detail: a sentence that is not the most central one, preferring numbers or names.
  const detailCandidates = sentences
    .map((s, i) => ({ s, i }))
    .filter(({ i }) => i !== central && (sets[i]?.size ?? 0) >= 3);
  detailCandidates.sort((a, b) => {
    const score = (x: { s: string; i: number }) =>
      (/\d/.test(x.s) ? 2 : 0) + (/\s[A-Z][a-z]/.test(x.s) ? 1 : 0) + (sets[x.i]?.size ?? 0) / 10;
    return score(b) - score(a) || a.i - b.i;
  });
  const detail = detailCandidates[0];
  if (detail) {
    const terms = [...(sets[detail.i] ?? [])];
    const focus = terms
      .filter((t) => t.length >= 3)
      .sort((a, b) => (freq.get(b) ?? 0) - (freq.get(a) ?? 0) || b.length - a.length)[0];
    let keys = terms.filter((t) => t !== focus && !mainKeys.slice(0, 2).includes(t));
    if (keys.length === 0) keys = terms.filter((t) => t !== focus);
    const focusWord = focus ? surface(sentences[detail.i]!, focus) : null;
    questions.push({
      kind: 'detail',
      prompt: focusWord
        ? `What detail does the passage give about **${focusWord.toLowerCase()}**?`
        : 'What is one important detail the passage tells you?',
      keys,
      sentence: detail.i,
      ...(focusWord ? { word: focusWord } : {}),
    });
  }

  // Sequence, in a story: what happens right after a middle event (answered from the next sentence).
  if (storyLike && sentences.length >= 5) {
    const at = Math.floor(sentences.length / 2) - 1;
    const next = [...(sets[at + 1] ?? [])];
    if (next.length >= 2)
      questions.push({
        kind: 'detail',
        prompt: `What happens right after this part of the story: "${sentences[at]}"`,
        keys: next,
        sentence: at + 1,
      });
  }

  // Vocabulary in context: a longer word that is not a name and not one of the main words.
  let best: { word: string; sentence: number; score: number } | null = null;
  sentences.forEach((s, i) => {
    const tokens = s.match(/[A-Za-z][a-z'’-]*/g) ?? [];
    tokens.forEach((w, k) => {
      const lower = w.toLowerCase();
      if (w.length < 7 || STOPWORDS.has(lower)) return;
      if (k > 0 && /^[A-Z]/.test(w)) return; // a name
      const st = stem(lower);
      if (mainKeys.includes(st)) return;
      const score = w.length + ((freq.get(st) ?? 0) === 1 ? 3 : 0);
      if (!best || score > best.score) best = { word: lower, sentence: i, score };
    });
  });
  const vocab = best as { word: string; sentence: number; score: number } | null;
  if (vocab) {
    questions.push({
      kind: 'vocab',
      prompt: `What do you think the word **${vocab.word}** means in this sentence: "${sentences[vocab.sentence]}" What clues nearby help you?`,
      keys: [...(sets[vocab.sentence] ?? [])].filter((t) => t !== stem(vocab.word)),
      sentence: vocab.sentence,
      word: vocab.word,
    });
  }

  // Inference: a character's feelings in a story, or the author's purpose otherwise.
  const names = new Map<string, number>();
  for (const s of sentences) {
    const tokens = s.match(/[A-Za-z][a-z'’]*/g) ?? [];
    tokens.forEach((w, k) => {
      if (k > 0 && /^[A-Z][a-z]+$/.test(w) && !STOPWORDS.has(w.toLowerCase()))
        names.set(w, (names.get(w) ?? 0) + 1);
    });
  }
  const story = /["“”]/.test(text) || /\b(once upon|one day|suddenly|said|felt)\b/i.test(text);
  const character = [...names.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  questions.push(
    story && character
      ? {
          kind: 'inference',
          prompt: `How do you think **${character}** feels by the end of the passage? Which sentence gives you a clue?`,
          keys: [],
          sentence: sentences.length - 1,
          word: character,
        }
      : {
          kind: 'inference',
          prompt:
            'Why do you think the author wrote this passage: to inform, to persuade, or to entertain? What in the passage makes you think so?',
          keys: [],
          sentence: central,
        },
  );

  return { sentences, questions, index: 0, attempts: 0, stage: 'answer', scores: [] };
}

export function startPassage(message: string, ctx: EngineContext): { text: string; state: PassageState } {
  const state = buildPassage(message);
  const name = ctx.student.firstName ? `, ${ctx.student.firstName}` : '';
  const intro =
    ctx.agent === 'super_ao'
      ? `Thanks for sharing this passage${name}! Let's read it like detectives. I'll ask you one question at a time.`
      : ctx.agent === 'asi'
        ? `Passage received${name}. We will work through ${state.questions.length} comprehension questions: main idea, a key detail, vocabulary in context and an inference.`
        : `Great passage${name}! Let's dig into it with a few questions, one at a time.`;
  return { text: `${intro}\n\n**Question 1:** ${state.questions[0]!.prompt}`, state };
}

const GIVE_UP = /\b(i\s*(do not|don'?t|dont) know|no idea|idk|not sure|give up|tell me|show me|skip)\b/i;

function quote(s: string): string {
  return `"${s}"`;
}

export interface PassageTurn {
  text: string;
  state: PassageState;
  events: ScoreEvent[];
  done: boolean;
}

function bestSupport(state: PassageState, answer: string): number | null {
  const have = contentTerms(answer);
  let best = -1;
  let bestScore = 0;
  state.sentences.forEach((s, i) => {
    const terms = [...termSet(s)];
    const score =
      terms.filter((t) => fuzzyHas(have, t)).length + (FEELINGS.test(s) && FEELINGS.test(answer) ? 0.5 : 0);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best >= 0 && bestScore >= 1 ? best : null;
}

function advance(state: PassageState, ctx: EngineContext, lead: string): PassageTurn {
  const next = state.index + 1;
  if (next < state.questions.length) {
    const s: PassageState = { ...state, index: next, attempts: 0, stage: 'answer' };
    return {
      text: `${lead}\n\n**Question ${next + 1}:** ${state.questions[next]!.prompt}`,
      state: s,
      events: [],
      done: false,
    };
  }
  const scored = state.scores;
  const events: ScoreEvent[] = scored.length
    ? [
        {
          type: 'score',
          skill: 'Reading comprehension',
          subject: 'reading',
          score: Math.round(scored.reduce((a, b) => a + b, 0) / scored.length),
        },
      ]
    : [];
  const close =
    ctx.agent === 'asi'
      ? 'Passage complete. You practised main idea, key details, vocabulary in context and inference.'
      : `You worked through the whole passage${ctx.student.firstName ? `, ${ctx.student.firstName}` : ''}: main idea, details, vocabulary and inference. That's what strong readers do!`;
  return {
    text: `${lead}\n\n${close} Do you have another passage or a question you'd like to explore?`,
    state: { ...state, index: state.questions.length },
    events,
    done: true,
  };
}

export function answerPassage(
  message: string,
  ctx: EngineContext,
  state: PassageState,
  n: number,
): PassageTurn {
  const q = state.questions[state.index];
  if (!q) return advance(state, ctx, '');
  const sentence = state.sentences[q.sentence] ?? '';
  const givingUp = GIVE_UP.test(message) && message.length < 60;

  if (q.kind === 'main' || q.kind === 'detail') {
    const hits = overlapCount(message, q.keys);
    const need = q.kind === 'main' ? Math.min(2, q.keys.length) : q.keys.length > 4 ? 2 : 1;
    if (!givingUp && hits.length >= need && need > 0) {
      const scores = [...state.scores, state.attempts === 0 ? 100 : 70];
      const why =
        q.kind === 'main'
          ? `Your answer connects the words the passage keeps coming back to (${hits.map((h) => `**${h}**`).join(', ')}).`
          : `That matches what the passage says: ${quote(sentence)}`;
      return advance({ ...state, scores }, ctx, `${praise(ctx, n, n % 2 === 0)} ${why}`);
    }
    if (state.attempts === 0) {
      const partial = hits.length > 0 ? `You're on the right track with **${hits[0]}**. ` : '';
      const hint =
        q.kind === 'main'
          ? `Hint: notice the words that come up again and again, like ${q.keys
              .slice(0, 3)
              .map((k) => `**${surface(state.sentences.join(' '), k).toLowerCase()}**`)
              .join(', ')}. What do they have in common?`
          : `Hint: look again at this sentence: ${quote(sentence)} What does it tell you${q.word ? ` about ${q.word.toLowerCase()}` : ''}?`;
      return {
        text: `${givingUp ? "That's okay, let's look together." : `${retryIntro(ctx, n)} ${partial}`}${hint}`.replace(
          /(?<!\s)\s+Hint/,
          ' Hint',
        ),
        state: { ...state, attempts: 1 },
        events: [],
        done: false,
      };
    }
    const scores = [...state.scores, 0];
    const reveal =
      q.kind === 'main'
        ? `Here's how I'd put it: the sentence that seems to sum up the passage best is ${quote(sentence)} Most of the other sentences connect back to it.`
        : `The passage says: ${quote(sentence)}`;
    return advance({ ...state, scores }, ctx, `Good effort. ${reveal}`);
  }

  if (q.kind === 'vocab') {
    const word = q.word ?? '';
    const known = ALL_TOPICS.flatMap((t) => t.vocab).find((v) => stem(v.term.toLowerCase()) === stem(word));
    if (givingUp) {
      const help = known
        ? `In my notes, **${word}** means ${known.definition}.`
        : `Let's use context clues: reread ${quote(sentence)} and look at the words around **${word}**. A dictionary can confirm the exact meaning.`;
      return advance(state, ctx, `That's okay! ${help}`);
    }
    if (known) {
      const hits = overlapCount(message, contentTerms(known.definition));
      const lead = hits.length
        ? `${praise(ctx, n, false)} In my notes, **${word}** means ${known.definition}, and your answer matches that.`
        : `Good try. In my notes, **${word}** means ${known.definition}. Reread the sentence with that meaning: does it make sense now?`;
      return advance(state, ctx, lead);
    }
    const clues = overlapCount(message, q.keys);
    const lead = clues.length
      ? `Thanks for your idea! You used clues from the sentence (${clues
          .slice(0, 2)
          .map((c) => `**${surface(sentence, c).toLowerCase()}**`)
          .join(', ')}), which is exactly how context clues work.`
      : `Thanks for your idea!`;
    return advance(
      state,
      ctx,
      `${lead} I can't check the exact meaning of **${word}** from my notes, so try this test: put your meaning in place of the word and reread ${quote(sentence)} Does it still make sense? A dictionary can confirm it.`,
    );
  }

  // Inference: open question. Acknowledge, point to evidence, ask them to explain; then close.
  if (state.stage === 'explain') {
    return advance(
      state,
      ctx,
      `Thank you for explaining your thinking. Backing up an idea with a sentence from the text is exactly what good readers do.`,
    );
  }
  if (givingUp) {
    return {
      text: `That's okay! There's no single right answer here. Reread the last few sentences: ${quote(state.sentences[state.sentences.length - 1] ?? '')} What do they make you think?`,
      state: { ...state, stage: 'answer', attempts: state.attempts + 1 },
      events: [],
      done: false,
    };
  }
  const support = bestSupport(state, message);
  const text =
    support !== null
      ? `That's an interesting idea. The sentence ${quote(state.sentences[support]!)} seems to connect to what you said. Can you explain how it supports your idea?`
      : `That's an interesting idea, but I couldn't find a sentence in the passage that clearly supports it. Which part of the passage made you think so? Can you explain?`;
  return { text, state: { ...state, stage: 'explain' }, events: [], done: false };
}
