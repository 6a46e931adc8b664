import { ContentPage } from '@/components/layouts/content-page';

export default function EducatorCurriculumRoute() {
  return (
    <ContentPage
      title={'Curriculum Integration'}
      description={
        'Uploading lesson plans and resources to create AI-powered learning paths arrives in a coming release.'
      }
    />
  );
}
