import { Checkbox, Group, Input, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { CatalogFinderMessages } from '../messages/CatalogFinderMessages';
import type { ProductListFiltersPresenter } from './ProductListFiltersPresenter';

/** The thumb's least target (WCAG 2.5.5). */
const TAP = 44;

/** A brand's whole row, 44 px tall, is its label and so toggles it: the box alone is too small a target for a thumb. */
const BRAND_ROW = { body: { alignItems: 'center' }, labelWrapper: { flex: 1 }, label: { display: 'flex', alignItems: 'center', minHeight: TAP } } as const;

/**
 * Price boxes a thumb can hit. Both share one message below them, so each names it itself
 * (`withAria` off: Mantine's own names only a message drawn under one box); `error` draws the red
 * border, while what was typed keeps the text's colour (Mantine's red reads at 3.3:1).
 */
const PRICE_BOX = { input: { height: TAP, minHeight: TAP, color: 'var(--mantine-color-text)' } } as const;

/** The brand and price filters under the categories, in the sidebar and in the Filters drawer. */
export const CatalogFilters = observer(function CatalogFilters({ presenter }: { presenter: ProductListFiltersPresenter }) {
  // The sidebar and the drawer each draw the boxes: each needs its own id for the message.
  const errorId = useId();
  const { priceError } = presenter;
  return (
    <Stack component="section" aria-label={CatalogFinderMessages.filters} gap="sm" mt="lg">
      <Text fw={700} size="sm" tt="uppercase" c="dimmed">
        {CatalogFinderMessages.filters}
      </Text>
      {presenter.brandOptions.length > 0 && (
        <Checkbox.Group label={CatalogFinderMessages.brands} value={presenter.brandOptions.filter((option) => option.chosen).map((option) => option.brand)}>
          <Stack gap={0} mt={2}>
            {presenter.brandOptions.map((option) => (
              <Checkbox key={option.brand} value={option.brand} label={<bdi>{option.brand}</bdi>} styles={BRAND_ROW} onChange={() => presenter.brandToggled(option.brand)} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
      <Stack
        component="form"
        gap={6}
        onSubmit={(event) => {
          event.preventDefault();
          presenter.priceSettled();
        }}
      >
        <Text size="sm" fw={500}>
          {CatalogFinderMessages.price}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Input
            aria-label={`${CatalogFinderMessages.price}: ${CatalogFinderMessages.minPrice}`}
            placeholder={CatalogFinderMessages.minPrice}
            inputMode="decimal"
            styles={PRICE_BOX}
            value={presenter.minPriceText}
            onChange={(event) => presenter.minPriceTyped(event.currentTarget.value)}
            onBlur={presenter.priceSettled}
            error={presenter.minPriceInvalid}
            withAria={false}
            aria-invalid={presenter.minPriceInvalid || undefined}
            aria-describedby={presenter.minPriceInvalid ? errorId : undefined}
          />
          <Input
            aria-label={`${CatalogFinderMessages.price}: ${CatalogFinderMessages.maxPrice}`}
            placeholder={CatalogFinderMessages.maxPrice}
            inputMode="decimal"
            styles={PRICE_BOX}
            value={presenter.maxPriceText}
            onChange={(event) => presenter.maxPriceTyped(event.currentTarget.value)}
            onBlur={presenter.priceSettled}
            error={presenter.maxPriceInvalid}
            withAria={false}
            aria-invalid={presenter.maxPriceInvalid || undefined}
            aria-describedby={presenter.maxPriceInvalid ? errorId : undefined}
          />
        </Group>
        <Text id={errorId} size="sm" c="red.9" role="alert">
          {priceError}
        </Text>
        <button type="submit" hidden />
      </Stack>
    </Stack>
  );
});
