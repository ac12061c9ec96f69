/** An ILIKE pattern for text containing `search` literally: its own % and _ match only themselves. */
export function containing(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
