import { Switch } from 'radix-ui';
import { useId } from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { SPEECH_LIMITS, SPEECH_VOICES, type VoiceId } from '@/lib/speech';

const SPEECH_RATE = SPEECH_LIMITS.rate;
import { TUTOR_STRINGS } from '@/features/tutor/utils/strings';

export type SpeechSettingsValue = { enabled: boolean; rate: number; voice: VoiceId };

export const DEFAULT_SPEECH_SETTINGS: SpeechSettingsValue = {
  enabled: false,
  rate: SPEECH_RATE.default,
  voice: SPEECH_VOICES[0].id,
};

/** Read replies aloud on/off, speaking rate and voice. */
export function SpeechSettings({
  value,
  onChange,
  supported,
}: {
  value: SpeechSettingsValue;
  onChange: (next: SpeechSettingsValue) => void;
  supported: boolean;
}) {
  const id = useId();
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Speech settings</legend>
      {supported ? null : <p className="text-sm text-muted-foreground">{TUTOR_STRINGS.speechNotSupported}</p>}
      <div className="flex items-center gap-2">
        <Switch.Root
          id={`${id}-on`}
          checked={value.enabled}
          onCheckedChange={(enabled) => onChange({ ...value, enabled })}
          disabled={!supported}
          className="peer inline-flex h-5 w-9 shrink-0 items-center rounded-full bg-input transition-colors focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-primary"
        >
          <Switch.Thumb className="block size-4 translate-x-0.5 rounded-full bg-background shadow transition-transform data-[state=checked]:translate-x-4" />
        </Switch.Root>
        <Label htmlFor={`${id}-on`}>Read replies aloud</Label>
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-rate`}>Speech rate: {value.rate.toFixed(1)}</Label>
        <input
          id={`${id}-rate`}
          type="range"
          min={SPEECH_RATE.min}
          max={SPEECH_RATE.max}
          step={SPEECH_RATE.step}
          value={value.rate}
          disabled={!supported}
          onChange={(event) => onChange({ ...value, rate: Number(event.target.value) })}
          className="accent-primary"
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-voice`}>Voice</Label>
        <Select
          value={value.voice}
          onValueChange={(voice) => onChange({ ...value, voice: voice as VoiceId })}
          disabled={!supported}
        >
          <SelectTrigger id={`${id}-voice`} className="w-48">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SPEECH_VOICES.map((voice) => (
              <SelectItem key={voice.id} value={voice.id}>
                {`${voice.id[0]!.toUpperCase()}${voice.id.slice(1)} (${voice.label})`}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </fieldset>
  );
}
