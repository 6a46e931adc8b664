import { DEFAULT_SUBJECT, type AgentId, type CurrentSession, type Profile } from '@academy/shared';
import { RotateCcwIcon, VolumeXIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/full-page-spinner';
import { useCompleteSession } from '@/features/tutor/api/complete-session';
import { useCurrentSession } from '@/features/tutor/api/get-current-session';
import { useTutorChat } from '@/features/tutor/hooks/use-tutor-chat';
import { speech as speechController, useSpeech } from '@/lib/speech';
import { chooseChatSetup, topicMessage, type TutorStartState } from '@/features/tutor/utils/start-state';
import { TUTOR_STRINGS } from '@/features/tutor/utils/strings';
import { getErrorMessage } from '@/lib/api-client';

import { AgentSelect } from './agent-select';
import { ChatInput } from './chat-input';
import { MessageList } from './message-list';
import { DEFAULT_SPEECH_SETTINGS, SpeechSettings, type SpeechSettingsValue } from './speech-settings';

/** Markdown and math markers read badly aloud. */
function speakable(text: string): string {
  return text
    .replace(/\$\$?([^$]*)\$\$?/g, '$1')
    .replace(/[*_#`>~|]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

type TutorChatProps = {
  userId: string;
  profile?: Profile;
  start: TutorStartState;
  /** The topic has been sent: drop it from the navigation state so a reload does not send it again. */
  onTopicSent?: () => void;
  onAuthRequired?: () => void;
};

/** /student/tutor: loads the open session (so a reload restores it), then the chat. */
export function TutorChat(props: TutorChatProps) {
  const current = useCurrentSession(props.userId);
  if (current.isPending) return <FullPageSpinner label="Loading your tutor..." />;
  if (current.isError) {
    return (
      <Alert variant="destructive" className="flex items-center justify-between gap-3">
        <span>Error loading your session: {getErrorMessage(current.error)}</span>
        <Button variant="outline" size="sm" onClick={() => void current.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  }
  return <ChatSession current={current.data} {...props} />;
}

function ChatSession({
  current,
  start,
  profile,
  onTopicSent,
  onAuthRequired,
}: TutorChatProps & { current: CurrentSession }) {
  // Chosen once: later changes of the navigation state (dropping the topic) or refetches keep the chat.
  const [setup] = useState(() => chooseChatSetup(current, start));
  const [agent, setAgent] = useState<AgentId>(setup.agent);
  const [speechSettings, setSpeechSettings] = useState<SpeechSettingsValue>(() => ({
    ...DEFAULT_SPEECH_SETTINGS,
    // The speech speed saved on the student dashboard.
    rate: speechController.getDefaultRate(),
  }));
  const speech = useSpeech();
  const complete = useCompleteSession();
  const chat = useTutorChat({
    initialSessionId: setup.sessionId,
    initialMessages: setup.messages,
    agent,
    subject: setup.subject,
    tutorName: setup.tutorName,
    onReply: (reply) => {
      if (speechSettings.enabled && speech.supported) {
        speech.speak(speakable(reply), { rate: speechSettings.rate, voice: speechSettings.voice });
      }
    },
    onAuthRequired,
  });

  // A topic chosen on the enrichment page is sent as the first message. Scheduled so that StrictMode's
  // mount-unmount-mount in development sends it once; the flag lives in a ref.
  const topicSent = useRef(false);
  const { send } = chat;
  useEffect(() => {
    if (!setup.topic || topicSent.current) return;
    const timer = setTimeout(() => {
      topicSent.current = true;
      send(topicMessage(setup.topic ?? ''));
      onTopicSent?.();
    }, 0);
    return () => clearTimeout(timer);
  }, [setup.topic, send, onTopicSent]);

  function newSession() {
    speech.cancel();
    const id = chat.sessionId;
    if (!id) {
      chat.reset();
      return;
    }
    chat.stop();
    complete.mutate(id, {
      onSuccess: () => chat.reset(),
      onError: (error) => toast.error(TUTOR_STRINGS.errorTitle, { description: getErrorMessage(error) }),
    });
  }

  const firstName = profile?.full_name?.trim().split(/\s+/)[0];
  const title = setup.tutorName ?? 'AI Tutor';
  const subject = setup.subject ?? DEFAULT_SUBJECT;

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-2 text-muted-foreground">{subject}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <Card className="order-2 lg:order-1">
          <CardContent className="grid gap-4">
            <MessageList
              messages={chat.messages}
              streaming={chat.streaming}
              emptyText={`${firstName ? `Hi ${firstName}! ` : ''}Ask a question to get started. Your tutor will help you think it through, one step at a time.`}
            />
            <ChatInput onSend={chat.send} onStop={chat.stop} streaming={chat.streaming} />
          </CardContent>
        </Card>
        <aside className="order-1 grid content-start gap-4 lg:order-2" aria-label="Tutor settings">
          <AgentSelect value={agent} onChange={setAgent} disabled={chat.streaming} />
          <SpeechSettings value={speechSettings} onChange={setSpeechSettings} supported={speech.supported} />
          <Button variant="outline" onClick={newSession} disabled={complete.isPending}>
            <RotateCcwIcon aria-hidden="true" />
            New session
          </Button>
          {speech.state === 'playing' || speech.state === 'paused' ? (
            <Button variant="outline" onClick={speech.cancel}>
              <VolumeXIcon aria-hidden="true" />
              Stop reading
            </Button>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
