/**
 * `npm run cli -- moderate`: JSON Lines in, JSON Lines out, one line per input line.
 *   {"text": "..."}  ->  {"text": "...", "flagged": true, "category": "self_harm", "severity": "high"}
 *   not JSON / no "text" string  ->  {"error": "..."}
 * Blank lines are skipped. Offline engine only. Runnable directly too:
 *   node --import tsx apps/server/src/engines/moderation/cli.ts < messages.jsonl
 */
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { moderateSync } from './moderate.ts';

export function moderateLine(line: string): string | null {
  if (!line.trim()) return null;
  let input: unknown;
  try {
    input = JSON.parse(line);
  } catch {
    return JSON.stringify({
      error: 'Each line must be a JSON object like {"text": "..."}: this line is not valid JSON.',
    });
  }
  const text = typeof input === 'object' && input !== null ? (input as { text?: unknown }).text : undefined;
  if (typeof text !== 'string')
    return JSON.stringify({ error: 'Each line must be a JSON object with a "text" string.' });
  const r = moderateSync(text, { role: 'student' });
  return JSON.stringify({ text, flagged: r.flagged, category: r.category, severity: r.severity });
}

export async function* moderateLines(lines: AsyncIterable<string>): AsyncIterable<string> {
  for await (const line of lines) {
    const out = moderateLine(line);
    if (out !== null) yield out;
  }
}

/** Reads stdin, writes stdout (used by the `moderate` CLI command). */
export async function runModerateCli(
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  const rl = createInterface({ input, crlfDelay: Infinity });
  for await (const line of moderateLines(rl)) output.write(`${line}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runModerateCli();
}
