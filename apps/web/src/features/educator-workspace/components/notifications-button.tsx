import { formatCategory, safeguardChannel } from '@academy/shared';
import { useQueryClient } from '@tanstack/react-query';
import { BellIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useOpenCases } from '@/features/educator-workspace/api/get-open-cases';
import { useRealtime } from '@/lib/realtime';

type Props = { userId: string; caseHref: (caseId: string) => string; allHref: string };

/** The bell: new (open) Safeguard cases of the educator's students, live. */
export function NotificationsButton({ userId, caseHref, allHref }: Props) {
  const queryClient = useQueryClient();
  const cases = useOpenCases();
  useRealtime([safeguardChannel(userId)], () => {
    void queryClient.invalidateQueries({ queryKey: ['safeguard'] });
  });
  const count = cases.data?.length ?? 0;
  const label =
    count === 0
      ? 'Notifications: no new Safeguard cases'
      : `Notifications: ${count} new Safeguard ${count === 1 ? 'case' : 'cases'}`;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} title={label} className="relative">
          <BellIcon aria-hidden="true" />
          {count > 0 ? (
            <span
              aria-hidden="true"
              className="absolute -top-0.5 -right-0.5 flex min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] font-bold text-white"
            >
              {count > 9 ? '9+' : count}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>New Safeguard cases</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {cases.isPending ? (
          <DropdownMenuItem disabled>Loading...</DropdownMenuItem>
        ) : cases.isError ? (
          <DropdownMenuItem disabled>Could not load the cases.</DropdownMenuItem>
        ) : count === 0 ? (
          <DropdownMenuItem disabled>No new cases.</DropdownMenuItem>
        ) : (
          cases.data.slice(0, 8).map((event) => (
            <DropdownMenuItem key={event.id} asChild>
              <Link to={caseHref(event.case!.id)} className="grid gap-0.5">
                <span className="font-medium">
                  {event.student_name ?? 'A student'}: {formatCategory(event.category)}
                </span>
                <span className="text-xs text-muted-foreground">
                  {event.severity} severity · {new Date(event.created_at).toLocaleString('en-US')}
                </span>
              </Link>
            </DropdownMenuItem>
          ))
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={allHref}>Open Safeguard</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
