import type { Role } from '@tiara/domain/access';
import type { PaymentMethod } from '@tiara/domain/checkout';
import type { SortOption } from '@tiara/domain/catalog-query';
import { ORDER_STATUSES } from '@tiara/domain/order-lifecycle';
import { CITIES_BY_GOVERNORATE, GOVERNORATES, type Governorate } from '@tiara/domain/shipping-fee';
import { variantNamesEn } from './variantNamesEn';

const itself = <Value extends string>(values: readonly Value[]): Readonly<Record<Value, Value>> =>
  Object.fromEntries(values.map((value) => [value, value])) as Record<Value, Value>;

/**
 * What a reader sees of the values the API and the stored data keep in English (governorates,
 * cities, statuses, payment methods, roles): each table is keyed by that value, so a screen shows
 * the name while it sends and compares the value. In English the name is the value itself, or
 * SPEC's label for it.
 */
export const displayNamesEn = {
  governorates: itself<Governorate>(GOVERNORATES),
  /** The Cairo and Giza city lists (CITIES_BY_GOVERNORATE). */
  cities: itself<string>(Object.values(CITIES_BY_GOVERNORATE).flat()),
  /** The country of addresses: the shop ships within Egypt only. */
  countries: { Egypt: 'Egypt' },
  /** SPEC §2 Checkout's labels. */
  paymentMethods: { cash: 'Cash on Delivery', credit: 'Credit Card', pickup: 'Pickup from Store' } satisfies Readonly<Record<PaymentMethod, string>>,
  sortOptions: {
    default: 'Default',
    'price-asc': 'Price: Low to High',
    'price-desc': 'Price: High to Low',
    'name-asc': 'Name: A to Z',
    'name-desc': 'Name: Z to A',
  } satisfies Readonly<Record<SortOption, string>>,
  orderStatuses: itself(ORDER_STATUSES),
  /** A payment's status (AdminPaymentsApi PAYMENT_STATUSES). */
  paymentStatuses: itself(['Pending', 'Success', 'Failed', 'Superseded']),
  /** An AI plan subscription's status (AdminAiApi SUBSCRIPTION_STATUSES). */
  subscriptionStatuses: itself(['Pending', 'Active', 'Cancelled']),
  /** An uploaded scan's status (ScanHistoryApi ScanStatus). */
  scanStatuses: itself(['Queued', 'Processing', 'Completed', 'Failed']),
  /** A training registration's status (AdminTrainingApi REGISTRATION_STATUSES). */
  registrationStatuses: itself(['Pending', 'Confirmed', 'Cancelled']),
  /** A promo code use's status (AdminPromosApi). */
  promoUseStatuses: itself(['Reserved', 'Used', 'Released']),
  roles: itself<Role>(['User', 'Admin', 'Sales']),
  /** A variant's size inside a cart line's name: 'size 4' (variantCartName). */
  size: variantNamesEn.size,
  /** Between a variant's side, size and option in a cart line's name. */
  partsSeparator: ', ',
};
