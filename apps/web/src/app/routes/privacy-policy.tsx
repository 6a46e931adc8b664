import { ContentPage } from '@/components/layouts/content-page';

export default function PrivacyPolicyRoute() {
  return (
    <ContentPage
      title={'Privacy Policy'}
      description={'The full privacy policy will be published here before launch.'}
    />
  );
}
