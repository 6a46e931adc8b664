/**
 * The learning module: what a student has shown they can do (scores today; practice tests, mastery and
 * progress next). Its public surface for other modules; everything else in this folder is internal.
 */
export { insertScores } from './learning.repository.ts';
