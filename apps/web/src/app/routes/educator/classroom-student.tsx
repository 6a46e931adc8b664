import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { StudentRecordView } from '@/features/classrooms/components/student-record';

/** A linked roster student's tutoring sessions (with conversations) and scores, read only. */
export default function EducatorClassroomStudentRoute() {
  const { classId = '', studentId = '' } = useParams();
  return (
    <StudentRecordView
      key={`${classId}/${studentId}`}
      classId={classId}
      entryId={studentId}
      backHref={paths.educatorDashboard.classroom.getHref(classId)}
      progressHref={(id) => `${paths.progress.getHref()}?student=${encodeURIComponent(id)}`}
    />
  );
}
