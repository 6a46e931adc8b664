/** An item as stored with an attempt: everything, including the key. Never sent before submission. */
export interface Item {
  id: string;
  kind: 'choice' | 'numeric' | 'text';
  prompt: string;
  /** The standards code the item measures. */
  skill: string;
  /** Choice items: the options shown, in order. */
  choices?: string[];
  /** The one key: the right choice's text, the exact number ("3/4"), or the model text answer. */
  answer: string;
  /** Text items: other spellings of the same answer that are also right. */
  accept?: string[];
  explanation: string;
}

export type Difficulty = 'Easy' | 'Medium' | 'Hard';
export type TestSubject = 'math' | 'reading' | 'science' | 'social-studies';

export interface TestInfo {
  id: string;
  title: string;
  description: string;
  subject: TestSubject;
  /** Grade band, e.g. "K-1", "3", "4-5". */
  grade: string;
  difficulty: Difficulty;
  durationMinutes: number;
  questionCount: number;
  /** True when the items are generated afresh (new numbers) on every attempt. */
  generated: boolean;
}

/** A written test as stored in data/tests/*.json. */
export interface WrittenTest extends Omit<TestInfo, 'questionCount' | 'generated'> {
  items: Omit<Item, 'id'>[];
}

/** A seeded random source: returns a float in [0, 1). */
export type Rng = () => number;
