import { describe, expect, it } from 'vitest';
import { BASIC_PROFILE_ATTRIBUTES, IDENTIFYING_DATA_KINDS, basicProfileAttribute } from '@tiara/domain/scan-deid';

describe('PS3.15 Table E.1-1, Basic profile, by tag number', () => {
  it('holds every numbered row of the table once, each with an action the shop applies and a kind the screen words', () => {
    // 621 rows in the standard's table, less the 50xx curve and (gggg odd) private wildcard rows and
    // the two 60xx overlay rows, which the rules match by group.
    expect(BASIC_PROFILE_ATTRIBUTES).toHaveLength(617);
    expect(new Set(BASIC_PROFILE_ATTRIBUTES.map((row) => row.tag)).size).toBe(BASIC_PROFILE_ATTRIBUTES.length);
    for (const row of BASIC_PROFILE_ATTRIBUTES) {
      expect(row.tag).toMatch(/^[0-9A-F]{8}$/);
      expect(['X', 'Z', 'D', 'U', 'K']).toContain(row.action);
      expect(IDENTIFYING_DATA_KINDS).toContain(row.kind);
      // The chosen action is one the table offers (K stands for the X/Z/U* sequences kept and cleaned).
      if (row.action === 'K') expect(row.tableCode).toBe('X/Z/U*');
      else expect(row.tableCode.split('/')).toContain(row.action);
    }
  });

  it.each([
    ['00100010', 'Z', 'patient-name'], // Patient's Name
    ['00100020', 'Z', 'patient-id'], // Patient ID (Z/D)
    ['00100030', 'Z', 'patient-birth-date'],
    ['00100040', 'Z', 'patient-sex-age'],
    ['00101010', 'X', 'patient-sex-age'], // Patient's Age
    ['00101040', 'X', 'patient-details'], // Patient's Address
    ['00080020', 'Z', 'dates-times'], // Study Date
    ['00080021', 'X', 'dates-times'], // Series Date (X/D)
    ['00080022', 'Z', 'dates-times'], // Acquisition Date (X/Z, type 2 in enhanced IODs)
    ['00080023', 'Z', 'dates-times'], // Content Date (Z/D)
    ['00080080', 'X', 'institution'], // Institution Name (X/Z/D)
    ['00080081', 'X', 'institution'],
    ['00080090', 'Z', 'physicians-operators'], // Referring Physician's Name
    ['00081070', 'X', 'physicians-operators'], // Operators' Name
    ['00080050', 'Z', 'accession-study-ids'],
    ['00200010', 'Z', 'accession-study-ids'], // Study ID
    ['00181000', 'X', 'device'], // Device Serial Number
    ['00081010', 'X', 'device'], // Station Name
    ['00081030', 'X', 'descriptions-comments'], // Study Description
    ['0020000D', 'U', 'uids'],
    ['0020000E', 'U', 'uids'],
    ['00080018', 'U', 'uids'],
    ['00200052', 'U', 'uids'],
    ['00081155', 'U', 'uids'], // Referenced SOP Instance UID
    ['00081140', 'K', 'other-attributes'], // Referenced Image Sequence (X/Z/U*)
    ['00880200', 'X', 'other-attributes'], // Icon Image Sequence
    ['FFFCFFFC', 'X', 'other-attributes'], // Data Set Trailing Padding
  ] as const)('%s: %s, %s', (tag, action, kind) => {
    expect(basicProfileAttribute(tag)).toMatchObject({ action, kind });
    expect(basicProfileAttribute(tag.toLowerCase())).toBe(basicProfileAttribute(tag));
  });

  it('keeps what the segmentation needs: geometry, pixel description, modality and SOP class are not rows', () => {
    for (const tag of ['00280030', '00180050', '00200032', '00200037', '00281052', '00281053', '00280004', '00280010', '00280011', '00080060', '00080016', '00020010']) {
      expect(basicProfileAttribute(tag)).toBeUndefined();
    }
  });
});
