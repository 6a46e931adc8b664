import type { SubjectTutor } from '../types.ts';
import { generalTutor } from './general.ts';

/**
 * The offline engine's subject tutors, strongest specialists first (order breaks ties).
 * Merging adds `mathTutor` (./math/index.ts) and `...knowledgeTutors` (./knowledge/index.ts) here.
 */
export const defaultTutors: SubjectTutor[] = [generalTutor];
