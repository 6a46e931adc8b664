import { lessonsChannel } from '@academy/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';

import { useRealtime } from '@/lib/realtime';

/**
 * Reloads the teacher's lessons (the list's "done" counts and the open lesson's "who has done it") the moment a
 * student marks one done, or another tab saves, edits or assigns one (the `lessons:{educatorId}` channel).
 */
export function useLessonsRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();
  useRealtime(userId ? [lessonsChannel(userId)] : [], () => {
    void queryClient.invalidateQueries({ queryKey: ['lessons'] });
  });
}
