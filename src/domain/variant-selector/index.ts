export * from './VariantParts';
export * from './VariantSelector';
