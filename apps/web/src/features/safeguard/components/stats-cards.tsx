import type { SafeguardStats } from '@academy/shared';
import { ActivityIcon, CheckCircle2Icon, MessageSquareIcon, TriangleAlertIcon } from 'lucide-react';

import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const pct = (n: number) => `${n.toFixed(2)}%`;

export function StatsCards({ stats }: { stats: SafeguardStats }) {
  const cards = [
    {
      title: 'Total Scans',
      value: stats.totalMessages.toLocaleString(),
      detail: 'Messages',
      icon: MessageSquareIcon,
    },
    {
      title: 'Issues Detected',
      value: stats.flaggedCount.toLocaleString(),
      detail: `${pct(stats.detectionRate)} detection rate`,
      icon: TriangleAlertIcon,
    },
    {
      title: 'Auto-Resolved',
      value: stats.autoResolved.toLocaleString(),
      detail: `${pct(stats.autoResolvedRate)} of moderation events`,
      icon: CheckCircle2Icon,
    },
    { title: 'System Status', value: 'Active', detail: 'Screening every tutor message', icon: ActivityIcon },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Safeguard figures">
      {cards.map((card) => (
        <li key={card.title}>
          <Card className="h-full">
            <CardHeader className="flex flex-row items-center justify-between gap-2 pb-2">
              <CardTitle className="text-sm font-medium">{card.title}</CardTitle>
              <card.icon className="size-4 text-muted-foreground" aria-hidden="true" />
            </CardHeader>
            <CardContent>
              <p className="text-2xl font-bold">{card.value}</p>
              <p className="text-xs text-muted-foreground">{card.detail}</p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
