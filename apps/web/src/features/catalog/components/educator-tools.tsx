import {
  ClipboardCheckIcon,
  FileSpreadsheetIcon,
  GaugeIcon,
  NotebookPenIcon,
  ShieldCheckIcon,
  UsersIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** The six tool cards of /educators with their targets. */
export const EDUCATOR_TOOLS = [
  {
    title: 'Classroom Management',
    description: 'Create classes, import rosters from a CSV file and assign learning paths.',
    action: 'Manage Classes',
    href: paths.teacher.getHref(),
    icon: UsersIcon,
  },
  {
    title: 'Standards-Aligned Lessons',
    description: 'Generate K-3 lesson plans from a standard code and assign them to students.',
    action: 'Generate Lesson',
    href: paths.lessonPlans.getHref(),
    icon: NotebookPenIcon,
  },
  {
    title: 'AI Homework Checker',
    description: 'Feedback on student work: strengths, improvements and next steps.',
    action: 'Check Homework',
    href: paths.homeworkChecker.getHref(),
    icon: ClipboardCheckIcon,
  },
  {
    title: 'Progress Tracking',
    description: 'Mastery, time on task and growth for every subject.',
    action: 'View Progress',
    href: paths.progress.getHref(),
    icon: GaugeIcon,
  },
  {
    title: 'Time-Saving Tools',
    description: 'Auto-grade short answers from a CSV file and compile progress reports.',
    action: 'Open Time-Saving Tools',
    href: paths.teacher.getHref(),
    icon: FileSpreadsheetIcon,
  },
  {
    title: 'AI Safety & Moderation',
    description: 'See what the Safeguard agent flagged and what it cleared.',
    action: 'View Safeguard',
    href: paths.safeguard.getHref(),
    icon: ShieldCheckIcon,
  },
] as const;

export function EducatorTools() {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {EDUCATOR_TOOLS.map((tool) => (
        <li key={tool.title}>
          <Card className="h-full">
            <CardHeader>
              <tool.icon className="size-8 text-primary" aria-hidden="true" />
              <h2 className="mt-2 text-lg font-semibold">{tool.title}</h2>
              <CardDescription>{tool.description}</CardDescription>
            </CardHeader>
            <CardFooter className="mt-auto">
              <Button asChild variant="outline" className="w-full">
                <Link to={tool.href}>{tool.action}</Link>
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
