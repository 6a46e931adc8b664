import { ContentPage } from '@/components/layouts/content-page';
import { AudienceFeatures } from '@/features/marketing/components/audience-features';
import { FeatureCardGrid } from '@/features/marketing/components/feature-cards';

export default function FeaturesRoute() {
  return (
    <ContentPage
      title="Features"
      description="One-on-one adaptive tutoring for students, time-saving tools for educators and progress for parents, with a Safeguard agent watching every conversation."
    >
      <title>Features | Academy</title>
      <FeatureCardGrid headingLevel="h2" />
      <AudienceFeatures />
    </ContentPage>
  );
}
