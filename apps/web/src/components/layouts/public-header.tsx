import { homePathForRole } from '@academy/shared/limits';
import { CircleUserIcon, MenuIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, NavLink } from 'react-router';

import { accountLinksFor } from '@/components/layouts/account-links';
import { Brand } from '@/components/layouts/brand';
import { ModeToggle } from '@/components/theme/mode-toggle';
import { signOutWithToast } from '@/components/layouts/dashboard-header';
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
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/utils';

export const PUBLIC_NAV_LINKS = [
  { label: 'Features', href: paths.features.getHref() },
  { label: 'Subject Tutors', href: paths.subjectTutors.getHref() },
  { label: 'For Educators', href: paths.forEducators.getHref() },
  { label: 'For Parents', href: paths.forParents.getHref() },
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:text-foreground',
    isActive && 'text-foreground',
  );

export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { status, user } = useAuth();
  // Signed in: the account menu and a link to their dashboard instead of Sign In / Get Started.
  const account =
    status === 'authenticated' && user
      ? {
          name: user.user_metadata.full_name?.trim() || user.email || 'Your account',
          home: homePathForRole(user.app_metadata.role ?? user.user_metadata.role),
          links: accountLinksFor(user.app_metadata.role ?? user.user_metadata.role),
        }
      : null;

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Brand />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {PUBLIC_NAV_LINKS.map((link) => (
            <NavLink key={link.href} to={link.href} className={navLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <ModeToggle />
          {account ? (
            <div className="hidden items-center gap-2 md:flex">
              <Button asChild>
                <Link to={account.home}>My Dashboard</Link>
              </Button>
              <DropdownMenu>
                <DropdownMenuTrigger asChild>
                  <Button variant="ghost" size="icon" aria-label={`Account menu: ${account.name}`}>
                    <CircleUserIcon aria-hidden="true" />
                  </Button>
                </DropdownMenuTrigger>
                <DropdownMenuContent align="end">
                  <DropdownMenuLabel>{account.name}</DropdownMenuLabel>
                  <DropdownMenuSeparator />
                  <DropdownMenuItem asChild>
                    <Link to={account.home}>My Dashboard</Link>
                  </DropdownMenuItem>
                  {account.links.map((link) => (
                    <DropdownMenuItem key={link.href} asChild>
                      <Link to={link.href}>{link.label}</Link>
                    </DropdownMenuItem>
                  ))}
                  <DropdownMenuItem onSelect={() => void signOutWithToast()}>Sign Out</DropdownMenuItem>
                </DropdownMenuContent>
              </DropdownMenu>
            </div>
          ) : (
            <div className="hidden items-center gap-2 md:flex">
              <Button variant="ghost" asChild>
                <Link to={paths.auth.getHref()}>Sign In</Link>
              </Button>
              <Button asChild>
                <Link to={paths.auth.getHref()}>Get Started</Link>
              </Button>
            </div>
          )}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <div id={menuId} hidden={!menuOpen} className="border-t md:hidden">
        <nav aria-label="Mobile" className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3">
          {PUBLIC_NAV_LINKS.map((link) => (
            <NavLink
              key={link.href}
              to={link.href}
              className={navLinkClass}
              onClick={() => setMenuOpen(false)}
            >
              {link.label}
            </NavLink>
          ))}
          {account
            ? account.links.map((link) => (
                <NavLink
                  key={link.href}
                  to={link.href}
                  className={navLinkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  {link.label}
                </NavLink>
              ))
            : null}
          {account ? (
            <div className="mt-2 flex gap-2">
              <Button className="flex-1" asChild>
                <Link to={account.home} onClick={() => setMenuOpen(false)}>
                  My Dashboard
                </Link>
              </Button>
              <Button
                variant="outline"
                className="flex-1"
                onClick={() => {
                  setMenuOpen(false);
                  void signOutWithToast();
                }}
              >
                Sign Out
              </Button>
            </div>
          ) : (
            <div className="mt-2 flex gap-2">
              <Button variant="outline" className="flex-1" asChild>
                <Link to={paths.auth.getHref()} onClick={() => setMenuOpen(false)}>
                  Sign In
                </Link>
              </Button>
              <Button className="flex-1" asChild>
                <Link to={paths.auth.getHref()} onClick={() => setMenuOpen(false)}>
                  Get Started
                </Link>
              </Button>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
