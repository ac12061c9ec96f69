import { Badge } from '@mantine/core';
import type { PromoState } from '@tiara/domain/promo';
import { AdminSectionsMessages } from '../../messages/AdminSectionsMessages';

/**
 * Light badges: the theme darkens any colour's light text until it reads at 4.5:1 on its
 * background (src/ui/theme.ts), which the badge's test checks for these colours.
 */
export const PROMO_STATE_COLOURS: Readonly<Record<PromoState, string>> = {
  active: 'green',
  'not-started': 'blue',
  expired: 'red',
  exhausted: 'orange',
  inactive: 'gray',
};

/** A promo code's state in the back office's list: "Active" in green, "Expired" in red, and so on. */
export function PromoStateBadge({ state }: { state: PromoState }) {
  return (
    <Badge color={PROMO_STATE_COLOURS[state]} variant="light">
      {AdminSectionsMessages.promos.states[state]}
    </Badge>
  );
}
