/**
 * Command-line entry for batch use and evaluation: `npm run cli -- <command>`.
 * Each command reads JSON Lines on standard input and writes JSON Lines on standard output.
 *
 *   solve     {"question": "..."}  ->  {"question", "answer", "steps": [...]}  (answer null when not understood)
 */
import { createInterface } from 'node:readline';
import { solve } from './ai/engine/math/index.ts';

type Command = (lines: AsyncIterable<string>) => AsyncIterable<string>;

/** Parses one JSON Lines record; an error line (as JSON text) when it is not an object. */
function parseLine(line: string): { value: Record<string, unknown> } | { error: string } {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      return { error: 'Each line must be a JSON object.' };
    return { value: value as Record<string, unknown> };
  } catch (e) {
    return { error: `Invalid JSON: ${(e as Error).message}` };
  }
}

async function* solveCommand(lines: AsyncIterable<string>): AsyncIterable<string> {
  for await (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const parsed = parseLine(line);
    if ('error' in parsed) {
      yield JSON.stringify({ error: parsed.error });
      continue;
    }
    const question = parsed.value.question;
    if (typeof question !== 'string') {
      yield JSON.stringify({ error: 'Each line needs a "question" string.' });
      continue;
    }
    const { answer, steps } = solve(question);
    yield JSON.stringify({ question, answer, steps });
  }
}

const commands: Record<string, Command> = {
  solve: solveCommand,
  // moderate: moderateCommand,  (added with the safeguard work)
};

async function main(): Promise<number> {
  const name = process.argv[2];
  const command = name ? commands[name] : undefined;
  if (!command) {
    process.stderr.write(
      `Usage: npm run cli -- <${Object.keys(commands).join('|')}>  (JSON Lines on stdin)\n`,
    );
    return 2;
  }
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const out of command(rl)) process.stdout.write(`${out}\n`);
  return 0;
}

process.exitCode = await main();
