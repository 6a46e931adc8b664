import { Link } from 'react-router';

import { paths } from '@/config/paths';

const POLICIES = [
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { label: 'Student Data Security', href: paths.securityCompliance.getHref() },
  { label: 'Terms of Service', href: paths.termsOfService.getHref() },
] as const;

export function PolicyLinks() {
  return (
    <nav aria-label="Policies on this page" className="mt-4">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {POLICIES.map((policy) => (
          <li key={policy.href}>
            <Link to={policy.href} className="rounded-sm text-primary underline underline-offset-4">
              {policy.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
