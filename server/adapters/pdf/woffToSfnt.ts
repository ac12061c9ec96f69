import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER_LENGTH = 44;
const WOFF_TABLE_ENTRY_LENGTH = 20;
const SFNT_HEADER_LENGTH = 12;
const SFNT_TABLE_ENTRY_LENGTH = 16;

const paddedTo4 = (length: number): number => (length + 3) & ~3;

/**
 * The TrueType/OpenType font a WOFF 1.0 file wraps (W3C WOFF §5: each table zlib-compressed when
 * that made it smaller). Documents embed the fonts in this form: fontkit inflates a WOFF's tables
 * again for every document it opens, which for Noto Sans Arabic's layout tables cost a third of a
 * second of blocked event loop per invoice; the inflated font opens in milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER_LENGTH || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const tableCount = woff.readUInt16BE(12);
  const tables = Array.from({ length: tableCount }, (_, index) => {
    const entry = WOFF_HEADER_LENGTH + index * WOFF_TABLE_ENTRY_LENGTH;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    const data = compressedLength < length ? inflateSync(stored) : stored;
    if (data.length !== length) throw new Error('a WOFF table does not inflate to its stated length');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });

  // The binary-search fields of the OpenType table directory (OpenType spec, "Table Directory").
  const entrySelector = Math.floor(Math.log2(Math.max(tableCount, 1)));
  const searchRange = 2 ** entrySelector * SFNT_TABLE_ENTRY_LENGTH;
  const directoryLength = SFNT_HEADER_LENGTH + tableCount * SFNT_TABLE_ENTRY_LENGTH;
  const sfnt = Buffer.alloc(tables.reduce((total, table) => total + paddedTo4(table.data.length), directoryLength));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(tableCount, 4);
  sfnt.writeUInt16BE(searchRange, 6);
  sfnt.writeUInt16BE(entrySelector, 8);
  sfnt.writeUInt16BE(tableCount * SFNT_TABLE_ENTRY_LENGTH - searchRange, 10);
  let offset = directoryLength;
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER_LENGTH + index * SFNT_TABLE_ENTRY_LENGTH;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += paddedTo4(table.data.length);
  });
  return sfnt;
}
