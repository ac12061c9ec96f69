export * from './AiPlans';
export * from './AiCheckoutForm';
