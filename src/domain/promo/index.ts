export * from './PromoCode';
export * from './PromoState';
