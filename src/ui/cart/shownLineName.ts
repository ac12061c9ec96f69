import type { CartLine } from '@tiara/domain/cart';
import { variantCartName } from '@tiara/domain/variant-selector';
import { variantNamesEn } from '../../locales/shared/en/variantNamesEn';
import { DisplayNames } from '../messages/DisplayNames';
import { VariantMessages } from '../messages/VariantMessages';

/**
 * A cart line's name as the reader sees it. A variant's line is stored, and ordered, under the
 * catalogue's English name ('… – Upper Right, size 4'); the side and size part is shown in the
 * reader's language. Option labels are the makers' product names and stay as they are.
 */
export function shownLineName(line: Pick<CartLine, 'name' | 'side' | 'size' | 'option'>): string {
  const variant = { side: line.side ?? null, size: line.size ?? null, option: line.option ?? null };
  const storedPart = variantCartName('', variant, variantNamesEn);
  if (storedPart === '' || !line.name.endsWith(storedPart)) return line.name;
  const parts = [
    variant.side === null ? null : VariantMessages.side(variant.side),
    variant.size === null ? null : DisplayNames.size(variant.size),
    variant.option === null ? null : VariantMessages.option(variant.option),
  ].filter((part) => part !== null);
  return `${line.name.slice(0, line.name.length - storedPart.length)} – ${parts.join(DisplayNames.partsSeparator)}`;
}
