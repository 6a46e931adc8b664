/**
 * The learning module: what a student has shown they can do (scores, practice tests, mastery and
 * progress). Its public surface for other modules; everything else in this folder is internal.
 */
export { insertScores } from './learning.repository.ts';
export { seedPracticeHistory } from './learning.seed.ts';
/** Mastery from score rows (reports) and skills newly mastered in a period (the parent digest): the
 * same replay as the progress page. */
export { masteryFromScores, skillsMasteredSince } from './progress.service.ts';
