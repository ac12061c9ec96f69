export * from './DentalTraining';
export * from './TrainingFields';
export * from './TrainingRegistration';
