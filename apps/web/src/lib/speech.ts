/**
 * Read-aloud: the one speech module of the app, on the browser's speech synthesis.
 *
 *   const { state, speak, pause, resume, cancel, supported, currentRange } = useSpeech();
 *   speak('Hello there. How are you?', { voice: 'alloy', rate: 1 });
 *
 * - `speak` cancels anything being read, splits the text into chunks of at most 200 characters at sentence,
 *   then word, boundaries (`chunkText`) and reads them in order. One chunk is one sentence (or part of a long
 *   one), so `currentRange`/`currentSentence` say which sentence is being read, for highlighting.
 * - States: idle -> playing <-> paused; end or `cancel` -> idle; a synthesis error -> error (with `errorCode`)
 *   until the next `speak` or `cancel`.
 * - Options: rate and pitch 0.5-2, volume 0-1 (defaults 1) and one of six voices, each applied as the best
 *   matching installed system voice (`pickVoice`).
 */
import { LIMITS } from '@academy/shared/limits';
import { useSyncExternalStore } from 'react';

export type SpeechState = 'idle' | 'playing' | 'paused' | 'error';

export const SPEECH_VOICES = [
  { id: 'alloy', label: 'Neutral' },
  { id: 'echo', label: 'Male' },
  { id: 'fable', label: 'British' },
  { id: 'onyx', label: 'Deep' },
  { id: 'nova', label: 'Young' },
  { id: 'shimmer', label: 'Soft' },
] as const;
export type VoiceId = (typeof SPEECH_VOICES)[number]['id'];
export const DEFAULT_VOICE: VoiceId = 'alloy';

export type SpeechOptions = {
  /** 0.5 to 2, default 1. */
  rate?: number;
  /** 0.5 to 2, default 1. */
  pitch?: number;
  /** 0 to 1, default 1. */
  volume?: number;
  /** Default 'alloy'. */
  voice?: VoiceId;
};

export const SPEECH_LIMITS = {
  rate: { min: 0.5, max: 2, step: 0.1, default: 1 },
  pitch: { min: 0.5, max: 2, step: 0.1, default: 1 },
  volume: { min: 0, max: 1, step: 0.1, default: 1 },
} as const;

export type TextRange = { start: number; end: number };
export type TextChunk = TextRange & { text: string };

type Limit = { min: number; max: number; default: number };
const clamp = (value: number | undefined, { min, max, default: fallback }: Limit) =>
  value === undefined || Number.isNaN(value) ? fallback : Math.min(max, Math.max(min, value));

/** Splits at word boundaries into pieces of at most `max` characters; a longer single word is cut. */
function splitWords(text: string, offset: number, max: number): TextChunk[] {
  const chunks: TextChunk[] = [];
  let start = 0;
  while (start < text.length) {
    while (start < text.length && /\s/.test(text[start]!)) start++;
    if (start >= text.length) break;
    let end = Math.min(text.length, start + max);
    if (end < text.length) {
      const space = text.lastIndexOf(' ', end);
      const boundary = Math.max(space, text.lastIndexOf('\n', end));
      if (boundary > start) end = boundary;
    }
    const piece = text.slice(start, end).trimEnd();
    chunks.push({ text: piece, start: offset + start, end: offset + start + piece.length });
    start = end;
  }
  return chunks;
}

/**
 * The text as chunks of at most `max` characters (default 200): one per sentence, and a sentence longer than
 * `max` split at word boundaries. Each chunk carries its range in the original text.
 */
export function chunkRanges(text: string, max: number = LIMITS.speechChunk): TextChunk[] {
  const chunks: TextChunk[] = [];
  const push = (from: number, to: number) => {
    const raw = text.slice(from, to);
    const lead = raw.length - raw.trimStart().length;
    const body = raw.trim();
    if (!body) return;
    const start = from + lead;
    if (body.length <= max) chunks.push({ text: body, start, end: start + body.length });
    else chunks.push(...splitWords(body, start, max));
  };
  // A sentence ends after . ! ? or … (and any closing quotes or brackets) followed by white space, or at a
  // line break; "3.14" or "e.g.," do not end one.
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\n') {
      push(from, i);
      from = i + 1;
    } else if ('.!?…'.includes(char)) {
      let end = i + 1;
      while (end < text.length && '.!?…"\'”’)]'.includes(text[end]!)) end++;
      if (end >= text.length || /\s/.test(text[end]!)) {
        push(from, end);
        from = end;
      }
      i = end - 1;
    }
    i++;
  }
  push(from, text.length);
  return chunks;
}

