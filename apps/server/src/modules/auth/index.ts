/** The auth module's public surface for the rest of the server (the demo seed creates accounts with it). */
export { createUser } from './auth.repository.ts';
export { findUserById, toProfile } from './auth.repository.ts';
/** For tests and tools that sign a user in without the HTTP flow. */
export { startAuthSession } from './auth.repository.ts';
/** Invitations and resets by an administrator (modules/admin), revoking sessions when an account is disabled. */
export { revokeSessions, logSecurityEvent, toAuthUser } from './auth.repository.ts';
export { authLinkUrl, createAuthLink } from './auth-links.ts';
export { hasVerifiedFactor } from './mfa.repository.ts';
/** Start-up: TOTP secrets stored in clear are sealed; ones sealed under another key are reported. */
export { foreignKeyIds, sealClearSecrets } from './mfa.repository.ts';
