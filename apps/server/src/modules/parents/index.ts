/**
 * Parents: the parent portal, pairing codes, link verification and the weekly digest. Other modules
 * (admin) use these to create and verify links and to write the audit log.
 */
export { audit, isStudent, linkById, listLinks, verifyLink } from './parents.repository.ts';
export { sendWeeklyDigests, type DigestDeps } from './parents.jobs.ts';
export { DEMO_PAIRING_CODE, seedParentLinks } from './parents.seed.ts';
