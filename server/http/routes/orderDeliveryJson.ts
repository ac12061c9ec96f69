import { type DeliveryDetailsJson, ShipmentJson } from '@tiara/contract/orderDeliveryJson';
import { type Shipment, courierName, trackingUrl } from '@tiara/domain/order-tracking';
import type { OrderDetail } from '../../adapters/db/admin/AdminOrderQueries';
import { documented } from '../documented';

export function deliveryDetailsToJson(details: OrderDetail['shippingDetails']): DeliveryDetailsJson {
  return {
    first_name: details.firstName,
    middle_name: details.middleName,
    last_name: details.lastName,
    email: details.email,
    phone: details.phone,
    address: details.address,
    city: details.city,
    state: details.state,
    postal_code: details.postalCode,
    country: details.country,
  };
}

export const shipmentJson = documented(ShipmentJson, { tracking_url: 'Where the parcel can be followed, when the courier has such a page' });

export function shipmentToJson(shipment: Shipment): ShipmentJson {
  return { courier: shipment.courier, courier_name: courierName(shipment.courier), tracking_number: shipment.trackingNumber, tracking_url: trackingUrl(shipment) };
}
