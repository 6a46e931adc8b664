import { describe, expect, it, vi } from 'vitest';

import { createRealtimeClient } from '@/lib/realtime';

const USER = '00000000-0000-4000-8000-000000000001';

function streamResponse(chunks: string[], keepOpen = false): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      chunks.forEach((chunk) => controller.enqueue(encoder.encode(chunk)));
      if (!keepOpen) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function change(channel: string, table: string) {
  return `event: change\ndata: ${JSON.stringify({ channel, table, type: 'INSERT', id: 'row-1', userId: USER, at: '2025-08-09T12:00:00Z' })}\n\n`;
}

describe('realtime client', () => {
  it('opens one stream for all channels with the bearer token and dispatches per channel', async () => {
    const fetchMock = vi.fn(async () =>
      streamResponse(
        [`event: ready\ndata: {}\n\n: heartbeat\n\n`, change(`sessions:${USER}`, 'sessions')],
        true,
      ),
    );
    const client = createRealtimeClient({
      fetchImpl: fetchMock,
      getToken: () => 'tok',
      setTimer: () => 0 as never,
      clearTimer: () => {},
    });
    const onScores = vi.fn();
    client.subscribe(`scores:${USER}`, onScores);
    const onSessions = vi.fn();
    client.subscribe(`sessions:${USER}`, onSessions);

    await vi.waitFor(() => expect(onSessions).toHaveBeenCalledTimes(1));
    expect(onSessions.mock.calls[0]?.[0]).toMatchObject({
      channel: `sessions:${USER}`,
      table: 'sessions',
      type: 'INSERT',
    });
    expect(onScores).not.toHaveBeenCalled();

    const lastCall = fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];
    expect(decodeURIComponent(lastCall[0])).toBe(`/api/realtime?channels=scores:${USER},sessions:${USER}`);
    expect(lastCall[1].headers).toMatchObject({ Authorization: 'Bearer tok', Accept: 'text/event-stream' });
    client.close();
  });

  it('reconnects with exponential backoff when the stream drops, and resubscribes', async () => {
    const delays: number[] = [];
    const timers: (() => void)[] = [];
    const fetchMock = vi.fn(async () => {
      throw new TypeError('network down');
    });
    const client = createRealtimeClient({
      fetchImpl: fetchMock,
      getToken: () => 'tok',
      backoffStartMs: 1000,
      setTimer: (fn, ms) => {
        if (ms !== 35_000) {
          delays.push(ms);
          timers.push(fn);
        }
        return timers.length as never;
      },
      clearTimer: () => {},
    });
    client.subscribe(`sessions:${USER}`, () => {});
    for (let i = 0; i < 3; i++) {
      await vi.waitFor(() => expect(timers.length).toBe(i + 1));
      timers[i]?.();
    }
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(4));
    expect(delays.slice(0, 3)).toEqual([1000, 2000, 4000]);
    client.close();
  });

  it('treats 35 s without data or heartbeat as a dead connection', async () => {
    const watchdogs: (() => void)[] = [];
    const fetchMock = vi.fn(async () => streamResponse(['event: ready\ndata: {}\n\n'], true));
    const client = createRealtimeClient({
      fetchImpl: fetchMock,
      getToken: () => 'tok',
      setTimer: (fn, ms) => {
        if (ms === 35_000) watchdogs.push(fn);
        else fn(); // reconnect at once
        return 0 as never;
      },
      clearTimer: () => {},
    });
    client.subscribe(`scores:${USER}`, () => {});
    await vi.waitFor(() => expect(watchdogs.length).toBeGreaterThanOrEqual(2));
    watchdogs.at(-1)?.();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    client.close();
  });
});
