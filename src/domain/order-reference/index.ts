export * from './OrderReference';
