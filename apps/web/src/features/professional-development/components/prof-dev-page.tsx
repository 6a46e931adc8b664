import { CalendarIcon, ExternalLinkIcon, FileTextIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { ARTICLES } from '@/features/professional-development/utils/articles';

type Props = {
  /** 'Schedule PD Coaching Call' target (PD_COACHING_URL); null hides the button. */
  coachingUrl: string | null;
  articleHref: (slug: string) => string;
};

/** Professional Development: the coaching call (when configured) and four resources of our own. */
export function ProfDevPage({ coachingUrl, articleHref }: Props) {
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Professional Development</h1>
          <p className="mt-2 text-muted-foreground">
            Short, sourced reading on teaching with AI, and coaching when you want it.
          </p>
        </div>
        {coachingUrl ? (
          <Button asChild>
            <a href={coachingUrl} target="_blank" rel="noopener noreferrer">
              <CalendarIcon aria-hidden="true" />
              Schedule PD Coaching Call
              <ExternalLinkIcon aria-hidden="true" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        ) : null}
      </div>
      <section aria-labelledby="resources-heading" className="grid gap-4">
        <h2 id="resources-heading" className="text-xl font-semibold">
          Resources
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {ARTICLES.map((article) => (
            <li key={article.slug}>
              <Card className="h-full">
                <CardHeader>
                  <FileTextIcon className="size-6 text-primary" aria-hidden="true" />
                  <CardTitle className="mt-2">{article.title}</CardTitle>
                  <CardDescription>
                    {article.description} · {article.minutes} min read
                  </CardDescription>
                </CardHeader>
                <CardFooter className="mt-auto">
                  <Button asChild variant="outline">
                    <Link to={articleHref(article.slug)} aria-label={`Read Article: ${article.title}`}>
                      Read Article
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
