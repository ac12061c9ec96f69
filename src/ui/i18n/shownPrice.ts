import type { Piasters } from '@tiara/domain/money';
import { formatPrice } from '../../locales/format/formatPrice';
import { shownLanguage } from './localized';

/** A price in the shown language ("2,900 EGP" / "2,900 ج.م"); observers redraw when it changes. */
export function shownPrice(piasters: Piasters): string {
  return formatPrice(piasters, shownLanguage());
}
