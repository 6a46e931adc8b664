/**
 * The Safeguard module's public surface: what other modules may use. Everything else in this folder is
 * internal (routes, repository, notification worker). Lint enforces it.
 */
export { screen, createSafeguardModerator, type Screened } from './screen.ts';
export {
  deliverModerationRecord,
  recordModeration,
  recordSafely,
  writeModerationRecord,
  type RecordOutcome,
  type SafeguardDeps,
  type StoredRecord,
} from './record.ts';
