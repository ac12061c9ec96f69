import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { niftiDataOffset, scrubNiftiHeader } from '@tiara/domain/scan-deid';

const TEXT_FIELDS_1 = [[4, 10], [14, 18], [148, 80], [228, 24], [328, 16]] as const;
const TEXT_FIELDS_2 = [[240, 80], [320, 24], [508, 16]] as const;

/** A NIfTI-1 or -2 header region (header, extension bytes, extensions) filled with noise, with a valid size and vox_offset. */
const niftiRegion = fc
  .record({
    version: fc.constantFrom(1, 2),
    littleEndian: fc.boolean(),
    extensions: fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 3 }),
    noise: fc.uint8Array({ minLength: 600, maxLength: 600 }),
    flag: fc.boolean(),
  })
  .map(({ version, littleEndian, extensions, noise, flag }) => {
    const headerSize = version === 1 ? 348 : 540;
    const extensionBytes = flag ? extensions.reduce((sum, blocks) => sum + blocks * 16, 0) : 0;
    const dataOffset = headerSize + 4 + extensionBytes;
    const region = new Uint8Array(dataOffset);
    region.set(noise.subarray(0, Math.min(noise.length, dataOffset)));
    if (dataOffset > noise.length) region.set(noise.subarray(0, dataOffset - noise.length), noise.length);
    const view = new DataView(region.buffer);
    view.setInt32(0, headerSize, littleEndian);
    if (version === 1) view.setFloat32(108, dataOffset, littleEndian);
    else view.setBigInt64(168, BigInt(dataOffset), littleEndian);
    region[headerSize] = flag ? 1 : 0;
    let position = headerSize + 4;
    if (flag) {
      for (const blocks of extensions) {
        view.setInt32(position, blocks * 16, littleEndian);
        view.setInt32(position + 4, 4, littleEndian);
        position += blocks * 16;
      }
    }
    return { region, version, dataOffset, extensionStarts: flag ? extensions : [] };
  });

describe('NIfTI header scrubbing', () => {
  it('keeps the length and the data offset, zeroes the free text and extension contents, changes nothing else', () => {
    fc.assert(
      fc.property(niftiRegion, ({ region, version, dataOffset }) => {
        expect(niftiDataOffset(region, dataOffset + 10)).toBe(dataOffset);
        const scrub = scrubNiftiHeader(region)!;
        expect(scrub.header.length).toBe(region.length);
        expect(niftiDataOffset(scrub.header, dataOffset + 10)).toBe(dataOffset);
        const headerSize = version === 1 ? 348 : 540;
        const text = new Set<number>();
        for (const [offset, length] of version === 1 ? TEXT_FIELDS_1 : TEXT_FIELDS_2) for (let index = offset; index < offset + length; index++) text.add(index);
        for (let index = 0; index < headerSize; index++) {
          if (text.has(index)) expect(scrub.header[index]).toBe(0);
          else expect(scrub.header[index]).toBe(region[index]);
        }
        expect(scrub.found).toBe([...text].some((index) => region[index] !== 0) || region.subarray(headerSize + 4).some((byte, index) => byte !== 0 && scrub.header[headerSize + 4 + index] === 0));
      }),
    );
  });

  it('keeps each extension’s size and code, so readers still walk them', () => {
    fc.assert(
      fc.property(niftiRegion, ({ region, version, extensionStarts }) => {
        const scrub = scrubNiftiHeader(region)!;
        let position = (version === 1 ? 348 : 540) + 4;
        for (const blocks of extensionStarts) {
          expect(scrub.header.subarray(position, position + 8)).toEqual(region.subarray(position, position + 8));
          expect(scrub.header.subarray(position + 8, position + blocks * 16).every((byte) => byte === 0)).toBe(true);
          position += blocks * 16;
        }
      }),
    );
  });

  it('finds nothing in a header without free text, and refuses what is not NIfTI', () => {
    const region = new Uint8Array(352);
    new DataView(region.buffer).setInt32(0, 348, false);
    new DataView(region.buffer).setFloat32(108, 352, false);
    expect(scrubNiftiHeader(region)).toEqual({ header: region, found: false });
    expect(scrubNiftiHeader(new Uint8Array(352))).toBeNull();
    expect(niftiDataOffset(region, 351)).toBeNull(); // data beyond the file
  });
});
