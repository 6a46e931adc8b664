import { z } from 'zod';

/**
 * What a student has been given to do, across the kinds of work that can be assigned: learning paths
 * (assigned to a class the student is on) and lessons (assigned to the student). One list, served by
 * GET /api/me/assigned-work, shown on the student dashboard.
 */
export const assignedWorkItemSchema = z.object({
  kind: z.enum(['path', 'lesson']),
  /** The assignment's id (class assignment or lesson assignment). */
  id: z.uuid(),
  title: z.string(),
  /** Where the student opens it in the app. */
  href: z.string(),
  assignedAt: z.string(),
  /** A date (YYYY-MM-DD) or null. */
  dueDate: z.string().nullable(),
  /** Steps done and total (a lesson is one step). */
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** The class it came through, when it did. */
  className: z.string().nullable(),
});
export type AssignedWorkItem = z.infer<typeof assignedWorkItemSchema>;
export const assignedWorkListSchema = z.object({ items: z.array(assignedWorkItemSchema) });
