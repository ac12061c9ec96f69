export * from './ReturnWindow';
export * from './RefundLimits';
export * from './ReturnLifecycle';
