export * from './PriceBreakdown';
export * from './OrderAmountLines';
