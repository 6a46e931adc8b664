import { Link, useLocation, useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

const FOOTER_LINKS = [
  { label: 'Home', href: paths.home.getHref() },
  { label: 'About', href: paths.about.getHref() },
  { label: 'Features', href: paths.features.getHref() },
  { label: 'Terms of Service', href: paths.termsOfService.getHref() },
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { label: 'Student Data Security', href: paths.securityCompliance.getHref() },
] as const;

const SITE_LINKS = [
  { label: 'Students', href: paths.subjectTutors.getHref() },
  { label: 'Educators and Schools', href: paths.forEducators.getHref() },
  { label: 'Parents', href: paths.forParents.getHref() },
  { label: 'Help Center', href: paths.securityCompliance.getHref() },
  { label: 'Contact Us', href: paths.securityCompliance.getHref() },
  { label: 'Privacy Policy', href: paths.privacyPolicy.getHref() },
  { label: 'Terms of Service', href: paths.termsOfService.getHref() },
] as const;

const linkClass = 'rounded-sm text-sm text-muted-foreground hover:text-foreground hover:underline';

/** The second footer: who the academy is for, help and policies. */
export function SiteFooter() {
  return (
    <div className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <nav aria-label="Audiences">
          <h2 className="mb-3 text-sm font-semibold">Who it is for</h2>
          <ul className="grid gap-2">
            {SITE_LINKS.slice(0, 3).map((link) => (
              <li key={link.label}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Support">
          <h2 className="mb-3 text-sm font-semibold">Support</h2>
          <ul className="grid gap-2">
            {SITE_LINKS.slice(3, 5).map((link) => (
              <li key={link.label}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Policies">
          <h2 className="mb-3 text-sm font-semibold">Policies</h2>
          <ul className="grid gap-2">
            {SITE_LINKS.slice(5).map((link) => (
              <li key={link.label}>
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}

export function PublicFooter() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-auto">
      {pathname !== paths.home.getHref() ? (
        <div className="mx-auto max-w-7xl px-4 py-6">
          <Button variant="outline" onClick={() => navigate(paths.home.getHref())}>
            ← Back to Home
          </Button>
        </div>
      ) : null}
      <SiteFooter />
      <div className="border-t">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between">
          <p className="text-sm text-muted-foreground">© {year} Academy. All rights reserved.</p>
          <nav aria-label="Footer">
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              {FOOTER_LINKS.map((link) => (
                <li key={link.label}>
                  <Link to={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
