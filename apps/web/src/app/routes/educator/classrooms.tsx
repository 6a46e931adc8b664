import { paths } from '@/config/paths';
import { ClassroomManagement } from '@/features/classrooms/components/classroom-management';
import { useAuth } from '@/lib/auth';

export default function EducatorClassroomsRoute() {
  const { user } = useAuth();
  return (
    <ClassroomManagement
      userId={user?.id ?? ''}
      classHref={(id) => paths.educatorDashboard.classroom.getHref(id)}
    />
  );
}
