import { paths } from '@/config/paths';
import { StudentLessons } from '@/features/lesson-plans/components/student-lessons';

export default function StudentLessonsRoute() {
  return <StudentLessons lessonHref={paths.studentLesson.getHref} />;
}
