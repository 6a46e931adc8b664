import { z } from 'zod';

/** The eight specialised tutors of the subject catalogue (/subjects), by name and subject. */
export const SPECIALIZED_TUTORS = [
  { name: 'Math Genius', subject: 'Mathematics' },
  { name: 'Writing Coach', subject: 'English Language Arts' },
  { name: 'Science Explorer', subject: 'Science' },
  { name: 'History Master', subject: 'Social Studies' },
  { name: 'Reading Mentor', subject: 'Reading' },
  { name: 'Music Teacher', subject: 'Music' },
  { name: 'Critical Thinker', subject: 'Logic & Reasoning' },
  { name: 'Creative Arts Coach', subject: 'Visual Arts' },
] as const;
export type SpecializedTutorName = (typeof SPECIALIZED_TUTORS)[number]['name'];

/** GET /api/catalog/tutors: each tutor's real student count (distinct users with a session with it). */
export const catalogTutorSchema = z.object({
  name: z.string(),
  subject: z.string(),
  students: z.number().int().nonnegative(),
});
export const catalogTutorsResponseSchema = z.object({ tutors: z.array(catalogTutorSchema) });
export type CatalogTutor = z.infer<typeof catalogTutorSchema>;

/** The public pages, for the sitemap and robots.txt; signed-in areas are not listed. */
export const PUBLIC_ROUTES = [
  '/',
  '/auth',
  '/features',
  '/subjects',
  '/subject-tutors',
  '/educators',
  '/dashboards',
  '/for-educators',
  '/for-parents',
  '/accessibility/tts',
  '/about',
  '/terms-of-service',
  '/privacy-policy',
  '/security-compliance',
] as const;
