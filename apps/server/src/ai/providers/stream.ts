import type { EngineState, LearningEvent, ProviderTurn } from '../types.ts';

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // `done` may be rejected before anyone awaits it (the route awaits it after the stream).
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/**
 * A ProviderTurn from a generator of chunks: `done` settles when the generator finishes (with its
 * return value), fails (with its error) or is stopped early by the consumer (with `onStop()`).
 */
export function providerTurn(
  generate: () => AsyncGenerator<string, { state: EngineState; events: LearningEvent[] }>,
  onStop: () => { state: EngineState; events: LearningEvent[] },
): ProviderTurn {
  const done = deferred<{ state: EngineState; events: LearningEvent[] }>();
  async function* chunks(): AsyncGenerator<string> {
    let settled = false;
    const it = generate();
    try {
      for (;;) {
        const next = await it.next();
        if (next.done) {
          settled = true;
          done.resolve(next.value);
          return;
        }
        yield next.value;
      }
    } catch (err) {
      settled = true;
      done.reject(err);
      throw err;
    } finally {
      if (!settled) {
        // Stopped early by the consumer: let the generator clean up (e.g. abort its upstream request).
        await it.return(onStop()).catch(() => undefined);
        done.resolve(onStop());
      }
    }
  }
  return { chunks: chunks(), done: done.promise };
}
