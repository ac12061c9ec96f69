export * from './AiPlans';
export * from './AiCheckoutForm';
export * from './AiSubscriptionStatus';
export * from './ScanStatus';
