import { PauseIcon, PlayIcon, SquareIcon, Volume2Icon } from 'lucide-react';
import { useId, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { HighlightedText } from '@/features/speech/components/highlighted-text';
import { previewText, SAMPLE_TEXTS } from '@/features/speech/utils/sample-texts';
import { DEFAULT_VOICE, SPEECH_VOICES, useSpeech, type VoiceId } from '@/lib/speech';

const voiceLabel = (id: VoiceId) =>
  `${id} (${SPEECH_VOICES.find((option) => option.id === id)?.label ?? ''})`;

/** Speech settings: speed 0.5-2 (default 1); pitch -0.5..0.5 (default 0), applied as 1 plus the value. */
export const DEMO_SPEED = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;
export const DEMO_PITCH = { min: -0.5, max: 0.5, step: 0.1, default: 0 } as const;

const rangeClass = 'w-full accent-primary';

export function TtsDemo() {
  const speech = useSpeech();
  const [text, setText] = useState<string>(SAMPLE_TEXTS[0].text);
  const [voice, setVoice] = useState<VoiceId>(DEFAULT_VOICE);
  const [speed, setSpeed] = useState<number>(DEMO_SPEED.default);
  const [pitch, setPitch] = useState<number>(DEMO_PITCH.default);
  const ids = { text: useId(), voice: useId(), speed: useId(), pitch: useId() };

  const reading = speech.state === 'playing' || speech.state === 'paused';
  const blank = text.trim().length === 0;

  const toggle = () => {
    if (reading) speech.cancel();
    else speech.speak(text, { voice, rate: speed, pitch: Math.round((1 + pitch) * 10) / 10 });
  };

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[2fr_1fr]">
      <Card>
        <CardHeader>
          <h2 className="font-semibold leading-none">Read text aloud</h2>
          <CardDescription>Type or paste any text, or pick a sample, then press Read Aloud.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {!speech.supported ? <Alert variant="destructive">Speech synthesis not supported</Alert> : null}
          <div className="grid gap-2">
            <Label htmlFor={ids.text}>Text to read</Label>
            <Textarea
              id={ids.text}
              rows={7}
              value={text}
              onChange={(event) => setText(event.target.value)}
              readOnly={reading}
            />
          </div>
          <div className="grid gap-5 sm:grid-cols-3">
            <div className="grid gap-2">
              <Label htmlFor={ids.voice}>Voice</Label>
              <Select value={voice} onValueChange={(value) => setVoice(value as VoiceId)}>
                <SelectTrigger id={ids.voice}>
                  {/* Spelled out, not taken from the open list: the prerendered page shows it too. */}
                  <SelectValue>{voiceLabel(voice)}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {SPEECH_VOICES.map((option) => (
                    <SelectItem key={option.id} value={option.id}>
                      {voiceLabel(option.id)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.speed}>Speed: {speed.toFixed(1)}x</Label>
              <input
                id={ids.speed}
                type="range"
                className={rangeClass}
                min={DEMO_SPEED.min}
                max={DEMO_SPEED.max}
                step={DEMO_SPEED.step}
                value={speed}
                onChange={(event) => setSpeed(Number(event.target.value))}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.pitch}>
                Pitch: {pitch > 0 ? '+' : ''}
                {pitch.toFixed(1)}
              </Label>
              <input
                id={ids.pitch}
                type="range"
                className={rangeClass}
                min={DEMO_PITCH.min}
                max={DEMO_PITCH.max}
                step={DEMO_PITCH.step}
                value={pitch}
                onChange={(event) => setPitch(Number(event.target.value))}
              />
            </div>
          </div>
          <div className="flex flex-wrap gap-3">
            <Button onClick={toggle} disabled={!speech.supported || (blank && !reading)}>
              {reading ? <SquareIcon aria-hidden="true" /> : <Volume2Icon aria-hidden="true" />}
              {reading ? 'Stop' : 'Read Aloud'}
            </Button>
            {reading ? (
              <Button variant="outline" onClick={speech.state === 'playing' ? speech.pause : speech.resume}>
                {speech.state === 'playing' ? (
                  <PauseIcon aria-hidden="true" />
                ) : (
                  <PlayIcon aria-hidden="true" />
                )}
                {speech.state === 'playing' ? 'Pause' : 'Resume'}
              </Button>
            ) : null}
          </div>
          {speech.state === 'error' && speech.errorCode !== 'not-supported' ? (
            <Alert variant="destructive">Speech error: {speech.errorCode}</Alert>
          ) : null}
          <p className="sr-only" role="status">
            {speech.state === 'playing' ? 'Reading aloud' : speech.state === 'paused' ? 'Paused' : ''}
          </p>
          {reading ? (
            <section aria-label="Now reading" className="rounded-lg border bg-muted/40 p-4 text-sm leading-7">
              <HighlightedText text={speech.text} range={speech.currentRange} />
            </section>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <h2 className="font-semibold leading-none">Sample texts</h2>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3">
            {SAMPLE_TEXTS.map((sample) => (
              <li key={sample.title}>
                <button
                  type="button"
                  className="w-full rounded-md border p-3 text-left text-sm hover:bg-accent disabled:opacity-50"
                  onClick={() => setText(sample.text)}
                  disabled={reading}
                >
                  <span className="block font-medium">{sample.title}</span>
                  <span className="mt-1 block text-muted-foreground">{previewText(sample.text)}</span>
                </button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
