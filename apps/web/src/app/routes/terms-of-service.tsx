import { ContentPage } from '@/components/layouts/content-page';

export default function TermsOfServiceRoute() {
  return (
    <ContentPage
      title={'Terms of Service'}
      description={'The full terms of service will be published here before launch.'}
    />
  );
}
