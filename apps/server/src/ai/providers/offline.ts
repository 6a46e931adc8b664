import type { Engine } from '../../engines/tutor/engine.ts';
import type { TutorProvider, TutorTurnInput } from '../types.ts';
import { providerTurn } from './stream.ts';

/** Splits a reply into small chunks (a word with the whitespace after it). */
export function wordChunks(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/**
 * The default provider: the built-in engine, no network. The reply is computed at once (the engine
 * is synchronous and fast) and streamed word by word without artificial delays; an aborted signal
 * stops the stream, and the engine's new state is kept either way (the turn happened).
 */
export function createOfflineProvider(engine: Engine): TutorProvider {
  return {
    name: 'offline',
    respond(input: TutorTurnInput) {
      const { sessionId: _sessionId, signal, ...turn } = input;
      const result = engine.reply(turn);
      const outcome = { state: result.state, events: result.events };
      return providerTurn(
        async function* () {
          for (const chunk of wordChunks(result.text)) {
            if (signal.aborted) break;
            yield chunk;
          }
          return outcome;
        },
        () => outcome,
      );
    },
  };
}
