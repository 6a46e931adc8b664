import { ASKS_HUMANITIES } from './asks-humanities.ts';
import { ASKS_SCIENCE_A } from './asks-science-a.ts';
import { ASKS_SCIENCE_B } from './asks-science-b.ts';
import { ASKS_STORIES } from './asks-stories.ts';
import { ASKS_WORDS } from './asks-words.ts';
import { ASKS2_SCIENCE_A } from './asks2-science-a.ts';
import { ASKS2_SCIENCE_B } from './asks2-science-b.ts';
import { ASKS2_WORDS_STORIES } from './asks2-words-stories.ts';
import { ASKS2_HUMANITIES_1 } from './asks2-humanities-1.ts';
import { ASKS2_HUMANITIES_2 } from './asks2-humanities-2.ts';
import { ASKS_MATH } from './asks-math.ts';
import { ASKS_MATH_2 } from './asks-math-2.ts';

/**
 * Every "asked as" file (see asks.ts), joined. Each file was written from the notes alone by an engineer who
 * never saw the router, the development questions or a check set: the first round in session 9, the second
 * (`asks2-*`, five more questions per topic, other facts, fragments, situations, mix-ups) in session 10 (issue 17); the math concept lines (asks-math.ts, session 12) were written by the
 * author of the math notes.
 */
export const ASKS_SOURCES: readonly string[] = [
  ASKS_SCIENCE_A,
  ASKS_SCIENCE_B,
  ASKS_WORDS,
  ASKS_HUMANITIES,
  ASKS_STORIES,
  ASKS2_SCIENCE_A,
  ASKS2_SCIENCE_B,
  ASKS2_WORDS_STORIES,
  ASKS2_HUMANITIES_1,
  ASKS2_HUMANITIES_2,
  ASKS_MATH,
  ASKS_MATH_2,
];
