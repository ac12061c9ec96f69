import { type Language, listSeparator } from '../language';
import { type Variant, type VariantNames, variantCartName } from '../variant-selector';
import type { Cart } from './Cart';
import { type CartLine, CartLineLimits } from './CartLine';

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

/** A name a stored cart can read back: not empty, and within the bound stored lines are held to. */
function isStorableName(name: string | null): name is string {
  return name !== null && name.trim() !== '' && name.length <= CartLineLimits.nameLength;
}

/**
 * The cart with its lines named afresh (re-read in the reader's language): each line takes the
 * name `freshName` gives it, and keeps its own where it gives none, or one the stored cart could
 * not read back (empty, or longer than the bound). Nothing else of a line changes, so neither its
 * identity nor its price or quantity does. The same cart comes back when no name changed.
 */
export function renameLines(cart: Cart, freshName: (line: CartLine) => string | null): Cart {
  let changed = false;
  const lines = cart.lines.map((line) => {
    const name = freshName(line);
    if (!isStorableName(name) || name === line.name) return line;
    changed = true;
    return { ...line, name };
  });
  return changed ? { lines } : cart;
}
