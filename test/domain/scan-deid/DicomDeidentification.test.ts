import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BASIC_PROFILE_ATTRIBUTES,
  DEIDENTIFICATION_METHOD,
  type DicomAttribute,
  type DicomDataset,
  basicProfileAttribute,
  deidentifyDicomDataset,
  deidentifyFileMeta,
  hasContent,
} from '@tiara/domain/scan-deid';

const replaceUid = (uid: string) => `9.${uid}`;

/** Every attribute of a data set, at any depth of sequences, with the path of tags leading to it. */
function* walk(dataset: DicomDataset, path: readonly string[] = []): Generator<{ tag: string; attribute: DicomAttribute; path: readonly string[] }> {
  for (const [tag, attribute] of Object.entries(dataset)) {
    yield { tag, attribute, path };
    // The item's index is part of the path: two items of one sequence may hold the same attribute.
    if (attribute.vr === 'SQ') for (const [index, item] of (attribute.Value ?? []).entries()) yield* walk(item as DicomDataset, [...path, tag, String(index)]);
  }
}

const valueFor = (vr: string): fc.Arbitrary<unknown> => {
  if (vr === 'PN') return fc.string({ minLength: 1, maxLength: 20 }).filter((text) => text.trim() !== '').map((text) => ({ Alphabetic: text }));
  if (vr === 'US' || vr === 'UL') return fc.integer({ min: 1, max: 1000 });
  return fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== '');
};

/** A profile attribute with a value, as the table's VR-agnostic rules see it (the VR only shapes dummies). */
const profileAttribute = fc.constantFrom(...BASIC_PROFILE_ATTRIBUTES.filter((row) => row.action !== 'K')).chain((row) =>
  fc.constantFrom('LO', 'PN', 'DA', 'UI', 'SH', 'US').chain((vr) => valueFor(row.action === 'U' ? 'UI' : vr).map((value) => [row.tag, { vr: row.action === 'U' ? 'UI' : vr, Value: [value] }] as const)),
);
const privateAttribute = fc.tuple(fc.integer({ min: 0, max: 0x7fff }), fc.integer({ min: 0, max: 0xffff })).map(([group, element]) => [
  `${((group * 2 + 1) & 0xffff).toString(16).padStart(4, '0').toUpperCase()}${element.toString(16).padStart(4, '0').toUpperCase()}`,
  { vr: 'LO', Value: ['private secret'] },
] as const);
/** Attributes the profile keeps: geometry and pixel description. */
const keptAttribute = fc.constantFrom(
  ['00280030', { vr: 'DS', Value: [0.25, 0.25] }] as const,
  ['00200032', { vr: 'DS', Value: [1, 2, 3] }] as const,
  ['00280010', { vr: 'US', Value: [512] }] as const,
  ['00080060', { vr: 'CS', Value: ['CT'] }] as const,
);

const dataset: fc.Memo<DicomDataset> = fc.memo((depth) =>
  fc
    .tuple(
      fc.array(fc.oneof(profileAttribute, privateAttribute, keptAttribute), { maxLength: 12 }),
      depth > 1 ? fc.array(dataset(depth - 1), { maxLength: 2 }) : fc.constant([]),
    )
    .map(([attributes, items]) => {
      const result: Record<string, DicomAttribute> = Object.fromEntries(attributes);
      // A sequence the profile does not list (Derivation Code Sequence), whose items are cleaned too.
      if (items.length > 0) result['00089215'] = { vr: 'SQ', Value: items };
      return result;
    }),
);

