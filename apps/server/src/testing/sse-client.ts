// Test helpers for realtime: a real server-sent-events client and a listening app. Not used by the app.
import { realtimeEventSchema, type RealtimeEvent } from '@academy/shared';
import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  event: string;
  data: string;
}

/** A real EventSource-like client: fetch with a streaming reader and an SSE parser. */
export class SseClient {
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

  /** Resolves with the first change event matching. */
  async waitForChange(match: (e: RealtimeEvent) => boolean): Promise<RealtimeEvent> {
    const found = await this.waitFor((e) => {
      if (e.event !== 'change') return false;
      return match(realtimeEventSchema.parse(JSON.parse(e.data)));
    });
    return realtimeEventSchema.parse(JSON.parse(found.data));
  }

  close() {
    this.controller.abort();
  }
}

/** Starts the app on a free loopback port and returns its base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}
