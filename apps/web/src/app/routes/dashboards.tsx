import { GraduationCapIcon, PresentationIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

const DASHBOARDS = [
  {
    title: 'Student',
    description: 'Tutoring, practice and your progress by subject.',
    href: paths.student.getHref(),
    icon: GraduationCapIcon,
  },
  {
    title: 'Teacher',
    description: 'Classes, lessons, grading and reports.',
    href: paths.teacher.getHref(),
    icon: PresentationIcon,
  },
  {
    title: 'Parent',
    description: "Your verified children's learning progress.",
    href: paths.parent.getHref(),
    icon: UsersIcon,
  },
] as const;

export default function DashboardsRoute() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-center text-3xl font-bold tracking-tight">Choose Your Dashboard</h1>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {DASHBOARDS.map((dashboard) => (
          <li key={dashboard.title}>
            <Card className="h-full">
              <CardHeader>
                <dashboard.icon className="size-8 text-primary" aria-hidden="true" />
                <h2 className="mt-2 text-xl leading-none font-semibold">{dashboard.title}</h2>
                <CardDescription>{dashboard.description}</CardDescription>
              </CardHeader>
              <CardFooter className="mt-auto">
                <Button asChild className="w-full">
                  <Link to={dashboard.href} aria-label={`Open the ${dashboard.title} dashboard`}>
                    Open {dashboard.title} Dashboard
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
