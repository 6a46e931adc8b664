import type { Topic } from '../types.ts';
import { extendTopics, parseNotes } from './compact.ts';
import { ARTS_NOTES } from './notes-arts.ts';
import { EXTEND_NOTES } from './notes-extend.ts';
import { READING_NOTES } from './notes-reading.ts';
import { SCIENCE_NOTES } from './notes-science.ts';
import { SOCIAL_NOTES } from './notes-social.ts';
import { STORY_NOTES } from './notes-stories.ts';
import { WRITING_NOTES } from './notes-writing.ts';
import { readingTopics } from './reading.ts';
import { scienceTopics } from './science.ts';
import { socialStudiesTopics } from './social-studies.ts';
import { writingTopics } from './writing.ts';

const started = performance.now();
const startedCpu = process.cpuUsage();
const compact = parseNotes(
  [READING_NOTES, STORY_NOTES, WRITING_NOTES, SCIENCE_NOTES, SOCIAL_NOTES, ARTS_NOTES, EXTEND_NOTES].join(
    '\n',
  ),
);

export const ALL_TOPICS: readonly Topic[] = [
  ...extendTopics(
    [...readingTopics, ...writingTopics, ...scienceTopics, ...socialStudiesTopics],
    compact.extensions,
  ),
  ...compact.topics,
];

/** Milliseconds spent parsing the compact notes and extending the long-form topics at start. */
export const NOTES_PARSE_MS = performance.now() - started;
/** CPU milliseconds of the same (a busy machine's waiting excluded). */
export const NOTES_PARSE_CPU_MS = ((u) => (u.user + u.system) / 1000)(process.cpuUsage(startedCpu));

export const TOPICS_BY_ID: ReadonlyMap<string, Topic> = new Map(ALL_TOPICS.map((t) => [t.id, t]));
