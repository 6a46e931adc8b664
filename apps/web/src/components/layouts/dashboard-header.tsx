import { LogOutIcon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { MESSAGES } from '@academy/shared';

import { Brand } from '@/components/layouts/brand';
import { ModeToggle } from '@/components/theme/mode-toggle';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { authStore } from '@/lib/auth';

export async function signOutWithToast(): Promise<void> {
  try {
    await authStore.signOut();
    toast.success(MESSAGES.signedOutTitle, { description: MESSAGES.signedOutBody });
  } catch (error) {
    toast.error(MESSAGES.signOutError, { description: getErrorMessage(error) });
  }
}

export function DashboardHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button variant="ghost" asChild>
            <Link to={paths.home.getHref()}>Home</Link>
          </Button>
          <ModeToggle />
          <Button variant="outline" onClick={() => void signOutWithToast()}>
            <LogOutIcon aria-hidden="true" />
            Logout
          </Button>
        </nav>
      </div>
    </header>
  );
}
