import { randomBytes } from 'node:crypto';
import os from 'node:os';

/** This process's id as a job lease owner (host, pid and a random part: unique across restarts). */
export const WORKER_ID = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
