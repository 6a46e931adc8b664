/**
 * Curriculum: uploaded documents, learning paths drawn from them, and paths assigned to classes. Its public
 * surface for other modules (GET /api/me/assigned-work merges lessons at merge time through this).
 */
export { assignedPathHref, assignedPathsFor } from './curriculum.repository.ts';
export { seedCurriculum } from './curriculum.seed.ts';
