import { CheckIcon, UsersIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useCatalogTutors } from '@/features/catalog/api/get-catalog-tutors';
import { SPECIALIZED_TUTOR_CARDS, type TutorNavigationState } from '@/features/catalog/utils/tutors';

function studentsLabel(count: number) {
  return `${count.toLocaleString()} ${count === 1 ? 'student' : 'students'}`;
}

/** The eight specialised tutors with their real student counts; each start button opens the tutor. */
export function TutorCatalogue() {
  const counts = useCatalogTutors();
  const countOf = (name: string) => counts.data?.find((tutor) => tutor.name === name)?.students;

  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {SPECIALIZED_TUTOR_CARDS.map((tutor) => {
        const count = countOf(tutor.name);
        const state: TutorNavigationState = {
          tutorName: tutor.name,
          subject: tutor.subject,
          specialized: true,
        };
        return (
          <li key={tutor.name}>
            <Card className="h-full">
              <CardHeader>
                <div className="flex items-start justify-between gap-2">
                  <tutor.icon className="size-8 text-primary" aria-hidden="true" />
                  <Badge variant="secondary">{tutor.level}</Badge>
                </div>
                <h2
                  id={`tutor-${tutor.name.replace(/\W+/g, '-')}`}
                  className="mt-2 text-lg leading-tight font-semibold"
                >
                  {tutor.name}
                </h2>
                <CardDescription>{tutor.subject}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-4 text-sm">
                <p>{tutor.description}</p>
                <ul className="grid gap-1.5" aria-label={`${tutor.name} features`}>
                  {tutor.features.map((feature) => (
                    <li key={feature} className="flex items-center gap-2">
                      <CheckIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                      {feature}
                    </li>
                  ))}
                </ul>
                <p className="mt-auto flex items-center gap-2 text-muted-foreground">
                  <UsersIcon className="size-4" aria-hidden="true" />
                  {counts.isPending
                    ? 'Counting students...'
                    : count === undefined
                      ? 'Student count unavailable'
                      : studentsLabel(count)}
                </p>
              </CardContent>
              <CardFooter>
                <Button asChild className="w-full">
                  <Link to={paths.studentTutor.getHref()} state={state}>
                    Start with {tutor.name}
                  </Link>
                </Button>
              </CardFooter>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
