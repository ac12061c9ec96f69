export * from './NotificationListing';
