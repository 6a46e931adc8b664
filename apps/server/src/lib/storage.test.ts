import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createStorage, localStorage, s3Storage, type FileStorage } from './storage.ts';

// Both drivers behind one interface, the S3 one against a real S3-compatible server (s3rver) on loopback.

async function read(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

let s3dir: string;
let localDir: string;
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  s3dir = await mkdtemp(path.join(os.tmpdir(), 'academy-s3rver-'));
  localDir = await mkdtemp(path.join(os.tmpdir(), 'academy-local-files-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: 'academy-files', configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await server.close();
  await rm(s3dir, { recursive: true, force: true });
  await rm(localDir, { recursive: true, force: true });
});

const drivers: [string, () => FileStorage][] = [
  ['local', () => localStorage(localDir)],
  [
    's3',
    () =>
      s3Storage({
        driver: 's3',
        endpoint,
        bucket: 'academy-files',
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
      }),
  ],
];

describe.each(drivers)('%s storage', (_name, make) => {
  it('stores, reads back and deletes a file; a missing file is null, deleting it twice is fine', async () => {
    const storage = make();
    await storage.put('curriculum/u1/doc.md', Buffer.from('# Unit\nHello'), 'text/markdown');
    const got = await storage.get('curriculum/u1/doc.md');
    expect(got?.size).toBe(12);
    expect(await read(got!.body)).toBe('# Unit\nHello');
    await storage.delete('curriculum/u1/doc.md');
    expect(await storage.get('curriculum/u1/doc.md')).toBeNull();
    await storage.delete('curriculum/u1/doc.md');
  });

  it('refuses keys that could leave its root', async () => {
    const storage = make();
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(/unsafe/);
    await expect(storage.get('/abs')).rejects.toThrow(/unsafe/);
  });
});

describe('configuration', () => {
  it('selects the S3 driver with STORAGE_DRIVER=s3 and names what is missing', () => {
    const config = loadConfig({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'academy',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.storage).toMatchObject({ driver: 's3', bucket: 'academy', forcePathStyle: true });
    expect(createStorage(config).driver).toBe('s3');
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET: required when STORAGE_DRIVER=s3/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'academy', S3_ACCESS_KEY_ID: 'a' })).toThrow(
      /set both, or neither/,
    );
    expect(createStorage(loadConfig({})).driver).toBe('local');
  });
});
