/** Whether a list's search matches a row, as the staff API searches: any of `texts` containing it, ignoring case; no search matches every row. */
export function matchesSearch(search: string | undefined, ...texts: readonly (string | null)[]): boolean {
  const wanted = search?.trim().toLowerCase() ?? '';
  return wanted === '' || texts.some((text) => text !== null && text.toLowerCase().includes(wanted));
}
