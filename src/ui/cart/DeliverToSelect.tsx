import { NativeSelect } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CartTotalsMessages } from '../messages/CartTotalsMessages';
import type { CartShippingPresenter } from './CartShippingPresenter';

/** The governorate the cart's shipping is estimated for, changed in place; none when nothing is delivered. */
export const DeliverToSelect = observer(function DeliverToSelect({ shipping }: { shipping: CartShippingPresenter }) {
  if (!shipping.delivers) return null;
  return (
    <NativeSelect
      label={CartTotalsMessages.deliverTo}
      value={shipping.governorate}
      data={shipping.governorates}
      onChange={(event) => shipping.governorateChosen(event.currentTarget.value)}
      styles={{ input: { minHeight: 44 } }}
    />
  );
});
