import { severityBadgeVariant } from '@academy/shared';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

/** Badge per severity: high destructive/red, medium secondary/yellow, low outline/blue, anything else default/green. */
const COLOURS = {
  destructive: '',
  secondary: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-900/40 dark:text-yellow-100',
  outline: 'border-blue-600 text-blue-800 dark:border-blue-400 dark:text-blue-200',
  default: 'bg-green-700 text-white',
} as const;

export function SeverityBadge({ severity }: { severity: string }) {
  const variant = severityBadgeVariant(severity);
  return (
    <Badge variant={variant} className={cn('uppercase', COLOURS[variant])}>
      {severity}
    </Badge>
  );
}
