import { ContentPage } from '@/components/layouts/content-page';

export default function ParentRoute() {
  return (
    <ContentPage
      title={'Parent Portal'}
      description={"Your verified children's progress will be shown here in a coming release."}
    />
  );
}
