/**
 * A scan's bytes as both of the SPA's upload paths can read them in Node: tus-js-client's Node
 * build reads only a Buffer, and FormData (SPEC §7's multipart POST) only a Blob. In a browser the
 * upload page hands them a Blob, which both read; here a Buffer that also answers as a Blob.
 */
export function nodeScanFile(bytes: Buffer): Blob {
  const blob = new Blob([new Uint8Array(bytes)]);
  const buffer = Buffer.from(bytes);
  Object.defineProperties(buffer, {
    size: { value: blob.size },
    type: { value: blob.type },
    [Symbol.toStringTag]: { value: 'Blob' },
    stream: { value: () => blob.stream() },
    arrayBuffer: { value: () => blob.arrayBuffer() },
    text: { value: () => blob.text() },
  });
  return buffer as unknown as Blob;
}
