export const VariantMessages = {
  invalidCombination: 'Please select a valid combination of side and size.',
  outOfStock: 'This option is out of stock.',
  // SPEC copy, including the missing space after the full stop.
  moreThanWeCanOffer: 'Oops! That is more than we can offer for this option.Please choose a lower quantity.',
  sizeOutOfStock: 'Out of Stock',
} as const;
