/** Where the server takes resumable uploads (tus 1.0.0); each upload's address is this path and its id. */
export const RESUMABLE_UPLOADS_PATH = '/api/scans/uploads';

/** An upload's address as the shop hands it out: a path on the shop itself, never another host. */
const ADDRESS = /^\/api\/scans\/uploads\/[A-Za-z0-9_-]{1,128}$/;

/**
 * Whether `address` is an upload's address on this shop. Addresses come back from the browser's
 * storage, which anybody can edit: a bearer token is never sent anywhere else.
 */
export function isUploadAddress(address: string): boolean {
  return ADDRESS.test(address);
}
