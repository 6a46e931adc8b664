import {
  BookOpenIcon,
  CalendarClockIcon,
  ClockIcon,
  GraduationCapIcon,
  LayoutDashboardIcon,
  ShieldAlertIcon,
  UsersIcon,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useWorkspace } from '@/features/educator-workspace/api/get-workspace';
import { getErrorMessage } from '@/lib/api-client';

export type TeacherLinks = {
  workspace: string;
  classrooms: string;
  curriculum: string;
  timeTools: string;
  profDev: string;
  safeguard: string;
  lessonPlans: string;
  homeworkChecker: string;
};

function Figure({
  label,
  value,
  icon: Icon,
  href,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  href: string;
}) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium">{label}</CardTitle>
        <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <Link to={href} className="text-3xl font-bold hover:underline" aria-label={`${label}: ${value}`}>
          {value}
        </Link>
      </CardContent>
    </Card>
  );
}

/** /teacher: the educator's own figures and the ways into the workspace. */
export function TeacherHome({ name, links }: { name: string | null; links: TeacherLinks }) {
  const workspace = useWorkspace();
  const tools = [
    {
      label: 'Classrooms',
      description: 'Classes, rosters and CSV import.',
      href: links.classrooms,
      icon: UsersIcon,
    },
    {
      label: 'Curriculum',
      description: 'Upload resources and build learning paths.',
      href: links.curriculum,
      icon: BookOpenIcon,
    },
    {
      label: 'Time-Saving Tools',
      description: 'Auto-grade short answers and create progress reports.',
      href: links.timeTools,
      icon: ClockIcon,
    },
    {
      label: 'Professional Development',
      description: 'Articles on teaching with AI.',
      href: links.profDev,
      icon: GraduationCapIcon,
    },
    {
      label: 'Lesson generator',
      description: 'Standards-aligned K-3 lessons.',
      href: links.lessonPlans,
      icon: LayoutDashboardIcon,
    },
    {
      label: 'Homework checker',
      description: 'Check a piece of homework with feedback.',
      href: links.homeworkChecker,
      icon: BookOpenIcon,
    },
    {
      label: 'Safeguard',
      description: 'Flagged conversations and their cases.',
      href: links.safeguard,
      icon: ShieldAlertIcon,
    },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Teacher Dashboard</h1>
          <p className="mt-2 text-muted-foreground">
            {name ? `Welcome back, ${name}.` : 'Welcome back.'} Here is where your classes stand today.
          </p>
        </div>
        <Button asChild>
          <Link to={links.workspace}>Open the educator workspace</Link>
        </Button>
      </header>
      <section aria-labelledby="figures-heading" className="grid gap-4">
        <h2 id="figures-heading" className="sr-only">
          Your figures
        </h2>
        {workspace.isPending ? (
          <p role="status">Loading your figures...</p>
        ) : workspace.isError ? (
          <Alert variant="destructive">Error loading data: {getErrorMessage(workspace.error)}</Alert>
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Figure
              label="Classes"
              value={workspace.data.figures.classes}
              icon={UsersIcon}
              href={links.classrooms}
            />
            <Figure
              label="Students"
              value={workspace.data.figures.students}
              icon={GraduationCapIcon}
              href={links.classrooms}
            />
            <Figure
              label="Open Safeguard cases"
              value={workspace.data.figures.open_cases}
              icon={ShieldAlertIcon}
              href={links.safeguard}
            />
            <Figure
              label="Work due this week"
              value={workspace.data.figures.due_this_week}
              icon={CalendarClockIcon}
              href={links.classrooms}
            />
          </div>
        )}
      </section>
      <section aria-labelledby="tools-heading" className="grid gap-4">
        <h2 id="tools-heading" className="text-xl font-semibold">
          Your tools
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {tools.map((tool) => (
            <li key={tool.label}>
              <Link
                to={tool.href}
                className="block h-full rounded-xl focus-visible:outline-2 focus-visible:outline-ring"
              >
                <Card className="h-full transition-colors hover:bg-muted/50">
                  <CardHeader>
                    <tool.icon className="size-6 text-primary" aria-hidden="true" />
                    <CardTitle className="mt-2">{tool.label}</CardTitle>
                    <CardDescription>{tool.description}</CardDescription>
                  </CardHeader>
                </Card>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
