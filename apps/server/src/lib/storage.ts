import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { AppConfig, StorageConfig } from '../config.ts';

/**
 * Where uploaded and generated files live (curriculum documents, PDF reports, data exports). Files are
 * private: nothing serves them directly; routes read them through this interface after checking who asks.
 * Drivers: local disk under DATA_DIR/files (the default) and an S3-compatible bucket (when configured).
 */
export interface FileStorage {
  readonly driver: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes as a stream, or null when there is no such file. */
  get(key: string): Promise<{ body: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are ours (e.g. `docs/<owner>/<uuid>.pdf`): refuse anything that could leave the storage root. */
export function assertSafeKey(key: string): void {
  if (
    key.length === 0 ||
    key.length > 512 ||
    key.startsWith('/') ||
    key.split('/').some((p) => p === '..' || p === '')
  ) {
    throw new Error(`unsafe storage key: ${key.slice(0, 80)}`);
  }
}

export function localStorage(root: string): FileStorage {
  const file = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    driver: 'local',
    async put(key, body) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body, { mode: 0o600 });
    },
    async get(key) {
      const target = file(key);
      try {
        const info = await stat(target);
        return { body: createReadStream(target), size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

/** S3-compatible object storage (AWS S3, MinIO, Garage, Ceph...): one private bucket, keys as given. */
export function s3Storage(options: Extract<StorageConfig, { driver: 's3' }>): FileStorage & {
  close(): void;
} {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  const missing = (err: unknown) => {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
  };
  return {
    driver: 's3',
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) return null;
        return { body: res.Body as Readable, size: res.ContentLength ?? 0 };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        if (!missing(err)) throw err;
      }
    },
    close() {
      client.destroy();
    },
  };
}

/** The storage the configuration names: local disk under DATA_DIR/files, or the S3 bucket. */
export function createStorage(
  config: Pick<AppConfig, 'dataDir' | 'storage'>,
): FileStorage & { close?: () => void } {
  return config.storage.driver === 's3'
    ? s3Storage(config.storage)
    : localStorage(path.join(config.dataDir, 'files'));
}
