import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Database } from './Database';
import { serverSecrets } from './schema';

/**
 * A secret generated on first start and kept in the database, so every server of the shop signs
 * and checks with the same one (a token issued by one server is valid on another; a sandbox
 * callback verifies wherever it lands). The first server to start writes it and the others read
 * it. A secret an older version kept in a file of DATA_DIR (`legacyFile`) becomes the stored one,
 * so tokens issued before the upgrade stay valid.
 */
export async function sharedSecret(db: Database, name: string, legacyFile?: string): Promise<string> {
  const stored = async () => (await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1))[0]?.value;
  const existing = await stored();
  if (existing !== undefined) return existing;
  const first = legacyFile !== undefined && existsSync(legacyFile) ? readFileSync(legacyFile, 'utf8').trim() : randomBytes(48).toString('base64url');
  await db.insert(serverSecrets).values({ name, value: first }).onConflictDoNothing();
  const kept = await stored();
  if (kept === undefined) throw new Error(`the secret ${name} was not kept`);
  return kept;
}
