export * from './BilingualTexts';
