import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration', () => {
  it('resolves a relative DATA_DIR against the directory the command was typed in (npm INIT_CWD)', () => {
    expect(loadConfig({ INIT_CWD: '/srv/academy' }).dataDir).toBe(path.resolve('/srv/academy/data'));
    expect(loadConfig({ INIT_CWD: '/srv/academy', DATA_DIR: 'school' }).dataDir).toBe('/srv/academy/school');
    expect(loadConfig({ DATA_DIR: '/var/lib/academy' }).dataDir).toBe('/var/lib/academy');
  });

  it('fails fast with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});
