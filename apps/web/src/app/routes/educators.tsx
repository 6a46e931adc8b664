import { Link } from 'react-router';

import { ContentPage } from '@/components/layouts/content-page';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { EducatorTools } from '@/features/catalog/components/educator-tools';

export default function EducatorsRoute() {
  return (
    <ContentPage
      title="Tools for Educators"
      description="Everything a K-3 teacher needs around the AI tutor: classes, standards-aligned lessons, grading help, progress and safety, in one place."
    >
      <title>Tools for Educators | Academy</title>
      <EducatorTools />
      <section
        aria-labelledby="educators-cta"
        className="mt-12 rounded-xl border bg-muted/40 p-8 text-center"
      >
        <h2 id="educators-cta" className="text-2xl font-bold tracking-tight">
          Bring Academy to your classroom
        </h2>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.auth.getHref()}>Create a Teacher Account</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.teacher.getHref()}>Open the Teacher Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.dashboards.getHref()}>Choose Your Dashboard</Link>
          </Button>
        </div>
      </section>
    </ContentPage>
  );
}
