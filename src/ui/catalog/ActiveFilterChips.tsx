import { Button, Group, VisuallyHidden } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CatalogListMessages } from '../messages/CatalogListMessages';
import type { ProductListFiltersPresenter } from './ProductListFiltersPresenter';

/** The thumb's least target (WCAG 2.5.5). */
const TAP = 44;

function CrossIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** The filters on, above the list: each a chip that a tap removes, then Clear all. Nothing while none is on. */
export const ActiveFilterChips = observer(function ActiveFilterChips({ presenter }: { presenter: ProductListFiltersPresenter }) {
  const { chips } = presenter;
  if (chips.length === 0) return null;
  return (
    <Group component="section" aria-label={CatalogListMessages.activeFilters} gap="xs">
      {chips.map((chip) => (
        <Button
          key={chip.key}
          variant="light"
          radius="xl"
          size="compact-sm"
          rightSection={<CrossIcon />}
          onClick={() => presenter.chipRemoved(chip)}
          // A long brand wraps inside its chip rather than past the phone's edge.
          styles={{ root: { height: 'auto', minHeight: TAP }, label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
        >
          <bdi>{chip.label}</bdi>
          <VisuallyHidden> {CatalogListMessages.removeFilter}</VisuallyHidden>
        </Button>
      ))}
      <Button variant="subtle" size="compact-sm" h={TAP} onClick={presenter.clearAllClicked}>
        {CatalogListMessages.clearAll}
      </Button>
    </Group>
  );
});
