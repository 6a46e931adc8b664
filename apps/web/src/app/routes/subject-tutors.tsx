import { ContentPage } from '@/components/layouts/content-page';

export default function SubjectTutorsRoute() {
  return (
    <ContentPage
      title={'Subject Tutors'}
      description={'Subject cards that open a tutor for each subject arrive in a coming release.'}
    />
  );
}
