import { homePathForRole, SAFEGUARD_MESSAGES } from '@academy/shared';
import { ShieldOffIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';

/** What anyone but staff sees on /safeguard: a clear refusal and the way back to their own dashboard. */
export function SafeguardNoAccess({ role }: { role: string | undefined }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center">
      <ShieldOffIcon className="size-12 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">{SAFEGUARD_MESSAGES.noAccess}</h1>
      <p className="text-muted-foreground">
        Safeguard is where teachers and school administrators review the safety of tutor conversations.
      </p>
      <Button asChild>
        <Link to={homePathForRole(role)}>Back to your dashboard</Link>
      </Button>
    </div>
  );
}
