import { skillDetailSchema, type SkillDetail } from '@academy/shared/practice';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** GET /api/progress/skills/{skill}: the skill's mastery and the answers that moved it. */
export async function getSkill(skill: string, studentId?: string): Promise<SkillDetail> {
  return skillDetailSchema.parse(
    await api.get(`/api/progress/skills/${encodeURIComponent(skill)}`, {
      query: studentId ? { student: studentId } : undefined,
    }),
  );
}

export const skillQueryOptions = (skill: string, studentId?: string) =>
  queryOptions({
    queryKey: ['progress', studentId ?? 'me', 'skill', skill],
    queryFn: () => getSkill(skill, studentId),
  });

export function useSkill(skill: string | null, studentId?: string) {
  return useQuery({ ...skillQueryOptions(skill ?? '', studentId), enabled: Boolean(skill) });
}
