export * from './GatewayPayment';
export * from './PaymentStatus';
