import { ContentPage } from '@/components/layouts/content-page';

export default function FeaturesRoute() {
  return (
    <ContentPage
      title={'Features'}
      description={
        'A detailed tour of every feature arrives in a coming release; the home page lists them today.'
      }
    />
  );
}
