export * from './VariantLabels';
export * from './VariantMessages';
export * from './VariantSelector';
