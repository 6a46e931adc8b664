/**
 * Every "asked as" file (see asks.ts), joined. Each file was written from the notes alone by an engineer who
 * never saw the router, the development questions or a check set (issue 17, session 9).
 */
export const ASKS_SOURCES: readonly string[] = [];
