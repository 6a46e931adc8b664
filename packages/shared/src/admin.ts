import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth.ts';
import { checkedText, displayText } from './fields.ts';
import { LIMITS } from './limits.ts';

// Contracts of issue 15: the parent portal, links and pairing codes, the admin console, student-data
// requests, password recovery and multi-factor authentication.

/** The parent portal's messages (SPEC section 8), verbatim. */
export const PARENT_MESSAGES = {
  noChildren:
    'No verified children found. Please contact your school administrator to set up parent-child links.',
  accessErrorTitle: 'Access Error',
  accessError:
    "Failed to load your children's data. Please ensure you have a parent account with verified links.",
  accessDeniedTitle: 'Access Denied',
  accessDenied: "You do not have access to this student's data.",
  dataLoaded: 'Data Loaded',
  backToChildren: 'Back to Children',
  parentsOnly: 'The parent portal is for parent accounts.',
  pairingInvalid: 'This pairing code is not valid. Check it, or ask the school for a new one.',
  pairingTooMany: 'Too many pairing codes tried. Please wait an hour and try again.',
  pairingRedeemed: 'Code accepted. A teacher or the school administrator will verify the link shortly.',
  conversationNotFound: 'This conversation was not found.',
  pairingAlreadyUsed: 'This pairing code has already been used: refuse the link it made instead.',
  linkAlreadyVerified: 'This link is already verified. The administrator can revoke it in the admin console.',
  unsubscribed: 'You will no longer receive the weekly digest for this child.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

export const ADMIN_MESSAGES = {
  adminOnly: 'Only the school administrator can use the admin console.',
  mfaRequired:
    'Your school requires two-step verification for staff. Set up an authenticator app, or enter its code, to continue.',
  mfaPending: 'Enter the code from your authenticator app to continue.',
  accountDisabled: 'This account has been disabled. Please contact your school administrator.',
  emailTaken: 'An account with this e-mail address already exists.',
  notAStudent: 'That account is not a student.',
  notAParent: 'That account is not a parent.',
  confirmName: 'Type the student\u2019s full name exactly to confirm the deletion.',
  cannotChangeSelf: 'You cannot change or disable your own account here.',
  linkExists: 'This parent is already linked to this student.',
  invalidLink: 'This link is invalid or has expired. Ask for a new one.',
  recoverySent: 'If an account exists for this address, we have sent a link to reset its password.',
  recoveryNoMail:
    'This school has no e-mail set up. Ask a teacher or the administrator to send you a password reset invitation.',
  factorExists: 'You already have an authenticator app set up. Remove it first to add another.',
  invalidCode: 'That code is not right. Check your authenticator app and try again.',
  challengeExpired: 'This sign-in step has expired. Please start again.',
  needAal2: 'Enter a code from your authenticator app first.',
} as const;

export const PAIRING_CODE_DAYS = 7;
/** Redemption attempts per parent per hour. */
export const PAIRING_ATTEMPTS_PER_HOUR = 10;
/** Pairing codes one issuer may create per hour. */
export const PAIRING_ISSUES_PER_HOUR = 30;

export const uuidParam = (label: string) =>
  checkedText({ label, max: 36 }).pipe(z.uuid({ error: `${label} must be an id (a UUID).` }));

// ---------------------------------------------------------------- parent portal

/** SPEC section 7: the parent-access function body. */
export const parentAccessBodySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('get_children') }),
  z.object({ action: z.literal('get_student_data'), student_id: uuidParam('Student id') }),
]);

export const childSchema = z.object({
  student_id: z.uuid(),
  profile: z.object({ full_name: z.string().nullable(), grade_level: z.string().nullable() }),
  weekly_digest: z.boolean(),
});
export type Child = z.infer<typeof childSchema>;

