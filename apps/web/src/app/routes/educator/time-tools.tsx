import { ContentPage } from '@/components/layouts/content-page';

export default function EducatorTimeToolsRoute() {
  return (
    <ContentPage
      title={'Time-Saving Tools'}
      description={'Auto-grading of short answers and progress reports arrive in a coming release.'}
    />
  );
}
