import { Link } from 'react-router';

import { ContentPage } from '@/components/layouts/content-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PolicyLinks } from '@/features/marketing/components/policy-links';

const REASONS = [
  {
    title: 'Lessons in minutes',
    text: 'Pick a grade (K to 3), a subject and a standard such as RL.K.1: the lesson generator drafts a complete lesson (anticipatory set, guided and independent practice, assessment) that you edit and assign.',
  },
  {
    title: 'Grading help',
    text: 'Upload short answers as a CSV file and get them graded in the background, then compile a progress report for a class. The product claims up to 70% of teacher time saved.',
  },
  {
    title: 'A tutor that teaches',
    text: 'Students get one-on-one tutoring that asks rather than tells, at their grade level, in every subject. The product claims 95% student improvement.',
  },
  {
    title: 'Safety you can see',
    text: 'A Safeguard agent screens every tutoring message; flagged events appear on the Safeguard page for review.',
  },
  {
    title: 'Your school, your server',
    text: 'Academy is open source and self-hosted: student data stays on the school’s own server, and the tutor runs offline unless your school chooses an external AI provider.',
  },
  {
    title: 'Accessible by design',
    text: 'Everything works with a keyboard and a screen reader, in light and dark themes, and any text can be read aloud.',
  },
] as const;

export default function ForEducatorsRoute() {
  return (
    <ContentPage
      title="For Educators and Schools"
      description="A K-12 AI tutoring academy your school hosts itself, with the tools teachers need around it: classes, standards-aligned lessons, grading and reports."
    >
      <title>For Educators and Schools | Academy</title>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button asChild>
          <Link to={paths.auth.getHref()}>Create a Teacher Account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.educators.getHref()}>See the Educator Tools</Link>
        </Button>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {REASONS.map((reason) => (
          <li key={reason.title} className="rounded-xl border p-6">
            <h2 className="text-lg font-semibold">{reason.title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{reason.text}</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-xs text-muted-foreground">
        The 95% and 70% figures are the product&apos;s marketing claims, not results measured at your school.
      </p>
      <section aria-labelledby="educators-policies" className="mt-12">
        <h2 id="educators-policies" className="text-xl font-semibold">
          Privacy and compliance
        </h2>
        <p className="mt-2 max-w-2xl text-sm text-muted-foreground">
          How student data is stored, who can see it and how schools meet FERPA and COPPA.
        </p>
        <PolicyLinks />
      </section>
    </ContentPage>
  );
}
