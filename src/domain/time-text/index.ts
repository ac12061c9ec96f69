export * from './NotificationTime';
export * from './Countdown';
export * from './TrainingSchedule';
export * from './CairoCalendar';
