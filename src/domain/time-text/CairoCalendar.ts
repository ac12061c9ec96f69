import { Brand } from '../brand';

/** Built once: constructing an Intl.DateTimeFormat is far slower than using one. */
const cairoDayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: Brand.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

export function isValidDate(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

interface CairoDay {
  readonly year: string;
  /** 'YYYY-MM-DD', which sorts like the days it names. */
  readonly key: string;
}

/** The Cairo calendar day of an instant; built from parts so the key does not depend on a locale's pattern. */
export function cairoDay(date: Date): CairoDay {
  const parts = cairoDayParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((entry) => entry.type === type)?.value ?? '';
  const year = part('year');
  return { year, key: `${year}-${part('month')}-${part('day')}` };
}
