export * from './Money';
