import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { ClassDetail } from '@/features/classrooms/components/class-detail';
import { ClassAssignmentsTab } from '@/features/curriculum/components/class-assignments-tab';
import { ClassGoalsCard } from '@/features/progress/components/class-goals-form';
import { useAuth } from '@/lib/auth';

/** A class: its roster (classrooms feature), its assignments (curriculum feature) and weekly goals (progress). */
export default function EducatorClassroomDetailRoute() {
  const { classId = '' } = useParams();
  const { user } = useAuth();
  return (
    <ClassDetail
      key={classId}
      classId={classId}
      userId={user?.id ?? ''}
      backHref={paths.educatorDashboard.classrooms.getHref()}
      studentHref={(cls, entry) => paths.educatorDashboard.classroomStudent.getHref(cls, entry)}
      assignments={<ClassAssignmentsTab classId={classId} />}
      goals={<ClassGoalsCard classId={classId} />}
    />
  );
}
