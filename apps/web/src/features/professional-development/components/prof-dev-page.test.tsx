import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ArticlePage } from '@/features/professional-development/components/article-page';
import { ProfDevPage } from '@/features/professional-development/components/prof-dev-page';
import { ARTICLES } from '@/features/professional-development/utils/articles';
import { renderAt } from '@/testing/render';

describe('ProfDevPage', () => {
  it('shows the four resources, each opening its article in the app', () => {
    renderAt(<ProfDevPage coachingUrl={null} articleHref={(slug) => `/pd/${slug}`} />);
    const links = screen.getAllByRole('link', { name: /^Read Article: / });
    expect(links.map((l) => l.getAttribute('href'))).toEqual(ARTICLES.map((a) => `/pd/${a.slug}`));
    expect(ARTICLES.map((a) => a.title)).toEqual([
      'Integrating AI in K-12 Classrooms',
      'The Ethics of AI in Education',
      'Personalized Learning at Scale',
      'AI-Powered Assessment',
    ]);
  });

  it('hides the coaching link when PD_COACHING_URL is unset and opens it in a new tab when set', () => {
    const { unmount } = renderAt(<ProfDevPage coachingUrl={null} articleHref={() => '/'} />);
    expect(screen.queryByRole('link', { name: /Schedule PD Coaching Call/ })).toBeNull();
    unmount();
    renderAt(<ProfDevPage coachingUrl="https://coach.example.org/x" articleHref={() => '/'} />);
    const link = screen.getByRole('link', { name: /Schedule PD Coaching Call/ });
    expect(link).toHaveAttribute('href', 'https://coach.example.org/x');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('ArticlePage', () => {
  it('every article cites at least two sources', () => {
    for (const article of ARTICLES) expect(article.sources.length).toBeGreaterThanOrEqual(2);
  });

  it('shows an article with its sections and sources, and says so for an unknown one', () => {
    const { unmount } = renderAt(<ArticlePage slug="ai-powered-assessment" backHref="/pd" />);
    expect(screen.getByRole('heading', { level: 1, name: 'AI-Powered Assessment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sources' })).toBeInTheDocument();
    expect(screen.getByText(/Black, P., & Wiliam, D. \(1998\)/)).toBeInTheDocument();
    unmount();
    renderAt(<ArticlePage slug="nope" backHref="/pd" />);
    expect(screen.getByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
  });
});
