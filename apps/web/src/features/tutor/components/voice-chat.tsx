import { DEFAULT_AGENT } from '@academy/shared';
import { MicIcon, MicOffIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useSpeechRecognition } from '@/features/tutor/hooks/use-speech-recognition';
import { useTutorChat } from '@/features/tutor/hooks/use-tutor-chat';
import { useSpeech } from '@/lib/speech';
import { TUTOR_STRINGS } from '@/features/tutor/utils/strings';

import { MessageMarkdown } from './message-markdown';

/**
 * Voice Mode: the browser's speech recognition hears the question, the tutor answers it (streamed onto the
 * page) and the answer is read aloud. Where there is no speech recognition it says so.
 */
export function VoiceChat({ onAuthRequired }: { onAuthRequired?: () => void }) {
  const speech = useSpeech();
  const chat = useTutorChat({
    agent: DEFAULT_AGENT,
    tutorName: 'AGI Assistant',
    onReply: (reply) => {
      if (speech.supported) speech.speak(reply.replace(/[*_#`$>~|]/g, ''));
    },
    onAuthRequired,
  });
  const recognition = useSpeechRecognition({
    onResult: (question) => {
      speech.cancel();
      chat.send(question);
    },
  });

  if (!recognition.supported) {
    return <p className="rounded-md border bg-muted/40 p-3 text-sm">{TUTOR_STRINGS.noSpeechRecognition}</p>;
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        {recognition.listening ? (
          <Button variant="destructive" onClick={recognition.stop}>
            <MicOffIcon aria-hidden="true" />
            {TUTOR_STRINGS.stopListening}
          </Button>
        ) : (
          <Button onClick={recognition.start} disabled={chat.streaming}>
            <MicIcon aria-hidden="true" />
            {TUTOR_STRINGS.startVoiceChat}
          </Button>
        )}
        {chat.streaming ? (
          <Button variant="outline" onClick={chat.stop}>
            Stop
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-muted-foreground">
        {recognition.listening ? TUTOR_STRINGS.listening : ''}
        {recognition.error ? `Speech recognition error: ${recognition.error}` : ''}
      </p>
      {chat.messages.length > 0 ? (
        <ul className="grid gap-3" aria-label="Voice conversation">
          {chat.messages.map((message) => (
            <li key={message.id} className="rounded-md border p-3">
              <p className="text-sm font-medium">{message.role === 'user' ? 'You asked' : 'Tutor'}</p>
              {message.role === 'user' ? (
                <p className="whitespace-pre-wrap">{message.content}</p>
              ) : message.content === '' ? (
                <p className="text-muted-foreground italic">{TUTOR_STRINGS.thinking}</p>
              ) : (
                <MessageMarkdown content={message.content} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
