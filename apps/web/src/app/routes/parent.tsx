import { ParentPortal } from '@/features/parent-portal/components/parent-portal';

export default function ParentRoute() {
  return <ParentPortal />;
}
