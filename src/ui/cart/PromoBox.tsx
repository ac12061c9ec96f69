import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CheckoutMessages } from '../messages/CheckoutMessages';
import type { PromoBoxPresenter } from './PromoBoxPresenter';

const texts = CheckoutMessages.cart;

/** The cart summary's promo code field with Apply, and what the shop answered. */
export const PromoBox = observer(function PromoBox({ promo }: { promo: PromoBoxPresenter }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void promo.applyClicked();
      }}
    >
      <Stack gap="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={texts.promoCode}
            placeholder={texts.promoPlaceholder}
            value={promo.code}
            onChange={(event) => promo.codeChanged(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" variant="light" loading={promo.applying} disabled={!promo.canApply}>
            {texts.apply}
          </Button>
        </Group>
        {promo.notice && (
          <Text size="sm" c={promo.notice.tone === 'success' ? 'green.8' : 'red.8'} role={promo.notice.tone === 'error' ? 'alert' : 'status'}>
            {promo.notice.text}
          </Text>
        )}
      </Stack>
    </form>
  );
});
