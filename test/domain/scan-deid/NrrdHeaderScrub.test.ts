import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrubNrrdHeader } from '@tiara/domain/scan-deid';

const bytes = (text: string) => new Uint8Array(Array.from(text, (character) => character.charCodeAt(0)));
const text = (data: Uint8Array) => String.fromCharCode(...data);

describe('NRRD header scrubbing', () => {
  it('keeps the fields that describe the data and removes comments, key/value pairs, content and labels', () => {
    const file = bytes('NRRD0004\n# Patient: Jane Doe\ntype: short\ndimension: 3\ncontent: Jane Doe CBCT 2024\nsizes: 2 2 1\nlabels: "jane" "doe" "x"\npatient:=Jane Doe\nspace directions: (1,0,0) (0,1,0) (0,0,1)\nencoding: raw\nendian: little\n\nDATA');
    const scrub = scrubNrrdHeader(file, true);
    expect(scrub).toMatchObject({ kind: 'scrubbed', found: true, dataOffset: file.length - 4 });
    if (scrub.kind !== 'scrubbed') return;
    expect(text(scrub.header)).toBe('NRRD0004\ntype: short\ndimension: 3\nsizes: 2 2 1\nspace directions: (1,0,0) (0,1,0) (0,0,1)\nencoding: raw\nendian: little\n\n');
  });

  it('keeps CRLF line endings as they were', () => {
    const scrub = scrubNrrdHeader(bytes('NRRD0001\r\ncontent: x\r\ntype: uchar\r\n\r\n\x00\x01'), true);
    expect(scrub.kind === 'scrubbed' && text(scrub.header)).toBe('NRRD0001\r\ntype: uchar\r\n\r\n');
  });

  it.each([
    ['a detached header', 'NRRD0004\ntype: short\ndata file: brain.raw\n', 'detached'],
    ['a detached header, spelled without the space', 'NRRD0004\ndatafile: brain.raw\n\n', 'detached'],
    ['no magic', 'NRRX0004\ntype: short\n\n', 'broken'],
    ['a header that never ends', 'NRRD0004\ntype: short\n', 'broken'],
  ])('refuses %s', (_, file, kind) => {
    expect(scrubNrrdHeader(bytes(file), true).kind).toBe(kind);
  });

  it('asks for more bytes while the header has not ended', () => {
    expect(scrubNrrdHeader(bytes('NRRD0004\ntype: short\nsiz'), false).kind).toBe('incomplete');
  });

  const field = fc.constantFrom('type: short', 'sizes: 3 4', 'dimension: 2', 'encoding: gzip', 'space origin: (0,0,0)', 'endian: big');
  const freeText = fc.oneof(
    fc.string({ maxLength: 20 }).map((value) => `# ${value.replace(/[\r\n]/g, '')}`),
    fc.string({ maxLength: 20 }).map((value) => `key:=${value.replace(/[\r\n]/g, '')}`),
    fc.string({ maxLength: 20 }).map((value) => `content: ${value.replace(/[\r\n]/g, '')}`),
  );

  it('keeps the kept lines in order, removes every free-text line, and leaves the data where the header ended', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(field, freeText), { maxLength: 12 }), fc.constantFrom('\n', '\r\n'), fc.uint8Array({ maxLength: 50 }), (lines, newline, data) => {
        const header = bytes(['NRRD0004', ...lines].map((line) => line + newline).join('') + newline);
        const file = new Uint8Array(header.length + data.length);
        file.set(header);
        file.set(data, header.length);
        const scrub = scrubNrrdHeader(file, true);
        expect(scrub.kind).toBe('scrubbed');
        if (scrub.kind !== 'scrubbed') return;
        expect(scrub.dataOffset).toBe(header.length);
        const kept = lines.filter((line) => !line.startsWith('#') && !line.includes(':=') && !line.startsWith('content:'));
        expect(text(scrub.header)).toBe(['NRRD0004', ...kept].map((line) => line + newline).join('') + newline);
        expect(scrub.found).toBe(kept.length < lines.length);
      }),
    );
  });
});
