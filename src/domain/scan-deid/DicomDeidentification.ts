import { basicProfileAttribute, type ProfileAttribute } from './BasicProfileTable';
import type { IdentifyingDataKind } from './IdentifyingDataKind';

/**
 * One DICOM attribute as DICOM JSON (PS3.18 §F.2) holds it, which is also how dcmjs reads a data
 * set: the VR and the values. A sequence's values are its items, each a data set; a person name's
 * values are objects ({ Alphabetic }) or strings; binary values are buffers.
 */
export interface DicomAttribute {
  readonly vr: string;
  readonly Value?: readonly unknown[];
}

/** A data set keyed by tag, eight hexadecimal digits ('00100010'). */
export type DicomDataset = Readonly<Record<string, DicomAttribute>>;

/** What de-identifying a data set changed, by kind. */
export interface DicomDeidentification {
  readonly dataset: Record<string, DicomAttribute>;
  readonly found: ReadonlySet<IdentifyingDataKind>;
}

/** Replaces a UID by its de-identified counterpart (ReplacementUid's UidReplacements). */
export type UidReplacer = (uid: string) => string;

/** PS3.15 §E.1.1 attributes added once the profile has been applied, each stating what was done. */
export const DEIDENTIFICATION_METHOD = 'DICOM PS3.15 E.1 Basic Application Level Confidentiality Profile';
const BASIC_PROFILE_CODE = { value: '113100', scheme: 'DCM', meaning: 'Basic Application Confidentiality Profile' };

const DUMMY_TEXT = 'ANONYMOUS';
/** Dummy values (action D) by VR, valid for their VR's length and character rules. */
const DUMMY_BY_VR: Readonly<Record<string, unknown>> = {
  AE: DUMMY_TEXT,
  AS: '000D',
  CS: DUMMY_TEXT,
  DA: '19000101',
  DT: '19000101000000',
  DS: '0',
  IS: '0',
  LO: DUMMY_TEXT,
  LT: DUMMY_TEXT,
  PN: { Alphabetic: DUMMY_TEXT },
  SH: DUMMY_TEXT,
  ST: DUMMY_TEXT,
  TM: '000000',
  UC: DUMMY_TEXT,
  UR: DUMMY_TEXT,
  UT: DUMMY_TEXT,
  FL: 0,
  FD: 0,
  SL: 0,
  SS: 0,
  UL: 0,
  US: 0,
  SV: 0,
  UV: 0,
};

const groupOf = (tag: string): number => Number.parseInt(tag.slice(0, 4), 16);
const elementOf = (tag: string): number => Number.parseInt(tag.slice(4, 8), 16);

/** Odd groups are private (PS3.5 §7.8): the Basic profile removes every one of them. */
export function isPrivateTag(tag: string): boolean {
  return groupOf(tag) % 2 === 1;
}

/**
 * The rule for a tag that is not a row of its own: curve groups 50xx are removed whole, overlay
 * groups 60xx lose their data (3000) and comments (4000), as the table's wildcard rows say.
 */
function wildcardRule(tag: string): { readonly action: 'X'; readonly kind: IdentifyingDataKind } | undefined {
  const group = groupOf(tag);
  if (group >= 0x5000 && group <= 0x50ff) return { action: 'X', kind: 'other-attributes' };
  if (group >= 0x6000 && group <= 0x60ff) {
    const element = elementOf(tag);
    if (element === 0x3000) return { action: 'X', kind: 'other-attributes' };
    if (element === 0x4000) return { action: 'X', kind: 'descriptions-comments' };
  }
  return undefined;
}

/** Whether an attribute holds anything: a value that is not empty, or a sequence with an item. */
export function hasContent(attribute: DicomAttribute): boolean {
  return (attribute.Value ?? []).some((value) => {
    if (value === null || value === undefined) return false;
    if (typeof value === 'string') return value.trim() !== '';
    if (typeof value === 'object' && 'Alphabetic' in value) return Object.values(value).some((part) => typeof part === 'string' && part.trim() !== '');
    if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) return value.byteLength > 0;
    return true;
  });
}

function dummyFor(attribute: DicomAttribute, replaceUid: UidReplacer): DicomAttribute {
  if (attribute.vr === 'UI') return replacedUids(attribute, replaceUid);
  const dummy = DUMMY_BY_VR[attribute.vr];
  // A sequence or binary value has no meaningful dummy: it is left empty, which carries nothing.
  return dummy === undefined ? { vr: attribute.vr, Value: [] } : { vr: attribute.vr, Value: [dummy] };
}

function replacedUids(attribute: DicomAttribute, replaceUid: UidReplacer): DicomAttribute {
  const values = (attribute.Value ?? []).map((value) => (typeof value === 'string' && value.trim() !== '' ? replaceUid(value) : value));
  return { vr: attribute.vr, Value: values };
}

class Deidentifier {
  readonly found = new Set<IdentifyingDataKind>();

  constructor(private readonly replaceUid: UidReplacer) {}

  dataset(dataset: DicomDataset): Record<string, DicomAttribute> {
    const result: Record<string, DicomAttribute> = {};
    for (const [rawTag, attribute] of Object.entries(dataset)) {
      const tag = rawTag.toUpperCase();
      const kept = this.attribute(tag, attribute);
      if (kept !== undefined) result[rawTag] = kept;
    }
    return result;
  }

