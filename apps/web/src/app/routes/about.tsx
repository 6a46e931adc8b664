import { ContentPage } from '@/components/layouts/content-page';
import { Attributions } from '@/features/marketing/components/attributions';

export default function AboutRoute() {
  return (
    <ContentPage
      title="About Academy"
      description="Academy is an open-source, self-hostable AI tutoring academy for K-12: a patient tutor for students, time-saving tools for educators and a clear view of progress for parents, run by the school on its own server."
    >
      <title>About Academy | Academy</title>
      <section aria-labelledby="about-why" className="mt-10 max-w-3xl">
        <h2 id="about-why" className="text-2xl font-bold tracking-tight">
          Why we built it
        </h2>
        <p className="mt-3">
          Every student deserves a tutor who asks the next good question. Academy&apos;s tutor works one
          question at a time, at the student&apos;s grade level, and a Safeguard agent screens every
          conversation. Schools keep their students&apos; data on their own server; the tutor runs offline
          unless a school chooses an external AI provider.
        </p>
      </section>
      <Attributions />
    </ContentPage>
  );
}
