import type { AuthSession, AuthUser } from '@academy/shared/auth';
import { LIMITS, type SignUpRole } from '@academy/shared/limits';
import { useSyncExternalStore } from 'react';

import { ApiError, apiRequest, setAuthHandlers } from '@/lib/api-client';

export type AuthChangeEvent =
  'INITIAL_SESSION' | 'SIGNED_IN' | 'SIGNED_OUT' | 'TOKEN_REFRESHED' | 'USER_UPDATED';

export type AuthState = {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  session: AuthSession | null;
  user: AuthUser | null;
};

type AuthListener = (event: AuthChangeEvent, session: AuthSession | null) => void;

/** Refresh when the access token expires within this window. */
export const REFRESH_MARGIN_MS = 60_000;
/** Attempts for one refresh (the first try plus retries at 200, 400, 800 ms). */
export const REFRESH_MAX_ATTEMPTS = 4;
export const AUTH_CHANNEL = 'academy-auth';
const STORAGE_SIGNAL_KEY = 'academy-auth-signal';
/**
 * Set while this browser holds a session. Without it, start-up does not ask for a refresh that can only
 * answer 401 (a visitor who never signed in): no request, and no error in the browser console.
 */
export const SESSION_HINT_KEY = 'academy-has-session';

/** The answer schemas (and zod) load with the first auth answer, not with the page. */
const schemas = () => import('@academy/shared/auth');

type CrossTabMessage = { type: 'SIGNED_OUT' };

export type AuthStoreDeps = {
  request?: typeof apiRequest;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** Factory for the cross-tab channel; null disables BroadcastChannel (storage events are used instead). */
  createChannel?: ((name: string) => BroadcastChannel) | null;
  storage?: Pick<Storage, 'setItem' | 'removeItem' | 'getItem'> | null;
  windowTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  locks?: LockManager | null;
};

