export * from './TrainingFields';
export * from './TrainingRegistration';
