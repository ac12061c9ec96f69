/**
 * Each staff area's own storage key, apart from the customer keys of SPEC §3. A file of its own:
 * the customer session (first load) keeps these when it clears, without loading the staff store.
 */
export const StaffSessionKeys = { admin: 'adminSession', sales: 'salesSession' } as const;
