import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, type RequestOptions } from '@/lib/api-client';
import { createAuthStore, type AuthChangeEvent, type AuthStoreDeps } from '@/lib/auth';
import { buildSession } from '@/testing/factories';

type Handler = (path: string, options: RequestOptions) => Promise<unknown>;

const stores: ReturnType<typeof createAuthStore>[] = [];

function makeStore(handler: Handler, deps: Partial<AuthStoreDeps> = {}) {
  const request = vi.fn(handler) as unknown as NonNullable<AuthStoreDeps['request']>;
  const sleeps: number[] = [];
  const store = createAuthStore({
    request,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    createChannel: null,
    storage: null,
    windowTarget: null,
    locks: null,
    ...deps,
  });
  stores.push(store);
  const events: AuthChangeEvent[] = [];
  store.onAuthStateChange((event) => events.push(event));
  return { store, request: request as unknown as ReturnType<typeof vi.fn>, sleeps, events };
}

const unauthorized = () => new ApiError(401, 'invalid_refresh_token', 'Invalid Refresh Token');

afterEach(() => {
  stores.splice(0).forEach((store) => store.dispose());
});

describe('auth store', () => {
  it('restores a session on start and emits INITIAL_SESSION', async () => {
    const session = buildSession();
    const { store, events, request } = makeStore(async () => session);
    expect(store.getSnapshot().status).toBe('loading');
    await store.initialize();
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(store.getSnapshot()).toMatchObject({ status: 'authenticated', user: session.user });
    expect(store.getAccessToken()).toBe(session.access_token);
    expect(request).toHaveBeenCalledWith(
      '/auth/v1/token',
      expect.objectContaining({ method: 'POST', query: { grant_type: 'refresh_token' }, body: {} }),
    );
  });

  it('emits INITIAL_SESSION without a session when the refresh cookie is rejected', async () => {
    const { store, events, sleeps } = makeStore(async () => {
      throw unauthorized();
    });
    await store.initialize();
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(store.getSnapshot()).toMatchObject({ status: 'unauthenticated', session: null });
    expect(sleeps).toEqual([]); // a 401 is final: no backoff
  });

  it('does not ask for a refresh on start when this browser never signed in, and remembers a sign-in', async () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    };
    const session = buildSession();
    const first = makeStore(async () => session, { storage });
    await first.store.initialize();
    expect(first.request).not.toHaveBeenCalled();
    expect(first.store.getSnapshot().status).toBe('unauthenticated');
    await first.store.signInWithPassword({ email: 'a@b.co', password: 'secret1', captcha_token: 't' });

    // A new page load in the same browser restores the session from the cookie.
    const second = makeStore(async () => session, { storage });
    await second.store.initialize();
    expect(second.request).toHaveBeenCalledWith(
      '/auth/v1/token',
      expect.objectContaining({ query: { grant_type: 'refresh_token' } }),
    );
    expect(second.store.getSnapshot().status).toBe('authenticated');

    // After signing out the hint is gone again.
    await second.store.signOut();
    const third = makeStore(async () => session, { storage });
    await third.store.initialize();
    expect(third.request).not.toHaveBeenCalled();
  });

  it('retries a failing refresh with backoff from 200 ms, doubling', async () => {
    const session = buildSession();
    let calls = 0;
    const { store, sleeps, events } = makeStore(async () => {
      calls += 1;
      if (calls < 4) throw new TypeError('Failed to fetch');
      return session;
    });
    await store.initialize();
    expect(sleeps).toEqual([200, 400, 800]);
    expect(events).toEqual(['INITIAL_SESSION']);
    expect(store.getSnapshot().status).toBe('authenticated');
  });

  it('gives up after a few tries and starts signed out', async () => {
    const { store, sleeps, request } = makeStore(async () => {
      throw new ApiError(503, 'unavailable', 'down');
    });
    await store.initialize();
    expect(request).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([200, 400, 800]);
    expect(store.getSnapshot().status).toBe('unauthenticated');
  });

  it('signs in, refreshes on the tick when near expiry, and shares one refresh between callers', async () => {
    let now = 1_000_000_000_000;
    const first = buildSession({}, Math.floor(now / 1000));
    const rotated = buildSession({}, Math.floor(now / 1000) + 3600);
    const { store, events, request } = makeStore(
      async (_path, options) => (options.query?.grant_type === 'password' ? first : rotated),
      { now: () => now },
    );
    await store.signInWithPassword({ email: 'a@b.co', password: 'secret1', captcha_token: 'tok' });
    expect(events).toEqual(['SIGNED_IN']);

    store.tick(); // expires in an hour: nothing to do
    expect(request).toHaveBeenCalledTimes(1);

    now += 3600_000 - 30_000; // 30 s left
    store.tick();
    const [a, b] = await Promise.all([store.refreshSession(), store.refreshSession()]);
    expect(a).toEqual(rotated);
    expect(b).toBe(a); // one in-flight refresh shared by both callers
    expect(request).toHaveBeenCalledTimes(2);
    expect(events).toEqual(['SIGNED_IN', 'TOKEN_REFRESHED']);
    expect(store.getAccessToken()).toBe(rotated.access_token);
  });

  it('sign-out ignores 401/403/404 answers and emits SIGNED_OUT', async () => {
    for (const status of [401, 403, 404]) {
      const { store, events } = makeStore(async (path) => {
        if (path === '/auth/v1/logout') throw new ApiError(status, 'x', 'gone');
        return buildSession();
      });
      await store.signInWithPassword({ email: 'a@b.co', password: 'secret1', captcha_token: 'tok' });
      await store.signOut();
      expect(events).toEqual(['SIGNED_IN', 'SIGNED_OUT']);
      expect(store.getSnapshot().status).toBe('unauthenticated');
    }
  });

  it('sign-out failing otherwise throws and keeps the session', async () => {
    const { store, events } = makeStore(async (path) => {
      if (path === '/auth/v1/logout')
        throw new ApiError(500, 'internal', 'Something went wrong on our side.');
      return buildSession();
    });
    await store.signInWithPassword({ email: 'a@b.co', password: 'secret1', captcha_token: 'tok' });
    await expect(store.signOut()).rejects.toThrow('Something went wrong on our side.');
    expect(events).toEqual(['SIGNED_IN']);
    expect(store.getSnapshot().status).toBe('authenticated');
  });

  it('signing out in one tab signs out every tab', async () => {
    const channels: {
      name: string;
      onmessage: ((event: MessageEvent) => void) | null;
      postMessage: (d: unknown) => void;
      close: () => void;
    }[] = [];
    const createChannel = (name: string) => {
      const channel = {
        name,
        onmessage: null as ((event: MessageEvent) => void) | null,
        postMessage(data: unknown) {
          channels
            .filter((other) => other !== channel && other.name === name)
            .forEach((other) => other.onmessage?.({ data } as MessageEvent));
        },
        close() {},
      };
      channels.push(channel);
      return channel as unknown as BroadcastChannel;
    };
    const handler: Handler = async (path) => (path === '/auth/v1/logout' ? undefined : buildSession());
    const tabA = makeStore(handler, { createChannel });
    const tabB = makeStore(handler, { createChannel });
    await tabA.store.initialize();
    await tabB.store.initialize();
    expect(channels.map((channel) => channel.name)).toEqual(['academy-auth', 'academy-auth']);

    await tabA.store.signOut();
    expect(tabB.events).toEqual(['INITIAL_SESSION', 'SIGNED_OUT']);
    expect(tabB.store.getSnapshot().status).toBe('unauthenticated');
  });

  it('updateUser emits USER_UPDATED with the new metadata', async () => {
    const session = buildSession();
    const updated = {
      ...session.user,
      user_metadata: { ...session.user.user_metadata, full_name: 'Ada', grade: '6' },
    };
    const { store, events, request } = makeStore(async (path) =>
      path === '/auth/v1/user' ? updated : session,
    );
    await store.initialize();
    await store.updateUser({ full_name: 'Ada', grade: '6' });
    expect(request).toHaveBeenLastCalledWith('/auth/v1/user', {
      method: 'PUT',
      body: { data: { full_name: 'Ada', grade: '6' } },
    });
    expect(events).toEqual(['INITIAL_SESSION', 'USER_UPDATED']);
    expect(store.getSnapshot().user?.user_metadata.full_name).toBe('Ada');
  });
});
