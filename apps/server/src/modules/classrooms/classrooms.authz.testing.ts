// The classrooms module's rows of the authorization matrix (testing/authorization-matrix.test.ts).
import { and, eq } from 'drizzle-orm';
import { classes, rosterStudents } from '../../db/schema.ts';
import {
  STAFF,
  all,
  one,
  type AuthorizationRules,
  type Expectation,
  type Fixtures,
} from '../../testing/authorization.ts';

/** A class of the owning educator: only they reach it; every other educator (admins too) gets a 404. */
const CLASS_OWNER: Expectation = {
  ...all(403),
  anonymous: 401,
  owningEducator: 'ok',
  otherEducator: 404,
  admin: 404,
};

/** The owning educator's class with the student on its roster (the matrix's fixture). */
async function ownedClass(f: Fixtures): Promise<string> {
  const [row] = await f.t.database.db
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.ownerId, f.people.owningEducator.id))
    .orderBy(classes.createdAt)
    .limit(1);
  return row!.id;
}

/** The student's roster entry in that class. */
async function studentEntry(f: Fixtures): Promise<{ classId: string; entryId: string }> {
  const classId = await ownedClass(f);
  const [row] = await f.t.database.db
    .select({ id: rosterStudents.id })
    .from(rosterStudents)
    .where(and(eq(rosterStudents.classId, classId), eq(rosterStudents.userId, f.people.student.id)));
  return { classId, entryId: row!.id };
}

/** A new class of the owning educator, for a call that deletes it. */
async function freshClass(f: Fixtures): Promise<string> {
  const [row] = await f.t.database.db
    .insert(classes)
    .values({ ownerId: f.people.owningEducator.id, name: 'Disposable class' })
    .returning({ id: classes.id });
  return row!.id;
}

export const authorizationRules: AuthorizationRules = {
  watch: ['(select count(*) from classes) as classes', '(select count(*) from students) as roster_entries'],
  rules: {
    'GET /api/classrooms': one(STAFF, () => ({ url: '/api/classrooms' })),
    'POST /api/classrooms': one(STAFF, () => ({ url: '/api/classrooms', payload: { name: 'New class' } })),
    'GET /api/educator/workspace': one(STAFF, () => ({ url: '/api/educator/workspace' })),
    'GET /api/classrooms/{classId}': one(CLASS_OWNER, async (f) => ({
      url: `/api/classrooms/${await ownedClass(f)}`,
    })),
    'PATCH /api/classrooms/{classId}': one(CLASS_OWNER, async (f) => ({
      url: `/api/classrooms/${await ownedClass(f)}`,
      payload: { grade: 'K' },
    })),
    'DELETE /api/classrooms/{classId}': one(CLASS_OWNER, async (f) => ({
      url: `/api/classrooms/${await freshClass(f)}`,
    })),
    'GET /api/classrooms/{classId}/students': one(CLASS_OWNER, async (f) => ({
      url: `/api/classrooms/${await ownedClass(f)}/students`,
    })),
    'POST /api/classrooms/{classId}/students': one(CLASS_OWNER, async (f) => ({
      url: `/api/classrooms/${await ownedClass(f)}/students`,
      payload: { first_name: 'New', last_name: 'Pupil' },
    })),
    'PATCH /api/classrooms/{classId}/students/{studentId}': one(CLASS_OWNER, async (f) => {
      const { classId, entryId } = await studentEntry(f);
      return { url: `/api/classrooms/${classId}/students/${entryId}`, payload: { first_name: 'Ava' } };
    }),
    'DELETE /api/classrooms/{classId}/students/{studentId}': one(CLASS_OWNER, async (f) => {
      const classId = await ownedClass(f);
      const [row] = await f.t.database.db
        .insert(rosterStudents)
        .values({ classId, firstName: 'Leaving', lastName: 'Pupil' })
        .returning({ id: rosterStudents.id });
      return { url: `/api/classrooms/${classId}/students/${row!.id}` };
    }),
    'POST /api/classrooms/{classId}/students/import': one(CLASS_OWNER, async (f) => ({
      url: `/api/classrooms/${await ownedClass(f)}/students/import`,
      payload: { csv: 'first_name,last_name,email\nNew,Pupil,new.pupil@school.test', confirm: false },
    })),
    'GET /api/classrooms/{classId}/students/{studentId}/record': one(CLASS_OWNER, async (f) => {
      const { classId, entryId } = await studentEntry(f);
      return { url: `/api/classrooms/${classId}/students/${entryId}/record` };
    }),
  },
};
