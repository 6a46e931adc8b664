import { ContentPage } from '@/components/layouts/content-page';

export default function SubjectsRoute() {
  return (
    <ContentPage
      title={'Subject-Specific ASI Tutors'}
      description={
        'The catalogue of specialized tutors, such as Math Genius and Writing Coach, arrives in a coming release.'
      }
    />
  );
}
