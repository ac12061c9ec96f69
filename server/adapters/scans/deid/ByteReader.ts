/**
 * Reads a stream of bytes once, front to back: its start can be looked at (and grown) before
 * deciding what to do, then the rest passes through chunk by chunk. Only what was looked at is
 * held in memory, never the rest.
 */
export class ByteReader {
  private readonly source: AsyncIterator<Uint8Array>;
  /** Bytes read from the source but not yet consumed, oldest first. */
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private ended = false;
  /** How many bytes were consumed (skipped or passed on). */
  position = 0;

  constructor(source: AsyncIterable<Uint8Array>) {
    this.source = source[Symbol.asyncIterator]();
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    const chunk = Buffer.isBuffer(next.value) ? next.value : Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
    if (chunk.length > 0) {
      this.pending.push(chunk);
      this.pendingBytes += chunk.length;
    }
    return true;
  }

  /** The next `length` bytes without consuming them; fewer when the stream ends first. */
  async peek(length: number): Promise<Buffer> {
    while (this.pendingBytes < length && (await this.more()));
    if (this.pending.length > 1) this.pending = [Buffer.concat(this.pending)];
    return (this.pending[0] ?? Buffer.alloc(0)).subarray(0, length);
  }

  /** Whether the stream ended within the next `length` bytes (after `peek(length)`). */
  endsWithin(length: number): boolean {
    return this.ended && this.pendingBytes <= length;
  }

  /** Up to `length` bytes, as the chunks they arrive in; fewer when the stream ends first. */
  async *pass(length: number): AsyncGenerator<Buffer> {
    let left = length;
    while (left > 0) {
      if (this.pending.length === 0 && !(await this.more())) return;
      const chunk = this.pending.shift();
      if (chunk === undefined) continue;
      const part = chunk.length > left ? chunk.subarray(0, left) : chunk;
      if (part.length < chunk.length) this.pending.unshift(chunk.subarray(part.length));
      this.pendingBytes -= part.length;
      this.position += part.length;
      left -= part.length;
      yield part;
    }
  }

  /** Exactly `length` bytes, or fewer when the stream ends first. */
  async take(length: number): Promise<Buffer> {
    const parts: Buffer[] = [];
    for await (const part of this.pass(length)) parts.push(part);
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts);
  }

  /** Drops `length` bytes. */
  async skip(length: number): Promise<void> {
    for await (const _part of this.pass(length));
  }

  /** Everything left, chunk by chunk. */
  async *rest(): AsyncGenerator<Buffer> {
    yield* this.pass(Number.POSITIVE_INFINITY);
  }

  /** Stops reading: the source is told nobody wants the rest. */
  async close(): Promise<void> {
    this.pending = [];
    this.pendingBytes = 0;
    if (!this.ended) {
      this.ended = true;
      await this.source.return?.();
    }
  }
}
