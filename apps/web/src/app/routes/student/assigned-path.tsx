import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { AssignedPathView } from '@/features/assigned-work/components/assigned-path-view';
import { useAuth } from '@/lib/auth';

export default function StudentAssignedPathRoute() {
  const { assignmentId = '' } = useParams();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <AssignedPathView
      assignmentId={assignmentId}
      userId={user.id}
      tutorHref={paths.studentTutor.getHref()}
      backHref={paths.student.getHref()}
    />
  );
}
