export * from './AiPlans';
export * from './AiPlanFields';
export * from './AiCheckoutForm';
export * from './SubscriptionStatus';
export * from './ScanStatus';
