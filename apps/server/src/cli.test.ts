import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));

function run(
  args: string[],
  input: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

describe('cli solve', () => {
  it('answers JSON Lines, one line per question, and reports bad lines without crashing', async () => {
    const input = [
      JSON.stringify({ question: 'What is 3/4 + 1/8?' }),
      'this is not json',
      JSON.stringify({ question: 'what is photosynthesis' }),
      '',
      JSON.stringify({ question: 'solve 3x + 5 = 20' }),
      JSON.stringify({ nope: 1 }),
      JSON.stringify({ question: 'how many meters are in 3.5 km' }),
    ].join('\n');
    const { code, stdout } = await run(['solve'], input);
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(6);
    expect(lines[0]).toMatchObject({ question: 'What is 3/4 + 1/8?', answer: '7/8' });
    expect((lines[0]!.steps as string[]).length).toBeGreaterThan(1);
    expect(lines[1]!.error).toMatch(/Invalid JSON/);
    expect(lines[2]).toEqual({ question: 'what is photosynthesis', answer: null, steps: [] });
    expect(lines[3]).toMatchObject({ answer: '5' });
    expect(lines[4]!.error).toMatch(/question/);
    expect(lines[5]).toMatchObject({ answer: '3500' });
  });

  it('explains its usage for an unknown command', async () => {
    const { code, stderr } = await run(['nope'], '');
    expect(code).toBe(2);
    expect(stderr).toMatch(/Usage/);
  });
});
