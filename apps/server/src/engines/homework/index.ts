/** The homework checker engine (pure): math work and writing, scored with a rubric. */
export { checkHomework, type CheckInput, type CheckResult } from './check.ts';
export { checkMathWork, looksLikeMath, type MathCheck } from './math.ts';
export { checkWriting, splitSentences } from './writing.ts';
export { misspellings, warmSpeller } from './spelling.ts';
