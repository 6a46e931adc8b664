import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { StudentLesson } from '@/features/lesson-plans/components/student-lesson';

export default function StudentLessonRoute() {
  const { assignmentId = '' } = useParams();
  return (
    <StudentLesson key={assignmentId} assignmentId={assignmentId} backHref={paths.studentLessons.getHref()} />
  );
}
