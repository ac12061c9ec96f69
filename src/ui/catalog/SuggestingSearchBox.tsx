import { Box, Group, Paper, Text, TextInput } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { SearchSuggestion } from '../../application/catalog/SearchSuggestionsApi';
import { CatalogFinderMessages } from '../messages/CatalogFinderMessages';
import { CatalogMessages } from '../messages/CatalogMessages';

/** What a search box with suggestions shows and tells: the product list's search, or the header's. */
export interface SuggestingSearch {
  readonly text: string;
  readonly suggestions: readonly SearchSuggestion[];
  searchTyped(text: string): void;
  suggestionChosen(suggestion: SearchSuggestion): void;
  suggestionsClosed(): void;
}

const kindLabel = { product: () => CatalogFinderMessages.product, category: () => CatalogFinderMessages.category, subcategory: () => CatalogFinderMessages.subcategory };

/**
 * The search box with its suggestions, in the ARIA combobox pattern: arrow keys move through them,
 * Enter on one chooses it, Enter with none highlighted searches as before (the form's submit),
 * Escape closes them. The list is drawn here under the box rather than with Mantine's Combobox,
 * whose Popover brings floating-ui (some 17 kB gzip) into the product list's chunk, the page most
 * visitors land on; a list that always opens below its box needs no floating positioning.
 * `labelHidden`: the label is the box's name only (the header's box); `autoFocus`: the box takes
 * the focus when it appears, also inside a drawer (which looks for data-autofocus).
 */
export const SuggestingSearchBox = observer(function SuggestingSearchBox({
  presenter,
  labelHidden = false,
  autoFocus = false,
}: {
  presenter: SuggestingSearch;
  labelHidden?: boolean;
  autoFocus?: boolean;
}) {
  const listId = useId();
  // A box that takes the focus as it appears may take over text typed elsewhere: its suggestions show.
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const { suggestions } = presenter;
  const shown = open && suggestions.length > 0;
  const highlighted = shown && active < suggestions.length ? active : -1;
  const optionId = (index: number) => `${listId}-${index}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (suggestion: SearchSuggestion) => {
    close();
    presenter.suggestionChosen(suggestion);
  };
  return (
    <Box pos="relative">
      <TextInput
        type="search"
        label={labelHidden ? undefined : CatalogMessages.searchLabel}
        aria-label={labelHidden ? CatalogMessages.searchLabel : undefined}
        autoFocus={autoFocus}
        data-autofocus={autoFocus || undefined}
        placeholder={CatalogMessages.searchPlaceholder}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={shown ? listId : undefined}
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        value={presenter.text}
        onChange={(event) => {
          presenter.searchTyped(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={close}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            close();
            presenter.suggestionsClosed();
          } else if (shown && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
            event.preventDefault();
            const last = suggestions.length - 1;
            if (event.key === 'ArrowDown') setActive(highlighted >= last ? 0 : highlighted + 1);
            else setActive(highlighted <= 0 ? last : highlighted - 1);
          } else if (event.key === 'Enter' && highlighted >= 0) {
            event.preventDefault();
            choose(suggestions[highlighted]!);
          }
        }}
      />
      {shown && (
        <Paper
          component="ul"
          role="listbox"
          id={listId}
          aria-label={CatalogFinderMessages.suggestions}
          withBorder
          shadow="md"
          p={4}
          pos="absolute"
          left={0}
          right={0}
          mt={4}
          style={{ zIndex: 'var(--mantine-z-index-popover)', top: '100%', listStyle: 'none', margin: 0 }}
        >
          {suggestions.map((suggestion, index) => (
            <Box
              component="li"
              key={`${suggestion.kind}:${suggestion.id}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === highlighted}
              px="sm"
              py={6}
              bg={index === highlighted ? 'gray.1' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)', cursor: 'pointer' }}
              // Before the box's blur, which would close the list under the pointer.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(suggestion);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Text size="sm">
                  <bdi>{suggestion.name}</bdi>
                </Text>
                <Text size="xs" c="dimmed">
                  {kindLabel[suggestion.kind]()}
                </Text>
              </Group>
            </Box>
          ))}
        </Paper>
      )}
    </Box>
  );
});
