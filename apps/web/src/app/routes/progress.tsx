import { ContentPage } from '@/components/layouts/content-page';

export default function ProgressRoute() {
  return (
    <ContentPage
      title={'Your Progress'}
      description={'Mastery, time-on-task and growth tracking arrive in a coming release.'}
    />
  );
}
