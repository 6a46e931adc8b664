// The curriculum module's rows of the authorization matrix (testing/authorization-matrix.test.ts).
import {
  OWNED_BY_EDUCATOR,
  STAFF,
  STUDENTS_ONLY,
  THE_STUDENTS,
  one,
  type AuthorizationRules,
  type Fixtures,
} from '../../testing/authorization.ts';
import { getPath } from './curriculum.repository.ts';
import { curriculumFixture, freshDoc, uploadForm } from './curriculum.testing.ts';

let cached: ReturnType<typeof curriculumFixture> | null = null;

/** The owning educator's document, path, class and assignment: made once. */
function owned(f: Fixtures) {
  cached ??= curriculumFixture(f.t.app, f.people.owningEducator.id);
  return cached;
}

export const authorizationRules: AuthorizationRules = {
  rules: {
    'GET /api/curriculum/documents': one(STAFF, () => ({ url: '/api/curriculum/documents' })),
    'POST /api/curriculum/documents': one(STAFF, () => ({
      url: '/api/curriculum/documents',
      payload: uploadForm('Matrix upload', {
        name: 'notes.txt',
        bytes: Buffer.from('Lesson 1: Shapes\n\nName shapes.'),
      }),
    })),
    'GET /api/curriculum/documents/{id}/file': one(OWNED_BY_EDUCATOR, async (f) => ({
      url: `/api/curriculum/documents/${(await owned(f)).docId}/file`,
    })),
    'DELETE /api/curriculum/documents/{id}': one(OWNED_BY_EDUCATOR, async (f) => ({
      url: `/api/curriculum/documents/${await freshDoc(f.t.app, f.people.owningEducator.id)}`,
    })),
    'POST /api/curriculum/documents/{id}/paths': one(OWNED_BY_EDUCATOR, async (f) => ({
      url: `/api/curriculum/documents/${(await owned(f)).docId}/paths`,
    })),
    'GET /api/curriculum/paths': one(STAFF, () => ({ url: '/api/curriculum/paths' })),
    'GET /api/curriculum/paths/{id}': one(OWNED_BY_EDUCATOR, async (f) => ({
      url: `/api/curriculum/paths/${(await owned(f)).pathId}`,
    })),
    'PUT /api/curriculum/paths/{id}': one(OWNED_BY_EDUCATOR, async (f) => {
      const { pathId, stepId } = await owned(f);
      return {
        url: `/api/curriculum/paths/${pathId}`,
        payload: {
          title: 'Matrix path',
          steps: [{ id: stepId, title: 'Counting' }, { title: 'A new step' }],
        },
      };
    }),
    'GET /api/classes/{classId}/assignments': one(OWNED_BY_EDUCATOR, async (f) => ({
      url: `/api/classes/${(await owned(f)).classId}/assignments`,
    })),
    'POST /api/classes/{classId}/assignments': one(OWNED_BY_EDUCATOR, async (f) => {
      const { classId, pathId } = await owned(f);
      return { url: `/api/classes/${classId}/assignments`, payload: { pathId, dueDate: '2030-02-01' } };
    }),
    'GET /api/me/assigned-work': one(STUDENTS_ONLY, () => ({ url: '/api/me/assigned-work' })),
    'GET /api/me/assigned-paths/{assignmentId}': one(THE_STUDENTS, async (f) => ({
      url: `/api/me/assigned-paths/${(await owned(f)).assignmentId}`,
    })),
    'PUT /api/me/assigned-paths/{assignmentId}/steps/{stepId}': one(THE_STUDENTS, async (f) => {
      const { assignmentId, pathId } = await owned(f);
      const path = await getPath(f.t.database.db, f.people.owningEducator.id, pathId);
      return {
        url: `/api/me/assigned-paths/${assignmentId}/steps/${path!.steps[0]!.id}`,
        payload: { done: true },
      };
    }),
  },
  watch: [
    '(select count(*) from curriculum_docs) as curriculum_docs',
    '(select count(*) from learning_paths) as learning_paths',
    '(select count(*) from learning_path_steps) as learning_path_steps',
    '(select count(*) from class_assignments) as class_assignments',
    '(select count(*) from path_step_completions) as path_step_completions',
  ],
};
