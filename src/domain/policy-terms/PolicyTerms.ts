import { DEFAULT_SHIPPING_FEE, GOVERNORATES } from '../shipping-fee';

/**
 * SPEC §9's policy rules, written once so that the English and the Arabic policies cannot drift
 * apart. Numbers stay in Western digits in both languages, as Egyptian invoices print them.
 */
export const PolicyTerms = {
  damagedReportDays: 3,
  wrongItemReportHours: 48,
  refundProcessingDays: '5-7',
  orderProcessingDays: '1-2',
  deliveryDaysMajorCities: '2-5',
  deliveryDaysElsewhere: 7,
  deliveryAttempts: '2-3',
  /** In piasters; each language's text writes it with its own currency sign. */
  standardShippingFee: DEFAULT_SHIPPING_FEE,
  governorates: GOVERNORATES.length,
} as const;