/** The text split for reading aloud: chunks of at most `max` characters, at sentence then word boundaries. */
export function chunkText(text: string, max: number = LIMITS.speechChunk): string[] {
  return chunkRanges(text, max).map((chunk) => chunk.text);
}

export type VoiceLike = Pick<SpeechSynthesisVoice, 'name' | 'lang'> & { default?: boolean };

const FEMALE =
  /\b(female|woman|girl|samantha|victoria|karen|moira|tessa|fiona|zira|susan|hazel|serena|kate|aria|jenny|emma|libby|sonia|natasha|olivia|ava|allison|joanna|salli|kimberly|ivy|nicky|martha|catherine)\b|\+f\d/i;
const MALE =
  /\b(male|man|boy|david|daniel|alex|fred|george|james|mark|guy|ryan|thomas|tom|aaron|arthur|oliver|rishi|ralph|bruce|matthew|brian|joey|justin|eric|christopher|roger|steffan)\b|\+m\d/i;

/** What each voice asks of a system voice, as a score per match. */
const VOICE_PREFERENCES: Record<VoiceId, (voice: VoiceLike) => number> = {
  alloy: (voice) => (voice.default ? 3 : 0) + (/natural|neural|online|google/i.test(voice.name) ? 1 : 0),
  echo: (voice) => (MALE.test(voice.name) && !FEMALE.test(voice.name) ? 4 : 0) + (isUs(voice) ? 1 : 0),
  fable: (voice) =>
    (/en[-_]GB/i.test(voice.lang) || /\b(uk|british|great britain|england)\b/i.test(voice.name) ? 4 : 0) +
    (/\bdaniel|george|arthur|oliver|ryan\b/i.test(voice.name) ? 1 : 0),
  onyx: (voice) =>
    (/\b(fred|ralph|bruce|deep|bass|grandpa|reed|rocko)\b/i.test(voice.name) ? 5 : 0) +
    (MALE.test(voice.name) && !FEMALE.test(voice.name) ? 3 : 0),
  nova: (voice) =>
    (/\b(junior|kid|child|young|princess|jenny|aria|ava|ivy|nicky)\b/i.test(voice.name) ? 5 : 0) +
    (FEMALE.test(voice.name) ? 3 : 0),
  shimmer: (voice) => (/\b(whisper|soft)\b/i.test(voice.name) ? 6 : 0) + (FEMALE.test(voice.name) ? 3 : 0),
};

function isUs(voice: VoiceLike) {
  return /en[-_]US/i.test(voice.lang);
}

/**
 * The installed system voice that best matches one of the six voices: English voices first, then the
 * voice's own preference (male, British, deep, young, soft, or the system default for 'alloy'). Null when
 * the browser has no voices; then the browser's default speaks.
 */
export function pickVoice<V extends VoiceLike>(voiceId: VoiceId | string, voices: readonly V[]): V | null {
  if (voices.length === 0) return null;
  const prefer = VOICE_PREFERENCES[voiceId as VoiceId] ?? VOICE_PREFERENCES.alloy;
  let best: V | null = null;
  let bestScore = -1;
  for (const voice of voices) {
    const english = /^en\b|^en[-_]/i.test(voice.lang) ? 10 : 0;
    const score = english + prefer(voice) + (voice.default ? 0.5 : 0);
    if (score > bestScore) {
      best = voice;
      bestScore = score;
    }
  }
  return best;
}

export type SpeechSnapshot = {
  state: SpeechState;
  /** The SpeechSynthesisErrorEvent code of the last error (state 'error'). */
  errorCode: string | null;
  /** The text given to the last `speak`. */
  text: string;
  /** The range of `text` being read now (the current sentence), or null. */
  currentRange: TextRange | null;
};

type SynthLike = Pick<SpeechSynthesis, 'speak' | 'cancel' | 'pause' | 'resume' | 'getVoices'>;
type UtteranceFactory = (text: string) => SpeechSynthesisUtterance;

export type SpeechControllerDeps = {
  synth: SynthLike | null;
  createUtterance: UtteranceFactory | null;
};

const IDLE: SpeechSnapshot = { state: 'idle', errorCode: null, text: '', currentRange: null };

