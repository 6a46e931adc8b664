import type { RealtimeEvent, realtimeEventSchema } from '@academy/shared/learning';
import { LIMITS } from '@academy/shared/limits';
import { useEffect, useRef } from 'react';

import { buildUrl, getAccessToken } from '@/lib/api-client';
import { authStore } from '@/lib/auth';
import { SseParser } from '@/lib/sse-parser';

export type RealtimeListener = (event: RealtimeEvent) => void;
export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'closed';

export type RealtimeClientOptions = {
  fetchImpl?: typeof fetch;
  getToken?: () => string | null;
  /** Called on a 401; resolves true when a new token was obtained. */
  refreshToken?: () => Promise<boolean>;
  /** No bytes for this long means the connection is dead: heartbeat 25 s + timeout 10 s. */
  deadAfterMs?: number;
  backoffStartMs?: number;
  backoffMaxMs?: number;
  setTimer?: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimer?: (id: ReturnType<typeof setTimeout>) => void;
  onStatus?: (status: RealtimeStatus) => void;
};

/**
 * One SSE connection (opened with fetch so it can carry the bearer token) for every subscribed channel.
 * Reconnects with exponential backoff, resubscribes to the current channel set, and treats silence
 * beyond heartbeat + timeout as a dead connection.
 */
export function createRealtimeClient(options: RealtimeClientOptions = {}) {
  const fetchImpl =
    options.fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const getToken = options.getToken ?? getAccessToken;
  const refreshToken = options.refreshToken ?? (async () => false);
  const deadAfterMs = options.deadAfterMs ?? LIMITS.realtimeHeartbeatMs + LIMITS.realtimeTimeoutMs;
  const backoffStartMs = options.backoffStartMs ?? 1000;
  const backoffMaxMs = options.backoffMaxMs ?? 30_000;
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((id) => clearTimeout(id));

  const listeners = new Map<string, Set<RealtimeListener>>();
  let controller: AbortController | null = null;
  let connectedKey = '';
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let watchdog: ReturnType<typeof setTimeout> | null = null;
  let generation = 0;

  const channelKey = () => [...listeners.keys()].sort().join(',');

  function setStatus(status: RealtimeStatus) {
    options.onStatus?.(status);
  }

  function clearTimers() {
    if (reconnectTimer) clearTimer(reconnectTimer);
    if (watchdog) clearTimer(watchdog);
    reconnectTimer = null;
    watchdog = null;
  }

  function disconnect() {
    generation++;
    clearTimers();
    controller?.abort();
    controller = null;
    connectedKey = '';
    setStatus('closed');
  }

  function scheduleReconnect() {
    if (reconnectTimer || listeners.size === 0) return;
    const delay = Math.min(backoffMaxMs, backoffStartMs * 2 ** attempt);
    attempt++;
    reconnectTimer = setTimer(() => {
      reconnectTimer = null;
      connect();
    }, delay);
  }

  // The event schema (and zod) loads with the first connection, not with the page.
  let eventSchema: typeof realtimeEventSchema | null = null;

  function dispatch(data: string) {
    if (!eventSchema) return;
    let parsed: RealtimeEvent;
    try {
      parsed = eventSchema.parse(JSON.parse(data));
    } catch {
      return; // malformed event: ignore
    }
    listeners.get(parsed.channel)?.forEach((listener) => listener(parsed));
  }

  async function connect(): Promise<void> {
    const key = channelKey();
    const token = getToken();
    if (!key || !token) {
      disconnect();
      return;
    }
    generation++;
    const mine = generation;
    clearTimers();
    controller?.abort();
    const abort = new AbortController();
    controller = abort;
    connectedKey = key;
    setStatus('connecting');

    const armWatchdog = () => {
      if (watchdog) clearTimer(watchdog);
      watchdog = setTimer(() => {
        if (mine !== generation) return;
        abort.abort();
        controller = null;
        connectedKey = '';
        scheduleReconnect();
      }, deadAfterMs);
    };

    try {
      armWatchdog();
      eventSchema ??= (await import('@academy/shared/learning')).realtimeEventSchema;
      if (mine !== generation) return;
      const response = await fetchImpl(buildUrl('/api/realtime', { channels: key }), {
        headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
        credentials: 'same-origin',
        signal: abort.signal,
        cache: 'no-store',
      });
      if (mine !== generation) return;
      if (response.status === 401) {
        abort.abort();
        if (await refreshToken()) {
          if (mine === generation) void connect();
        } else if (mine === generation) {
          disconnect();
        }
        return;
      }
      if (!response.ok || !response.body) throw new Error(`Realtime stream failed: ${response.status}`);

      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = new SseParser();
      for (;;) {
        const { value, done } = await reader.read();
        if (mine !== generation) return;
        if (done) break;
        armWatchdog();
        for (const message of parser.feed(value)) {
          if (message.event === 'ready') {
            attempt = 0;
            setStatus('open');
          } else if (message.event === 'change') {
            dispatch(message.data);
          }
        }
      }
      throw new Error('Realtime stream ended');
    } catch {
      if (mine !== generation) return;
      if (watchdog) clearTimer(watchdog);
      watchdog = null;
      controller = null;
      connectedKey = '';
      setStatus('closed');
      scheduleReconnect();
    }
  }

  function ensureConnection() {
    const key = channelKey();
    if (!key) {
      disconnect();
      return;
    }
    if (key !== connectedKey) {
      attempt = 0;
      void connect();
    }
  }

  return {
    subscribe(channel: string, listener: RealtimeListener): () => void {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      ensureConnection();
      return () => {
        const current = listeners.get(channel);
        current?.delete(listener);
        if (current && current.size === 0) listeners.delete(channel);
        ensureConnection();
      };
    },
    /** Reopen with the current token (after TOKEN_REFRESHED). */
    reconnect(): void {
      attempt = 0;
      connectedKey = '';
      ensureConnection();
    },
    close: disconnect,
    channels: () => [...listeners.keys()],
  };
}

export type RealtimeClient = ReturnType<typeof createRealtimeClient>;

export const realtime = createRealtimeClient({
  refreshToken: async () => {
    try {
      return (await authStore.refreshSession()) !== null;
    } catch {
      return false;
    }
  },
});

authStore.onAuthStateChange((event) => {
  if (event === 'TOKEN_REFRESHED' || event === 'SIGNED_IN') realtime.reconnect();
  if (event === 'SIGNED_OUT') realtime.close();
});

/**
 * Subscribe to realtime channels while mounted, e.g.
 * `useRealtime([sessionsChannel(id)], () => queryClient.invalidateQueries({ queryKey: ['sessions'] }))`
 * (channel names come from `@academy/shared/realtime`).
 */
export function useRealtime(channels: string[], onEvent: RealtimeListener): void {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const key = channels.filter(Boolean).join(',');
  useEffect(() => {
    if (!key) return;
    const unsubscribers = key
      .split(',')
      .map((channel) => realtime.subscribe(channel, (event) => handler.current(event)));
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [key]);
}
