/**
 * Optional external classifier, combined with the offline verdict:
 * - `openai-moderation`: an OpenAI-compatible `POST {baseUrl}/moderations` endpoint;
 * - `llama-guard`: an OpenAI-compatible `POST {baseUrl}/chat/completions` endpoint serving a chat model
 *   prompted as a classifier (Llama Guard 3 answers "safe" or "unsafe\nS11" through its chat template,
 *   e.g. `llama-guard3` on Ollama or vLLM).
 * Only the offline-redacted text ever leaves the machine. The combined verdict takes the higher severity;
 * offline redaction always applies. When the provider fails or times out, the offline verdict stands and
 * the failure is logged.
 */
import { detect, moderate, verdict, type Detection } from './moderate.ts';
import type { ModerationCategory, ModerationContext, ModerationResult, Severity } from './types.ts';

export type ModerationProvider = 'offline' | 'openai-moderation' | 'llama-guard';

export interface ModeratorLogger {
  warn(obj: Record<string, unknown>, msg: string): void;
}

export interface ModeratorOptions {
  provider: ModerationProvider;
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama) */
  baseUrl?: string;
  apiKey?: string;
  /** e.g. omni-moderation-latest, llama-guard3:1b */
  model?: string;
  /** Default 3000 ms. */
  timeoutMs?: number;
  /** Where provider failures are reported (the app passes its pino logger). Default: console.warn. */
  logger?: ModeratorLogger;
}

export interface Moderator {
  readonly provider: ModerationProvider;
  moderate(text: string, context: ModerationContext): Promise<ModerationResult>;
}

const consoleLogger: ModeratorLogger = { warn: (obj, msg) => console.warn(msg, obj) };

/** OpenAI moderation categories -> ours. */
const OPENAI_MAP: Record<string, Detection | undefined> = {
  'self-harm': { category: 'self_harm', severity: 'high', kind: 'external' },
  'self-harm/intent': { category: 'self_harm', severity: 'high', kind: 'external' },
  'self-harm/instructions': { category: 'self_harm', severity: 'high', kind: 'external' },
  'sexual/minors': { category: 'sexual', severity: 'high', kind: 'external' },
  sexual: { category: 'sexual', severity: 'medium', kind: 'external' },
  harassment: { category: 'harassment', severity: 'medium', kind: 'external' },
  'harassment/threatening': { category: 'violence', severity: 'medium', kind: 'threat' },
  hate: { category: 'hate', severity: 'medium', kind: 'external' },
  'hate/threatening': { category: 'hate', severity: 'high', kind: 'incitement' },
  violence: { category: 'violence', severity: 'medium', kind: 'threat' },
  'violence/graphic': { category: 'violence', severity: 'medium', kind: 'threat' },
  illicit: { category: 'substances', severity: 'medium', kind: 'external' },
  'illicit/violent': { category: 'violence', severity: 'medium', kind: 'weapon_instructions' },
};

/** Llama Guard 3 hazard codes -> ours (codes we do not moderate for, such as elections, are ignored). */
const LLAMA_GUARD_MAP: Record<string, Detection | undefined> = {
  S1: { category: 'violence', severity: 'medium', kind: 'threat' },
  S2: { category: 'substances', severity: 'low', kind: 'external' },
  S3: { category: 'sexual', severity: 'high', kind: 'external' },
  S4: { category: 'sexual', severity: 'high', kind: 'minor_sexual' },
  S5: { category: 'harassment', severity: 'low', kind: 'insult' },
  S7: { category: 'personal_information', severity: 'medium', kind: 'external' },
  S9: { category: 'violence', severity: 'high', kind: 'weapon_instructions' },
  S10: { category: 'hate', severity: 'medium', kind: 'external' },
  S11: { category: 'self_harm', severity: 'high', kind: 'external' },
  S12: { category: 'sexual', severity: 'medium', kind: 'external' },
  S14: { category: 'jailbreak', severity: 'low', kind: 'override' },
};

export class ModerationProviderError extends Error {}

