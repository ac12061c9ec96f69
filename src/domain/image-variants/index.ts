export * from './ImageVariants';
