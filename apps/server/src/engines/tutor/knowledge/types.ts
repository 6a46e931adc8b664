/** The knowledge base's data model: grade-banded K-8 topics with vocabulary and check questions. */

export const KB_SUBJECTS = [
  'reading',
  'writing',
  'science',
  'social studies',
  'music',
  'art',
  'critical thinking',
  'math',
] as const;
export type KbSubject = (typeof KB_SUBJECTS)[number];

export const GRADE_BANDS = ['K-2', '3-5', '6-8'] as const;
export type GradeBand = (typeof GRADE_BANDS)[number];

export interface VocabEntry {
  term: string;
  /** A kid-friendly definition. */
  definition: string;
}

export interface CheckQuestion {
  question: string;
  /** Accepted answers; a student answer is right when it contains every content word of one of them. */
  answers: string[];
  /** Said when the answer is right (and, after a miss, as the explanation of the answer). */
  feedback: string;
  /** A nudge after a first wrong answer. */
  hint: string;
}

export interface Topic {
  id: string;
  /** What students see ("Let's investigate conservation of mass") and the skill it is scored as. */
  title: string;
  /**
   * What the router reads as the title when it differs from the title shown: a title's words are owned by its
   * topic, and a plain title ("Conservation of mass") would own a word other topics are asked by ("mass").
   */
  routingTitle?: string;
  subject: KbSubject;
  band: GradeBand;
  /** Other names and phrases a student might use for this topic. */
  keywords: string[];
  /**
   * Words the topic uses as examples but is not about ("rainbow" in compound words): they find the topic,
   * but another topic that has them as a keyword owns them (written `~word` in the compact notes).
   */
  examples?: string[];
  /** 2-4 sentences at about a grade 3-5 level. */
  explanation: string;
  /** A simpler version for K-2 students, when the topic needs one. */
  simple?: string;
  /** An extra sentence or two for grades 6-8. */
  deeper?: string;
  vocab: VocabEntry[];
  questions: CheckQuestion[];
  /** Questions that lead a student to the idea, asked one at a time before the explanation. */
  socratic: string[];
  /** Common wrong ideas and what is true instead. */
  misconceptions: Misconception[];
  /** Short factual answers ("how many legs does a spider have?") the tutor confirms or corrects. */
  facts: Fact[];
  /** Standard codes this topic's notes serve (official dotted form). */
  standards: string[];
  /**
   * Questions a child might ask in their own words that this topic answers ("why does my breath make a cloud
   * when its cold out"): the router reads their words as evidence weaker than the topic's names (`asks-*.ts`).
   */
  asks?: string[];
  /** For a story topic: the full text of the story (ours, or public domain), read extractively. */
  story?: string;
}

export interface Misconception {
  wrong: string;
  right: string;
}

export interface Fact {
  /** Content words a question must contain (all of them, stemmed) to ask this fact. */
  cue: string[];
  /** Accepted answers (a student answer is right when it contains one of them). */
  answers: string[];
  /** The fact, with its reason, in a sentence or two. */
  say: string;
}

/** Compact authoring form used by the topic files. */
export interface TopicSource {
  id: string;
  title: string;
  band: GradeBand;
  keywords: string[];
  explanation: string;
  simple?: string;
  deeper?: string;
  /** [term, definition] */
  vocab: [string, string][];
  /** [question, accepted answers, feedback, hint] */
  questions: [string, string[], string, string][];
}

export function defineTopics(subject: KbSubject, sources: TopicSource[]): Topic[] {
  return sources.map((s) => ({
    id: s.id,
    title: s.title,
    subject,
    band: s.band,
    keywords: s.keywords,
    explanation: s.explanation,
    ...(s.simple ? { simple: s.simple } : {}),
    ...(s.deeper ? { deeper: s.deeper } : {}),
    vocab: s.vocab.map(([term, definition]) => ({ term, definition })),
    questions: s.questions.map(([question, answers, feedback, hint]) => ({
      question,
      answers,
      feedback,
      hint,
    })),
    socratic: [],
    misconceptions: [],
    facts: [],
    standards: [],
  }));
}
