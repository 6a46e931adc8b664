import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';

import { findArticle } from '@/features/professional-development/utils/articles';

/** One professional-development article, with its sources. */
export function ArticlePage({ slug, backHref }: { slug: string; backHref: string }) {
  const article = findArticle(slug);
  const back = (
    <Link
      to={backHref}
      className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" />
      Back to Professional Development
    </Link>
  );
  if (!article) {
    return (
      <div className="grid gap-4">
        {back}
        <h1 className="text-3xl font-bold tracking-tight">Article not found</h1>
        <p className="text-muted-foreground">There is no article at this address.</p>
      </div>
    );
  }
  return (
    <article className="grid max-w-3xl gap-6">
      {back}
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{article.title}</h1>
        <p className="mt-2 text-muted-foreground">
          {article.description} · {article.minutes} min read
        </p>
      </header>
      {article.sections.map((section) => (
        <section key={section.heading} className="grid gap-3">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 40)} className="leading-7">
              {p}
            </p>
          ))}
        </section>
      ))}
      <section aria-labelledby="sources-heading" className="grid gap-3 border-t pt-4">
        <h2 id="sources-heading" className="text-lg font-semibold">
          Sources
        </h2>
        <ol className="grid list-decimal gap-2 pl-5 text-sm">
          {article.sources.map((source) => (
            <li key={source.citation}>
              {source.citation}{' '}
              {source.href ? (
                <a
                  href={source.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="break-all underline"
                >
                  {source.href}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
