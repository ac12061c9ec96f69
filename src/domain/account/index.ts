export * from './AccountProfile';
export * from './ManagedAccount';
