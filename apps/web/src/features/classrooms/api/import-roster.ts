import { rosterImportResultSchema, type RosterImportResult } from '@academy/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type ImportRoster = { classId: string; csv: string; confirm: boolean };

/** A dry run (confirm false) or the import itself (confirm true, one transaction on the server). */
export async function importRoster({ classId, csv, confirm }: ImportRoster): Promise<RosterImportResult> {
  return rosterImportResultSchema.parse(
    await api.post<unknown>(`/api/classrooms/${encodeURIComponent(classId)}/students/import`, {
      csv,
      confirm,
    }),
  );
}

export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importRoster,
    onSuccess: (result) => {
      if (result.written) void queryClient.invalidateQueries({ queryKey: ['classrooms'] });
    },
  });
}
