import { ContentPage } from '@/components/layouts/content-page';

export default function EducatorClassroomsRoute() {
  return (
    <ContentPage
      title={'Classroom Management'}
      description={'Creating and managing your classes arrives in a coming release.'}
    />
  );
}
