import { useLocation } from 'react-router';

import { siteOrigin } from '@/config/origin';

/**
 * Per-page search metadata. React hoists these into <head>: the canonical URL and og:url of the current
 * path, and the page title when given ('{title} | Academy').
 */
export function PageMeta({ title }: { title?: string }) {
  const { pathname } = useLocation();
  const url = `${siteOrigin()}${pathname}`;
  return (
    <>
      {title ? <title>{`${title} | Academy`}</title> : null}
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
    </>
  );
}
