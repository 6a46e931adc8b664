import { ContentPage } from '@/components/layouts/content-page';

export default function StudentEnrichmentRoute() {
  return (
    <ContentPage
      title={'AGI Assistant'}
      description={'Inquiry-based enrichment with optional voice mode arrives in a coming release.'}
    />
  );
}
