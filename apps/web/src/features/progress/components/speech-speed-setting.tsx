import { PRACTICE_LIMITS } from '@academy/shared/practice';
import { useRef, useState } from 'react';
import { toast } from 'sonner';

import { Label } from '@/components/ui/label';
import { usePreferences, useSavePreferences } from '@/features/progress/api/preferences';
import { getErrorMessage } from '@/lib/api-client';

/** Accessibility settings: the speech speed, saved to the profile and used by every read-aloud. */
export function SpeechSpeedSetting({ userId }: { userId: string }) {
  const prefs = usePreferences(userId);
  const save = useSavePreferences(userId);
  const [draft, setDraft] = useState<number | null>(null);
  const value = draft ?? prefs.data?.speech_rate ?? 1;
  // One save at a time, and the last value asked for is the one saved: two quick key presses used to send two saves
  // at once, and whichever the server finished last won (a faster 1.1 could overwrite a later 1.2).
  const saving = useRef(false);
  const wanted = useRef<number | null>(null);
  const send = (rate: number) => {
    saving.current = true;
    save.mutate(
      { speech_rate: rate },
      {
        onSuccess: () => {
          saving.current = false;
          const next = wanted.current;
          if (next !== null && next !== rate) {
            send(next);
            return;
          }
          wanted.current = null;
          setDraft((d) => (d === rate ? null : d));
          toast.success('Speech speed saved');
        },
        onError: (error) => {
          saving.current = false;
          wanted.current = null;
          toast.error('Could not save the speech speed', { description: getErrorMessage(error) });
        },
      },
    );
  };
  const commit = () => {
    if (draft === null || draft === prefs.data?.speech_rate) return;
    wanted.current = draft;
    if (!saving.current) send(draft);
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor="speech-speed">Speech speed: {value.toFixed(1)}×</Label>
      <input
        id="speech-speed"
        type="range"
        min={PRACTICE_LIMITS.speechRateMin}
        max={PRACTICE_LIMITS.speechRateMax}
        step={0.1}
        value={value}
        disabled={prefs.isPending}
        onChange={(event) => setDraft(Number(event.target.value))}
        onPointerUp={commit}
        onKeyUp={commit}
        onBlur={commit}
        className="w-full accent-primary"
      />
      <p className="text-xs text-muted-foreground">Used whenever the app reads text aloud to you.</p>
    </div>
  );
}
