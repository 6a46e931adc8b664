import { Skeleton } from '@/components/ui/skeleton';

export function PageFallback() {
  return (
    <div role="status" aria-label="Loading page" className="mx-auto grid max-w-7xl gap-4 px-4 py-10">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
