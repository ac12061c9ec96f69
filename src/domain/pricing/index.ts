export * from './PriceBreakdown';
