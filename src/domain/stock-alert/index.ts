export * from './StockAlert';
