import { randomUUID } from 'node:crypto';
import { errorBodySchema, realtimeEventSchema, type RealtimeEvent } from '@academy/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession } from '../testing/auth-helpers.ts';
import { createSiblingApp, createTestApp, type TestContext } from '../testing/test-app.ts';

interface SseEvent {
  event: string;
  data: string;
}

/** A real EventSource-like client: fetch with a streaming reader and an SSE parser. */
class SseClient {
  readonly events: SseEvent[] = [];
  private waiters: (() => void)[] = [];
  private readonly controller = new AbortController();
  private ended = false;

  private constructor(readonly response: Response) {}

  static async open(base: string, channels: string, token: string | null): Promise<SseClient> {
    const controller = new AbortController();
    const response = await fetch(`${base}/api/realtime?channels=${encodeURIComponent(channels)}`, {
      headers: token ? { authorization: `Bearer ${token}`, accept: 'text/event-stream' } : {},
      signal: controller.signal,
    });
    const client = new SseClient(response);
    client.controller.signal.addEventListener('abort', () => controller.abort());
    if (response.ok && response.body) void client.read(response.body);
    return client;
  }

  private async read(body: ReadableStream<Uint8Array>) {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'event') event = value;
            if (field === 'data') data.push(value);
          }
          if (data.length > 0) this.events.push({ event, data: data.join('\n') });
          for (const w of this.waiters.splice(0)) w();
        }
      }
    } catch {
      /* aborted */
    } finally {
      this.ended = true;
      for (const w of this.waiters.splice(0)) w();
    }
  }

  changes(): RealtimeEvent[] {
    return this.events
      .filter((e) => e.event === 'change')
      .map((e) => realtimeEventSchema.parse(JSON.parse(e.data)));
  }

  /** Resolves with the first event matching; rejects if the stream ends or nothing comes within 10 s. */
  async waitFor(match: (e: SseEvent) => boolean): Promise<SseEvent> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const found = this.events.find(match);
      if (found) return found;
      if (this.ended) throw new Error(`stream ended; got ${JSON.stringify(this.events)}`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no matching event; got ${JSON.stringify(this.events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close() {
    this.controller.abort();
  }
}

let a: TestContext;
let b: Awaited<ReturnType<typeof createSiblingApp>>;
let baseA: string;
const clients: SseClient[] = [];

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

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
