import { describe, expect, it } from 'vitest';

import { SseParser } from '@/lib/sse-parser';

describe('SseParser', () => {
  it('parses named events and data split across arbitrary chunks', () => {
    const parser = new SseParser();
    const stream = 'event: ready\ndata: {}\n\nevent: change\ndata: {"channel":"sessions:1"}\n\n';
    const messages = [];
    for (let i = 0; i < stream.length; i += 7) messages.push(...parser.feed(stream.slice(i, i + 7)));
    expect(messages).toEqual([
      { event: 'ready', data: '{}', id: undefined },
      { event: 'change', data: '{"channel":"sessions:1"}', id: undefined },
    ]);
  });

  it('joins multi-line data, keeps the last id and handles CRLF split between chunks', () => {
    const parser = new SseParser();
    expect(parser.feed('id: 7\r\ndata: line one\r')).toEqual([]);
    expect(parser.feed('\ndata: line two\r\n\r\n')).toEqual([
      { event: 'message', data: 'line one\nline two', id: '7' },
    ]);
  });

  it('counts heartbeat comments without dispatching anything', () => {
    const parser = new SseParser();
    expect(parser.feed(': heartbeat\n\n: heartbeat\n\n')).toEqual([]);
    expect(parser.comments).toBe(2);
  });

  it('ignores unknown fields, reads retry, and holds an incomplete message until its blank line', () => {
    const parser = new SseParser();
    expect(parser.feed('retry: 3000\nfoo: bar\ndata: partial')).toEqual([]);
    expect(parser.retry).toBe(3000);
    expect(parser.feed('\n')).toEqual([]);
    expect(parser.feed('\n')).toEqual([{ event: 'message', data: 'partial', id: undefined }]);
  });

  it('does not dispatch an unnamed message without data', () => {
    const parser = new SseParser();
    expect(parser.feed('id: 1\n\n')).toEqual([]);
  });
});
