import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../../server/adapters/storage/S3Bucket';

/** A real S3-protocol server (s3rver) on a free loopback port, its objects in a temporary folder. */
export interface S3TestServer {
  readonly endpoint: string;
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly region: string;
  /** Where s3rver keeps the bucket's objects (and the parts of multipart uploads not yet completed). */
  readonly bucketDirectory: string;
  /** The settings the shop's S3 stores take for this server's bucket (path style, as for MinIO). */
  readonly settings: S3Settings;
  /** The same as the S3_* environment of a server process. */
  readonly environment: Readonly<Record<string, string>>;
  /** Stops the server and removes its objects. */
  close(): Promise<void>;
}

/** s3rver's built-in account: it accepts only this key pair's signatures. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

export async function startS3Server(bucket = 'tiara-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'tiara-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    region: REGION,
    bucketDirectory: join(directory, bucket),
    settings: { bucket, region: REGION, endpoint, credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY }, forcePathStyle: true },
    environment: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
