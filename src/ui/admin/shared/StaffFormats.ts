import { Brand } from '../../../domain/brand';

const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: Brand.timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: Brand.timeZone, day: 'numeric', month: 'short', year: 'numeric' });

/** "21 Nov 2026, 12:00", Cairo time, as the back office shows instants. */
export const staffDateTime = (date: Date) => dateTimeFormat.format(date);

/** "21 Nov 2026", Cairo time. */
export const staffDate = (date: Date) => dateFormat.format(date);

const STATUS_COLOURS: Readonly<Record<string, string>> = {
  Pending: 'yellow',
  Processing: 'blue',
  Shipped: 'indigo',
  Delivered: 'green',
  Cancelled: 'gray',
  Failed: 'red',
  Success: 'green',
};

/** The badge colour of an order or payment status. */
export const statusColour = (status: string) => STATUS_COLOURS[status] ?? 'gray';
