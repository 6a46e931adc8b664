/** The voice choices of SPEC section 9; 'alloy' is the default. */
export const SPEECH_VOICES = [
  { id: 'alloy', label: 'Alloy (Neutral)' },
  { id: 'echo', label: 'Echo (Male)' },
  { id: 'fable', label: 'Fable (British)' },
  { id: 'onyx', label: 'Onyx (Deep)' },
  { id: 'nova', label: 'Nova (Young)' },
  { id: 'shimmer', label: 'Shimmer (Soft)' },
] as const;

export type SpeechVoiceId = (typeof SPEECH_VOICES)[number]['id'];

export const SPEECH_RATE = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;
