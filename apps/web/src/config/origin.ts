/**
 * The origin this page is served from. A page rendered at build time (src/prerender) does not know it: it
 * writes ORIGIN_PLACEHOLDER, which the server replaces with the installation's PUBLIC_URL.
 */
export const ORIGIN_PLACEHOLDER = '__ACADEMY_ORIGIN__';

export function siteOrigin(): string {
  return typeof window === 'undefined' ? ORIGIN_PLACEHOLDER : window.location.origin;
}
