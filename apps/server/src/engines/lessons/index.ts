/** The lesson generator engine (pure): standards checks, the offline generator, readability. */
export {
  generateLesson,
  studentFacingTexts,
  allTexts,
  moderationTexts,
  readabilityReport,
  type GenerateInput,
} from './generate.ts';
export {
  checkStandard,
  searchStandards,
  closestCodes,
  lessonSubjectOf,
  gradesOf,
  toInfo,
} from './standards-check.ts';
export { fkGrade, textStats, readabilityTarget, gradeNumber, READABILITY_FORMULA } from './readability.ts';
export { mathFamily } from './math.ts';
export { findStandard, allStandards, type Standard } from '../standards/standards.ts';
