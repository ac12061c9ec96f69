import { shipmentMessagesEn } from '../../locales/shared/en/shipmentMessagesEn';
import { localized } from '../i18n/localized';

/** Couriers' names and the texts of shipping an order, on the staff screens and the customer's order page. */
export const ShipmentMessages = localized('shipment', shipmentMessagesEn);
