import { ContentPage } from '@/components/layouts/content-page';

export default function SecurityComplianceRoute() {
  return (
    <ContentPage
      title={'Student Data Security'}
      description={'Our student data security and compliance statement will be published here before launch.'}
    />
  );
}
