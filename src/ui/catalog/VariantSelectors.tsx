import { Group, Radio, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CatalogMessages } from '../messages/CatalogMessages';
import type { ProductVariantPresenter } from './ProductVariantPresenter';

/** SPEC §4/§5: side first, then its sizes ascending (sold-out ones disabled), or the options of an option-only product. */
export const VariantSelectors = observer(function VariantSelectors({ presenter }: { presenter: ProductVariantPresenter }) {
  const { selection, sides, sizes, options } = presenter;
  if (sides.length + sizes.length + options.length === 0) return null;
  return (
    <Stack gap="md">
      {sides.length > 0 && (
        <Radio.Group label={CatalogMessages.side} value={selection.side === null ? null : String(selection.side)} onChange={(value) => presenter.sideSelected(Number(value))}>
          <Group gap="md" mt={6}>
            {sides.map((choice) => (
              <Radio key={choice.side} value={String(choice.side)} label={choice.label} />
            ))}
          </Group>
        </Radio.Group>
      )}
      {sizes.length > 0 && (
        <Radio.Group label={CatalogMessages.size} value={selection.size} onChange={presenter.sizeSelected}>
          <Group gap="md" mt={6}>
            {sizes.map((choice) => (
              <Radio key={choice.size} value={choice.size} label={choice.label} disabled={choice.outOfStock} />
            ))}
          </Group>
        </Radio.Group>
      )}
      {options.length > 0 && (
        <Radio.Group label={CatalogMessages.option} value={selection.option === null ? null : String(selection.option)} onChange={(value) => presenter.optionSelected(Number(value))}>
          <Group gap="md" mt={6}>
            {options.map((choice) => (
              <Radio key={choice.option} value={String(choice.option)} label={choice.label} disabled={choice.outOfStock} />
            ))}
          </Group>
        </Radio.Group>
      )}
    </Stack>
  );
});
