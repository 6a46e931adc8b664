import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { SUBJECT_CARDS, type TutorNavigationState } from '@/features/catalog/utils/tutors';

/** Six subjects; each opens the tutor on that subject as '{title} Tutor'. */
export function SubjectCards() {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {SUBJECT_CARDS.map((card) => {
        const state: TutorNavigationState = { subject: card.title, tutorName: `${card.title} Tutor` };
        return (
          <li key={card.title}>
            <Card className="h-full">
              <CardHeader>
                <card.icon className="size-8 text-primary" aria-hidden="true" />
                <h2 className="mt-2 text-lg font-semibold">{card.title}</h2>
                <CardDescription>{card.description}</CardDescription>
              </CardHeader>
              <CardFooter className="mt-auto">
                <Button asChild variant="outline" className="w-full">
                  <Link to={paths.studentTutor.getHref()} state={state}>
                    Learn with the {card.title} Tutor
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
