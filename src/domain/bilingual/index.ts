export * from './BilingualTexts';
export * from './ArabicGaps';
