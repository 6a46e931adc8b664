import { ContentPage } from '@/components/layouts/content-page';

export default function EducatorsRoute() {
  return (
    <ContentPage
      title={'Educator Tools'}
      description={'An overview of the tools for educators arrives in a coming release.'}
    />
  );
}