/** The speech store; `speech` below is the app's one instance, `useSpeech` its hook. */
export function createSpeechController(deps: SpeechControllerDeps) {
  const { synth, createUtterance } = deps;
  let snapshot: SpeechSnapshot = IDLE;
  const listeners = new Set<() => void>();
  // The user's saved speech speed (profile preference), used when a read-aloud does not set its own.
  let defaultRate: number = SPEECH_LIMITS.rate.default;
  // Each speak() starts a new run; callbacks of an older run are ignored.
  let run = 0;

  function set(next: Partial<SpeechSnapshot>) {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  }

  function readChunk(chunks: TextChunk[], index: number, options: SpeechOptions, mine: number) {
    if (!synth || !createUtterance || mine !== run) return;
    const chunk = chunks[index];
    if (!chunk) {
      set({ state: 'idle', currentRange: null });
      return;
    }
    const utterance = createUtterance(chunk.text);
    utterance.rate = clamp(options.rate, SPEECH_LIMITS.rate);
    utterance.pitch = clamp(options.pitch, SPEECH_LIMITS.pitch);
    utterance.volume = clamp(options.volume, SPEECH_LIMITS.volume);
    const voice = pickVoice(options.voice ?? DEFAULT_VOICE, synth.getVoices());
    if (voice) {
      utterance.voice = voice;
      utterance.lang = voice.lang;
    }
    utterance.onstart = () => {
      if (mine !== run) return;
      set({ currentRange: { start: chunk.start, end: chunk.end } });
    };
    utterance.onend = () => readChunk(chunks, index + 1, options, mine);
    utterance.onerror = (event) => {
      if (mine !== run) return;
      // Our own cancel() interrupts the utterance: that is not an error.
      if (event.error === 'interrupted' || event.error === 'canceled') return;
      run++;
      set({ state: 'error', errorCode: event.error, currentRange: null });
    };
    set({ currentRange: { start: chunk.start, end: chunk.end } });
    synth.speak(utterance);
  }

  return {
    supported: Boolean(synth && createUtterance),
    getSnapshot: (): SpeechSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Reads `text` aloud from the start, cancelling whatever was being read. */
    speak(text: string, options: SpeechOptions = {}): void {
      run++;
      const mine = run;
      synth?.cancel();
      const chunks = chunkRanges(text);
      if (!synth || !createUtterance) {
        set({ ...IDLE, text, state: 'error', errorCode: 'not-supported' });
        return;
      }
      if (chunks.length === 0) {
        set({ ...IDLE, text });
        return;
      }
      set({ state: 'playing', errorCode: null, text, currentRange: null });
      readChunk(chunks, 0, { ...options, rate: options.rate ?? defaultRate }, mine);
    },
    /** The speed every read-aloud uses unless it sets its own (the saved speech speed). */
    setDefaultRate(rate: number): void {
      defaultRate = clamp(rate, SPEECH_LIMITS.rate);
    },
    getDefaultRate: (): number => defaultRate,
    pause(): void {
      if (snapshot.state !== 'playing') return;
      synth?.pause();
      set({ state: 'paused' });
    },
    resume(): void {
      if (snapshot.state !== 'paused') return;
      synth?.resume();
      set({ state: 'playing' });
    },
    /** Stops reading and returns to idle (also clears an error). */
    cancel(): void {
      run++;
      synth?.cancel();
      // A paused engine stays paused after cancel in some browsers; resume so the next speak is heard.
      if (snapshot.state === 'paused') synth?.resume();
      set({ state: 'idle', errorCode: null, currentRange: null });
    },
  };
}

export type SpeechController = ReturnType<typeof createSpeechController>;

const hasSpeech =
  typeof window !== 'undefined' &&
  Boolean(window.speechSynthesis) &&
  typeof window.SpeechSynthesisUtterance === 'function';

/** The app's one speech controller. */
export const speech: SpeechController = createSpeechController({
  synth: hasSpeech ? window.speechSynthesis : null,
  createUtterance: hasSpeech ? (text) => new window.SpeechSynthesisUtterance(text) : null,
});

/** Voices load asynchronously in some browsers; `speak` asks for them when it starts each chunk. */
const noSubscription = () => () => {};

export function useSpeech(controller: SpeechController = speech) {
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot, controller.getSnapshot);
  // A page rendered at build time (src/prerender) shows the common case, a browser that can speak; the app
  // renders the real answer when it takes over.
  const supported = useSyncExternalStore(
    noSubscription,
    () => controller.supported,
    () => true,
  );
  const { currentRange, text } = snapshot;
  return {
    ...snapshot,
    currentSentence: currentRange ? text.slice(currentRange.start, currentRange.end) : null,
    supported,
    speak: controller.speak,
    pause: controller.pause,
    resume: controller.resume,
    cancel: controller.cancel,
  };
}
