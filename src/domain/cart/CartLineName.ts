import { type Language, isolated, listSeparator } from '../language';
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

const ARABIC_LETTER = /[\u0600-\u06FF]/;

/**
 * A cart or order line's name in one language: a variant's side, size and option after the
 * product's name ('NuSmile ZR Crown – Upper Right, size 4'), in `names` and joined as `language`
 * joins a list; a training's package in brackets after its title ('Pulpotomy course (Full day)').
 * The cart shows it and the order keeps it, in each language, from the same parts. In Arabic an
 * own name with no Arabic written (the English fallback) is isolated from the parts that follow
 * it: it would otherwise run on into them left to right and put the variant before the product.
 */
export function cartLineName(parts: CartLineNameParts, names: VariantNames, language: Language): string {
  const { variant, packageName } = parts;
  if (packageName === undefined && variant === undefined) return parts.name;
  const name = language === 'ar' && !ARABIC_LETTER.test(parts.name) ? isolated(parts.name) : parts.name;
  if (packageName !== undefined) return `${name} (${packageName})`;
  return variantCartName(name, variant!, names, listSeparator(language));
}
