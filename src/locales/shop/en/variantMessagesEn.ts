import type { VariantProblem } from '@tiara/domain/variant-selector';
import { variantNamesEn } from '../../shared/en/variantNamesEn';

/** The variant selector's texts (SPEC §4, §5); a problem's text is keyed by its code (VariantProblem). */
export const variantMessagesEn = {
  problems: {
    'invalid-combination': 'Please select a valid combination of side and size.',
    'out-of-stock': 'This option is out of stock.',
    // SPEC copy, including the missing space after the full stop.
    'more-than-we-can-offer': 'Oops! That is more than we can offer for this option.Please choose a lower quantity.',
  } satisfies Record<VariantProblem, string>,
  sizeOutOfStock: 'Out of Stock',
  /**
   * A side and an option as the product page names them: the catalogue's own names (SPEC §3), which
   * cart lines and orders also carry.
   */
  side: variantNamesEn.side,
  option: variantNamesEn.option,
  /** A size that cannot be chosen: '4 (Out of Stock)'. */
  sizeLabel: (size: string, outOfStock: boolean): string => (outOfStock ? `${size} (Out of Stock)` : size),
};
