import { isolated } from '@tiara/domain/language';
import type { OrderStatus } from '@tiara/domain/order-lifecycle';

/*
 * What the Arabic tables of the shop and of the server write alike: runs kept whole in their own
 * direction, and the order statuses' Arabic names.
 */

/** A left-to-right run (a phone number, an e-mail address, a code) kept whole inside Arabic text. */
export const ltr = (text: string): string => `\u2066${text}\u2069`;

/** A name in whatever script, kept whole inside Arabic text. */
export const named = isolated;

/** The order statuses as the shop's Arabic pages name them. */
export const ORDER_STATUS_AR: Readonly<Record<OrderStatus, string>> = {
  Pending: 'قيد الانتظار',
  Processing: 'قيد التجهيز',
  Shipped: 'تم الشحن',
  Delivered: 'تم التسليم',
  Cancelled: 'ملغي',
  Failed: 'فشل',
};

/** A status the server names, in Arabic when it is one of the order statuses. */
export const statusAr = (status: string): string => (status in ORDER_STATUS_AR ? ORDER_STATUS_AR[status as OrderStatus] : status);
