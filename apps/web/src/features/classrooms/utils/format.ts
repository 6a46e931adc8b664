/** 'Nov 23, 2026' from an ISO timestamp or a YYYY-MM-DD date (dates are read as calendar days, not UTC). */
export function formatDate(value: string): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(value: string): string {
  return new Date(value).toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** 'Ava Garcia', or the email, or 'N/A'. */
export function displayName(s: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}) {
  const name = [s.first_name, s.last_name].filter(Boolean).join(' ');
  return name || s.email || 'N/A';
}
