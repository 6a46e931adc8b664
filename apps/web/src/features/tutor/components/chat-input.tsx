import { LIMITS, MESSAGES } from '@academy/shared';
import { SendIcon, SquareIcon } from 'lucide-react';
import { useId, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

function tooLong() {
  toast.error(MESSAGES.messageTooLongTitle, { description: MESSAGES.messageTooLong });
}

/**
 * The message box: at most 2000 characters (with a counter), Enter sends, Shift+Enter adds a line.
 * A paste that would go over the limit is cut by the browser and explained with the 'Message too long' toast.
 */
export function ChatInput({
  onSend,
  onStop,
  streaming,
}: {
  /** Returns true when the message was accepted (the box is then cleared). */
  onSend: (text: string) => boolean;
  onStop: () => void;
  streaming: boolean;
}) {
  const [value, setValue] = useState('');
  const id = useId();
  const counterId = `${id}-counter`;

  function submit() {
    if (streaming) return;
    if (value.length > LIMITS.tutorMessageMax) {
      tooLong();
      return;
    }
    if (onSend(value)) setValue('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const pasted = event.clipboardData.getData('text');
    const { selectionStart, selectionEnd } = event.currentTarget;
    const length = value.length - Math.abs(selectionEnd - selectionStart) + pasted.length;
    if (length > LIMITS.tutorMessageMax) tooLong();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-2">
      <Label htmlFor={id}>Your message</Label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        maxLength={LIMITS.tutorMessageMax}
        rows={3}
        placeholder="Ask your tutor a question... (Enter to send, Shift+Enter for a new line)"
        aria-describedby={counterId}
      />
      <div className="flex items-center justify-between gap-3">
        <span id={counterId} className="text-sm text-muted-foreground">
          {value.length}/{LIMITS.tutorMessageMax}
        </span>
        <div className="flex gap-2">
          {streaming ? (
            <Button type="button" variant="outline" onClick={onStop}>
              <SquareIcon aria-hidden="true" />
              Stop
            </Button>
          ) : null}
          <Button type="submit" disabled={streaming || value.trim() === ''}>
            <SendIcon aria-hidden="true" />
            Send
          </Button>
        </div>
      </div>
    </form>
  );
}
