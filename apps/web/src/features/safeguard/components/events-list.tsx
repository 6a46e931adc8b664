import {
  formatCategory,
  moderationActionLabel,
  SAFEGUARD_MESSAGES,
  type ModerationEvent,
} from '@academy/shared';
import { format } from 'date-fns';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SeverityBadge } from '@/features/safeguard/components/severity-badge';

export const formatTimestamp = (iso: string) => format(new Date(iso), 'yyyy-MM-dd HH:mm:ss');

export function EventsList({
  events,
  onOpenCase,
}: {
  events: ModerationEvent[];
  onOpenCase: (caseId: string) => void;
}) {
  if (events.length === 0) {
    return <p className="py-6 text-center text-muted-foreground">{SAFEGUARD_MESSAGES.noEvents}</p>;
  }
  return (
    <ul className="divide-y" aria-label="Moderation events">
      {events.map((event) => {
        const category = formatCategory(event.category);
        const time = formatTimestamp(event.created_at);
        return (
          <li key={event.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
            <div className="grid gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <SeverityBadge severity={event.severity} />
                <span className="font-medium">{category}</span>
                <time dateTime={event.created_at} className="font-mono text-sm text-muted-foreground">
                  {time}
                </time>
              </div>
              <p className="text-sm">
                <span className="font-medium">{moderationActionLabel(event.flagged)}</span>
                {event.student_name ? (
                  <span className="text-muted-foreground"> · {event.student_name}</span>
                ) : null}
              </p>
              {event.message_excerpt ? (
                <p className="max-w-prose truncate text-sm text-muted-foreground">
                  “{event.message_excerpt}”
                </p>
              ) : null}
            </div>
            {event.case ? (
              <div className="flex items-center gap-2">
                <Badge variant="outline" className="capitalize">
                  {event.case.status}
                </Badge>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onOpenCase(event.case!.id)}
                  aria-label={`Open case: ${category} at ${time}${event.student_name ? `, ${event.student_name}` : ''}`}
                >
                  Open case
                </Button>
              </div>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
