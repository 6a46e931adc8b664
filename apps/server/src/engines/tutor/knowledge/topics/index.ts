import type { Topic } from '../types.ts';
import { extendTopics, parseNotes } from './compact.ts';
import { parseAskFiles, withAsks } from './asks.ts';
import { ASKS_SOURCES } from './asks-all.ts';
import { ANIMAL_NOTES } from './notes-animals.ts';
import { EARTH_SPACE_NOTES } from './notes-earth-space.ts';
import { PHYSICAL_TECH_NOTES } from './notes-physical-tech.ts';
import { BODY_HEALTH_NOTES } from './notes-body-health.ts';
import { HISTORY_NOTES } from './notes-history.ts';
import { MORE_NOTES } from './notes-more.ts';
import { MIDDLE_HUMANITIES_NOTES } from './notes-middle-humanities.ts';
import { CIVICS_GEO_NOTES } from './notes-civics-geo.ts';
import { READING_NOTES_2 } from './notes-reading-2.ts';
import { ARTS_NOTES_2 } from './notes-arts-2.ts';
import { ARTS_NOTES } from './notes-arts.ts';
import { EXTEND_NOTES } from './notes-extend.ts';
import { EXTEND_NOTES_2 } from './notes-extend-2.ts';
import { EVERYDAY_NOTES } from './notes-everyday.ts';
import { MATH_NOTES } from './notes-math.ts';
import { MIDDLE_SCIENCE_NOTES } from './notes-middle-science.ts';
import { READING_NOTES } from './notes-reading.ts';
import { SCIENCE_NOTES } from './notes-science.ts';
import { SOCIAL_NOTES } from './notes-social.ts';
import { STORY_NOTES } from './notes-stories.ts';
import { STORY_NOTES_2 } from './notes-stories-2.ts';
import { WRITING_NOTES } from './notes-writing.ts';
import { readingTopics } from './reading.ts';
import { scienceTopics } from './science.ts';
import { socialStudiesTopics } from './social-studies.ts';
import { writingTopics } from './writing.ts';

/**
 * The breadth notes of 2026-11-24 (written after both check sets; the evaluation reports them apart), with
 * the everyday questions and the second stories file of issue 17 (branch notes), the grades 6-8 science
 * notes (branch notes68sci) and the grades 6-8 reading, writing and social studies notes (branch notes68hum), and the K-8 math concept notes (session 12, branch tutormath).
 */
export const BREADTH_NOTES: readonly string[] = [
  ANIMAL_NOTES,
  EARTH_SPACE_NOTES,
  PHYSICAL_TECH_NOTES,
  BODY_HEALTH_NOTES,
  HISTORY_NOTES,
  CIVICS_GEO_NOTES,
  READING_NOTES_2,
  ARTS_NOTES_2,
  MORE_NOTES,
  EVERYDAY_NOTES,
  STORY_NOTES_2,
  MIDDLE_SCIENCE_NOTES,
  MIDDLE_HUMANITIES_NOTES,
  MATH_NOTES,
];

const started = performance.now();
const startedCpu = process.cpuUsage();
const compact = parseNotes(
  [
    READING_NOTES,
    STORY_NOTES,
    WRITING_NOTES,
    SCIENCE_NOTES,
    SOCIAL_NOTES,
    ARTS_NOTES,
    ...BREADTH_NOTES,
    EXTEND_NOTES,
    EXTEND_NOTES_2,
  ].join('\n'),
);

export const ALL_TOPICS: readonly Topic[] = withAsks(
  [
    ...extendTopics(
      [...readingTopics, ...writingTopics, ...scienceTopics, ...socialStudiesTopics],
      compact.extensions,
    ),
    ...compact.topics,
  ],
  parseAskFiles(ASKS_SOURCES),
);

/** Milliseconds spent parsing the compact notes and extending the long-form topics at start. */
export const NOTES_PARSE_MS = performance.now() - started;
/** CPU milliseconds of the same (a busy machine's waiting excluded). */
export const NOTES_PARSE_CPU_MS = ((u) => (u.user + u.system) / 1000)(process.cpuUsage(startedCpu));

export const TOPICS_BY_ID: ReadonlyMap<string, Topic> = new Map(ALL_TOPICS.map((t) => [t.id, t]));
