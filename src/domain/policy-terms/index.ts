export * from './PolicyTerms';
