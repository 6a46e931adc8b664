import { useSearchParams } from 'react-router';

import { paths } from '@/config/paths';
import { useRoster } from '@/features/homework-checker/api/get-roster';
import { SavedChecks, type CheckStudent } from '@/features/homework-checker/components/saved-checks';
import { useChildren } from '@/features/parent-portal/api/parent-access';
import { useAuth } from '@/lib/auth';

/**
 * /homework-checks: saved homework checks. A student sees their own; a teacher picks a student of their classes,
 * a parent one of their verified children (?student=). Each check opens its feedback.
 */
export default function HomeworkChecksRoute() {
  const { user } = useAuth();
  const role = user?.app_metadata.role;
  const staff = role === 'educator' || role === 'admin';
  const roster = useRoster(staff);
  const children = useChildren(role === 'parent');
  const [params, setParams] = useSearchParams();

  let students: CheckStudent[] | null = null;
  if (staff) {
    const seen = new Map<string, CheckStudent>();
    for (const c of roster.data?.classes ?? []) for (const s of c.students) seen.set(s.id, s);
    students = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name));
  } else if (role === 'parent') {
    students = (children.data ?? []).map((c) => ({
      id: c.student_id,
      name: c.profile.full_name ?? 'Your child',
    }));
  }
  const loading = (staff && roster.isPending) || (role === 'parent' && children.isPending);
  const asked = params.get('student');
  const studentId = students
    ? (students.find((s) => s.id === asked)?.id ?? (students.length === 1 ? students[0]!.id : null))
    : (user?.id ?? null);

  if (loading)
    return (
      <p role="status" className="mx-auto max-w-4xl px-4 py-10">
        Loading...
      </p>
    );
  return (
    <SavedChecks
      students={students}
      studentId={studentId}
      onStudentChange={(id) => setParams({ student: id }, { replace: true })}
      checkHref={paths.homeworkCheck.getHref}
      checkerHref={role === 'parent' ? null : paths.homeworkChecker.getHref()}
    />
  );
}
