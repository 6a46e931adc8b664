import { randomUUID } from 'node:crypto';
import { errorBodySchema, realtimeEventSchema } from '@academy/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession } from '../testing/auth-helpers.ts';
import { listen, SseClient } from '../testing/sse-client.ts';
import { createSiblingApp, createTestApp, type TestContext } from '../testing/test-app.ts';

let a: TestContext;
let b: Awaited<ReturnType<typeof createSiblingApp>>;
let baseA: string;
const clients: SseClient[] = [];

async function subscribe(channels: string, token: string | null): Promise<SseClient> {
  const client = await SseClient.open(baseA, channels, token);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  a = await createTestApp();
  b = await createSiblingApp(a);
  baseA = await listen(a.app);
});
afterAll(async () => {
  // Closing the app ends every stream from the server side (as a shutdown does); then the clients let go.
  try {
    await b?.close();
    await a?.close();
  } finally {
    for (const c of clients) c.close();
  }
});

const change = (channel: string, userId: string) => ({
  channel,
  table: 'tutoring_sessions',
  type: 'INSERT' as const,
  id: randomUUID(),
  userId,
});

describe('GET /api/realtime', () => {
  it('answers 401 without a token', async () => {
    const client = await subscribe(`sessions:${randomUUID()}`, null);
    expect(client.response.status).toBe(401);
    expect(errorBodySchema.parse(await client.response.json()).error.code).toBe('not_authenticated');
  });

  it("answers 403 for another user's channel, even next to an allowed one", async () => {
    const me = await newSession(a.app);
    const other = await newSession(a.app);
    const client = await subscribe(
      `sessions:${me.session.user.id},scores:${other.session.user.id}`,
      me.session.access_token,
    );
    expect(client.response.status).toBe(403);
    expect(errorBodySchema.parse(await client.response.json()).error.code).toBe('forbidden');
  });

  it('answers 400 for an unknown channel kind or no channel', async () => {
    const me = await newSession(a.app);
    const unknown = await subscribe(`grades:${me.session.user.id}`, me.session.access_token);
    expect(unknown.response.status).toBe(400);
    expect(errorBodySchema.parse(await unknown.response.json()).error.code).toBe('unknown_channel');
    const none = await subscribe('', me.session.access_token);
    expect(none.response.status).toBe(400);
    expect(errorBodySchema.parse(await none.response.json()).error.code).toBe('validation_failed');
  });

  it("streams ready, then the caller's changes, and never another user's", async () => {
    const me = await newSession(a.app);
    const other = await newSession(a.app);
    const myId = me.session.user.id;
    const client = await subscribe(`sessions:${myId},scores:${myId}`, me.session.access_token);
    expect(client.response.status).toBe(200);
    expect(client.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const ready = await client.waitFor((e) => e.event === 'ready');
    expect(JSON.parse(ready.data)).toEqual({ channels: [`sessions:${myId}`, `scores:${myId}`] });

    // Published first, so it would arrive first if it leaked.
    await a.app.realtime.publish(change(`sessions:${other.session.user.id}`, other.session.user.id));
    const mine = change(`sessions:${myId}`, myId);
    await a.app.realtime.publish(mine);
    await client.waitFor((e) => e.event === 'change');

    const score = { ...change(`scores:${myId}`, myId), table: 'scores' };
    await a.app.realtime.publish(score);
    await client.waitFor((e) => e.event === 'change' && e.data.includes(score.id));

    const received = client.changes();
    expect(received).toHaveLength(2);
    expect(received[0]).toMatchObject(mine);
    expect(received[1]).toMatchObject(score);
    expect(Date.parse(received[0]!.at)).not.toBeNaN();
    expect(client.events.every((e) => !e.data.includes(other.session.user.id))).toBe(true);
  });

  it('delivers a change published on another instance (LISTEN/NOTIFY)', async () => {
    const me = await newSession(a.app);
    const myId = me.session.user.id;
    const client = await subscribe(`sessions:${myId}`, me.session.access_token);
    await client.waitFor((e) => e.event === 'ready');
    const event = change(`sessions:${myId}`, myId);
    await b.app.realtime.publish(event);
    const got = await client.waitFor((e) => e.event === 'change');
    expect(realtimeEventSchema.parse(JSON.parse(got.data))).toMatchObject(event);
  });

  it('forgets a client that disconnects', async () => {
    const me = await newSession(a.app);
    const before = a.app.realtime.connections();
    const client = await subscribe(`scores:${me.session.user.id}`, me.session.access_token);
    await client.waitFor((e) => e.event === 'ready');
    expect(a.app.realtime.connections()).toBe(before + 1);
    client.close();
    await expect.poll(() => a.app.realtime.connections()).toBe(before);
  });
});
