import { LearningDashboard } from '@/features/learning-dashboard/components/learning-dashboard';
import { CallToAction } from '@/features/marketing/components/call-to-action';
import { FeatureCards } from '@/features/marketing/components/feature-cards';
import { Hero } from '@/features/marketing/components/hero';

export default function LandingRoute() {
  return (
    <>
      <Hero />
      <FeatureCards />
      <LearningDashboard />
      <CallToAction />
    </>
  );
}
