import { type Language, listSeparator } from '../language';
import { type Variant, type VariantNames, variantCartName } from '../variant-selector';

/** What a line's name is made of, each part in one language. */
export interface CartLineNameParts {
  /** The product's, AI plan's or training's own name. */
  readonly name: string;
  /** A product's variant: its side, size and option, null where it has none. */
  readonly variant?: Pick<Variant, 'side' | 'size' | 'option'>;
  /** The training package chosen. */
  readonly packageName?: string;
}

/**
 * A cart or order line's name in one language: a variant's side, size and option after the
 * product's name ('NuSmile ZR Crown – Upper Right, size 4'), in `names` and joined as `language`
 * joins a list; a training's package in brackets after its title ('Pulpotomy course (Full day)').
 * The cart shows it and the order keeps it, in each language, from the same parts.
 */
export function cartLineName(parts: CartLineNameParts, names: VariantNames, language: Language): string {
  if (parts.packageName !== undefined) return `${parts.name} (${parts.packageName})`;
  if (parts.variant === undefined) return parts.name;
  return variantCartName(parts.name, parts.variant, names, listSeparator(language));
}
