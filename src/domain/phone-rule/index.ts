export * from './PhoneRule';
