import { SAFEGUARD_MESSAGES, safeguardChannel } from '@academy/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';

import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useSafeguardEvents, type EventFilters as Filters } from '@/features/safeguard/api/get-events';
import { useSafeguardStats } from '@/features/safeguard/api/get-stats';
import { useSafeguardStudents } from '@/features/safeguard/api/get-students';
import { CasePanel } from '@/features/safeguard/components/case-panel';
import { EventFilters } from '@/features/safeguard/components/event-filters';
import { EventsList } from '@/features/safeguard/components/events-list';
import { SafetyPanels } from '@/features/safeguard/components/safety-panels';
import { StatsCards } from '@/features/safeguard/components/stats-cards';
import { getErrorMessage } from '@/lib/api-client';
import { useRealtime } from '@/lib/realtime';

function Spinner({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex justify-center py-12">
      <span className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" />
    </div>
  );
}

function LoadError({ error }: { error: unknown }) {
  return (
    <Alert variant="destructive">
      {SAFEGUARD_MESSAGES.loadError}: {getErrorMessage(error)}
    </Alert>
  );
}

/** The Safeguard page for staff: figures, live moderation events with filters, and the case panel. */
export function SafeguardDashboard({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    severity: params.get('severity') ?? undefined,
    category: params.get('category') ?? undefined,
    studentId: params.get('student') ?? undefined,
  };
  const caseId = params.get('case');

  const stats = useSafeguardStats();
  const events = useSafeguardEvents(filters);
  const students = useSafeguardStudents();

  useRealtime([safeguardChannel(userId)], () => {
    void queryClient.invalidateQueries({ queryKey: ['safeguard'] });
  });

  const update = (changes: Record<string, string | undefined | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">Safeguard</h1>
        <p className="text-muted-foreground">
          Every tutor conversation is screened for safety. Review flagged events and close their cases here.
        </p>
      </header>

      {stats.isPending ? (
        <Spinner label="Loading Safeguard figures" />
      ) : stats.isError ? (
        <LoadError error={stats.error} />
      ) : (
        <StatsCards stats={stats.data} />
      )}

      <Card>
        <CardHeader className="gap-4">
          <h2 className="text-xl leading-none font-semibold">Recent Moderation Events</h2>
          <EventFilters
            filters={filters}
            students={students.data ?? []}
            onChange={(next) =>
              update({ severity: next.severity, category: next.category, student: next.studentId })
            }
          />
        </CardHeader>
        <CardContent>
          {events.isPending ? (
            <Spinner label="Loading moderation events" />
          ) : events.isError ? (
            <LoadError error={events.error} />
          ) : (
            <EventsList events={events.data} onOpenCase={(id) => update({ case: id })} />
          )}
        </CardContent>
      </Card>

      <SafetyPanels />
      <CasePanel caseId={caseId} onClose={() => update({ case: null })} />
    </div>
  );
}
