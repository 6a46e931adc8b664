import type { FastifyBaseLogger } from 'fastify';
import type { AiConfig } from '../../config.ts';
import type { Engine } from '../../engines/tutor/engine.ts';
import type { TutorProvider } from '../types.ts';
import { createOfflineProvider } from './offline.ts';
import { createOpenAIProvider } from './openai.ts';

/** The provider the configuration names (AI_PROVIDER); the engine serves the offline one. */
export function createProvider(config: AiConfig, engine: Engine, log?: FastifyBaseLogger): TutorProvider {
  if (config.provider === 'offline') return createOfflineProvider(engine);
  if (!config.baseUrl) throw new Error('AI_BASE_URL is required when AI_PROVIDER=openai.');
  return createOpenAIProvider({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
    model: config.model ?? config.models.grok ?? '',
    models: config.models,
    timeoutMs: config.timeoutMs,
    log,
  });
}
