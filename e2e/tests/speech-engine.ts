import type { Page } from '@playwright/test';

/**
 * Headless Chromium has speech synthesis but no voices: every utterance fails with 'synthesis-failed'.
 * Where that is so, this puts an engine with two voices in its place inside the page (never elsewhere): it
 * records what it is asked to say and lets the test end each utterance.
 */
export async function installEngineWhereThereAreNoVoices(page: Page) {
  await page.addInitScript(() => {
    if ('speechSynthesis' in window && window.speechSynthesis.getVoices().length > 0) return;
    type Utterance = {
      text: string;
      rate: number;
      pitch: number;
      volume: number;
      voice: { name: string } | null;
      lang: string;
      onstart: ((event: Event) => void) | null;
      onend: ((event: Event) => void) | null;
      onerror: ((event: { error: string }) => void) | null;
    };
    const engine = {
      spoken: [] as { text: string; rate: number; pitch: number; volume: number; voice: string | null }[],
      calls: [] as string[],
      current: null as Utterance | null,
      finish() {
        const utterance = engine.current;
        engine.current = null;
        utterance?.onend?.(new Event('end'));
      },
    };
    const voices = [
      { name: 'Samantha', lang: 'en-US', default: true, localService: true, voiceURI: 'Samantha' },
      { name: 'Daniel', lang: 'en-GB', default: false, localService: true, voiceURI: 'Daniel' },
    ];
    class FakeUtterance {
      rate = 1;
      pitch = 1;
      volume = 1;
      voice = null;
      lang = '';
      onstart = null;
      onend = null;
      onerror = null;
      constructor(public text: string) {}
    }
    const synth = {
      getVoices: () => voices,
      speak(utterance: Utterance) {
        engine.spoken.push({
          text: utterance.text,
          rate: utterance.rate,
          pitch: utterance.pitch,
          volume: utterance.volume,
          voice: utterance.voice?.name ?? null,
        });
        engine.current = utterance;
        setTimeout(() => utterance.onstart?.(new Event('start')), 0);
      },
      cancel() {
        engine.calls.push('cancel');
        const utterance = engine.current;
        engine.current = null;
        if (utterance) setTimeout(() => utterance.onerror?.({ error: 'interrupted' }), 0);
      },
      pause: () => engine.calls.push('pause'),
      resume: () => engine.calls.push('resume'),
      addEventListener() {},
      removeEventListener() {},
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: FakeUtterance, configurable: true });
    (window as unknown as { engine: typeof engine }).engine = engine;
  });
}

type Engine = {
  spoken: { text: string; rate: number; pitch: number; volume: number; voice: string | null }[];
  calls: string[];
};
export const engineState = (page: Page) =>
  page.evaluate(() => {
    const { spoken, calls } = (window as unknown as { engine: Engine }).engine;
    return { spoken, calls };
  });
export const finishUtterance = (page: Page) =>
  page.evaluate(() => (window as unknown as { engine: { finish(): void } }).engine.finish());
