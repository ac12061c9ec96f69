/** The part of s3rver's API the tests use (the package ships no types). */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  /** A Koa context, as far as the added middleware reads and writes it. */
  interface S3rverContext {
    readonly method: string;
    readonly path: string;
    readonly query: Readonly<Record<string, string | undefined>>;
    status: number;
    body: unknown;
    type: string;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list: composed when the server starts, so a function put first runs before s3rver's own. */
    readonly middleware: Array<(ctx: S3rverContext, next: () => Promise<void>) => Promise<void>>;
    readonly store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
