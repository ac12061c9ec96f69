export * from './CheckoutAmounts';
export * from './CheckoutValidation';
export * from './DeliveryAddress';
export * from './EmailAddress';
export * from './OrderPayload';
export * from './OrderStatus';
export * from './PaymentIntention';
export * from './PaymentMethod';
