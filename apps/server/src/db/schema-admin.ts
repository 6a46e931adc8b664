import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

// Tables of issue 15: parents and administration (pairing codes, access and audit logs, MFA, one-time
// auth links, settings, data requests). See ADR 027-029.

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One-time codes a teacher or admin issues for a student; a parent redeems one (an unverified link). */
export const pairingCodes = pgTable(
  'pairing_codes',
  {
    id: id(),
    /** SHA-256 of the code: the code itself is shown once, to the issuer. */
    codeHash: text('code_hash').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedBy: uuid('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pairing_codes_hash_key').on(t.codeHash),
    index('pairing_codes_student_idx').on(t.studentId),
  ],
);

/** Every parent-portal call: who asked about whom, what, and whether it was allowed. */
export const parentAccessLog = pgTable(
  'parent_access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentId: uuid('parent_id').references(() => users.id, { onDelete: 'set null' }),
    studentId: uuid('student_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    allowed: boolean('allowed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('parent_access_log_time_idx').on(t.createdAt)],
);

/** Administrative actions: account changes, links, pairing codes, exports, deletions, settings. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_time_idx').on(t.createdAt)],
);

/** TOTP factors (RFC 6238). A factor is 'unverified' until its first correct code. */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name'),
    secret: text('secret').notNull(),
    status: text('status').notNull().default('unverified'),
    /** The last time step accepted: a code is accepted once (no replay within its window). */
    lastStep: bigint('last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mfa_factors_user_idx').on(t.userId)],
);

export const mfaChallenges = pgTable('mfa_challenges', {
  id: id(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => mfaFactors.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use recovery codes (hashed), issued when the first factor is verified. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/** One-time links by e-mail: password recovery and invitations (set a password). Hashed. */
export const authLinks = pgTable(
  'auth_links',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auth_links_hash_key').on(t.tokenHash)],
);

/** School settings an administrator changes at runtime (MFA requirement, chat retention). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Student data requests (export, deletion). An export's ZIP is a private file in storage. */
export const dataRequests = pgTable('data_requests', {
  id: id(),
  kind: text('kind').notNull(),
  studentId: uuid('student_id').references(() => users.id, { onDelete: 'cascade' }),
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  status: text('status').notNull(),
  storageKey: text('storage_key'),
  rowCount: integer('row_count'),
  createdAt: createdAt(),
});
