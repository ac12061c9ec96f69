export * from './TrainingRegistration';