export const studentDataSchema = z.object({
  profile: z.object({ full_name: z.string().nullable(), grade_level: z.string().nullable() }),
  sessions: z.array(
    z.object({ id: z.uuid(), subject: z.string().nullable(), tutor: z.string(), started_at: z.string() }),
  ),
  scores: z.array(
    z.object({ id: z.uuid(), skill: z.string().nullable(), score: z.number(), recorded_at: z.string() }),
  ),
});
export type StudentData = z.infer<typeof studentDataSchema>;

/** One of a child's tutoring conversations, read-only, as a verified parent reads it. */
export const childConversationSchema = z.object({
  session: z.object({
    id: z.uuid(),
    subject: z.string().nullable(),
    tutor: z.string(),
    title: z.string().nullable(),
    started_at: z.string(),
    completed_at: z.string().nullable(),
  }),
  messages: z.array(
    z.object({
      id: z.uuid(),
      role: z.enum(['user', 'assistant']),
      content: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type ChildConversation = z.infer<typeof childConversationSchema>;

export const parentAccessResponseSchema = z.object({
  children: z.array(childSchema).optional(),
  studentData: studentDataSchema.optional(),
});

export const pairingCodeBodySchema = z.object({
  code: checkedText({ label: 'Pairing code', max: 32 }).transform((c) => c.trim().toUpperCase()),
});

export const digestBodySchema = z.object({ weekly_digest: z.boolean() });

// ---------------------------------------------------------------- links and pairing codes

export const parentLinkSchema = z.object({
  id: z.uuid(),
  parent: z.object({ id: z.uuid(), email: z.string(), full_name: z.string().nullable() }),
  student: z.object({ id: z.uuid(), email: z.string(), full_name: z.string().nullable() }),
  verified: z.boolean(),
  verified_at: z.string().nullable(),
  verified_by: z.string().nullable(),
  created_at: z.string(),
});
export type ParentLink = z.infer<typeof parentLinkSchema>;

export const createLinkBodySchema = z.object({
  parent_id: uuidParam('Parent'),
  student_id: uuidParam('Student'),
  verified: z.boolean().default(false),
});

export const issuedPairingCodeSchema = z.object({
  code: z.string(),
  student_id: z.uuid(),
  expires_at: z.string(),
});

/** A pairing code as its issuers see it afterwards (the code itself is shown once, when issued). */
export const pairingCodeSummarySchema = z.object({
  id: z.uuid(),
  student: z.object({ id: z.uuid(), full_name: z.string().nullable() }),
  status: z.enum(['open', 'redeemed', 'expired']),
  issued_by_me: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
  redeemed_at: z.string().nullable(),
});
export type PairingCodeSummary = z.infer<typeof pairingCodeSummarySchema>;
export const pairingCodeListSchema = z.object({
  codes: z.array(pairingCodeSummarySchema),
  /** The students the caller may issue a code for. */
  students: z.array(z.object({ id: z.uuid(), full_name: z.string() })),
});
export type PairingCodeList = z.infer<typeof pairingCodeListSchema>;

// ---------------------------------------------------------------- accounts

export const ACCOUNT_ROLES = ['student', 'educator', 'parent', 'admin'] as const;

export const accountSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string().nullable(),
  role: z.enum(ACCOUNT_ROLES),
  disabled: z.boolean(),
  mfa: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountsQuerySchema = z.object({
  q: checkedText({ label: 'Search', max: 100 }).optional(),
  role: z.enum(ACCOUNT_ROLES).optional(),
});

export const createAccountBodySchema = z.object({
  email: emailSchema,
  full_name: displayText({ label: 'Full name', max: LIMITS.fullNameMax }).pipe(
    z.string().min(1, { error: 'Full name is required.' }),
  ),
  role: z.enum(['educator', 'parent'], { error: 'Role must be educator or parent.' }),
});

export const updateAccountBodySchema = z
  .object({
    role: z.enum(ACCOUNT_ROLES, { error: 'Role must be student, educator, parent or admin.' }).optional(),
    disabled: z.boolean().optional(),
  })
  .refine((b) => b.role !== undefined || b.disabled !== undefined, {
    error: 'Say what to change: role or disabled.',
  });

export const invitationSchema = z.object({
  account: accountSchema,
  delivery: z.enum(['smtp', 'log']),
  /** Only when the school has no SMTP: the administrator hands the link over. */
  invite_link: z.string().nullable(),
});

// ---------------------------------------------------------------- classes, audit, data, settings

export const adminClassSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  grade: z.string().nullable(),
  owner: z.object({ id: z.uuid(), email: z.string(), full_name: z.string().nullable() }),
  students: z.number().int(),
});

export const reassignClassBodySchema = z.object({ owner_id: uuidParam('New owner') });

export const AUDIT_KINDS = ['security', 'parent_access', 'case', 'admin'] as const;
export const auditQuerySchema = z.object({
  kind: z.enum(AUDIT_KINDS).optional(),
  q: checkedText({ label: 'Search', max: 100 }).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
});
export const auditEntrySchema = z.object({
  kind: z.enum(AUDIT_KINDS),
  action: z.string(),
  actor: z.string().nullable(),
  subject: z.string().nullable(),
  outcome: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const deleteStudentBodySchema = z.object({
  confirm_name: checkedText({ label: 'Confirmation', max: LIMITS.fullNameMax }),
});

export const dataRequestSchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  status: z.string(),
  student: z.string().nullable(),
  row_count: z.number().int().nullable(),
  created_at: z.string(),
});

export const retentionSchema = z.object({ chat_retention_days: z.number().int().nullable() });
export const retentionBodySchema = z.object({
  chat_retention_days: z
    .number({ error: 'Retention must be a number of days.' })
    .int({ error: 'Retention must be a whole number of days.' })
    .min(1, { error: 'Retention must be at least 1 day.' })
    .max(3650, { error: 'Retention must be at most 3650 days.' })
    .nullable(),
});

export const securitySettingsSchema = z.object({ mfa_required_for_staff: z.boolean() });

export const settingRowSchema = z.object({
  name: z.string(),
  value: z.string(),
  source: z.enum(['environment', 'default', 'admin']),
});

// ---------------------------------------------------------------- recovery and MFA

export const recoverBodySchema = z.object({
  email: emailSchema,
  captcha_token: checkedText({ label: 'Captcha', max: 4096 }).optional(),
});

export const verifyBodySchema = z.object({
  type: z.enum(['recovery', 'invite'], { error: 'Type must be recovery or invite.' }),
  token: checkedText({ label: 'Token', max: 200 }),
  password: passwordSchema,
});

export const authSettingsSchema = z.object({
  mail: z.boolean(),
  mfa_required_for_staff: z.boolean(),
});

export const enrollFactorBodySchema = z.object({
  factor_type: z.literal('totp', { error: 'Only TOTP (authenticator app) factors are supported.' }),
  friendly_name: displayText({ label: 'Name', max: 60 }).optional(),
});

export const enrolledFactorSchema = z.object({
  id: z.uuid(),
  type: z.literal('totp'),
  friendly_name: z.string().nullable(),
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }),
});

export const factorSchema = z.object({
  id: z.uuid(),
  factor_type: z.literal('totp'),
  status: z.enum(['verified', 'unverified']),
  friendly_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Factor = z.infer<typeof factorSchema>;

export const challengeSchema = z.object({ id: z.uuid(), expires_at: z.number().int() });

export const verifyFactorBodySchema = z.union([
  z.object({
    challenge_id: uuidParam('Challenge'),
    code: checkedText({ label: 'Code', max: 10 }).pipe(
      z.string().regex(/^\d{6}$/, { error: 'Enter the 6-digit code from your authenticator app.' }),
    ),
  }),
  z.object({ recovery_code: checkedText({ label: 'Recovery code', max: 20 }) }),
]);
