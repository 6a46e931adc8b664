import type { RealtimeEvent } from '@academy/shared';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The dependencies domain functions take, named for what they do. A domain function receives a small
 * `deps` object of these (never the Fastify instance), so that what it touches is visible in its
 * signature and a test can hand it exactly those.
 */

/** Publishes a realtime event to every instance (PostgreSQL NOTIFY). */
export type Publish = (event: Omit<RealtimeEvent, 'at'>) => Promise<void>;

/** Queues a background job; resolves to its id (null when the queue declined it, e.g. a singleton). */
export type SendJob = <T extends object>(name: string, data: T) => Promise<string | null>;

export type Log = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

/** The current time: `() => new Date()` in the app, a fixed clock in tests. */
export type Clock = () => Date;
