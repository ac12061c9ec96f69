/** What identifies one chosen file again after a reload: where it sat, its size and when it last changed. */
export interface FingerprintedFile {
  readonly path: string;
  readonly size: number;
  readonly lastModified: number;
}

/** FNV-1a, 32 bits, over the UTF-16 code units of `text`, started from `seed`. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const hex = (value: number) => value.toString(16).padStart(8, '0');

const FINGERPRINT = /^\d+-\d+-[0-9a-f]{16}$/;

/** Whether `text` has the shape `studyFingerprint` gives (a stored one may have been edited). */
export function isStudyFingerprint(text: string): boolean {
  return FINGERPRINT.test(text);
}

/**
 * A short name for a selection of files, the same whenever the same files are chosen again in the
 * same order, so a page reloaded in the middle of an upload recognises the study and resumes it.
 * Not a secret and not collision-proof: the count and total size are part of it, and the server's
 * copy is checked against the prepared file's length before anything is resumed.
 */
export function studyFingerprint(files: readonly FingerprintedFile[]): string {
  const described = files.map((file) => `${file.path}\u0000${file.size}\u0000${file.lastModified}`).join('\u0001');
  const totalBytes = files.reduce((total, file) => total + file.size, 0);
  // Two differently seeded 32-bit hashes: 64 bits in all, ample for one person's few unfinished uploads.
  return `${files.length}-${totalBytes}-${hex(fnv1a(described, 0x811c9dc5))}${hex(fnv1a(described, 0x050c5d1f))}`;
}
