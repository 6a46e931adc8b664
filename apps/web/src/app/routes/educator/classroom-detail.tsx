import { ContentPage } from '@/components/layouts/content-page';

export default function EducatorClassroomDetailRoute() {
  return (
    <ContentPage
      title={'Class Details'}
      description={'The class roster and its assignments arrive in a coming release.'}
    />
  );
}
