/**
 * The NRRD fields that describe the data (nrrd format spec, teem.sourceforge.net/nrrd/format.html),
 * spelled with and without their optional spaces. Every other line of a header is removed:
 * comments ('#'), key/value pairs ('key:=value', free text by design), 'content' and per-axis
 * 'labels' (free text), and fields this list does not know.
 */
const KEPT_FIELDS = new Set([
  'type',
  'dimension',
  'space',
  'space dimension',
  'sizes',
  'spacings',
  'thicknesses',
  'axis mins',
  'axismins',
  'axis maxs',
  'axismaxs',
  'space directions',
  'centerings',
  'centers',
  'kinds',
  'units',
  'space units',
  'space origin',
  'measurement frame',
  'block size',
  'blocksize',
  'endian',
  'encoding',
  'line skip',
  'lineskip',
  'byte skip',
  'byteskip',
  'min',
  'max',
  'old min',
  'oldmin',
  'old max',
  'oldmax',
  'sample units',
  'sampleunits',
]);

const DETACHED_FIELDS = new Set(['data file', 'datafile']);

export type NrrdScrub =
  | {
      readonly kind: 'scrubbed';
      /** The header's bytes as they are to be written, up to and including the blank line. */
      readonly header: Uint8Array;
      /** Where the original header ended: the data starts here, untouched. */
      readonly dataOffset: number;
      readonly found: boolean;
    }
  /** The header has not ended within the bytes given: read more. */
  | { readonly kind: 'incomplete' }
  | { readonly kind: 'broken' }
  /** The data lies in another file ('data file'), which is never sent: refused. */
  | { readonly kind: 'detached' };

interface HeaderLine {
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

/**
 * The header's lines, each with its own ending ('\n' or '\r\n'), up to the first empty line;
 * `end` is null when no empty line came (the bytes end first).
 */
function headerLines(bytes: Uint8Array): { lines: HeaderLine[]; end: number | null } {
  const lines: HeaderLine[] = [];
  let start = 0;
  while (start < bytes.length) {
    const newline = bytes.indexOf(0x0a, start);
    const lineEnd = newline < 0 ? bytes.length : newline + 1;
    const contentEnd = newline < 0 ? bytes.length : newline > start && bytes[newline - 1] === 0x0d ? newline - 1 : newline;
    if (contentEnd === start && newline >= 0) return { lines, end: lineEnd };
    let text = '';
    for (let index = start; index < contentEnd; index++) text += String.fromCharCode(bytes[index]!);
    lines.push({ text, start, end: lineEnd });
    start = lineEnd;
  }
  return { lines, end: null };
}

function fieldName(line: string): string | null {
  if (/^[^:]*:=/.test(line)) return null;
  const field = /^([^:]+): /.exec(line);
  return field?.[1]?.toLowerCase() ?? null;
}

/**
 * Removes the free text of an NRRD header (issue 18): keeps the magic line and the fields that
 * describe the data, each line byte for byte with its own line ending, and the blank line that
 * ends the header; the data after it is not part of this and stays untouched. `bytes` is the
 * file's start; `complete` says it is the whole file (a header that never ends is then broken,
 * not incomplete).
 */
export function scrubNrrdHeader(bytes: Uint8Array, complete: boolean): NrrdScrub {
  const parsed = headerLines(bytes);
  const [magic, ...fields] = parsed.lines;
  if (magic === undefined || !/^NRRD000\d$/.test(magic.text)) return magic === undefined && !complete ? { kind: 'incomplete' } : { kind: 'broken' };
  if (fields.some((line) => DETACHED_FIELDS.has(fieldName(line.text) ?? ''))) return { kind: 'detached' };
  if (parsed.end === null) return complete ? { kind: 'broken' } : { kind: 'incomplete' };
  const kept: HeaderLine[] = [magic];
  let found = false;
  for (const line of fields) {
    if (KEPT_FIELDS.has(fieldName(line.text) ?? '')) kept.push(line);
    else found = true;
  }
  const blankLine = bytes.subarray(parsed.lines.at(-1)!.end, parsed.end);
  const length = kept.reduce((sum, line) => sum + line.end - line.start, 0) + blankLine.length;
  const header = new Uint8Array(length);
  let position = 0;
  for (const line of kept) {
    header.set(bytes.subarray(line.start, line.end), position);
    position += line.end - line.start;
  }
  header.set(blankLine, position);
  return { kind: 'scrubbed', header, dataOffset: parsed.end, found };
}
