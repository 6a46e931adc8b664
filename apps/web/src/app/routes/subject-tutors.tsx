import { ContentPage } from '@/components/layouts/content-page';
import { SubjectCards } from '@/features/catalog/components/subject-cards';

export default function SubjectTutorsRoute() {
  return (
    <ContentPage
      title="Subject Tutors"
      description="Choose a subject and your AI tutor starts there, at your grade level, with a question rather than an answer."
    >
      <title>Subject Tutors | Academy</title>
      <SubjectCards />
    </ContentPage>
  );
}
