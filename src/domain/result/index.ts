export * from './Result';
