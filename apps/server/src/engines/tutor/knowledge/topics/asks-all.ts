import { ASKS_HUMANITIES } from './asks-humanities.ts';
import { ASKS_SCIENCE_A } from './asks-science-a.ts';
import { ASKS_SCIENCE_B } from './asks-science-b.ts';
import { ASKS_STORIES } from './asks-stories.ts';
import { ASKS_WORDS } from './asks-words.ts';
import { ASKS2_SCIENCE_B } from './asks2-science-b.ts';

/**
 * Every "asked as" file (see asks.ts), joined. Each file was written from the notes alone by an engineer who
 * never saw the router, the development questions or a check set (issue 17, session 9).
 */
export const ASKS_SOURCES: readonly string[] = [
  ASKS_SCIENCE_A,
  ASKS_SCIENCE_B,
  ASKS_WORDS,
  ASKS_HUMANITIES,
  ASKS_STORIES,
  ASKS2_SCIENCE_B,
];
