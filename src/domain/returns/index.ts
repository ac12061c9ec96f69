export * from './ReturnWindow';
export * from './RefundLimits';
