import { Combobox, Group, Text, TextInput, useCombobox } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CatalogFinderMessages } from '../messages/CatalogFinderMessages';
import { CatalogMessages } from '../messages/CatalogMessages';
import type { ProductListPresenter } from './ProductListPresenter';

const kindLabel = { product: () => CatalogFinderMessages.product, category: () => CatalogFinderMessages.category, subcategory: () => CatalogFinderMessages.subcategory };

/**
 * The search box with its suggestions: arrow keys move through them, Enter on one chooses it,
 * Enter with none highlighted searches as before (the form's submit), Escape closes them.
 */
export const SuggestingSearchBox = observer(function SuggestingSearchBox({ presenter }: { presenter: ProductListPresenter }) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const { suggestions } = presenter;
  const key = (suggestion: (typeof suggestions)[number]) => `${suggestion.kind}:${suggestion.id}`;
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const chosen = suggestions.find((suggestion) => key(suggestion) === value);
        if (chosen) presenter.suggestionChosen(chosen);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          type="search"
          label={CatalogMessages.searchLabel}
          placeholder={CatalogMessages.searchPlaceholder}
          value={presenter.searchText}
          onChange={(event) => {
            presenter.searchTyped(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
          onKeyDown={(event) => {
            if (event.key === 'Escape') presenter.suggestionsClosed();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={suggestions.length === 0} aria-label={CatalogFinderMessages.suggestions}>
        <Combobox.Options>
          {suggestions.map((suggestion) => (
            <Combobox.Option key={key(suggestion)} value={key(suggestion)}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">{suggestion.name}</Text>
                <Text size="xs" c="dimmed">
                  {kindLabel[suggestion.kind]()}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
});
