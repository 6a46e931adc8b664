import { BookUpIcon, CheckCheckIcon, SchoolIcon } from 'lucide-react';

import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const STEPS = [
  {
    title: 'Create a Class',
    description: 'Set up a class and add your students to its roster.',
    icon: SchoolIcon,
  },
  {
    title: 'Upload Curriculum',
    description: 'Upload lesson plans and resources to build AI-powered learning paths.',
    icon: BookUpIcon,
  },
  {
    title: 'Auto-Grade Assignments',
    description: 'Grade short answers from a CSV file and generate progress reports.',
    icon: CheckCheckIcon,
  },
] as const;

export default function EducatorOverviewRoute() {
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Educator Dashboard</h1>
        <p className="mt-2 text-muted-foreground">
          The tools behind these steps arrive in coming releases; this is the path they will follow.
        </p>
      </div>
      <section aria-labelledby="getting-started">
        <h2 id="getting-started" className="text-xl font-semibold">
          Getting Started
        </h2>
        <ol className="mt-4 grid gap-4 md:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title}>
              <Card className="h-full">
                <CardHeader>
                  <step.icon className="size-6 text-primary" aria-hidden="true" />
                  <CardTitle className="mt-2">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                  </CardTitle>
                  <CardDescription>{step.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
