
/** "21 Nov 2026, 12:00" / "21 نوفمبر 2026، 12:00", Cairo time, as the back office shows instants. */
export const staffDateTime = (date: Date) => staffDateTimeText(date, shownLanguage());

import { staffDateText, staffDateTimeText } from '../../../locales/format/dateTexts';
import { shownLanguage } from '../../i18n/localized';
/** "21 Nov 2026" / "21 نوفمبر 2026", Cairo time. */
export const staffDate = (date: Date) => staffDateText(date, shownLanguage());

const STATUS_COLOURS: Readonly<Record<string, string>> = {
  Pending: 'yellow',
  Processing: 'blue',
  Shipped: 'indigo',
  Delivered: 'green',
  Cancelled: 'gray',
  Failed: 'red',
  Success: 'green',
  Confirmed: 'green',
};

/** The badge colour of an order or payment status. */
export const statusColour = (status: string) => STATUS_COLOURS[status] ?? 'gray';
