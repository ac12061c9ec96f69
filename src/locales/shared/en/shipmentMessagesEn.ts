import type { CourierId } from '@tiara/domain/order-tracking';

/** Shipping an order: the courier and tracking number staff give, read by the staff screens and the server alike. */
export const shipmentMessagesEn = {
  courierNames: {
    aramex: 'Aramex',
    bosta: 'Bosta',
    'egypt-post': 'Egypt Post',
    mylerz: 'Mylerz',
    'jt-express': 'J&T Express',
    smsa: 'SMSA Express',
    dhl: 'DHL Express',
    other: 'Other',
  } satisfies Record<CourierId, string>,
  problems: {
    courier_unknown: 'Choose the courier the parcel was handed to.',
    tracking_number_missing: 'Enter the tracking number the courier gave for the parcel.',
    tracking_number_invalid: 'The tracking number must be 4 to 40 letters, digits or dashes.',
    tracking_link_invalid: 'The tracking link must be a web address starting with https:// (at most 500 characters), or left empty.',
  },
  shipTitle: (orderId: number): string => `Ship order #${orderId}`,
  courier: 'Courier',
  trackingNumber: 'Tracking number',
  trackingLink: 'Tracking link (optional)',
  trackingLinkHint: "The courier's page for this parcel",
  ship: 'Confirm shipment',
  shippedWith: (courier: string): string => `Shipped with ${courier}`,
  followParcel: 'Follow the parcel',
  cancel: 'Cancel',
} as const;
