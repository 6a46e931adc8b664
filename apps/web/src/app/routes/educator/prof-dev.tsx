import { ContentPage } from '@/components/layouts/content-page';

export default function EducatorProfDevRoute() {
  return (
    <ContentPage
      title={'Professional Development'}
      description={'Professional development resources arrive in a coming release.'}
    />
  );
}
