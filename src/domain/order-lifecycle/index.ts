export * from './OrderLifecycle';
