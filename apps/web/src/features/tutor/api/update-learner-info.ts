import type { Profile } from '@academy/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authStore } from '@/lib/auth';

export type LearnerInfo = { fullName: string; grade: string };

/** PUT /auth/v1/user: saves the student's name and grade (the server updates the profile with them). */
export async function updateLearnerInfo({ fullName, grade }: LearnerInfo) {
  return authStore.updateUser({ full_name: fullName, grade });
}

/** Saves name and grade, then refreshes the cached profile (query key ['profile', userId]). */
export function useUpdateLearnerInfo(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLearnerInfo,
    onSuccess: (user) => {
      const key = ['profile', userId];
      queryClient.setQueryData<Profile>(key, (profile) =>
        profile
          ? {
              ...profile,
              full_name: user.user_metadata.full_name ?? profile.full_name,
              grade_level: user.user_metadata.grade ?? profile.grade_level,
            }
          : profile,
      );
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
