/**
 * The one place that reads import.meta.env. (zod is not a direct dependency of apps/web, so the two
 * values are checked by hand; both are optional.)
 */
function readApiUrl(value: unknown): string {
  if (value === undefined || value === '') return '';
  if (typeof value !== 'string' || !/^https?:\/\/[^\s]+$/.test(value)) {
    throw new Error('Invalid web environment: VITE_API_URL must be an http(s) URL or empty.');
  }
  return value.replace(/\/$/, '');
}

export const env = {
  /** Base URL of the API; empty means same origin (the Fastify server serves the SPA). */
  apiUrl: readApiUrl(import.meta.env.VITE_API_URL),
  mode: import.meta.env.MODE,
} as const;
