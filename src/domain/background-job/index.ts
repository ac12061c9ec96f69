export * from './BackgroundJobListing';
