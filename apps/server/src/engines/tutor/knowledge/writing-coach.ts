import type { EngineContext } from '../../../ai/types.ts';
import { contentTerms, splitSentences, stem, words } from './text.ts';
import { praise } from './tone.ts';

/** Writing coach: leads the student through topic sentence, details and conclusion, and reviews drafts. It never writes the piece. */

export interface WritingState {
  stage: 'idea' | 'details' | 'conclusion' | 'draft';
  /** The subject of the piece ('dogs'), when known. */
  topic: string | null;
  kind: string;
  topicSentence?: string;
  details?: string[];
  tries: number;
}

const REQUEST =
  /\b(help me (write|start|finish)|help me with my (essay|paragraph|story|report|poem|letter|writing|summary|narrative|book report|speech|journal|draft)|write (me |my |an? |the )?(essay|paragraph|story|report|poem|letter|summary|narrative|book report)|(essay|paragraph|story|report|poem|letter) (about|on)\b|(can|could|will|would) you write|write (it|this|one) for me|do my (essay|homework|writing)|my (essay|paragraph|report) (about|on|is))/i;
const DRAFT_CUE =
  /\b(my (essay|paragraph|draft|writing|story|report|letter|poem)|i wrote|check my|feedback on|how is my|edit my|improve my|is this good|grade my|look at my)\b/i;
const GHOSTWRITE = /\b(write (it|this|one|my|me|an?|the)\b.*|do my (essay|homework|writing))/i;

export function isWritingRequest(message: string): boolean {
  return REQUEST.test(message) && !isDraft(message);
}

export function isDraft(message: string): boolean {
  const body = stripLead(message);
  return DRAFT_CUE.test(message) && splitSentences(body).length >= 2 && body.length >= 80;
}

function stripLead(message: string): string {
  const m = message.match(/^[^\n:]{0,100}[:\n]\s*/);
  return m && DRAFT_CUE.test(m[0]) ? message.slice(m[0].length) : message;
}

