import { Checkbox } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { StoreCreditChoicePresenter } from './StoreCreditChoicePresenter';

/** 'Use my store credit (balance 420 EGP)', for a signed-in customer with credit to use. */
export const StoreCreditChoice = observer(function StoreCreditChoice({ choice }: { choice: StoreCreditChoicePresenter }) {
  if (!choice.isOffered) return null;
  return <Checkbox label={choice.offerText} checked={choice.chosen} onChange={(event) => choice.useCreditChanged(event.currentTarget.checked)} />;
});
