import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { StoredObject } from './ServedImageStore';

/** An S3-compatible bucket (AWS S3, MinIO and the like), from the S3_* settings. */
export interface S3Settings {
  readonly bucket: string;
  readonly region: string;
  /** Another service than AWS (S3_ENDPOINT); unset, AWS's own address for the region. */
  readonly endpoint?: string;
  /** Both or neither; neither leaves the SDK to find credentials (an instance role, AWS_* variables). */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
  /** Bucket in the path rather than the host name, as MinIO and most self-hosted services need. */
  readonly forcePathStyle: boolean;
}

/** How the shop's S3 clients talk to the bucket the settings name (this one's, and the resumable uploads' store's). */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 demands them: the trailing checksums the SDK sends by default are
    // not understood by every S3-compatible service, and TLS already guards the bytes in transit.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/**
 * Parts of 8 MB, two sent at a time: an upload holds at most about three parts (24 MB) in memory
 * whatever the file's size, and a 2 GB scan stays well under S3's 10,000 parts.
 */
const PART_BYTES = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

const isMissing = (error: unknown) => {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return failure?.name === 'NoSuchKey' || failure?.name === 'NotFound' || failure?.$metadata?.httpStatusCode === 404;
};

/** The objects of one bucket, written and read as streams. */
export class S3Bucket {
  private readonly client: S3Client;
  private readonly name: string;

  constructor(settings: S3Settings) {
    this.name = settings.bucket;
    this.client = new S3Client(s3ClientConfig(settings));
  }

  get bucketName(): string {
    return this.name;
  }

  /** The object's size in bytes; null when there is no such object. */
  async size(key: string): Promise<number | null> {
    try {
      const answer = await this.client.send(new HeadObjectCommand({ Bucket: this.name, Key: key }));
      return answer.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * Streams `content` to `key`, in parts once it outgrows one. A failed stream or upload leaves
   * no object: the multipart upload is aborted, and whatever may have been completed is deleted.
   */
  async upload(key: string, content: Readable): Promise<void> {
    const upload = new Upload({ client: this.client, params: { Bucket: this.name, Key: key, Body: content }, partSize: PART_BYTES, queueSize: PARTS_IN_FLIGHT, leavePartsOnError: false });
    try {
      await upload.done();
    } catch (error) {
      content.destroy();
      await this.delete(key);
      throw error;
    }
  }

  async put(key: string, content: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.name, Key: key, Body: content, ContentType: contentType }));
  }

  /** The object's bytes `start` to `end` (both included), or all of them; null when there is no such object. */
  async get(key: string, range?: { readonly start: number; readonly end: number }): Promise<StoredObject | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.name, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
      if (!(answer.Body instanceof Readable)) throw new Error(`The object ${key} came without a readable body`);
      return { content: answer.Body, sizeBytes: answer.ContentLength ?? 0 };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /** Copies the object to the local file `path`; false when there is no such object. */
  async download(key: string, path: string): Promise<boolean> {
    const object = await this.get(key);
    if (!object) return false;
    await pipeline(object.content, createWriteStream(path, { flags: 'wx', mode: 0o600 }));
    return true;
  }

  /** Removes the object; nothing happens when there is none. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.name, Key: key }));
  }

  /** Rejects when the bucket cannot be reached with these settings: a wrong address, bucket or credentials. */
  async checkReachable(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.name }));
  }

  /** Closes the client's open connections. */
  close(): void {
    this.client.destroy();
  }
}
