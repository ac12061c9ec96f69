import { Upload } from 'tus-js-client';
import { type TcpRelay, tcpRelay } from './tcpRelay';

/**
 * A TCP proxy in front of the shop that counts the bytes clients send through it and, once
 * `cutAfterBytes` have passed, drops every connection at once, as a train entering a tunnel
 * would: the server sees a request body end midway, the client a reset connection.
 */
export interface DroppingProxy {
  readonly port: number;
  /** Client-to-server bytes forwarded (HTTP headers included). */
  readonly forwardedBytes: number;
  /** Whether the drop happened. */
  readonly dropped: boolean;
  close(): Promise<void>;
}

export async function droppingProxy(targetPort: number, cutAfterBytes: number): Promise<DroppingProxy> {
  let forwarded = 0;
  let dropped = false;
  const relay: TcpRelay = await tcpRelay(targetPort, {
    toClient: (data, { client }) => client.write(data),
    toServer: (data, { client, upstream }) => {
      if (!dropped && forwarded + data.length >= cutAfterBytes) {
        dropped = true;
        const last = data.subarray(0, cutAfterBytes - forwarded);
        forwarded += last.length;
        // The part before the cut reaches the server; then both sides lose the connection.
        upstream.write(last, () => relay.dropAll());
        return;
      }
      forwarded += data.length;
      if (!upstream.write(data)) {
        client.pause();
        upstream.once('drain', () => client.resume());
      }
    },
  });
  return {
    port: relay.port,
    get forwardedBytes() {
      return forwarded;
    },
    get dropped() {
      return dropped;
    },
    close: relay.close,
  };
}

export interface DroppedUploadResult {
  /** The upload's address, as the server named it. */
  readonly url: string;
  readonly fileBytes: number;
  /** Bytes the client sent beyond the file's own (HTTP headers included): the cost of the drop. */
  readonly bytesSentAgain: number;
  readonly seconds: number;
  readonly dropped: boolean;
}

/**
 * Uploads `content` with tus-js-client (its Node build) to the shop at `origin`, in `chunkSize`
 * chunks, through a proxy that drops the connection once `dropAtFraction` of the file has passed;
 * the client retries on its own (HEAD for the offset, then PATCH from there) and completes.
 */
export async function uploadWithDrop(options: {
  origin: string;
  token: string;
  fileName: string;
  content: Buffer;
  chunkSize: number;
  dropAtFraction: number;
}): Promise<DroppedUploadResult> {
  const target = new URL(options.origin);
  const proxy = await droppingProxy(Number(target.port), Math.floor(options.content.length * options.dropAtFraction));
  const started = performance.now();
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const upload: Upload = new Upload(options.content, {
        endpoint: `http://127.0.0.1:${proxy.port}/api/scans/uploads`,
        chunkSize: options.chunkSize,
        retryDelays: [0, 250, 1000, 3000],
        headers: { authorization: `Bearer ${options.token}` },
        metadata: { filename: options.fileName },
        storeFingerprintForResuming: false,
        onSuccess: () => resolve(upload.url ?? ''),
        onError: reject,
      });
      upload.start();
    });
    return {
      url: new URL(url, options.origin).pathname,
      fileBytes: options.content.length,
      bytesSentAgain: proxy.forwardedBytes - options.content.length,
      seconds: (performance.now() - started) / 1000,
      dropped: proxy.dropped,
    };
  } finally {
    await proxy.close();
  }
}
