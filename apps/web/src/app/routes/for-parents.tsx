import { ContentPage } from '@/components/layouts/content-page';

export default function ForParentsRoute() {
  return (
    <ContentPage
      title={'For Parents'}
      description={
        'How parents follow their children’s learning, with answers to common questions, arrives in a coming release.'
      }
    />
  );
}
