import {
  caseDetailSchema,
  type AcknowledgeCaseBody,
  type CaseDetail,
  type ResolveCaseBody,
} from '@academy/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type CaseAction =
  | { kind: 'acknowledge'; id: string; body: AcknowledgeCaseBody }
  | { kind: 'resolve'; id: string; body: ResolveCaseBody };

export async function updateSafeguardCase(action: CaseAction): Promise<CaseDetail> {
  const body = await api.post<unknown>(
    `/api/safeguard/cases/${encodeURIComponent(action.id)}/${action.kind}`,
    action.body,
  );
  return caseDetailSchema.parse(body);
}

/** Acknowledge or resolve a case; the case, the events and the stats reload. */
export function useUpdateSafeguardCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSafeguardCase,
    onSuccess: (detail) => {
      queryClient.setQueryData(['safeguard', 'case', detail.case.id], detail);
      void queryClient.invalidateQueries({ queryKey: ['safeguard'] });
    },
  });
}
