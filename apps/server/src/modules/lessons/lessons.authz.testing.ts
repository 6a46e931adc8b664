// The lessons module's rows of the authorization matrix (testing/authorization-matrix.test.ts).
import { assignments, lessons } from '../../db/schema.ts';
import { generateLesson, findStandard } from '../../engines/lessons/index.ts';
import {
  OWNED_BY_EDUCATOR,
  STAFF,
  STUDENTS_ONLY,
  THE_STUDENTS,
  one,
  type AuthorizationRules,
  type Fixtures,
} from '../../testing/authorization.ts';

const template = () =>
  generateLesson({ grade: '1', subject: 'math', standard: findStandard('1.OA.A.1'), topic: 'apples' });

const made = new WeakMap<Fixtures, Promise<{ lessonId: string; assignmentId: string }>>();
/** A lesson of the owning educator, assigned to the student. */
function lessonOf(f: Fixtures) {
  let p = made.get(f);
  if (!p) {
    p = (async () => {
      const t = template();
      const [lesson] = await f.t.database.db
        .insert(lessons)
        .values({
          title: t.title,
          subject: t.subject,
          gradeBand: t.grade,
          standardCode: t.standard,
          template: t as unknown as Record<string, unknown>,
          createdBy: f.people.owningEducator.id,
        })
        .returning();
      const [a] = await f.t.database.db
        .insert(assignments)
        .values({
          lessonId: lesson!.id,
          studentId: f.people.student.id,
          educatorId: f.people.owningEducator.id,
        })
        .returning();
      return { lessonId: lesson!.id, assignmentId: a!.id };
    })();
    made.set(f, p);
  }
  return p;
}

export const authorizationRules: AuthorizationRules = {
  rules: {
    'GET /api/lessons/standards/check': one(STAFF, () => ({
      url: '/api/lessons/standards/check?code=RL.K.1&grade=K&subject=reading',
    })),
    'GET /api/lessons/standards/search': one(STAFF, () => ({
      url: '/api/lessons/standards/search?q=count%20to%20100',
    })),
    'POST /api/lessons/generate': one(STAFF, () => ({
      url: '/api/lessons/generate',
      payload: { grade: 'K', subject: 'math', standardCode: 'K.CC.1', topic: 'apples' },
    })),
    'POST /api/lessons/pdf': one(STAFF, () => ({
      url: '/api/lessons/pdf',
      payload: { lesson: template() },
    })),
    'GET /api/lessons/students': one(STAFF, () => ({ url: '/api/lessons/students' })),
    'GET /api/lessons': one(STAFF, () => ({ url: '/api/lessons' })),
    'POST /api/lessons': one(STAFF, (f, caller) => ({
      url: '/api/lessons',
      payload: {
        lesson: template(),
        studentIds: [caller === 'otherEducator' ? f.people.otherStudent.id : f.people.student.id],
      },
    })),
    'GET /api/lessons/{id}': one(OWNED_BY_EDUCATOR, async (f) => ({
      url: `/api/lessons/${(await lessonOf(f)).lessonId}`,
    })),
    'PUT /api/lessons/{id}': one(OWNED_BY_EDUCATOR, async (f) => ({
      url: `/api/lessons/${(await lessonOf(f)).lessonId}`,
      payload: { lesson: { ...template(), title: 'Apples: adding within 20 (edited)' } },
    })),
    'POST /api/lessons/{id}/assign': one(OWNED_BY_EDUCATOR, async (f) => ({
      url: `/api/lessons/${(await lessonOf(f)).lessonId}/assign`,
      payload: { studentIds: [f.people.student.id] },
    })),
    'GET /api/student/lessons': one(STUDENTS_ONLY, () => ({ url: '/api/student/lessons' })),
    'GET /api/student/lessons/{assignmentId}': one(THE_STUDENTS, async (f) => ({
      url: `/api/student/lessons/${(await lessonOf(f)).assignmentId}`,
    })),
    'POST /api/student/lessons/{assignmentId}/complete': one(THE_STUDENTS, async (f) => ({
      url: `/api/student/lessons/${(await lessonOf(f)).assignmentId}/complete`,
    })),
  },
  watch: [
    '(select count(*) from lessons) as lessons',
    '(select count(*) from assignments) as lesson_assignments',
    '(select count(*) from assignments where completed_at is not null) as lessons_done',
    "(select coalesce(max(updated_at)::text, '') from lessons) as lessons_edited",
  ],
};
