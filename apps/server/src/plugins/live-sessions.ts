import pg from 'pg';

/** The PostgreSQL channel a trigger on auth_sessions notifies with the id of a revoked or deleted session. */
export const REVOKED_CHANNEL = 'academy_session_revoked';

const MAX_LIVE = 50_000;
const MAX_REVOKED = 50_000;
/** A revoked id is remembered this long: past it no access token of the session can still be valid. */
const REVOKED_MEMORY_MS = 2 * 3600 * 1000;

/**
 * Which auth sessions are live, without a database query per request.
 *
 * A session is checked in the database the first time this instance sees it; a live answer is remembered
 * only while the instance is listening for revocations (the trigger on auth_sessions notifies
 * REVOKED_CHANNEL on every revocation and deletion), and only when the listener was up for the whole
 * query: the memory is emptied whenever listening starts or stops, so nothing revoked while the listener
 * was down (before start-up, during a reconnect) can be remembered as live. A revocation that arrives
 * while a query is in flight wins over that query's answer. While the listener is down every request
 * queries, as before.
 */
export class LiveSessions {
  private readonly live = new Set<string>();
  /** Revoked ids, with the time they were marked and whether the database's notification has arrived. */
  private readonly revoked = new Map<string, { at: number; noticed: boolean }>();
  private readonly waiting = new Map<string, Set<() => void>>();
  private listening = false;
  /** Changes whenever listening starts or stops. */
  private epoch = 0;

  constructor(private readonly isLiveInDatabase: (sessionId: string) => Promise<boolean>) {}

  async isLive(sessionId: string): Promise<boolean> {
    if (this.revoked.has(sessionId)) return false;
    if (this.listening && this.live.has(sessionId)) {
      // One turn of the event loop first: a notification already received by this process is read
      // before the answer is given.
      await new Promise<void>((resolve) => setImmediate(resolve));
      return !this.revoked.has(sessionId);
    }
    const epoch = this.epoch;
    const live = await this.isLiveInDatabase(sessionId);
    if (!live) {
      this.markRevoked(sessionId, false);
    } else if (this.listening && epoch === this.epoch && !this.revoked.has(sessionId)) {
      if (this.live.size >= MAX_LIVE) this.live.delete(this.live.values().next().value!);
      this.live.add(sessionId);
    }
    return live && !this.revoked.has(sessionId);
  }

  /** The database notified that a session was revoked or deleted. */
  noticed(sessionId: string): void {
    this.markRevoked(sessionId, true);
    const waiters = this.waiting.get(sessionId);
    this.waiting.delete(sessionId);
    for (const resolve of waiters ?? []) resolve();
  }

  /**
   * This process revoked these sessions: they are refused here at once, and the promise resolves when the
   * database's notification of each has come back on the listener (at most `timeoutMs`), by which time
   * PostgreSQL has sent it to every listening instance.
   */
  revokedHere(sessionIds: readonly string[], timeoutMs = 1000): Promise<void> {
    for (const id of sessionIds) if (!this.revoked.get(id)?.noticed) this.markRevoked(id, false);
    if (!this.listening) return Promise.resolve();
    const pending = sessionIds.filter((id) => !this.revoked.get(id)?.noticed);
    if (pending.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      let left = pending.length;
      const one = () => {
        if (--left === 0) done();
      };
      const timer = setTimeout(() => done(), timeoutMs);
      const done = () => {
        clearTimeout(timer);
        for (const id of pending) this.waiting.get(id)?.delete(one);
        resolve();
      };
      for (const id of pending) {
        const set = this.waiting.get(id) ?? new Set();
        set.add(one);
        this.waiting.set(id, set);
      }
    });
  }

  private markRevoked(sessionId: string, noticed: boolean): void {
    this.live.delete(sessionId);
    this.revoked.delete(sessionId);
    this.revoked.set(sessionId, { at: Date.now(), noticed });
    const cutoff = Date.now() - REVOKED_MEMORY_MS;
    for (const [id, { at }] of this.revoked) {
      if (at >= cutoff && this.revoked.size <= MAX_REVOKED) break;
      this.revoked.delete(id);
    }
  }

  /** The listener is up (LISTEN done): from now on live answers may be remembered. */
  listeningStarted(): void {
    this.live.clear();
    this.epoch++;
    this.listening = true;
  }

  /** The listener is down: forget every live answer and query until it is back. */
  listeningStopped(): void {
    this.listening = false;
    this.live.clear();
    this.epoch++;
  }

  get isListening(): boolean {
    return this.listening;
  }
}

export interface RevocationListener {
  close(): Promise<void>;
}

/**
 * Listens on its own connection for REVOKED_CHANNEL and keeps `sessions` current; reconnects with
 * back-off when the connection is lost. A heartbeat query every 15 s (5 s timeout) finds a connection
 * that died silently, so that a lost listener is noticed within about 20 s rather than at the TCP timeout.
 */
export async function listenForRevocations(
  url: string,
  sessions: LiveSessions,
  log: { warn: (obj: object, msg: string) => void },
): Promise<RevocationListener> {
  let client: pg.Client | null = null;
  let closing = false;
  let retry = 0;
  let heartbeat: NodeJS.Timeout | null = null;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    sessions.listeningStopped();
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    if (!closing) {
      const delay = Math.min(30_000, 200 * 2 ** retry++);
      setTimeout(() => void connect(), delay).unref();
    }
  };

  const connect = async (): Promise<void> => {
    if (closing) return;
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      query_timeout: 5000,
      application_name: 'academy-revocations',
    });
    client = c;
    c.on('notification', (msg) => {
      if (msg.channel === REVOKED_CHANNEL && msg.payload) sessions.noticed(msg.payload);
    });
    c.on('error', (err) => {
      log.warn(
        { err },
        'the session revocation listener lost its connection; checking sessions in the database',
      );
      lost(c);
    });
    c.on('end', () => lost(c));
    try {
      await c.connect();
      await c.query(`LISTEN ${REVOKED_CHANNEL}`);
    } catch (err) {
      log.warn(
        { err },
        'the session revocation listener could not connect; checking sessions in the database',
      );
      lost(c);
      void c.end().catch(() => undefined);
      return;
    }
    if (client !== c || closing) return;
    retry = 0;
    sessions.listeningStarted();
    heartbeat = setInterval(() => {
      c.query('select 1').catch(() => {
        lost(c);
        // A socket that died silently may never end on its own.
        (c as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
      });
    }, 15_000);
    heartbeat.unref();
  };

  await connect();
  return {
    async close() {
      closing = true;
      const c = client;
      if (c) lost(c);
      await c?.end().catch(() => undefined);
    },
  };
}