async function post(url: string, body: unknown, options: ModeratorOptions): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 3000),
  });
  if (!response.ok) throw new ModerationProviderError(`moderation provider answered ${response.status}`);
  return response.json();
}

function endpoint(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/(?<!\/)\/+$/, '')}/${path}`;
}

/** Asks the OpenAI-compatible moderation endpoint; returns our detections. */
export async function classifyOpenAi(text: string, options: ModeratorOptions): Promise<Detection[]> {
  const json = (await post(
    endpoint(options.baseUrl!, 'moderations'),
    { model: options.model ?? 'omni-moderation-latest', input: text },
    options,
  )) as {
    results?: { flagged?: boolean; categories?: Record<string, boolean> }[];
  };
  const result = json.results?.[0];
  if (!result || typeof result !== 'object')
    throw new ModerationProviderError('moderation provider answered without results');
  const out: Detection[] = [];
  for (const [name, on] of Object.entries(result.categories ?? {})) {
    const mapped = on ? OPENAI_MAP[name] : undefined;
    if (mapped) out.push({ ...mapped });
  }
  return out;
}

/** Asks a Llama Guard style chat classifier; returns our detections. */
export async function classifyLlamaGuard(
  text: string,
  context: ModerationContext,
  options: ModeratorOptions,
): Promise<Detection[]> {
  const messages =
    context.role === 'assistant'
      ? [
          { role: 'user', content: 'Please help me with my schoolwork.' },
          { role: 'assistant', content: text },
        ]
      : [{ role: 'user', content: text }];
  const json = (await post(
    endpoint(options.baseUrl!, 'chat/completions'),
    { model: options.model ?? 'llama-guard3', messages, temperature: 0, max_tokens: 20 },
    options,
  )) as {
    choices?: { message?: { content?: string } }[];
  };
  const content = json.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new ModerationProviderError('classifier answered without a message');
  const answer = content.trim().toLowerCase();
  if (answer.startsWith('safe')) return [];
  if (!answer.startsWith('unsafe'))
    throw new ModerationProviderError(`classifier answered neither safe nor unsafe: ${content.slice(0, 40)}`);
  const out: Detection[] = [];
  for (const code of content.toUpperCase().match(/S\d{1,2}/g) ?? []) {
    const mapped = LLAMA_GUARD_MAP[code];
    if (mapped) out.push({ ...mapped });
  }
  return out;
}

const RANK: Record<Severity, number> = { low: 1, medium: 2, high: 3 };

/**
 * A moderator for the configured provider (the app reads MODERATION_PROVIDER, MODERATION_BASE_URL,
 * MODERATION_API_KEY and MODERATION_MODEL in config.ts and passes them here).
 */
export function createModerator(options: ModeratorOptions): Moderator {
  const provider = options.provider;
  if (provider === 'offline') return { provider, moderate };
  if (!options.baseUrl)
    throw new Error(`MODERATION_BASE_URL is required for MODERATION_PROVIDER=${provider}`);
  const logger = options.logger ?? consoleLogger;
  return {
    provider,
    async moderate(text: string, context: ModerationContext): Promise<ModerationResult> {
      const { detections, pii } = detect(text, context);
      const offline = verdict(text, detections, pii);
      // Nothing can raise a high verdict; do not send a child's crisis message anywhere else.
      if (offline.severity === 'high') return offline;
      let external: Detection[];
      try {
        external =
          provider === 'openai-moderation'
            ? await classifyOpenAi(offline.redactedText, options)
            : await classifyLlamaGuard(offline.redactedText, context, options);
      } catch (err) {
        logger.warn(
          { provider, err: err instanceof Error ? err.message : String(err) },
          'moderation provider failed; using the offline verdict',
        );
        return offline;
      }
      if (external.length === 0) return offline;
      const top = external.reduce((a, b) => (RANK[b.severity] > RANK[a.severity] ? b : a));
      const combined = verdict(text, [...detections, ...external], pii);
      const label = `${top.category as ModerationCategory} (${top.severity})`;
      return { ...combined, reason: `${combined.reason}; ${provider}: ${label}` };
    },
  };
}
