/** A Blob's bytes from `start` to `end`, read now; a read that fails (the file moved or changed) throws UnreadableFile. */
export async function readBytes(blob: Blob, start: number, end: number): Promise<Uint8Array> {
  try {
    // A whole Blob is read without slicing it first: in Chromium a slice is a new Blob, registered with the browser process.
    return new Uint8Array(await (start === 0 && end >= blob.size ? blob : blob.slice(start, end)).arrayBuffer());
  } catch {
    throw new UnreadableFile();
  }
}

/** The chosen file could not be read any more: it moved, was deleted or changed since it was chosen. */
export class UnreadableFile extends Error {
  constructor() {
    super('The file could not be read');
    this.name = 'UnreadableFile';
  }
}