describe('the Basic profile applied to a data set', () => {
  it('leaves no profile attribute with its original value, no private attribute, at any depth', () => {
    fc.assert(
      fc.property(dataset(3), (original) => {
        const { dataset: result } = deidentifyDicomDataset(original, replaceUid);
        const originals = new Map([...walk(original)].map(({ tag, attribute, path }) => [[...path, tag].join('/'), attribute]));
        for (const { tag, attribute, path } of walk(result)) {
          expect(Number.parseInt(tag.slice(0, 4), 16) % 2).toBe(0);
          const row = basicProfileAttribute(tag);
          const before = originals.get([...path, tag].join('/'));
          if (row === undefined || before === undefined) continue;
          expect(row.action).not.toBe('X');
          if (row.action === 'Z') expect(hasContent(attribute)).toBe(false);
          if (row.action === 'U' || (row.action === 'D' && attribute.vr === 'UI')) expect(attribute.Value).toEqual(before.Value!.map((uid) => replaceUid(uid as string)));
          else if (row.action === 'D') expect(attribute.Value).not.toEqual(before.Value);
        }
      }),
    );
  });

  it('keeps every attribute the profile does not list, value for value', () => {
    fc.assert(
      fc.property(dataset(3), (original) => {
        const { dataset: result } = deidentifyDicomDataset(original, replaceUid);
        for (const { tag, attribute, path } of walk(original)) {
          if (path.length > 0 || basicProfileAttribute(tag) !== undefined || Number.parseInt(tag.slice(0, 4), 16) % 2 === 1 || attribute.vr === 'SQ') continue;
          expect(result[tag]).toEqual(attribute);
        }
      }),
    );
  });

  it('names what it found by kind, and only what had a value', () => {
    const { found } = deidentifyDicomDataset(
      {
        '00100010': { vr: 'PN', Value: [{ Alphabetic: 'Doe^Jane' }] },
        '00100030': { vr: 'DA', Value: [] },
        '00091001': { vr: 'LO', Value: ['x'] },
        '00081140': { vr: 'SQ', Value: [{ '00081155': { vr: 'UI', Value: ['1.2.3'] } }] },
      },
      replaceUid,
    );
    expect([...found].sort()).toEqual(['patient-name', 'private-tags', 'uids']);
  });

  it('states what was done, in tag order', () => {
    const { dataset: result } = deidentifyDicomDataset({ '00280010': { vr: 'US', Value: [512] }, '00100010': { vr: 'PN', Value: [] } }, replaceUid);
    expect(result['00120062']).toEqual({ vr: 'CS', Value: ['YES'] });
    expect(result['00120063']).toEqual({ vr: 'LO', Value: [DEIDENTIFICATION_METHOD] });
    expect(DEIDENTIFICATION_METHOD.length).toBeLessThanOrEqual(64);
    expect(result['00280303']).toEqual({ vr: 'CS', Value: ['REMOVED'] });
    expect(Object.keys(result)).toEqual([...Object.keys(result)].sort());
  });

  it.each([
    ['curve data', '50000010', { vr: 'US', Value: [1] }],
    ['overlay data', '60003000', { vr: 'OW', Value: [new ArrayBuffer(8)] }],
    ['overlay comments', '60024000', { vr: 'LT', Value: ['Jane'] }],
    ['a group length', '00080000', { vr: 'UL', Value: [100] }],
  ])('removes %s', (_, tag, attribute) => {
    expect(deidentifyDicomDataset({ [tag]: attribute }, replaceUid).dataset[tag]).toBeUndefined();
  });

  it('empties a person name the table does not list (a newer attribute), and keeps overlay geometry', () => {
    const { dataset: result } = deidentifyDicomDataset({ '00441234': { vr: 'PN', Value: [{ Alphabetic: 'Dr Who' }] }, '60000010': { vr: 'US', Value: [512] } }, replaceUid);
    expect(result['00441234']).toEqual({ vr: 'PN', Value: [] });
    expect(result['60000010']).toEqual({ vr: 'US', Value: [512] });
  });

  it('gives dummies that fit their VR', () => {
    const { dataset: result } = deidentifyDicomDataset(
      {
        '00400512': { vr: 'LO', Value: ['container 7'] },
        '0040A123': { vr: 'PN', Value: [{ Alphabetic: 'Doe' }] },
        '0040A121': { vr: 'DA', Value: ['20240101'] },
        '0040A730': { vr: 'SQ', Value: [{ '0040A160': { vr: 'UT', Value: ['report'] } }] },
      },
      replaceUid,
    );
    expect(result['00400512']).toEqual({ vr: 'LO', Value: ['ANONYMOUS'] });
    expect(result['0040A123']).toEqual({ vr: 'PN', Value: [{ Alphabetic: 'ANONYMOUS' }] });
    expect(result['0040A121']).toEqual({ vr: 'DA', Value: ['19000101'] });
    expect(result['0040A730']).toEqual({ vr: 'SQ', Value: [] });
  });
});

describe('the file meta information', () => {
  it('follows the replaced SOP Instance UID and loses the AE titles, keeping the transfer syntax', () => {
    const { dataset: result, found } = deidentifyFileMeta(
      {
        '00020003': { vr: 'UI', Value: ['1.2.3.4'] },
        '00020010': { vr: 'UI', Value: ['1.2.840.10008.1.2.1'] },
        '00020016': { vr: 'AE', Value: ['CLINIC_PACS'] },
      },
      replaceUid,
    );
    expect(result).toEqual({ '00020003': { vr: 'UI', Value: ['9.1.2.3.4'] }, '00020010': { vr: 'UI', Value: ['1.2.840.10008.1.2.1'] } });
    expect([...found].sort()).toEqual(['device', 'uids']);
  });
});
