import { ContentPage } from '@/components/layouts/content-page';

export default function TestsRoute() {
  return <ContentPage title={'Practice Tests'} description={'Practice tests arrive in a coming release.'} />;
}
