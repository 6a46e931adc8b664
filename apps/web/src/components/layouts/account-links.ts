import { paths } from '@/config/paths';

export interface AccountLink {
  label: string;
  href: string;
}

/** Where a signed-in user manages their account: every role has Account security; admins the console. */
export function accountLinksFor(role: string | null | undefined): AccountLink[] {
  const links: AccountLink[] = [];
  if (role === 'admin') links.push({ label: 'Admin console', href: paths.admin.getHref() });
  links.push({ label: 'Account security', href: paths.accountSecurity.getHref() });
  return links;
}
