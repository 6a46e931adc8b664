import type { SubjectTutor } from '../../../ai/types.ts';
import { knowledgeTutor } from './tutor.ts';

/**
 * The offline engine's reading, writing, science and social-studies tutor. One SubjectTutor (id
 * 'knowledge') covers topic questions, pasted passages and writing coaching, so the engine router only
 * has to register `knowledgeTutors`.
 */
export {
  knowledgeTutor,
  knowledgeClaim,
  knowledgeReply,
  explainTopic,
  type KnowledgeState,
} from './tutor.ts';
export { searchTopics, findTopic, kbSubjectOf, bandOfGrade, type TopicHit } from './retrieval.ts';
export { ALL_TOPICS, TOPICS_BY_ID } from './topics/index.ts';
export { reviewDraft } from './writing-coach.ts';
export type { Topic, KbSubject, GradeBand } from './types.ts';

export const knowledgeTutors: readonly SubjectTutor[] = [knowledgeTutor];
