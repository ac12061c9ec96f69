import { Box, Button, Drawer } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CatalogFinderMessages } from '../messages/CatalogFinderMessages';
import { CatalogListMessages } from '../messages/CatalogListMessages';
import { CatalogFilters } from './CatalogFilters';
import { CategorySidebar } from './CategorySidebar';
import type { ProductListPresenter } from './ProductListPresenter';

const TAP = 44;

/** The phone's filters: the categories and the filters in a drawer, with a button back to the products. */
export const FiltersDrawer = observer(function FiltersDrawer({ presenter }: { presenter: ProductListPresenter }) {
  return (
    <Drawer
      opened={presenter.filters.drawerOpened}
      onClose={presenter.filters.drawerClosed}
      title={CatalogFinderMessages.filters}
      size="xs"
      closeButtonProps={{ size: TAP, 'aria-label': CatalogListMessages.closeFilters }}
    >
      <CategorySidebar presenter={presenter} />
      <CatalogFilters presenter={presenter.filters} />
      <Box pos="sticky" bottom={0} py="md" bg="var(--mantine-color-body)">
        <Button fullWidth h={TAP} onClick={presenter.filters.showProductsClicked}>
          {presenter.results.showProductsLabel}
        </Button>
      </Box>
    </Drawer>
  );
});
