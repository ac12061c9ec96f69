export * from './ReturnReportLimits';
export * from './ReturnWindow';
export * from './RefundLimits';
export * from './ReturnLifecycle';