function isRetryable(error: unknown): boolean {
  // Network failures (TypeError from fetch) and server-side faults are retried; 4xx answers are final.
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

export function createAuthStore(deps: AuthStoreDeps = {}) {
  const request = deps.request ?? apiRequest;
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const now = deps.now ?? (() => Date.now());
  const locks =
    deps.locks === undefined ? (typeof navigator !== 'undefined' ? navigator.locks : null) : deps.locks;

  let state: AuthState = { status: 'loading', session: null, user: null };
  const storeListeners = new Set<() => void>();
  const authListeners = new Set<AuthListener>();
  let refreshInFlight: Promise<AuthSession | null> | null = null;
  let tickTimer: ReturnType<typeof setInterval> | null = null;
  let initialized: Promise<void> | null = null;
  let channel: BroadcastChannel | null = null;
  let detachStorage: (() => void) | null = null;

  function setState(next: AuthState, event: AuthChangeEvent | null): void {
    state = next;
    storeListeners.forEach((listener) => listener());
    if (event) authListeners.forEach((listener) => listener(event, next.session));
  }

  function getStorage() {
    try {
      return deps.storage === undefined ? globalThis.localStorage : deps.storage;
    } catch {
      return null;
    }
  }

  function setHint(present: boolean): void {
    try {
      if (present) getStorage()?.setItem(SESSION_HINT_KEY, '1');
      else getStorage()?.removeItem(SESSION_HINT_KEY);
    } catch {
      // storage unavailable: start-up always asks the server
    }
  }

  /**
   * False when storage works and says this browser holds no session, and outside a browser (the build-time
   * rendering of the public pages), where there is no session to restore and no server to ask.
   */
  function mayHaveSession(): boolean {
    if (typeof window === 'undefined') return false;
    try {
      const storage = getStorage();
      return !storage || storage.getItem(SESSION_HINT_KEY) !== null;
    } catch {
      return true;
    }
  }

  function setSession(session: AuthSession, event: AuthChangeEvent): void {
    setHint(true);
    setState({ status: 'authenticated', session, user: session.user }, event);
  }

  function clearSession(event: AuthChangeEvent | null): void {
    setHint(false);
    setState({ status: 'unauthenticated', session: null, user: null }, event);
  }

  function postCrossTab(message: CrossTabMessage): void {
    if (channel) {
      channel.postMessage(message);
      return;
    }
    const storage = getStorage();
    try {
      storage?.setItem(STORAGE_SIGNAL_KEY, JSON.stringify({ ...message, at: now() }));
      storage?.removeItem(STORAGE_SIGNAL_KEY);
    } catch {
      // storage unavailable: other tabs learn at their next refresh
    }
  }

  function onCrossTab(message: unknown): void {
    if (message && typeof message === 'object' && (message as CrossTabMessage).type === 'SIGNED_OUT') {
      if (state.status !== 'unauthenticated') clearSession('SIGNED_OUT');
    }
  }

  function listenCrossTab(): void {
    if (channel || detachStorage) return;
    const createChannel =
      deps.createChannel === undefined
        ? typeof BroadcastChannel !== 'undefined'
          ? (name: string) => new BroadcastChannel(name)
          : null
        : deps.createChannel;
    if (createChannel) {
      channel = createChannel(AUTH_CHANNEL);
      channel.onmessage = (event: MessageEvent) => onCrossTab(event.data);
      return;
    }
    const target =
      deps.windowTarget === undefined ? (typeof window !== 'undefined' ? window : null) : deps.windowTarget;
    if (!target) return;
    const onStorage = (event: Event) => {
      const { key, newValue } = event as StorageEvent;
      if (key !== STORAGE_SIGNAL_KEY || !newValue) return;
      try {
        onCrossTab(JSON.parse(newValue));
      } catch {
        // ignore foreign values
      }
    };
    target.addEventListener('storage', onStorage);
    detachStorage = () => target.removeEventListener('storage', onStorage);
  }

  async function refreshOnce(): Promise<AuthSession> {
    const raw = await request<unknown>('/auth/v1/token', {
      method: 'POST',
      query: { grant_type: 'refresh_token' },
      body: {},
      auth: false,
      retryOn401: false,
    });
    return (await schemas()).authSessionSchema.parse(raw);
  }

  /** Refresh with backoff: 200 ms, doubling, a few tries; a 4xx answer ends it at once. */
  async function refreshWithBackoff(): Promise<AuthSession> {
    let delay: number = LIMITS.tokenRefreshBackoffStartMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await refreshOnce();
      } catch (error) {
        if (!isRetryable(error) || attempt >= REFRESH_MAX_ATTEMPTS) throw error;
        await sleep(delay);
        delay *= 2;
      }
    }
  }

  async function runRefresh(): Promise<AuthSession | null> {
    const work = async () => {
      try {
        return await refreshWithBackoff();
      } catch (error) {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
        throw error;
      }
    };
    // Serialise refreshes across tabs so a rotated cookie is never used twice.
    if (locks) return locks.request('academy-auth-refresh', work);
    return work();
  }

  /**
   * One refresh at a time. Resolves with the new session, or null when there is no valid session
   * (then SIGNED_OUT is emitted if there was one). Network faults after every retry keep the session.
   */
  function refreshSession(event: AuthChangeEvent = 'TOKEN_REFRESHED'): Promise<AuthSession | null> {
    if (!refreshInFlight) {
      refreshInFlight = runRefresh()
        .then((session) => {
          if (session) setSession(session, event);
          else if (state.status === 'authenticated') clearSession('SIGNED_OUT');
          return session;
        })
        .finally(() => {
          refreshInFlight = null;
        });
    }
    return refreshInFlight;
  }

  function tick(): void {
    const session = state.session;
    if (!session) return;
    if (session.expires_at * 1000 - now() <= REFRESH_MARGIN_MS) {
      refreshSession().catch(() => {
        // a failed background refresh is retried on the next tick
      });
    }
  }

  function startAutoRefresh(): void {
    if (tickTimer) return;
    tickTimer = setInterval(tick, LIMITS.tokenRefreshTickMs);
  }

  function stopAutoRefresh(): void {
    if (tickTimer) clearInterval(tickTimer);
    tickTimer = null;
  }

  const store = {
    getSnapshot: (): AuthState => state,
    subscribe(listener: () => void): () => void {
      storeListeners.add(listener);
      return () => storeListeners.delete(listener);
    },
    /** Subscribe to auth events; the listener also learns the current state as INITIAL_SESSION once known. */
    onAuthStateChange(listener: AuthListener): () => void {
      authListeners.add(listener);
      return () => authListeners.delete(listener);
    },
    getAccessToken: (): string | null => state.session?.access_token ?? null,
    refreshSession,
    tick,
    startAutoRefresh,
    stopAutoRefresh,

    /** Restores the session from the refresh cookie; always ends with INITIAL_SESSION. */
    initialize(): Promise<void> {
      if (!initialized) {
        listenCrossTab();
        initialized = (async () => {
          let session: AuthSession | null = null;
          try {
            session = mayHaveSession() ? await runRefresh() : null;
          } catch {
            session = null;
          }
          if (session) setSession(session, 'INITIAL_SESSION');
          else clearSession('INITIAL_SESSION');
          startAutoRefresh();
        })();
      }
      return initialized;
    },

    async signInWithPassword(input: {
      email: string;
      password: string;
      captcha_token: string;
    }): Promise<AuthSession> {
      const raw = await request<unknown>('/auth/v1/token', {
        method: 'POST',
        query: { grant_type: 'password' },
        body: input,
        auth: false,
        retryOn401: false,
      });
      const session = (await schemas()).authSessionSchema.parse(raw);
      setSession(session, 'SIGNED_IN');
      startAutoRefresh();
      return session;
    },

    /**
     * Adopts a session the server issued outside the password grant: after a second factor (aal2), a
     * recovery or an invitation link.
     */
    async adoptSession(raw: unknown): Promise<AuthSession> {
      const session = (await schemas()).authSessionSchema.parse(raw);
      setSession(session, 'SIGNED_IN');
      startAutoRefresh();
      return session;
    },

    async signUp(input: {
      email: string;
      password: string;
      captcha_token: string;
      data: { role: SignUpRole; full_name?: string; grade?: string };
    }): Promise<AuthUser> {
      const raw = await request<{ user: unknown }>('/auth/v1/signup', {
        method: 'POST',
        body: input,
        auth: false,
        retryOn401: false,
      });
      return (await schemas()).authUserSchema.parse(raw.user);
    },

    /** Signs out; 401/403/404 answers count as already signed out. Other failures throw and keep the session. */
    async signOut(options: { scope?: 'local' | 'global' | 'others' } = {}): Promise<void> {
      const scope = options.scope ?? 'local';
      const token = state.session?.access_token;
      if (token) {
        try {
          await request('/auth/v1/logout', {
            method: 'POST',
            query: { scope },
            body: {},
            headers: { Authorization: `Bearer ${token}` },
            auth: false,
            retryOn401: false,
          });
        } catch (error) {
          if (!(error instanceof ApiError && [401, 403, 404].includes(error.status))) throw error;
        }
      }
      if (scope === 'others') return;
      clearSession('SIGNED_OUT');
      postCrossTab({ type: 'SIGNED_OUT' });
    },

    async getUser(): Promise<AuthUser> {
      const raw = await request<unknown>('/auth/v1/user');
      return (await schemas()).authUserSchema.parse(raw);
    },

    async updateUser(data: { full_name?: string; grade?: string }): Promise<AuthUser> {
      const raw = await request<unknown>('/auth/v1/user', { method: 'PUT', body: { data } });
      const user = (await schemas()).authUserSchema.parse(raw);
      if (state.session) {
        setState({ status: 'authenticated', session: { ...state.session, user }, user }, 'USER_UPDATED');
      }
      return user;
    },

    /** For tests: stop timers and listeners. */
    dispose(): void {
      stopAutoRefresh();
      channel?.close();
      channel = null;
      detachStorage?.();
      detachStorage = null;
      storeListeners.clear();
      authListeners.clear();
    },
  };
  return store;
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** The app's one auth store; the API client asks it for tokens and refreshes. */
export const authStore = createAuthStore();

