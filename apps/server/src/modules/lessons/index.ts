/**
 * Lessons: the standards-aligned lesson generator, Save & Assign, and students' assigned lessons. Its
 * public surface for other modules (the coordinator wires `assignedLessonsFor` into GET /api/me/assigned-work).
 */
export { assignedLessonsFor } from './lessons.repository.ts';
export { seedLessons } from './lessons.seed.ts';
