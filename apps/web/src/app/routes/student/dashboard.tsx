import { ContentPage } from '@/components/layouts/content-page';

export default function StudentDashboardRoute() {
  return (
    <ContentPage
      title={'Student Dashboard'}
      description={
        'Your per-subject progress, an AI tutor card and quick actions arrive in a coming release.'
      }
    />
  );
}
