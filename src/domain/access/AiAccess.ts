/**
 * SPEC §6 names a fixed list of user ids as the fallback when the AI access check fails, but not
 * its members; the old build's list is unknown, so it is empty and a failed check means no access.
 */
export const AI_ACCESS_FALLBACK_USER_IDS: readonly number[] = Object.freeze([]);

/** Whether the navbar shows the AI tab: the server's has_access, or the fallback list on failure. */
export function hasAiAccess(checkResult: boolean | 'failed', userId: number): boolean {
  if (checkResult === 'failed') return AI_ACCESS_FALLBACK_USER_IDS.includes(userId);
  return checkResult;
}
