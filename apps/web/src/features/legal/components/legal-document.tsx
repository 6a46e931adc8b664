import type { ReactNode } from 'react';

export const EFFECTIVE_DATE = 'August 9, 2025';

export type LegalSection = { title: string; body: ReactNode };

/** A policy page: title, effective date, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  intro,
  sections,
}: {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  const id = (index: number) => `section-${index + 1}`;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <title>{`${title} | Academy`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">Effective date: {EFFECTIVE_DATE}</p>
      <div className="mt-6 grid gap-3">{intro}</div>
      <nav aria-label="Contents" className="mt-8 rounded-xl border p-5">
        <h2 className="text-sm font-semibold">Contents</h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a
                href={`#${id(index)}`}
                className="rounded-sm text-primary underline-offset-4 hover:underline"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={id(index)} className="mt-10 scroll-mt-20">
          <h2 id={id(index)} className="text-xl font-semibold">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 grid gap-3 leading-7 [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1 [&_ul]:pl-6">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}
