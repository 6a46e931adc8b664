import { ContentPage } from '@/components/layouts/content-page';

export default function ForEducatorsRoute() {
  return (
    <ContentPage
      title={'For Educators'}
      description={'How Academy helps educators and schools will be described here in a coming release.'}
    />
  );
}
