/**
 * Sessions this process has just revoked, told to every app instance in the process before the revoking
 * request answers: each refuses them at once and resolves when PostgreSQL's notification of them has come
 * back (other processes hear it from PostgreSQL: see plugins/live-sessions.ts).
 */
type Listener = (sessionIds: readonly string[]) => Promise<void>;

const listeners = new Set<Listener>();

export function onSessionsRevoked(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function sessionsRevoked(sessionIds: readonly string[]): Promise<void> {
  if (sessionIds.length === 0) return;
  await Promise.all([...listeners].map((listener) => listener(sessionIds)));
}
