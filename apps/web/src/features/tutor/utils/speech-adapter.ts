/**
 * TEMPORARY speech adapter for the tutor pages.
 *
 * The shared speech module `apps/web/src/lib/speech.ts` (built on another branch) exports `useSpeech()` with the
 * interface below. Until it is merged, this file implements the minimum directly on window.speechSynthesis.
 * AT MERGE: replace this whole file with
 *
 *   export { useSpeech } from '@/lib/speech';
 *
 * The tutor code imports `useSpeech` only from here, so nothing else changes.
 */
import { LIMITS } from '@academy/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export type SpeechState = 'idle' | 'playing' | 'paused' | 'error';
export type SpeakOptions = { rate?: number; pitch?: number; volume?: number; voice?: string };

export type Speech = {
  state: SpeechState;
  speak: (text: string, options?: SpeakOptions) => void;
  pause: () => void;
  resume: () => void;
  cancel: () => void;
  supported: boolean;
};

function synth(): SpeechSynthesis | null {
  return typeof window !== 'undefined' &&
    'speechSynthesis' in window &&
    typeof SpeechSynthesisUtterance !== 'undefined'
    ? window.speechSynthesis
    : null;
}

/** Splits text into pieces of at most `max` characters, at sentence or word ends where possible. */
function chunk(text: string, max: number = LIMITS.speechChunk): string[] {
  const pieces: string[] = [];
  let rest = text.replace(/\s+/g, ' ').trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    const cut = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
    const at = cut > 0 ? cut + 1 : window.lastIndexOf(' ') > 0 ? window.lastIndexOf(' ') : max;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

export function useSpeech(): Speech {
  const [state, setState] = useState<SpeechState>('idle');
  const generation = useRef(0);
  const supported = synth() !== null;

  const cancel = useCallback(() => {
    generation.current += 1;
    synth()?.cancel();
    setState('idle');
  }, []);

  const speak = useCallback((text: string, options: SpeakOptions = {}) => {
    const engine = synth();
    if (!engine) {
      setState('error');
      return;
    }
    generation.current += 1;
    const mine = generation.current;
    engine.cancel();
    const pieces = chunk(text);
    if (pieces.length === 0) return;
    pieces.forEach((piece, index) => {
      const utterance = new SpeechSynthesisUtterance(piece);
      utterance.rate = options.rate ?? 1;
      utterance.pitch = options.pitch ?? 1;
      utterance.volume = options.volume ?? 1;
      if (index === pieces.length - 1) {
        utterance.onend = () => {
          if (generation.current === mine) setState('idle');
        };
      }
      utterance.onerror = () => {
        if (generation.current === mine) setState('error');
      };
      engine.speak(utterance);
    });
    setState('playing');
  }, []);

  const pause = useCallback(() => {
    synth()?.pause();
    setState((current) => (current === 'playing' ? 'paused' : current));
  }, []);

  const resume = useCallback(() => {
    synth()?.resume();
    setState((current) => (current === 'paused' ? 'playing' : current));
  }, []);

  // Leaving the page stops reading.
  useEffect(() => () => synth()?.cancel(), []);

  return { state, speak, pause, resume, cancel, supported };
}
