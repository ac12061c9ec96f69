export * from './Couriers';
export * from './OrderTimeline';
export * from './Shipment';
export * from './PaymentState';
