export * from './NotificationTime';
export * from './Countdown';
export * from './TrainingText';
export * from './CairoCalendar';
