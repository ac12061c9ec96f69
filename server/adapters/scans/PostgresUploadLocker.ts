import { setTimeout as sleep } from 'node:timers/promises';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import pg from 'pg';

export interface PostgresUploadLockerOptions {
  /** How long a request waits for an upload another request holds before it gives up (tus answers 500, the client retries). */
  readonly acquireTimeoutMs: number;
  /** How often a waiting request tries the lock again. */
  readonly pollMs: number;
  /** Connections of the lock pool: at most this many uploads are written to at once per server. */
  readonly maxConnections: number;
}

export const DEFAULT_UPLOAD_LOCKER_OPTIONS: PostgresUploadLockerOptions = { acquireTimeoutMs: 30_000, pollMs: 100, maxConnections: 20 };

/**
 * tus's lock on an upload (one request at a time writes or removes it) for servers that share one
 * PostgreSQL: a session advisory lock, held on a connection of a pool of its own for as long as
 * the request holds the upload, so the shop's queries never wait behind an upload's connections.
 * A connection lost while locked ends its session, which releases the lock.
 *
 * A request that finds the upload locked asks the holder to let go when the holder is a request of
 * this server (as tus's MemoryLocker does), and tries again every `pollMs` until the timeout; a
 * holder on another server keeps the upload until its request ends (a dropped client's request ends
 * when its connection does).
 */
export class PostgresUploadLocker implements Locker {
  readonly pool: pg.Pool;
  /** The requests of this server that hold an upload, and how to ask them to let go. */
  readonly holders = new Map<string, RequestRelease>();

  constructor(
    connectionString: string,
    readonly options: PostgresUploadLockerOptions = DEFAULT_UPLOAD_LOCKER_OPTIONS,
  ) {
    this.pool = new pg.Pool({ connectionString, max: options.maxConnections });
    // An idle connection the server ended is dropped by the pool; unheard, the report would end the process.
    this.pool.on('error', () => undefined);
  }

  newLock(id: string): Lock {
    return new PostgresUploadLock(id, this);
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

class PostgresUploadLock implements Lock {
  private connection: pg.PoolClient | null = null;
  private held = false;
  private readonly name: string;

  constructor(
    private readonly id: string,
    private readonly locker: PostgresUploadLocker,
  ) {
    // The advisory lock's key is this name hashed to 64 bits: a namespace apart from the shop's other advisory locks.
    this.name = `tiara scan upload ${id}`;
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { acquireTimeoutMs, pollMs } = this.locker.options;
    const deadline = Date.now() + acquireTimeoutMs;
    const connection = await this.locker.pool.connect();
    // A connection lost while it holds the lock (the database restarted, an administrator ended it)
    // released the lock with its session: it is closed, and unlocking has nothing left to do.
    // Unheard, the loss would end the process.
    const onLost = (error: Error) => {
      if (this.connection !== connection) return;
      this.connection = null;
      connection.release(error);
    };
    connection.on('error', onLost);
    try {
      for (;;) {
        const { rows } = await connection.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [this.name]);
        if (rows[0]?.locked) {
          this.connection = connection;
          this.held = true;
          this.locker.holders.set(this.id, requestRelease);
          return;
        }
        await this.locker.holders.get(this.id)?.();
        if (signal.aborted || Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
        await sleep(pollMs);
      }
    } catch (error) {
      connection.off('error', onLost);
      connection.release();
      throw error;
    }
  }

  async unlock(): Promise<void> {
    if (!this.held) throw new Error('Releasing an unlocked lock!');
    this.held = false;
    this.locker.holders.delete(this.id);
    const connection = this.connection;
    if (!connection) return;
    this.connection = null;
    connection.removeAllListeners('error');
    try {
      await connection.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [this.name]);
      connection.release();
    } catch (error) {
      // A connection whose unlock failed is closed rather than reused: its session's end releases the lock.
      connection.release(error instanceof Error ? error : true);
      throw error;
    }
  }
}
