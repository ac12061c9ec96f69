import { shipmentMessagesEn } from '../../locales/shared/en/shipmentMessagesEn';
import { localized } from '../i18n/localized';
import { screenTextsLoaded } from '../i18n/translations';

/** Couriers' names and the texts of shipping an order, on the staff screens and the customer's order page. */
export const ShipmentMessages = localized('shipment', shipmentMessagesEn);
// Its translation comes with the other screens' texts, before the screen that imports this table is drawn.
await screenTextsLoaded();
