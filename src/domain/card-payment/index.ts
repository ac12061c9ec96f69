export * from './PaymentStatus';
