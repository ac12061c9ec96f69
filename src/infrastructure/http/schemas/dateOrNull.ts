/** A date the Date constructor can read from the wire; none for a missing, empty or unreadable one. */
export function dateOrNull(text: string | null | undefined): Date | null {
  if (!text) return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? null : date;
}
