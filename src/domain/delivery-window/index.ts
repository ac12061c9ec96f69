export * from './CalendarDate';
export * from './DeliveryPolicy';
export * from './DeliveryWindow';
export * from './ExpectedArrival';
