import { TUTOR_MESSAGES } from '@academy/shared';
import type { FastifyBaseLogger } from 'fastify';
import { systemPrompt } from '../agents.ts';
import type { AgentId, EngineState, LearningEvent, TutorProvider, TutorTurnInput } from '../types.ts';
import { providerTurn } from './stream.ts';

/** An upstream failure the client can be shown: `message` is 'API Error: {body}'. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** The status the tutor route answers with when nothing was streamed yet (502 or 504). */
    readonly status: number,
    /** The upstream HTTP status, when there was one. */
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

export interface OpenAIProviderOptions {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1; `/chat/completions` is appended. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Per-agent models; an agent without one uses `model`. */
  models?: Partial<Record<AgentId, string | undefined>>;
  /** Until the response headers, and then between two reads of the stream. */
  timeoutMs: number;
  /** Attempts in all (429 and 5xx and network errors before streaming are retried). Default 3. */
  maxAttempts?: number;
  /** First backoff delay; doubles each attempt (with up to 25 % jitter). Default 500 ms. */
  retryBaseMs?: number;
  /** A Retry-After longer than this is not waited for: the error is returned instead. Default 20 s. */
  maxRetryAfterMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

interface WireMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The messages sent upstream: system prompt (grade, no name), stored history, the new message. */
export function upstreamMessages(input: TutorTurnInput): WireMessage[] {
  const history = input.history
    .filter((m) => m.role === 'user' || m.role === 'assistant')
    .map((m) => ({ role: m.role, content: m.content }) as WireMessage);
  return [
    {
      role: 'system',
      content: systemPrompt({
        agent: input.agent,
        grade: input.student.grade,
        subject: input.subject,
        tutorName: input.tutorName,
      }),
    },
    ...history,
    { role: 'user', content: input.message },
  ];
}

/** Retry-After (seconds or an HTTP date) or OpenAI's retry-after-ms, in ms; null when absent. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const ms = headers.get('retry-after-ms');
  if (ms && Number.isFinite(Number(ms))) return Math.max(0, Number(ms));
  const value = headers.get('retry-after');
  if (!value) return null;
  if (/^\s*\d+(\.\d+)?\s*$/.test(value)) return Math.max(0, Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

const clip = (s: string, n = 500) => (s.length > n ? `${s.slice(0, n)}…` : s);

/**
 * A provider for any OpenAI-compatible Chat Completions endpoint, streaming (SSE). The route gives it
 * text that is already moderated and redacted (ADR 010); it adds the system prompt.
 */
export function createOpenAIProvider(opts: OpenAIProviderOptions): TutorProvider {
  let base = opts.baseUrl;
  while (base.endsWith('/')) base = base.slice(0, -1);
  const url = `${base}/chat/completions`;
  const maxAttempts = opts.maxAttempts ?? 3;
  const retryBaseMs = opts.retryBaseMs ?? 500;
  const maxRetryAfterMs = opts.maxRetryAfterMs ?? 20_000;
  const timeoutError = () =>
    new ProviderError(`API Error: the AI service did not answer within ${opts.timeoutMs} ms.`, 504);

  return {
    name: 'openai',
    respond(input) {
      const { signal } = input;
      const outcome = (): { state: EngineState; events: LearningEvent[] } => ({
        state: { ...input.state, turns: (input.state.turns ?? 0) + 1 },
        events: [],
      });
      const model = opts.models?.[input.agent] || opts.model;
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'text/event-stream',
      };
      if (opts.apiKey) headers.authorization = `Bearer ${opts.apiKey}`;
      const body = JSON.stringify({ model, stream: true, messages: upstreamMessages(input) });

      return providerTurn(async function* () {
        let response: Response | null = null;
        let controller!: AbortController;
        let timer!: NodeJS.Timeout;
        let timedOut = false;
        const forward = () => controller.abort(signal.reason);
        const release = () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', forward);
        };

        for (let attempt = 1; ; attempt++) {
          if (signal.aborted) return outcome();
          controller = new AbortController();
          signal.addEventListener('abort', forward, { once: true });
          timedOut = false;
          timer = setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, opts.timeoutMs);

          let failure: ProviderError;
          try {
            const res = await fetch(url, { method: 'POST', headers, body, signal: controller.signal });
            if (res.ok) {
              response = res;
              break;
            }
            const text = await res.text();
            failure = new ProviderError(`API Error: ${clip(text) || res.statusText}`, 502, res.status);
            const retryable = res.status === 429 || res.status >= 500;
            release();
            if (!retryable || attempt >= maxAttempts) throw failure;
            const backoff = retryBaseMs * 2 ** (attempt - 1) * (1 + Math.random() * 0.25);
            const wait = retryAfterMs(res.headers) ?? backoff;
            if (wait > maxRetryAfterMs) throw failure;
            opts.log?.warn(
              { status: res.status, attempt, waitMs: Math.round(wait) },
              'AI upstream: retrying',
            );
            await sleep(wait, signal);
            continue;
          } catch (err) {
            release();
            if (err instanceof ProviderError) throw err;
            if (signal.aborted) return outcome();
            if (timedOut) throw timeoutError();
            failure = new ProviderError(`API Error: ${(err as Error).message}`, 502);
            if (attempt >= maxAttempts) throw failure;
            opts.log?.warn({ err, attempt }, 'AI upstream: network error, retrying');
            await sleep(retryBaseMs * 2 ** (attempt - 1), signal);
          }
        }

        // Streaming: the timer now limits the wait between two reads.
        try {
          if (!response.body) throw new ProviderError(TUTOR_MESSAGES.noResponseBody, 502);
          const type = response.headers.get('content-type') ?? '';
          if (type.includes('application/json')) {
            // An endpoint that ignores `stream: true` answers with one JSON completion.
            const json = JSON.parse(await response.text()) as {
              choices?: { message?: { content?: unknown } }[];
            };
            const content = json.choices?.[0]?.message?.content;
            if (typeof content === 'string' && content) yield content;
            return outcome();
          }
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            timer.refresh();
            const { value, done } = await reader.read();
            if (done) break;
            buffer += decoder.decode(value, { stream: true });
            const lines = buffer.split(/\r?\n/);
            buffer = lines.pop() ?? '';
            for (const line of lines) {
              const data = parseLine(line, opts.log);
              if (data === DONE) {
                await reader.cancel().catch(() => undefined);
                return outcome();
              }
              if (data) yield data;
            }
          }
          const last = parseLine(buffer + decoder.decode(), opts.log);
          if (last && last !== DONE) yield last;
          return outcome();
        } catch (err) {
          if (signal.aborted) return outcome();
          if (timedOut) throw timeoutError();
          throw err;
        } finally {
          release();
          if (!controller.signal.aborted) controller.abort();
        }
      }, outcome);
    },
  };
}

const DONE = Symbol('done');

/** One SSE line: the delta's text, DONE, or null (comments, other fields, empty or malformed data). */
function parseLine(raw: string, log?: Pick<FastifyBaseLogger, 'warn'>): string | typeof DONE | null {
  const line = raw.trim();
  if (!line.startsWith('data:')) return null;
  const payload = line.slice(5).trim();
  if (payload === '[DONE]') return DONE;
  if (!payload) return null;
  let json: { choices?: { delta?: { content?: unknown } }[]; error?: unknown };
  try {
    json = JSON.parse(payload) as typeof json;
  } catch {
    log?.warn({ chunk: clip(payload, 200) }, 'AI upstream: skipped a malformed stream chunk');
    return null;
  }
  if (json.error) throw new ProviderError(`API Error: ${clip(JSON.stringify(json.error))}`, 502);
  const content = json.choices?.[0]?.delta?.content;
  return typeof content === 'string' && content.length > 0 ? content : null;
}
