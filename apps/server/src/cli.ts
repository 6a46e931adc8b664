/**
 * Command-line entry for batch use and evaluation: `npm run cli -- <command>`.
 * Each command reads JSON Lines on standard input and writes JSON Lines on standard output.
 *
 *   solve     {"question": "..."}  ->  {"question", "answer", "steps": [...]}  (answer null when not understood)
 *   moderate  {"text": "..."}      ->  {"text", "flagged", "category", "severity"}
 *   grade     {"prompt", "reference_answer"?, "answer", "max_points"?}  ->  {"prompt", "answer", "score", "max_points", "verdict", "reason"}
 */
import { createInterface } from 'node:readline';

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

async function solveCommand(): Promise<Command> {
  // Loaded on demand: the math engine warms mathjs up, which the other commands do not need.
  const { solve } = await import('./engines/tutor/math/index.ts');
  return (lines) => solveLines(lines, solve);
}

async function* solveLines(
  lines: AsyncIterable<string>,
  solve: (question: string) => { answer: string | null; steps: string[] },
): AsyncIterable<string> {
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

/** Each command is loaded before standard input is read, so no input is lost while it loads. */
const commands: Record<string, () => Promise<Command>> = {
  solve: solveCommand,
  moderate: async () => (await import('./engines/moderation/cli.ts')).moderateLines,
  grade: async () => (await import('./engines/grading/cli.ts')).gradeLines,
};

async function main(): Promise<number> {
  const name = process.argv[2];
  const load = name ? commands[name] : undefined;
  if (!load) {
    process.stderr.write(
      `Usage: npm run cli -- <${Object.keys(commands).join('|')}>  (JSON Lines on stdin)\n`,
    );
    return 2;
  }
  const command = await load();
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const out of command(rl)) process.stdout.write(`${out}\n`);
  return 0;
}

process.exitCode = await main();
