import { CircleUserIcon, LogOutIcon, ShieldCheckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { MESSAGES } from '@academy/shared';

import { accountLinksFor } from '@/components/layouts/account-links';
import { Brand } from '@/components/layouts/brand';
import { ModeToggle } from '@/components/theme/mode-toggle';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { authStore, useAuth } from '@/lib/auth';

export async function signOutWithToast(): Promise<void> {
  try {
    await authStore.signOut();
    toast.success(MESSAGES.signedOutTitle, { description: MESSAGES.signedOutBody });
  } catch (error) {
    toast.error(MESSAGES.signOutError, { description: getErrorMessage(error) });
  }
}

/** The account menu of a signed-in user: Account security for everyone, the Admin console for admins. */
function AccountMenu() {
  const { user } = useAuth();
  if (!user) return null;
  const name = user.user_metadata.full_name?.trim() || user.email || 'Your account';
  const links = accountLinksFor(user.app_metadata.role ?? user.user_metadata.role);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Account menu: ${name}`}>
          <CircleUserIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{name}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link to={link.href}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function AdminLink() {
  const { user } = useAuth();
  if ((user?.app_metadata.role ?? user?.user_metadata.role) !== 'admin') return null;
  return (
    <Button variant="ghost" className="hidden sm:inline-flex" asChild>
      <Link to={paths.admin.getHref()}>
        <ShieldCheckIcon aria-hidden="true" />
        Admin console
      </Link>
    </Button>
  );
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
          <AdminLink />
          <ModeToggle />
          <AccountMenu />
          <Button variant="outline" onClick={() => void signOutWithToast()}>
            <LogOutIcon aria-hidden="true" />
            Logout
          </Button>
        </nav>
      </div>
    </header>
  );
}