function topicOf(message: string): string | null {
  const m = message.match(
    /\b(?:about|on)\s+(?:how\s+|why\s+)?([a-z][a-z' -]{1,40}?)(?:[.?!,]|\s+for\s+me|\s+please|$)/i,
  );
  if (!m) return null;
  return m[1]!.trim().replace(/^(the|a|an|my)\s+/i, '');
}

function kindOf(message: string): string {
  const m = message.match(/\b(essay|paragraph|story|report|poem|letter|summary|narrative)\b/i);
  return m ? m[1]!.toLowerCase() : 'piece';
}

export function startWriting(message: string, ctx: EngineContext): { text: string; state: WritingState } {
  const topic = topicOf(message);
  const kind = kindOf(message);
  const name = ctx.student.firstName ? `, ${ctx.student.firstName}` : '';
  const ghost = GHOSTWRITE.test(message) && !/help me write/i.test(message);
  const opener = ghost
    ? `I won't write it for you${name}, but I'd love to help you write it yourself. It will sound like you, and you'll be proud of it!`
    : `Let's write it together${name}. You do the writing, and I'll coach you.`;
  const ask = topic
    ? kind === 'story' || kind === 'narrative'
      ? `What is your story about ${topic} going to be about? Who is in it, and what problem do they have?`
      : `Your first sentence will be your topic sentence. What is the most important thing you want your reader to know about ${topic}?`
    : `What's your topic, and what is your first idea about it?`;
  return { text: `${opener} ${ask}`, state: { stage: 'idea', topic, kind, tries: 0 } };
}

const TRANSITIONS =
  /\b(first|second|third|next|then|also|another|in addition|finally|lastly|however|for example|for instance|because|so|as a result|therefore|in conclusion|to sum up|all in all|in the end|besides|moreover)\b/i;
const CONCLUSION_CUE =
  /^(in conclusion|to sum up|all in all|in the end|overall|that is why|that's why|so,|finally|in summary|as you can see|this is why)/i;

function mainTopicTerm(sentences: string[], hint: string | null): string | null {
  if (hint) {
    const t = contentTerms(hint);
    if (t.length) return t[t.length - 1]!;
  }
  const freq = new Map<string, number>();
  for (const s of sentences) for (const t of new Set(contentTerms(s))) freq.set(t, (freq.get(t) ?? 0) + 1);
  const top = [...freq.entries()].filter(([t, c]) => c >= 2 && t.length >= 3).sort((a, b) => b[1] - a[1])[0];
  return top ? top[0] : null;
}

function startOf(s: string): string {
  return s.split(/\s+/).slice(0, 5).join(' ');
}

export interface DraftReview {
  strengths: string[];
  fixes: string[];
  question: string;
  sentences: number;
  supporting: number;
  hasTopicSentence: boolean;
  hasConclusion: boolean;
}

/** Checks a draft's structure and mechanics; returns feedback, never a rewrite. */
export function reviewDraft(draft: string, topicHint: string | null): DraftReview {
  const sentences = splitSentences(draft);
  const strengths: string[] = [];
  const fixes: string[] = [];
  const topic = mainTopicTerm(sentences, topicHint);
  const first = sentences[0] ?? '';
  const last = sentences[sentences.length - 1] ?? '';
  const firstTerms = contentTerms(first);
  const hasTopicSentence = topic ? firstTerms.includes(topic) : firstTerms.length >= 2;
  if (hasTopicSentence)
    strengths.push(
      `Your first sentence names your topic${topic ? ` (**${topic}**)` : ''}, so it works as a topic sentence.`,
    );
  else
    fixes.push(
      `Your first sentence doesn't name your topic${topic ? ` (**${topic}**)` : ''} yet. A topic sentence tells the reader what the whole paragraph is about.`,
    );

  const lastTerms = contentTerms(last);
  const hasConclusion =
    sentences.length >= 3 &&
    (CONCLUSION_CUE.test(last.trim()) ||
      (topic !== null && lastTerms.includes(topic)) ||
      lastTerms.filter((t) => firstTerms.includes(t)).length >= 2);
  if (hasConclusion)
    strengths.push('Your last sentence connects back to your main idea, like a concluding sentence should.');
  else fixes.push('Your paragraph ends without a concluding sentence that restates your main idea.');

  const supporting = Math.max(0, sentences.length - 1 - (hasConclusion ? 1 : 0));
  if (supporting >= 3) strengths.push(`You have ${supporting} supporting sentences. Nice detail!`);
  else
    fixes.push(
      `I count ${supporting} supporting sentence${supporting === 1 ? '' : 's'}. Most strong paragraphs have at least 3 (facts, reasons or examples).`,
    );

  const lower = sentences.filter((s) => /^[a-z]/.test(s.trim()));
  if (lower.length)
    fixes.push(
      `${lower.length === 1 ? 'One sentence starts' : `${lower.length} sentences start`} with a small letter, like "${startOf(lower[0]!)}...". Every sentence needs a capital letter.`,
    );
  if (/(^|[\s"'])i(\s|'|’|$)/.test(draft)) fixes.push('The word "I" should always be a capital letter.');
  if (!/[.!?]["'”’)]*\s*$/.test(draft.trim()))
    fixes.push('Your last sentence is missing its end mark (. ? or !).');
  const long = sentences.find((s) => words(s).length > 30);
  if (long)
    fixes.push(
      `The sentence starting "${startOf(long)}..." has ${words(long).length} words. Could it be two sentences?`,
    );
  if (lower.length === 0 && /[.!?]["'”’)]*\s*$/.test(draft.trim()) && !/(^|\s)i(\s|')/.test(draft))
    strengths.push('Your sentences start with capital letters and end with punctuation.');
  const transitions = sentences.filter((s) => TRANSITIONS.test(s)).length;
  if (transitions === 0 && sentences.length >= 3)
    fixes.push(
      'There are no transition words yet (like First, Also, For example, Finally) to link your ideas.',
    );
  else if (transitions > 0) strengths.push('You use transition words to connect your ideas.');

  const firstFix = fixes[0] ?? '';
  let question: string;
  if (/topic sentence/.test(firstFix) && !hasTopicSentence)
    question = 'What sentence could you put first to tell your reader what the paragraph is about?';
  else if (/concluding/.test(firstFix))
    question = 'How could you end by saying your main idea again in new words?';
  else if (/supporting/.test(firstFix))
    question = 'What is one more fact, reason or example you could add to support your main idea?';
  else if (/small letter|capital/.test(firstFix))
    question = 'Can you find the sentences that need a capital letter and fix them?';
  else if (/end mark/.test(firstFix)) question = 'Which end mark fits your last sentence?';
  else if (/two sentences/.test(firstFix)) question = 'Where could you split that long sentence into two?';
  else if (/transition/.test(firstFix))
    question = 'Which transition word could you add to link two of your ideas?';
  else
    question =
      'Which sentence are you most proud of, and is there one detail you could make even more specific?';
  return {
    strengths,
    fixes,
    question,
    sentences: sentences.length,
    supporting,
    hasTopicSentence,
    hasConclusion,
  };
}

export function draftFeedback(draft: string, ctx: EngineContext, topicHint: string | null): string {
  const r = reviewDraft(draft, topicHint);
  const name = ctx.student.firstName ? `, ${ctx.student.firstName}` : '';
  const parts = [`Thanks for sharing your writing${name}! Here's what I noticed:`];
  for (const s of r.strengths) parts.push(`- ✓ ${s}`);
  for (const f of r.fixes) parts.push(`- → ${f}`);
  if (r.fixes.length === 0)
    parts.push('This paragraph has all the parts: topic sentence, supporting details and a conclusion.');
  parts.push('', r.question);
  return parts.join('\n');
}

const STUCK = /\b(i\s*(do not|don'?t|dont) know|no idea|idk|not sure|help|stuck)\b/i;

function splitDetails(message: string): string[] {
  return message
    .split(
      /\n+|[.;!?]+\s*|,\s*(?:and\s+)?|(?<![^\S\n])(?!\n)\s+and\s+also\s+|\b(?:first|second|third|also|another|finally),?\s+/i,
    )
    .map((s) => s.replace(/^\s*(\d+[.)]|[-*•])\s*/, '').trim())
    .filter((s) => words(s).length >= 2);
}

export function continueWriting(
  message: string,
  ctx: EngineContext,
  state: WritingState,
): { text: string; state: WritingState; done: boolean } {
  const name = ctx.student.firstName && state.tries % 2 === 0 ? `, ${ctx.student.firstName}` : '';
  const looksLikeDraft = splitSentences(message).length >= 3 && message.length >= 120;
  if (looksLikeDraft || state.stage === 'draft') {
    if (!looksLikeDraft && STUCK.test(message))
      return {
        text: 'Start with your topic sentence, then add your details with transition words, and end with your concluding sentence. Paste it here when you have it, and I will check it with you.',
        state,
        done: false,
      };
    if (!looksLikeDraft)
      return {
        text: 'When your paragraph is ready, paste the whole thing here and I will check it for a topic sentence, supporting details, a conclusion, capitals and end marks.',
        state,
        done: false,
      };
    const text = draftFeedback(message, ctx, state.topic);
    return {
      text: `${text}\nMake a change and paste it again whenever you're ready.`,
      state: { ...state, stage: 'draft' },
      done: false,
    };
  }

  if (STUCK.test(message) && words(message).length < 10) {
    const t = state.topic ?? 'your topic';
    const prompt =
      state.stage === 'idea'
        ? `Let's brainstorm! Think about ${t}: what do you like about it, what does it do, or what surprised you about it? Tell me just one idea.`
        : state.stage === 'details'
          ? `Try answering "why?" or "for example?" about your topic sentence. What is one reason or example?`
          : `Try starting with "That is why..." or "In the end..." and then say your main idea again in new words.`;
    return { text: prompt, state: { ...state, tries: state.tries + 1 }, done: false };
  }

  if (state.stage === 'idea') {
    const sentence = message.trim();
    if (words(sentence).length < 4) {
      return {
        text: `"${sentence}" is a good start${name}! Can you turn it into a full sentence that says what you think or want to tell your reader about it?`,
        state: {
          ...state,
          topic: state.topic ?? sentence.replace(/(?<![.!?])[.!?]+$/, ''),
          tries: state.tries + 1,
        },
        done: false,
      };
    }
    const topic = state.topic;
    const namesTopic = topic ? contentTerms(topic).some((t) => contentTerms(sentence).includes(t)) : true;
    const notes: string[] = [];
    if (namesTopic)
      notes.push(
        `${praise(ctx, state.tries, false)} That works as a topic sentence: it tells the reader what your ${state.kind} is about.`,
      );
    else
      notes.push(
        `Good idea! One tip: make sure your topic sentence names your topic (${topic}) so the reader knows what it's about.`,
      );
    if (!/^[A-Z]/.test(sentence)) notes.push('Remember to start it with a capital letter.');
    if (!/[.!?]$/.test(sentence)) notes.push('And end it with a period or other end mark.');
    notes.push(
      "Next, what are three details that support it? They can be facts, reasons or examples. List them; they don't need to be perfect sentences yet.",
    );
    return {
      text: notes.join(' '),
      state: {
        ...state,
        stage: 'details',
        topicSentence: sentence,
        tries: 0,
        topic: state.topic ?? contentTerms(sentence)[0] ?? null,
      },
      done: false,
    };
  }

  if (state.stage === 'details') {
    const details = [...(state.details ?? []), ...splitDetails(message)];
    if (details.length < 3 && state.tries < 2) {
      return {
        text: `Good${name}! I count ${details.length} detail${details.length === 1 ? '' : 's'} so far. Can you think of ${3 - details.length} more? Maybe a fact, an example, or a reason that starts with "because".`,
        state: { ...state, details, tries: state.tries + 1 },
        done: false,
      };
    }
    return {
      text: `Great, you have ${details.length} supporting details. When you write them as sentences, transition words like **First**, **Also**, **For example** and **Finally** help your reader follow along. Now, what will your concluding sentence be? Try to say your main idea again in new words.`,
      state: { ...state, stage: 'conclusion', details, tries: 0 },
      done: false,
    };
  }

  // conclusion
  const conclusion = message.trim();
  const same =
    state.topicSentence &&
    conclusion.toLowerCase().replace(/\W+/g, ' ').trim() ===
      state.topicSentence.toLowerCase().replace(/\W+/g, ' ').trim();
  if (same) {
    return {
      text: 'That is exactly the same as your topic sentence. Can you say the same main idea in different words, or add a final thought?',
      state: { ...state, tries: state.tries + 1 },
      done: false,
    };
  }
  const connects =
    !state.topicSentence ||
    contentTerms(conclusion).some((t) =>
      contentTerms(state.topicSentence ?? '')
        .map(stem)
        .includes(t),
    ) ||
    CONCLUSION_CUE.test(conclusion);
  const lead = connects
    ? `${praise(ctx, state.tries + 1, false)} That ending connects back to your main idea.`
    : 'Good ending idea. Check that it connects back to your topic sentence, so the reader remembers your main idea.';
  return {
    text: `${lead} Now you have all the parts: topic sentence, supporting details and a conclusion. Write them together as one ${state.kind === 'piece' ? 'paragraph' : state.kind}, then paste it here and I'll check it with you.`,
    state: { ...state, stage: 'draft', tries: 0 },
    done: false,
  };
}
