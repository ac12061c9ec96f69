import { DeliveryPolicy } from '../delivery-window';
import { DEFAULT_SHIPPING_FEE, GOVERNORATES } from '../shipping-fee';

const { processingBusinessDays, deliveryDays } = DeliveryPolicy;

/**
 * SPEC §9's policy rules, written once so that the English and the Arabic policies cannot drift
 * apart. Numbers stay in Western digits in both languages, as Egyptian invoices print them.
 */
export const PolicyTerms = {
  damagedReportDays: 3,
  wrongItemReportHours: 48,
  refundProcessingDays: '5-7',
  /** The delivery window's own numbers (src/domain/delivery-window), so the promise and the page agree. */
  orderProcessingDays: `${processingBusinessDays.min}-${processingBusinessDays.max}`,
  deliveryDaysMajorCities: `${deliveryDays['major-city'].min}-${deliveryDays['major-city'].max}`,
  deliveryDaysElsewhere: deliveryDays.elsewhere.max,
  deliveryAttempts: '2-3',
  /** In piasters; each language's text writes it with its own currency sign. */
  standardShippingFee: DEFAULT_SHIPPING_FEE,
  governorates: GOVERNORATES.length,
} as const;
