import { ContentPage } from '@/components/layouts/content-page';

export default function SafeguardRoute() {
  return (
    <ContentPage
      title={'Safeguard'}
      description={'The moderation overview of every tutor conversation arrives in a coming release.'}
    />
  );
}