setAuthHandlers({
  getAccessToken: authStore.getAccessToken,
  refresh: async () => {
    try {
      return (await authStore.refreshSession()) !== null;
    } catch {
      return false;
    }
  },
});

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getSnapshot, authStore.getSnapshot);
}

/** The assurance level and MFA flag carried in an access token (ADR 029); aal1 when unreadable. */
export function tokenAssurance(token: string | null | undefined): { aal: 'aal1' | 'aal2'; mfa: boolean } {
  try {
    const payload = JSON.parse(atob((token ?? '').split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      aal?: string;
      amr_mfa?: boolean;
    };
    return { aal: payload.aal === 'aal2' ? 'aal2' : 'aal1', mfa: payload.amr_mfa === true };
  } catch {
    return { aal: 'aal1', mfa: false };
  }
}

/**
 * A session that still owes its second factor: the account has an authenticator app and this session has
 * not answered it (aal1). The server refuses such a session everywhere but the challenge (ADR 029), so the
 * client sends it to the challenge rather than to a dashboard that cannot load.
 */
export function awaitingSecondFactor(session: AuthSession | null | undefined): boolean {
  if (!session) return false;
  const { aal, mfa } = tokenAssurance(session.access_token);
  return mfa && aal === 'aal1';
}

/** The verified factor a session awaiting its second factor should answer, or null. */
export function pendingFactorOf(session: AuthSession | null | undefined): string | null {
  if (!awaitingSecondFactor(session)) return null;
  const factors = (session!.user.factors ?? []) as { id: string; status: string }[];
  return factors.find((f) => f.status === 'verified')?.id ?? null;
}
