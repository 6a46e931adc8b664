import { classesChannel } from '@academy/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useRealtime } from '@/lib/realtime';

/** Reloads the educator's classes and rosters when another tab or device changes them. */
export function useClassesRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();
  useRealtime(userId ? [classesChannel(userId)] : [], () => {
    void queryClient.invalidateQueries({ queryKey: ['classrooms'] });
  });
}
