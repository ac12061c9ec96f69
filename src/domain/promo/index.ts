export * from './PromoCode';
