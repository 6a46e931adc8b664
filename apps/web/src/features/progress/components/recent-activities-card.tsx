import { AwardIcon, ClipboardCheckIcon, MessageCircleIcon, TargetIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useActivities } from '@/features/progress/api/get-activities';

const ICONS = { session: MessageCircleIcon, test: ClipboardCheckIcon, badge: AwardIcon, skill: TargetIcon };

/** The dashboard's Recent Activities: what the student really did (sessions, tests, badges). */
export function RecentActivitiesCard({ userId }: { userId: string }) {
  const activities = useActivities(userId);
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>Recent Activities</CardTitle>
      </CardHeader>
      <CardContent>
        {activities.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : activities.isError ? (
          <p role="alert">Could not load your activities.</p>
        ) : activities.data.length === 0 ? (
          <p className="text-muted-foreground">Nothing yet: start a tutoring session or a practice test.</p>
        ) : (
          <ul className="grid gap-3">
            {activities.data.map((a, i) => {
              const Icon = ICONS[a.kind];
              const body = (
                <>
                  <span className="font-medium">{a.title}</span>
                  <span className="block text-sm text-muted-foreground">
                    {a.detail} · {new Date(a.at).toLocaleDateString()}
                  </span>
                </>
              );
              return (
                <li key={`${a.kind}-${a.at}-${i}`} className="flex gap-3">
                  <Icon className="mt-1 size-4 shrink-0" aria-hidden="true" />
                  <div>
                    {a.href ? (
                      <Link to={a.href} className="hover:underline">
                        {body}
                      </Link>
                    ) : (
                      body
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
