import type { Db } from '../../db/client.ts';
import { parentLinks } from '../../db/schema.ts';
import { pairingCodes } from '../../db/schema-admin.ts';
import { normaliseCode, sha256 } from './parents.repository.ts';

/** The demo school's pending pairing code (for Emma Johnson), printed in the README. */
export const DEMO_PAIRING_CODE = 'DEMO-PAIR';

/**
 * Demo data for issue 15: besides the verified links the core seed makes, one UNVERIFIED link (Raj Patel
 * asked to follow Diego Santos: a teacher or the admin must verify it) and one pending pairing code.
 */
export async function seedParentLinks(db: Db, ids: Record<string, string>): Promise<void> {
  await db.insert(parentLinks).values({ parentId: ids.patel!, studentId: ids.diego!, verified: false });
  await db.insert(pairingCodes).values({
    codeHash: sha256(normaliseCode(DEMO_PAIRING_CODE)),
    studentId: ids.emma!,
    issuedBy: ids.admin ?? null,
    expiresAt: new Date(Date.now() + 7 * 24 * 3600_000),
  });
}
