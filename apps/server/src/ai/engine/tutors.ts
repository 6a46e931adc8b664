import type { SubjectTutor } from '../types.ts';
import { generalTutor } from './general.ts';
import { knowledgeTutors } from './knowledge/index.ts';

/**
 * The offline engine's subject tutors, strongest specialists first (order breaks ties).
 */
export const defaultTutors: SubjectTutor[] = [...knowledgeTutors, generalTutor];
