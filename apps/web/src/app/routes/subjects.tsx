import { ContentPage } from '@/components/layouts/content-page';
import { TutorCatalogue } from '@/features/catalog/components/tutor-catalogue';

export default function SubjectsRoute() {
  return (
    <ContentPage
      title="Subject-Specific ASI Tutors"
      description="Eight specialised tutors, each with its own subject and teaching style. Pick one and start a session: it guides you one question at a time."
    >
      <title>Subject-Specific ASI Tutors | Academy</title>
      <TutorCatalogue />
    </ContentPage>
  );
}
