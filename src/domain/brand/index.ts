export * from './Brand';
