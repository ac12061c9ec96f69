export * from './DentalTraining';
