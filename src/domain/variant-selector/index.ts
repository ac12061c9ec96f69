export * from './VariantLabels';
export * from './VariantSelector';
