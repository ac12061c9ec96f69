import type { CartLine } from '@tiara/domain/cart';
import { type VariantNames, variantCartName } from '@tiara/domain/variant-selector';
import { variantNamesEn } from '../../locales/shared/en/variantNamesEn';
import { DisplayNames } from '../messages/DisplayNames';
import { VariantMessages } from '../messages/VariantMessages';

/** A variant's side, size and option as the reader reads them, in the language shown when each is named. */
export const shownVariantNames: VariantNames = { side: VariantMessages.side, size: DisplayNames.size, option: VariantMessages.option };

/**
 * A cart line's name as the reader sees it before the shop has named it afresh (CartLineNamesPresenter),
 * or when it cannot: the name it was stored under, a variant's side and size part, when stored in the
 * catalogue's English ('… – Upper Right, size 4'), shown in the reader's language.
 */
export function shownLineName(line: Pick<CartLine, 'name' | 'side' | 'size' | 'option'>): string {
  const variant = { side: line.side ?? null, size: line.size ?? null, option: line.option ?? null };
  const storedPart = variantCartName('', variant, variantNamesEn);
  if (storedPart === '' || !line.name.endsWith(storedPart)) return line.name;
  return variantCartName(line.name.slice(0, line.name.length - storedPart.length), variant, shownVariantNames, DisplayNames.partsSeparator);
}
