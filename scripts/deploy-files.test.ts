import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * No container runtime runs here, so the Dockerfile and compose.yaml are checked as text: the Dockerfile by
 * dockerfile-utils' linter (the one behind the VS Code Docker extension) and both by the rules a deployment
 * relies on.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const dockerfileText = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const dockerfile = DockerfileParser.parse(dockerfileText);

const args = (i: Instruction) => i.getArguments().map((a) => a.getValue());

describe('Dockerfile', () => {
  it('has no lint problems', () => {
    const problems = validate(dockerfileText).map((d) => `line ${d.range.start.line + 1}: ${d.message}`);
    expect(problems).toEqual([]);
  });

  it('is checked by a linter that does report problems', () => {
    const bad = "FROM node:20\nWORKDIR app\nEXPOSE abc\nCMD ['node']\nUSER\n";
    expect(validate(bad).map((d) => d.message)).toEqual(
      expect.arrayContaining([
        'WORKDIR paths should be absolute',
        'Invalid containerPort: abc',
        'Instruction has no arguments',
      ]),
    );
  });

  const stages = dockerfile.getFROMs();
  const runtimeStart = stages.at(-1)!.getRange().start.line;
  const runtime = dockerfile.getInstructions().filter((i) => i.getRange().start.line >= runtimeStart);
  const inRuntime = (keyword: string) => runtime.filter((i) => i.getKeyword() === keyword);

  it('builds in one stage and runs from a second that copies only the build output', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const from of stages) {
      // Pinned Node 20 images: a rebuild months later gets the same major and minor version.
      expect(from.getImageName()).toBe('node');
      expect(from.getImageTag()).toMatch(/^20\.\d+-/);
    }
    const copies = inRuntime('COPY').map((i) => i.getTextContent());
    expect(copies.some((c) => c.includes('--from=build') && c.includes('apps/server/dist'))).toBe(true);
    expect(copies.some((c) => c.includes('--from=build') && c.includes('apps/web/dist'))).toBe(true);
    expect(dockerfileText).toMatch(/npm run build[\s\S]*npm prune --omit=dev/);
  });

  it('runs the compiled server as a user that is not root', () => {
    const users = inRuntime('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(args(users.at(-1)!)[0]).not.toMatch(/^(root|0)(:|$)/);
    const cmd = inRuntime('CMD').at(-1)!;
    expect(cmd.getTextContent()).toContain('apps/server/dist/server.js');
    expect(cmd.getTextContent()).not.toContain('tsx');
  });

  it('keeps DATA_DIR on a volume', () => {
    const env = inRuntime('ENV').flatMap((i) => args(i).join(' ').split(/\s+/));
    const dataDir = env.find((e) => e.startsWith('DATA_DIR='))?.split('=')[1];
    expect(dataDir).toBeTruthy();
    const volumes = inRuntime('VOLUME').flatMap((i) =>
      args(i)
        .join(' ')
        .replace(/[[\]",]/g, ' ')
        .split(/\s+/),
    );
    expect(volumes).toContain(dataDir);
  });

  it('checks health on /readyz', () => {
    const checks = inRuntime('HEALTHCHECK');
    expect(checks).toHaveLength(1);
    expect(checks[0]!.getTextContent()).toContain('/readyz');
  });
});

describe('compose.yaml (the scale-out layout)', () => {
  const compose = parse(readFileSync(path.join(ROOT, 'compose.yaml'), 'utf8'), { merge: true }) as {
    services: Record<
      string,
      { image?: string; build?: string; command?: string[]; environment?: Record<string, string> }
    >;
  };
  const services = Object.entries(compose.services);
  const academy = services.filter(([, s]) => s.build === '.');
  const web = academy.filter(([, s]) => !s.command);
  const workers = academy.filter(([, s]) => s.command?.some((c) => c.includes('worker.js')));

  it('has a PostgreSQL service that every Academy process uses', () => {
    const db = services.find(([, s]) => s.image?.startsWith('postgres:'));
    expect(db).toBeDefined();
    for (const [, s] of academy) expect(s.environment?.DATABASE_URL).toMatch(new RegExp(`@${db![0]}:5432/`));
  });

  it('runs web instances without workers and a separate worker process', () => {
    expect(web.length).toBeGreaterThanOrEqual(2);
    for (const [, s] of web) expect(s.environment?.WORKERS).toBe('false');
    expect(workers).toHaveLength(1);
  });

  it('gives every instance the same keys', () => {
    for (const key of ['JWT_PRIVATE_KEY', 'COOKIE_SECRET', 'CAPTCHA_HMAC_KEY']) {
      const values = new Set(academy.map(([, s]) => s.environment?.[key]));
      expect(values.size).toBe(1);
      expect([...values][0]).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
    }
  });
});
