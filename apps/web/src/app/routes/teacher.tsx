import { ContentPage } from '@/components/layouts/content-page';

export default function TeacherRoute() {
  return (
    <ContentPage
      title={'Teacher Dashboard'}
      description={'Your classes, lessons and grading tools will be gathered here in a coming release.'}
    />
  );
}
