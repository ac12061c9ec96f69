export * from './Language';
