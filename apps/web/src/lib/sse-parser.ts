/** One dispatched Server-Sent Events message (WHATWG HTML "event stream interpretation"). */
export type SseMessage = { event: string; data: string; id: string | undefined };

/**
 * Incremental SSE parser: feed it decoded text chunks in any split; it returns the messages completed
 * by each chunk. Comment lines (": heartbeat") are counted in `comments` but dispatch nothing.
 */
export class SseParser {
  private buffer = '';
  private eventType = '';
  private dataLines: string[] = [];
  private lastEventId: string | undefined;
  private pendingCr = false;
  comments = 0;
  retry: number | undefined;

  feed(chunk: string): SseMessage[] {
    const messages: SseMessage[] = [];
    let text = chunk;
    // A CR at the end of the previous chunk may be the first half of CRLF.
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;

    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const char = this.buffer[i];
      if (char !== '\n' && char !== '\r') continue;
      const line = this.buffer.slice(start, i);
      if (char === '\r') {
        if (i + 1 < this.buffer.length) {
          if (this.buffer[i + 1] === '\n') i++;
        } else {
          this.pendingCr = true;
        }
      }
      start = i + 1;
      const message = this.processLine(line);
      if (message) messages.push(message);
    }
    this.buffer = this.buffer.slice(start);
    return messages;
  }

  private processLine(line: string): SseMessage | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) {
      this.comments++;
      return null;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.dataLines.push(value);
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventId = value;
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retry = Number(value);
        break;
      default:
        break;
    }
    return null;
  }

  private dispatch(): SseMessage | null {
    const hasData = this.dataLines.length > 0;
    const message: SseMessage = {
      event: this.eventType || 'message',
      data: this.dataLines.join('\n'),
      id: this.lastEventId,
    };
    this.eventType = '';
    this.dataLines = [];
    // Per spec a message with no data lines is not dispatched, except we keep named events (e.g. `ready`).
    return hasData || message.event !== 'message' ? message : null;
  }
}
