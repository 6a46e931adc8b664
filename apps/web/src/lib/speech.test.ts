import { describe, expect, it } from 'vitest';

import { chunkRanges, chunkText, createSpeechController, pickVoice, type VoiceLike } from '@/lib/speech';

describe('chunkText', () => {
  it('reads one sentence per chunk, in order, without the spaces between them', () => {
    expect(chunkText('Hello there. How are you? I am fine!  "Great," she said.')).toEqual([
      'Hello there.',
      'How are you?',
      'I am fine!',
      '"Great," she said.',
    ]);
  });

  it('does not end a sentence inside a number or an abbreviation followed by a comma', () => {
    expect(chunkText('Pi is about 3.14, e.g., a bit more than 3. Next.')).toEqual([
      'Pi is about 3.14, e.g., a bit more than 3.',
      'Next.',
    ]);
  });

  it('ends a sentence at a line break and keeps closing quotes with their sentence', () => {
    expect(chunkText('Title\nShe asked "why?" Then left.')).toEqual([
      'Title',
      'She asked "why?"',
      'Then left.',
    ]);
  });

  it('splits a sentence longer than 200 characters at word boundaries, each chunk at most 200', () => {
    const words = Array.from({ length: 80 }, (_, i) => `word${i}`);
    const sentence = `${words.join(' ')}.`;
    const chunks = chunkText(sentence);
    expect(chunks.length).toBeGreaterThan(2);
    expect(chunks.every((chunk) => chunk.length <= 200)).toBe(true);
    // No word is cut: joining the chunks with spaces gives the sentence back.
    expect(chunks.join(' ')).toBe(sentence);
  });

  it('cuts a single word longer than the limit', () => {
    expect(chunkText('x'.repeat(450))).toEqual(['x'.repeat(200), 'x'.repeat(200), 'x'.repeat(50)]);
  });

  it('honours a smaller limit and returns nothing for blank text', () => {
    expect(chunkText('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(chunkText('   \n  ')).toEqual([]);
  });

  it('gives each chunk its exact range in the original text', () => {
    const text = '  First one.   Second one?\nThird';
    for (const chunk of chunkRanges(text)) expect(text.slice(chunk.start, chunk.end)).toBe(chunk.text);
    expect(chunkRanges(text).map((chunk) => chunk.start)).toEqual([2, 15, 27]);
  });
});

const voice = (name: string, lang: string, isDefault = false): VoiceLike => ({
  name,
  lang,
  default: isDefault,
});

describe('pickVoice', () => {
  const macVoices = [
    voice('Thomas', 'fr-FR', true),
    voice('Samantha', 'en-US'),
    voice('Daniel', 'en-GB'),
    voice('Fred', 'en-US'),
    voice('Alex', 'en-US'),
    voice('Junior', 'en-US'),
    voice('Whisper', 'en-US'),
  ];

  it('maps each voice to the best matching English system voice', () => {
    expect(pickVoice('echo', macVoices)?.name).toMatch(/^(Fred|Alex)$/);
    expect(pickVoice('fable', macVoices)?.name).toBe('Daniel');
    expect(pickVoice('onyx', macVoices)?.name).toBe('Fred');
    expect(pickVoice('nova', macVoices)?.name).toBe('Junior');
    expect(pickVoice('shimmer', macVoices)?.name).toBe('Whisper');
  });

  it('gives alloy the default English voice, and prefers English over a non-English default', () => {
    expect(
      pickVoice('alloy', [voice('Anna', 'de-DE', true), voice('Google US English', 'en-US')])?.name,
    ).toBe('Google US English');
    expect(pickVoice('alloy', [voice('Karen', 'en-AU'), voice('Moira', 'en-IE', true)])?.name).toBe('Moira');
  });

  it('maps the Windows voices by gender and region', () => {
    const windows = [
      voice('Microsoft David - English (United States)', 'en-US', true),
      voice('Microsoft Zira - English (United States)', 'en-US'),
      voice('Microsoft Hazel - English (United Kingdom)', 'en-GB'),
    ];
    expect(pickVoice('echo', windows)?.name).toContain('David');
    expect(pickVoice('shimmer', windows)?.name).toMatch(/Zira|Hazel/);
    expect(pickVoice('fable', windows)?.name).toContain('Hazel');
  });

  it('falls back to something when nothing matches, and to null when there are no voices', () => {
    expect(pickVoice('fable', [voice('Anna', 'de-DE')])?.name).toBe('Anna');
    expect(pickVoice('unknown-voice', [voice('Anna', 'de-DE')])?.name).toBe('Anna');
    expect(pickVoice('alloy', [])).toBeNull();
  });
});

/** A stand-in for the browser's engine (happy-dom has none): it records what it was asked to say. */
function fakeEngine(voices: VoiceLike[] = []) {
  const spoken: SpeechSynthesisUtterance[] = [];
  const calls: string[] = [];
  const synth = {
    speak: (utterance: SpeechSynthesisUtterance) => {
      spoken.push(utterance);
      utterance.onstart?.(new Event('start') as SpeechSynthesisEvent);
    },
    cancel: () => calls.push('cancel'),
    pause: () => calls.push('pause'),
    resume: () => calls.push('resume'),
    getVoices: () => voices as SpeechSynthesisVoice[],
  };
  const createUtterance = (text: string) =>
    ({ text, rate: 1, pitch: 1, volume: 1, voice: null, lang: '' }) as unknown as SpeechSynthesisUtterance;
  const finish = (index: number) => spoken[index]!.onend?.(new Event('end') as SpeechSynthesisEvent);
  const fail = (index: number, error: string) =>
    spoken[index]!.onerror?.({ error } as SpeechSynthesisErrorEvent);
  return { synth, createUtterance, spoken, calls, finish, fail };
}

describe('speech controller', () => {
  it('reads the chunks in order with the options applied, and returns to idle at the end', () => {
    const engine = fakeEngine([voice('Samantha', 'en-US'), voice('Daniel', 'en-GB')]);
    const controller = createSpeechController(engine);
    controller.speak('One. Two.', { voice: 'fable', rate: 3, pitch: 1.5, volume: 0.4 });
    expect(controller.getSnapshot()).toMatchObject({ state: 'playing', currentRange: { start: 0, end: 4 } });
    expect(engine.spoken[0]).toMatchObject({ text: 'One.', rate: 2, pitch: 1.5, volume: 0.4, lang: 'en-GB' });
    expect(engine.spoken[0]!.voice?.name).toBe('Daniel');
    engine.finish(0);
    expect(engine.spoken[1]!.text).toBe('Two.');
    expect(controller.getSnapshot().currentRange).toEqual({ start: 5, end: 9 });
    engine.finish(1);
    expect(controller.getSnapshot()).toMatchObject({ state: 'idle', currentRange: null });
  });

  it('pauses, resumes and cancels', () => {
    const engine = fakeEngine();
    const controller = createSpeechController(engine);
    controller.speak('Hello.');
    controller.pause();
    expect(controller.getSnapshot().state).toBe('paused');
    controller.resume();
    expect(controller.getSnapshot().state).toBe('playing');
    controller.cancel();
    expect(controller.getSnapshot().state).toBe('idle');
    // The interruption our cancel causes is not reported as an error.
    engine.fail(0, 'interrupted');
    expect(controller.getSnapshot().state).toBe('idle');
    expect(engine.calls).toEqual(['cancel', 'pause', 'resume', 'cancel']);
  });

  it('reports a synthesis error with its code and stops reading', () => {
    const engine = fakeEngine();
    const controller = createSpeechController(engine);
    controller.speak('One. Two.');
    engine.fail(0, 'synthesis-failed');
    expect(controller.getSnapshot()).toMatchObject({ state: 'error', errorCode: 'synthesis-failed' });
    engine.finish(0);
    expect(engine.spoken).toHaveLength(1);
  });

  it('reports not-supported where the browser has no speech synthesis', () => {
    const controller = createSpeechController({ synth: null, createUtterance: null });
    expect(controller.supported).toBe(false);
    controller.speak('Hello.');
    expect(controller.getSnapshot()).toMatchObject({ state: 'error', errorCode: 'not-supported' });
  });
});
