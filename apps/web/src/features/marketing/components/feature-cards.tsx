import {
  BookOpenCheckIcon,
  BrainCircuitIcon,
  GaugeIcon,
  LayoutDashboardIcon,
  LightbulbIcon,
  ShieldCheckIcon,
  SparklesIcon,
  Volume2Icon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

type FeatureCard = { title: string; summary: string; action: string; href: string; icon: LucideIcon };

/** The eight feature cards of the home page, spelled as the product names them. */
export const FEATURE_CARDS: readonly FeatureCard[] = [
  {
    title: 'Super AI Tutor',
    summary: 'K-12 adaptive tutoring, one question at a time',
    action: 'Launch Tutor',
    href: paths.studentTutor.getHref(),
    icon: SparklesIcon,
  },
  {
    title: 'AGI Assistant',
    summary: 'enrichment, inquiry-based learning, optional voice tutoring',
    action: 'Start Inquiry',
    href: paths.studentEnrichment.getHref(),
    icon: LightbulbIcon,
  },
  {
    title: 'Text-to-Speech Support',
    summary: 'accessibility reader for passages, instructions, explanations',
    action: 'Try TTS Demo',
    href: paths.tts.getHref(),
    icon: Volume2Icon,
  },
  {
    title: 'Standards-Aligned Lessons',
    summary: 'K-3 state-aligned lesson templates delivered as structured objects',
    action: 'Generate Lesson',
    href: paths.lessonPlans.getHref(),
    icon: BookOpenCheckIcon,
  },
  {
    title: 'Multi-User Dashboards',
    summary: 'role-specific views for students, teachers, parents',
    action: 'Open Dashboards',
    href: paths.dashboards.getHref(),
    icon: LayoutDashboardIcon,
  },
  {
    title: 'AI Safety & Moderation',
    summary: 'a Safeguard agent monitors all tutors',
    action: 'View Safeguard',
    href: paths.safeguard.getHref(),
    icon: ShieldCheckIcon,
  },
  {
    title: 'Real-Time Progress Tracking',
    summary: 'mastery, time-on-task, growth',
    action: 'Open Progress',
    href: paths.progress.getHref(),
    icon: GaugeIcon,
  },
  {
    title: 'Subject-Specific ASI Tutors',
    summary: 'e.g. Math Genius, Writing Coach',
    action: 'Browse ASI Tutors',
    href: paths.subjects.getHref(),
    icon: BrainCircuitIcon,
  },
];

/** The eight cards as a grid (the home page's #features section and the /features page). */
export function FeatureCardGrid({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {FEATURE_CARDS.map((card) => (
        <li key={card.title}>
          <Card className="h-full">
            <CardHeader>
              <card.icon className="size-8 text-primary" aria-hidden="true" />
              <Heading className="mt-2 leading-none font-semibold">{card.title}</Heading>
            </CardHeader>
            <CardContent className="flex-1">
              {/* The name as the product spells it; capitalised for display only. */}
              <CardDescription className="first-letter:uppercase">{card.summary}</CardDescription>
            </CardContent>
            <CardFooter>
              <Button asChild variant="outline" className="w-full">
                <Link to={card.href}>{card.action}</Link>
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export function FeatureCards() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 bg-muted/40 py-16">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="features-heading" className="text-center text-3xl font-bold tracking-tight">
          Everything a safe K-12 academy needs
        </h2>
        <FeatureCardGrid />
      </div>
    </section>
  );
}
