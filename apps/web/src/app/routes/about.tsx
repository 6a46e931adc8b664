import { ContentPage } from '@/components/layouts/content-page';

export default function AboutRoute() {
  return (
    <ContentPage
      title={'About Academy'}
      description={'The story of Academy will be told here in a coming release.'}
    />
  );
}
