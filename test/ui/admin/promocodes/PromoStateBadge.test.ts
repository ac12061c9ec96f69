import { describe, expect, it } from 'vitest';
import { PROMO_STATE_COLOURS } from '../../../../src/ui/admin/promocodes/PromoStateBadge';
import { contrast, lightVariantText, palette } from '../../support/readableColours';

describe("PromoStateBadge: each state's light badge reads at 4.5:1 or more", () => {
  it.each(Object.entries(PROMO_STATE_COLOURS))('%s in %s', (_, colour) => {
    // Mantine's light variant writes its text colour on shade 1 of the colour.
    expect(contrast(lightVariantText(colour), palette[colour]![1]!)).toBeGreaterThanOrEqual(4.5);
  });
});
