export * from './ReturnWindow';
export * from './RefundLimits';
export * from './ReturnLifecycle';
export * from './ReturnReport';
export * from './ReturnWorth';
