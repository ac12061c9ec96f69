/** A CSV file as the staff API's exports write it (one line per row, CRLF), a cell quoted when it holds a comma, a quote or a line break. */
export function csvOf(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const cell = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => `${row.map(cell).join(',')}\r\n`).join('');
}
