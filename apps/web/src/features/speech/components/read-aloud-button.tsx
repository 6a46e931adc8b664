import { PauseIcon, PlayIcon, TriangleAlertIcon, Volume2Icon } from 'lucide-react';

import { Button, type ButtonProps } from '@/components/ui/button';
import { useSpeech, type SpeechOptions, type SpeechState } from '@/lib/speech';

export const READ_ALOUD_LABELS: Record<SpeechState, string> = {
  idle: 'Read Aloud',
  playing: 'Pause',
  paused: 'Resume',
  error: 'TTS Error',
};

const ICONS = { idle: Volume2Icon, playing: PauseIcon, paused: PlayIcon, error: TriangleAlertIcon };

/**
 * Reads `text` aloud: 'Read Aloud' starts, 'Pause' pauses, 'Resume' resumes; after an error it reads
 * 'TTS Error' and pressing it tries again. Another text being read leaves this button idle.
 */
export function ReadAloudButton({
  text,
  options,
  ...props
}: { text: string; options?: SpeechOptions } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const speech = useSpeech();
  const state: SpeechState = speech.text === text ? speech.state : 'idle';
  const Icon = ICONS[state];
  const onClick = () => {
    if (state === 'playing') speech.pause();
    else if (state === 'paused') speech.resume();
    else speech.speak(text, options);
  };
  return (
    <Button
      variant={state === 'error' ? 'destructive' : 'outline'}
      disabled={!speech.supported || !text.trim()}
      title={speech.supported ? undefined : 'Speech synthesis not supported'}
      onClick={onClick}
      {...props}
    >
      <Icon aria-hidden="true" />
      {READ_ALOUD_LABELS[state]}
    </Button>
  );
}
