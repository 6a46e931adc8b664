import { Link } from 'react-router';

import { ContentPage } from '@/components/layouts/content-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Faq } from '@/features/marketing/components/faq';
import { PolicyLinks } from '@/features/marketing/components/policy-links';
import { PARENT_FAQ } from '@/features/marketing/utils/parent-faq';
import { ReadAloudButton } from '@/features/speech/components/read-aloud-button';

export default function ForParentsRoute() {
  return (
    <ContentPage
      title="For Parents"
      description="See how your child is doing: tutoring sessions, scores and subjects, for every child your school has verified as yours. The AI tutor asks questions rather than handing out answers, and a Safeguard agent screens every message."
    >
      <title>For Parents | Academy</title>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.auth.getHref()}>Sign In to the Parent Portal</Link>
        </Button>
      </div>
      <section aria-labelledby="parents-faq" className="mt-12 max-w-3xl">
        <h2 id="parents-faq" className="mb-4 text-2xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <Faq items={PARENT_FAQ} answerAction={(answer) => <ReadAloudButton size="sm" text={answer} />} />
      </section>
      <section aria-labelledby="parents-policies" className="mt-12">
        <h2 id="parents-policies" className="text-xl font-semibold">
          Your child&apos;s data
        </h2>
        <PolicyLinks />
      </section>
    </ContentPage>
  );
}
