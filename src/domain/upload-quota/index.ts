export * from './Quota';
export * from './CountUp';
