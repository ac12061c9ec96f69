export * from './ReturnWindow';
export * from './RefundLimits';
export * from './GatewayRefunds';
export * from './ReturnLifecycle';
export * from './ReturnReport';
export * from './ReturnWorth';
export * from './RefundListing';
