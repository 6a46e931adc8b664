import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { createAuthStore, SESSION_HINT_KEY, type AuthStoreDeps } from '@/lib/auth';
import { buildSession } from '@/testing/factories';

const stores: ReturnType<typeof createAuthStore>[] = [];
afterEach(() => {
  stores.splice(0).forEach((store) => store.dispose());
});

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

function makeStore(handler: () => Promise<unknown>, storage: ReturnType<typeof memoryStorage>) {
  const request = vi.fn(handler);
  const store = createAuthStore({
    request: request as unknown as NonNullable<AuthStoreDeps['request']>,
    sleep: async () => {},
    createChannel: null,
    storage,
    windowTarget: null,
    locks: null,
  });
  stores.push(store);
  return { store, request };
}

describe('auth store session hint', () => {
  it('a browser that never signed in starts signed out without asking the server', async () => {
    const storage = memoryStorage();
    const { store, request } = makeStore(async () => buildSession(), storage);
    await store.initialize();
    expect(store.getSnapshot().status).toBe('unauthenticated');
    expect(request).not.toHaveBeenCalled();
  });

  it('a browser that holds a session restores it from the refresh cookie, and signing out clears the hint', async () => {
    const storage = memoryStorage({ [SESSION_HINT_KEY]: '1' });
    const session = buildSession();
    const { store, request } = makeStore(async () => session, storage);
    await store.initialize();
    expect(store.getSnapshot().status).toBe('authenticated');
    expect(request).toHaveBeenCalledTimes(1);
    await store.signOut();
    expect(storage.values.has(SESSION_HINT_KEY)).toBe(false);
  });

  it('a rejected refresh cookie clears the hint, so the next start does not ask again', async () => {
    const storage = memoryStorage({ [SESSION_HINT_KEY]: '1' });
    const { store } = makeStore(async () => {
      throw new ApiError(401, 'invalid_refresh_token', 'Invalid Refresh Token');
    }, storage);
    await store.initialize();
    expect(store.getSnapshot().status).toBe('unauthenticated');
    expect(storage.values.has(SESSION_HINT_KEY)).toBe(false);
  });

  it('signing in sets the hint', async () => {
    const storage = memoryStorage();
    const { store } = makeStore(async () => buildSession(), storage);
    await store.signInWithPassword({ email: 'a@school.test', password: 'secret-pass', captcha_token: 't' });
    expect(storage.values.get(SESSION_HINT_KEY)).toBe('1');
  });
});
