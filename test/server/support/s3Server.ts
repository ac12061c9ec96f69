import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
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

const xmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The two multipart calls s3rver 3.7 lacks and tus's S3 store makes on every chunk and on removal:
 * ListParts (GET ?uploadId) and AbortMultipartUpload (DELETE ?uploadId), answered from the folder
 * where s3rver keeps an upload's parts (`<n>` and `<n>.md5`), as S3 answers them.
 */
function addMultipartListing(server: S3rver): void {
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (!uploadId || !/^[0-9a-f]+$/.test(uploadId) || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) return next();
    const [bucketName = '', ...key] = ctx.path.replace(/^\//, '').split('/');
    const folder = join(server.store.getResourcePath(bucketName, undefined, 'uploads'), uploadId);
    const names = await readdir(folder).catch(() => null);
    ctx.type = 'application/xml';
    if (names === null) {
      ctx.status = 404;
      ctx.body = '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>';
      return;
    }
    if (ctx.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      ctx.body = '';
      return;
    }
    const numbers = names.filter((name) => /^\d+$/.test(name)).map(Number).sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (number) => {
        const [info, md5] = await Promise.all([stat(join(folder, String(number))), readFile(join(folder, `${number}.md5`), 'utf8')]);
        return `<Part><PartNumber>${number}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    ctx.status = 200;
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Bucket>${xmlText(bucketName)}</Bucket><Key>${xmlText(decodeURIComponent(key.join('/')))}</Key><UploadId>${uploadId}</UploadId><PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker><MaxParts>10000</MaxParts><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`;
  });
}

export async function startS3Server(bucket = 'tiara-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'tiara-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  addMultipartListing(server);
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
