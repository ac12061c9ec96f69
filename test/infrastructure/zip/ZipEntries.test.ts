import { readFileSync } from 'node:fs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { BrokenZip, readZipEntries } from '../../../src/infrastructure/zip/ZipEntries';
import { VOLUME_FILES } from '../scans/preview/sampleScans';

/** A one-entry stored zip in zip64 form (sizes, offset and counts only in the zip64 records), written here as no library at hand writes one so small. */
function zip64Of(name: string, content: Uint8Array): Uint8Array<ArrayBuffer> {
  const nameBytes = new TextEncoder().encode(name);
  const local = new DataView(new ArrayBuffer(30 + nameBytes.length + 20));
  local.setUint32(0, 0x04034b50, true);
  local.setUint16(4, 45, true);
  local.setUint32(18, 0xffffffff, true);
  local.setUint32(22, 0xffffffff, true);
  local.setUint16(26, nameBytes.length, true);
  local.setUint16(28, 20, true);
  new Uint8Array(local.buffer).set(nameBytes, 30);
  local.setUint16(30 + nameBytes.length, 0x0001, true);
  local.setUint16(32 + nameBytes.length, 16, true);
  local.setBigUint64(34 + nameBytes.length, BigInt(content.length), true);
  local.setBigUint64(42 + nameBytes.length, BigInt(content.length), true);
  const directoryOffset = local.byteLength + content.length;
  const central = new DataView(new ArrayBuffer(46 + nameBytes.length + 28));
  central.setUint32(0, 0x02014b50, true);
  central.setUint16(4, 45, true);
  central.setUint16(6, 45, true);
  central.setUint32(20, 0xffffffff, true);
  central.setUint32(24, 0xffffffff, true);
  central.setUint16(28, nameBytes.length, true);
  central.setUint16(30, 28, true);
  central.setUint32(42, 0xffffffff, true);
  new Uint8Array(central.buffer).set(nameBytes, 46);
  const extra = 46 + nameBytes.length;
  central.setUint16(extra, 0x0001, true);
  central.setUint16(extra + 2, 24, true);
  central.setBigUint64(extra + 4, BigInt(content.length), true);
  central.setBigUint64(extra + 12, BigInt(content.length), true);
  central.setBigUint64(extra + 20, 0n, true);
  const zip64End = new DataView(new ArrayBuffer(56));
  zip64End.setUint32(0, 0x06064b50, true);
  zip64End.setBigUint64(4, 44n, true);
  zip64End.setBigUint64(24, 1n, true);
  zip64End.setBigUint64(32, 1n, true);
  zip64End.setBigUint64(40, BigInt(central.byteLength), true);
  zip64End.setBigUint64(48, BigInt(directoryOffset), true);
  const locator = new DataView(new ArrayBuffer(20));
  locator.setUint32(0, 0x07064b50, true);
  locator.setBigUint64(8, BigInt(directoryOffset + central.byteLength), true);
  locator.setUint32(16, 1, true);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, 0xffff, true);
  end.setUint16(10, 0xffff, true);
  end.setUint32(12, 0xffffffff, true);
  end.setUint32(16, 0xffffffff, true);
  const parts = [local, content, central, zip64End, locator, end].map((part) => (part instanceof DataView ? new Uint8Array(part.buffer) : part));
  const whole = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

describe('zip entries read from the central directory', () => {
  const slice = new Uint8Array(readFileSync(VOLUME_FILES[9]!));

  it('reads a zip64 archive\u2019s sizes and offsets from its zip64 records', async () => {
    const entries = await readZipEntries(new Blob([zip64Of('study/brain_010.dcm', slice)]));
    expect(entries.map((entry) => [entry.name, entry.size])).toEqual([['study/brain_010.dcm', slice.length]]);
    expect(Buffer.from(await entries[0]!.source.read(0, slice.length)).equals(Buffer.from(slice))).toBe(true);
  });

  it('leaves out folders and keeps a comment after the end record from hiding the directory', async () => {
    const zip = new JSZip();
    zip.folder('empty');
    zip.file('a/brain_010.dcm', slice, { compression: 'DEFLATE' });
    const bytes = await zip.generateAsync({ type: 'uint8array', comment: 'Exported by a CD viewer '.repeat(100) });
    const entries = await readZipEntries(new Blob([bytes as Uint8Array<ArrayBuffer>]));
    expect(entries.map((entry) => entry.name)).toEqual(['a/brain_010.dcm']);
    expect(Buffer.from(await entries[0]!.source.read(128, 132)).toString('latin1')).toBe('DICM');
  });

  it('refuses what has no central directory', async () => {
    await expect(readZipEntries(new Blob([new TextEncoder().encode('PK\x03\x04 and nothing else')]))).rejects.toBeInstanceOf(BrokenZip);
    await expect(readZipEntries(new Blob([]))).rejects.toBeInstanceOf(BrokenZip);
  });
});
