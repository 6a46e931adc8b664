/**
 * Issue 17, branch notes68hum (2026-11-24): development questions for the topics of
 * `topics/notes-middle-humanities.ts` (grades 6-8 reading, writing and social studies), in children's words
 * (spellings and fragments included), written and labelled with the notes before any run by the engineer
 * who wrote those notes (so they flatter them). `a|b` where an older topic also answers. Tuned on like the
 * rest of dev-set.ts.
 */
import type { CheckRow } from './eval/check-set.ts';

export const DEV_SET_MIDDLE_HUMANITIES: CheckRow[] = [
  ['reading', 6, 'how do i cite textual evidence in my answer', 'textual-evidence'],
  ['reading', 7, 'what does RACE stand for in reading answers', 'textual-evidence'],
  ['reading', 6, 'my teacher says support my answer with evidence from the text how', 'textual-evidence'],
  ['reading', 7, 'whats the difference between direct and indirect characterization', 'characterization'],
  ['reading', 6, 'what is a dynamic character', 'characterization'],
  ['reading', 8, 'what does STEAL mean for characters', 'characterization'],
  ['reading', 6, 'what are the types of conflict in a story', 'types-of-conflict'],
  ['reading', 5, 'is man vs nature internal or external conflict', 'types-of-conflict'],
  ['reading', 7, 'what is an internal conflict', 'types-of-conflict'],
  ['reading', 6, 'what are the 5 text structures', 'text-structure'],
  ['reading', 7, 'how do i know if an article is problem and solution structure', 'text-structure'],
  ['reading', 6, 'what are signal words for cause and effect text structure', 'text-structure'],
  ['reading', 6, 'what is foreshadowing', 'foreshadowing-flashback'],
  ['reading', 7, 'whats a flashback in a book', 'foreshadowing-flashback'],
  ['reading', 6, 'how do authors build suspense', 'foreshadowing-flashback'],
  ['reading', 8, 'what is dramatic irony', 'irony'],
  ['reading', 7, 'is rain on your wedding day ironic', 'irony'],
  ['reading', 6, 'difference between verbal and situational irony', 'irony'],
  ['reading', 7, 'what does the green light symbolize, what is symbolism', 'symbolism'],
  ['reading', 6, 'what is a symbol in a story', 'symbolism'],
  ['reading', 8, 'what is an allegory', 'symbolism'],
  ['reading', 7, 'what is connotation', 'connotation-denotation'],
  ['reading', 6, 'connotation vs denotation', 'connotation-denotation'],
  ['reading', 7, 'is stingy a negative connotation', 'connotation-denotation'],
  ['reading', 8, 'what is an allusion', 'allusion'],
  ['reading', 7, 'what does achilles heel mean', 'allusion'],
  ['reading', 6, 'allusion or illusion whats the difference', 'allusion'],
  ['reading', 7, 'how do you find the rhyme scheme of a poem', 'poetic-forms'],
  ['reading', 8, 'what is iambic pentameter', 'poetic-forms'],
  ['reading', 6, 'how many lines in a sonnet', 'poetic-forms'],
];
