import { CallToAction } from '@/features/marketing/components/call-to-action';
import { FeatureCards } from '@/features/marketing/components/feature-cards';
import { Hero } from '@/features/marketing/components/hero';
import { LearningDashboard } from '@/features/progress/components/learning-dashboard';

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
