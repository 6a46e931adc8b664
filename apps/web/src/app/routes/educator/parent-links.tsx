import { ParentLinksPage } from '@/features/parent-links/components/parent-links-page';

export default function EducatorParentLinksRoute() {
  return <ParentLinksPage />;
}
