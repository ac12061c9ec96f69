import type { Piasters } from '@tiara/domain/money';
import { coversTotal } from '@tiara/domain/store-credit';
import { storeCreditMessagesEn } from '../../locales/shop/en/storeCreditMessagesEn';
import { localized } from '../i18n/localized';
import { DisplayNames, shownName } from './DisplayNames';
import { screenTextsLoaded } from '../i18n/translations';

/** Store credit in the account, at checkout and on the order page. */
export const StoreCreditMessages = localized('storeCredit', storeCreditMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();

/**
 * How an order was paid, by name: store credit for an order it paid in full (its card or the door
 * collected nothing), else the payment method chosen at checkout. The order page's and the staff's.
 */
export function paymentMethodName(order: { readonly total: Piasters; readonly storeCredit: Piasters; readonly paymentMethod: string }): string {
  return coversTotal(order.total, order.storeCredit) ? StoreCreditMessages.storeCredit : shownName(DisplayNames.paymentMethods, order.paymentMethod);
}
