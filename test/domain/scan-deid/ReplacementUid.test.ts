import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UID_MAX_LENGTH, UidReplacements, isValidUid, replacementUid, sha256 } from '@tiara/domain/scan-deid';
import { createHash } from 'node:crypto';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const originalUid = fc
  .array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 2 ** 31 })), { minLength: 2, maxLength: 12 })
  .map((parts) => parts.join('.'))
  .filter((uid) => uid.length <= UID_MAX_LENGTH);

describe('SHA-256', () => {
  it.each([
    ['', 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'],
    ['abc', 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1'],
  ])('of %j', (text, digest) => {
    expect(hex(sha256(new TextEncoder().encode(text)))).toBe(digest);
  });

  it("matches Node's crypto for any bytes, across block boundaries", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        expect(hex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
      }),
    );
  });
});

describe('replacement UIDs', () => {
  it('are valid UIDs of at most 64 characters under the 2.25 root', () => {
    fc.assert(
      fc.property(fc.string(), originalUid, (key, uid) => {
        const replacement = replacementUid(key, uid);
        expect(isValidUid(replacement)).toBe(true);
        expect(replacement.length).toBeLessThanOrEqual(UID_MAX_LENGTH);
        expect(replacement.startsWith('2.25.')).toBe(true);
      }),
    );
  });

  it('are the same for the same key and UID (padding ignored), and differ for another key or another UID', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), originalUid, originalUid, (key, otherKey, uid, otherUid) => {
        expect(replacementUid(key, uid)).toBe(replacementUid(key, `${uid} `));
        if (key !== otherKey) expect(replacementUid(otherKey, uid)).not.toBe(replacementUid(key, uid));
        if (uid !== otherUid) expect(replacementUid(key, otherUid)).not.toBe(replacementUid(key, uid));
        expect(replacementUid(key, uid)).not.toBe(uid);
      }),
    );
  });

  it('are remembered per preparation, consistent across every file that repeats a UID', () => {
    const replacements = new UidReplacements('key');
    const first = replacements.replace('1.2.840.113619.2.1');
    expect(replacements.replace('1.2.840.113619.2.1 ')).toBe(first);
    expect(first).toBe(replacementUid('key', '1.2.840.113619.2.1'));
  });

  it.each([
    ['1.2.3', true],
    ['0.1', true],
    ['1.02', false],
    ['1..2', false],
    ['1.2.', false],
    ['', false],
    ['1.a', false],
    [`1.${'1'.repeat(63)}`, false],
  ])('%j is a valid UID: %s', (uid, valid) => {
    expect(isValidUid(uid)).toBe(valid);
  });
});
