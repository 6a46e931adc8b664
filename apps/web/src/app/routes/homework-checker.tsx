import { ContentPage } from '@/components/layouts/content-page';

export default function HomeworkCheckerRoute() {
  return (
    <ContentPage
      title={'AI Homework Checker'}
      description={'The homework checker arrives in a coming release.'}
    />
  );
}
