import type { SubjectTutor } from '../../ai/types.ts';
import { generalTutor } from './general.ts';
import { knowledgeTutors } from './knowledge/index.ts';
import { mathTutor } from './math/index.ts';

/**
 * The offline engine's subject tutors, strongest specialists first (order breaks ties).
 */
export const defaultTutors: SubjectTutor[] = [mathTutor, ...knowledgeTutors, generalTutor];
