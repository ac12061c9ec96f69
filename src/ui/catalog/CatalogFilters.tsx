import { Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CatalogFinderMessages } from '../messages/CatalogFinderMessages';
import type { ProductListFiltersPresenter } from './ProductListFiltersPresenter';

/** The brand and price filters under the categories, in the sidebar and in the mobile drawer. */
export const CatalogFilters = observer(function CatalogFilters({ presenter }: { presenter: ProductListFiltersPresenter }) {
  return (
    <Stack component="section" aria-label={CatalogFinderMessages.filters} gap="sm" mt="lg">
      <Text fw={700} size="sm" tt="uppercase" c="dimmed">
        {CatalogFinderMessages.filters}
      </Text>
      {presenter.brandOptions.length > 0 && (
        <Checkbox.Group label={CatalogFinderMessages.brands} value={presenter.brandOptions.filter((option) => option.chosen).map((option) => option.brand)}>
          <Stack gap={6} mt={6}>
            {presenter.brandOptions.map((option) => (
              <Checkbox key={option.brand} value={option.brand} label={option.brand} onChange={() => presenter.brandToggled(option.brand)} />
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
          <TextInput
            aria-label={`${CatalogFinderMessages.price}: ${CatalogFinderMessages.minPrice}`}
            placeholder={CatalogFinderMessages.minPrice}
            inputMode="decimal"
            value={presenter.minPriceText}
            onChange={(event) => presenter.minPriceTyped(event.currentTarget.value)}
            onBlur={presenter.priceSettled}
          />
          <TextInput
            aria-label={`${CatalogFinderMessages.price}: ${CatalogFinderMessages.maxPrice}`}
            placeholder={CatalogFinderMessages.maxPrice}
            inputMode="decimal"
            value={presenter.maxPriceText}
            onChange={(event) => presenter.maxPriceTyped(event.currentTarget.value)}
            onBlur={presenter.priceSettled}
          />
        </Group>
        <button type="submit" hidden />
      </Stack>
      {presenter.isFiltered && (
        <Button variant="subtle" size="xs" onClick={presenter.filtersCleared}>
          {CatalogFinderMessages.clearFilters}
        </Button>
      )}
    </Stack>
  );
});
