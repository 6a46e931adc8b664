import type { Topic } from '../types.ts';
import { readingTopics } from './reading.ts';
import { scienceTopics } from './science.ts';
import { socialStudiesTopics } from './social-studies.ts';
import { writingTopics } from './writing.ts';

export const ALL_TOPICS: readonly Topic[] = [
  ...readingTopics,
  ...writingTopics,
  ...scienceTopics,
  ...socialStudiesTopics,
];

export const TOPICS_BY_ID: ReadonlyMap<string, Topic> = new Map(ALL_TOPICS.map((t) => [t.id, t]));
