export type CsvCell = string | number | boolean | null;

/**
 * A spreadsheet opens a cell that starts with one of these as a formula, so a product name or an
 * address such as `=HYPERLINK(...)` could run in the admin's spreadsheet; such text is prefixed
 * with an apostrophe, which the spreadsheet shows as plain text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell !== 'string') return String(cell);
  const text = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV with CRLF line ends, preceded by a byte-order mark so that spreadsheet programs
 * read the UTF-8 text (Arabic names) correctly.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cellText).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
