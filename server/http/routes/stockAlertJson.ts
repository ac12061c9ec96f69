import { NewStockAlertJson } from '@tiara/contract/newStockAlertJson';
import { type StockAlertJson, StockAlertSubscriptionJson, WaitingStockAlertJson } from '@tiara/contract/stockAlertJson';
import { type Language, shownText } from '@tiara/domain/language';
import type { VariantNames } from '@tiara/domain/variant-selector';
import type { StockAlertRecord, WaitedVariant, WaitingStockAlert } from '../../application/stock-alerts/StockAlerts';
import { variantNamesAr } from '../../../src/locales/shared/ar/variantNamesAr';
import { variantNamesEn } from '../../../src/locales/shared/en/variantNamesEn';
import { documented } from '../documented';

const WHOLE_PRODUCT = 'Null: the product, whichever variant comes back';

export const newStockAlertBody = documented(NewStockAlertJson, {
  variant_id: 'One variant of a variant product; absent or null: any of them',
  email: "A visitor's address (required without a bearer token; ignored with one)",
});

export const stockAlertSubscriptionJson = documented(StockAlertSubscriptionJson, {
  variant_id: WHOLE_PRODUCT,
  created: 'False (with 200): this person already waited for it, nothing changed',
  message: "The confirmation to show, in the reader's language",
});

export const waitingStockAlertJson = documented(WaitingStockAlertJson, {
  variant_id: WHOLE_PRODUCT,
  product_name: "In the reader's language",
  variant_label: "The side and size, size, or option waited for, in the reader's language; null for the whole product",
});

export function stockAlertToJson(alert: StockAlertRecord): StockAlertJson {
  return { id: alert.id, product_id: alert.productId, variant_id: alert.variantId, created_at: alert.createdAt.toISOString() };
}

const VARIANT_NAMES: Readonly<Record<Language, VariantNames>> = { en: variantNamesEn, ar: variantNamesAr };

/** How a variant reads in `language`: its side and size, its size, or its option ("Upper Right 3", "رفيع جدًا"). */
function variantLabel(variant: WaitedVariant, language: Language): string {
  const names = VARIANT_NAMES[language];
  return [variant.side === null ? null : names.side(variant.side), variant.size, variant.option === null ? null : names.option(variant.option)].filter((part) => part !== null).join(' ');
}

export function waitingStockAlertToJson(alert: WaitingStockAlert, language: Language): WaitingStockAlertJson {
  return { ...stockAlertToJson(alert), product_name: shownText(language, alert.name, alert.nameAr), variant_label: alert.variant === null ? null : variantLabel(alert.variant, language) };
}