  private note(kind: IdentifyingDataKind, attribute: DicomAttribute): void {
    if (hasContent(attribute)) this.found.add(kind);
  }

  /** The attribute as the profile leaves it, or undefined when it is removed. */
  private attribute(tag: string, attribute: DicomAttribute): DicomAttribute | undefined {
    if (isPrivateTag(tag)) {
      this.found.add('private-tags');
      return undefined;
    }
    // Group lengths outside the file meta would be wrong once values change; they are retired anyway.
    if (elementOf(tag) === 0x0000) return undefined;
    const wildcard = wildcardRule(tag);
    if (wildcard !== undefined) {
      this.note(wildcard.kind, attribute);
      return undefined;
    }
    const row = basicProfileAttribute(tag);
    if (row !== undefined) return this.apply(row, attribute);
    if (attribute.vr === 'SQ') return this.sequence(attribute);
    // A person's name the table does not list (an attribute newer than the table, or a retired
    // one) is still a person's name: emptied, never sent.
    if (attribute.vr === 'PN' && hasContent(attribute)) {
      this.found.add('physicians-operators');
      return { vr: 'PN', Value: [] };
    }
    return attribute;
  }

  private apply(row: ProfileAttribute, attribute: DicomAttribute): DicomAttribute | undefined {
    switch (row.action) {
      case 'X':
        this.note(row.kind, attribute);
        return undefined;
      case 'Z':
        this.note(row.kind, attribute);
        return { vr: attribute.vr, Value: [] };
      case 'D':
        this.note(row.kind, attribute);
        return hasContent(attribute) ? dummyFor(attribute, this.replaceUid) : attribute;
      case 'U':
        this.note(row.kind, attribute);
        return replacedUids(attribute, this.replaceUid);
      case 'K':
        return attribute.vr === 'SQ' ? this.sequence(attribute) : attribute;
    }
  }

  /** A sequence kept with each item de-identified by the same rules. */
  private sequence(attribute: DicomAttribute): DicomAttribute {
    const items = (attribute.Value ?? []).map((item) => (item !== null && typeof item === 'object' ? this.dataset(item as DicomDataset) : item));
    return { vr: attribute.vr, Value: items };
  }
}

/**
 * Applies PS3.15 Annex E's Basic Application Level Confidentiality Profile to a data set (no
 * option retained): every attribute of Table E.1-1 gets its action, within sequences at any
 * depth; private attributes, curves and overlay data go; UIDs are replaced through `replaceUid`,
 * so the same original UID gets the same replacement in every file of the study. The attributes
 * PS3.15 §E.1.1 asks for are added: Patient Identity Removed YES, De-identification Method (and
 * its code), and Longitudinal Temporal Information Modified REMOVED, dates being emptied or
 * removed rather than shifted. Nothing else changes: geometry, pixel description and the like
 * are kept as they were (the segmentation needs them).
 */
export function deidentifyDicomDataset(dataset: DicomDataset, replaceUid: UidReplacer): DicomDeidentification {
  const deidentifier = new Deidentifier(replaceUid);
  const result = deidentifier.dataset(dataset);
  result['00120062'] = { vr: 'CS', Value: ['YES'] };
  result['00120063'] = { vr: 'LO', Value: [DEIDENTIFICATION_METHOD] };
  result['00120064'] = {
    vr: 'SQ',
    Value: [
      {
        '00080100': { vr: 'SH', Value: [BASIC_PROFILE_CODE.value] },
        '00080102': { vr: 'SH', Value: [BASIC_PROFILE_CODE.scheme] },
        '00080104': { vr: 'LO', Value: [BASIC_PROFILE_CODE.meaning] },
      },
    ],
  };
  result['00280303'] = { vr: 'CS', Value: ['REMOVED'] };
  return { dataset: sortedByTag(result), found: deidentifier.found };
}

/** A data set is written in ascending tag order (PS3.5 §7.1); added attributes are put in place. */
function sortedByTag(dataset: Record<string, DicomAttribute>): Record<string, DicomAttribute> {
  const sorted: Record<string, DicomAttribute> = {};
  for (const tag of Object.keys(dataset).sort((a, b) => (a.toUpperCase() < b.toUpperCase() ? -1 : 1))) sorted[tag] = dataset[tag]!;
  return sorted;
}

/**
 * The file meta information (group 0002) de-identified: its Media Storage SOP Instance UID
 * follows the data set's replaced SOP Instance UID; the application entity titles of whoever
 * sent or received the file, and private information, are removed. The transfer syntax, the SOP
 * class and the implementation's identity stay: they describe the bytes, not the patient.
 */
export function deidentifyFileMeta(meta: DicomDataset, replaceUid: UidReplacer): DicomDeidentification {
  const found = new Set<IdentifyingDataKind>();
  const result: Record<string, DicomAttribute> = {};
  for (const [rawTag, attribute] of Object.entries(meta)) {
    const tag = rawTag.toUpperCase();
    if (tag === '00020003') {
      if (hasContent(attribute)) found.add('uids');
      result[rawTag] = replacedUids(attribute, replaceUid);
    } else if (tag === '00020016' || tag === '00020017' || tag === '00020018') {
      if (hasContent(attribute)) found.add('device');
    } else if (tag === '00020100' || tag === '00020102') {
      if (hasContent(attribute)) found.add('private-tags');
    } else {
      result[rawTag] = attribute;
    }
  }
  return { dataset: result, found };
}
