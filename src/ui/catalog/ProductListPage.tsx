import { Alert, Box, Button, Card, Container, Group, NativeSelect, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Suspense, lazy, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { useScreenOpened } from '../routing/useScreenOpened';
import { NotifyMeDialog } from '../stock-alerts/NotifyMeDialog';
import { NotifyMePresenter } from '../stock-alerts/NotifyMePresenter';
import { useLanguageSwitch } from '../i18n/useLanguageSwitch';
import { CatalogMessages } from '../messages/CatalogMessages';
import { ActiveFilterChips } from './ActiveFilterChips';
import { CatalogFilters } from './CatalogFilters';
import { CatalogPagination } from './CatalogPagination';
import { CategorySidebar } from './CategorySidebar';
import { NoProductsFound } from './NoProductsFound';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { ProductImage } from './ProductImage';
import { ProductListPresenter } from './ProductListPresenter';
import { ProductTile } from './ProductTile';
import { ShowingResultsFor } from './ShowingResultsFor';
import { SuggestingSearchBox } from './SuggestingSearchBox';

/**
 * The phone's filters drawer (Mantine's modal, its overlay, focus trap and scroll lock) is a chunk
 * of its own: the list's first load goes without it. Touching the Filters button starts its download.
 */
const loadFiltersDrawer = () => import('./FiltersDrawer');
const FiltersDrawer = lazy(() => loadFiltersDrawer().then((module) => ({ default: module.FiltersDrawer })));

/** The drawer, from the first time it is opened on; kept afterwards so that closing it plays its transition. */
const FiltersDrawerOnceOpened = observer(function FiltersDrawerOnceOpened({ presenter }: { presenter: ProductListPresenter }) {
  const [opened, setOpened] = useState(false);
  if (presenter.filters.drawerOpened && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <FiltersDrawer presenter={presenter} />
    </Suspense>
  );
});

/** Keeps the presenter and the address bar in step: the address feeds the presenter, the person's changes become history entries. */
function useAddressSync(presenter: ProductListPresenter): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const query = searchParams.toString();
  useScreenOpened(query, () => presenter.addressChanged(query));
  useEffect(
    () =>
      reaction(
        () => presenter.query.requestedAddress,
        (next) => {
          if (next !== null) setSearchParams(next);
        },
      ),
    [presenter, setSearchParams],
  );
  useEffect(
    () =>
      reaction(
        () => presenter.search.requestedProductPage,
        (page) => {
          if (page === null) return;
          presenter.search.productPageOpened();
          void navigate(page);
        },
      ),
    [presenter, navigate],
  );
  useEffect(() => presenter.left, [presenter]);
  useLanguageSwitch(presenter.results.retryClicked);
}

/**
 * The product grid's columns and gaps by screen width (two on a phone, as shops do), and so the
 * tile picture's `sizes` (tileImageSizes.ts); its loading placeholder keeps the same.
 */
const PRODUCT_GRID_COLUMNS = { base: 2, md: 3, xl: 4 };
const PRODUCT_GRID_SPACING = { base: 'sm', md: 'md' } as const;

/** The thumb's least target (WCAG 2.5.5). */
const TAP = 44;

const Toolbar = observer(function Toolbar({ presenter }: { presenter: ProductListPresenter }) {
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Button variant="default" hiddenFrom="md" h={TAP} onPointerDown={loadFiltersDrawer} onFocus={loadFiltersDrawer} onClick={presenter.filters.filtersButtonClicked}>
        {presenter.filters.filtersButtonLabel}
      </Button>
      <Box
        component="form"
        role="search"
        style={{ flex: '1 1 240px' }}
        onSubmit={(event) => {
          event.preventDefault();
          presenter.search.searchSubmitted();
        }}
      >
        <SuggestingSearchBox presenter={presenter.search} />
      </Box>
      <NativeSelect
        label={CatalogMessages.sortLabel}
        data={presenter.results.sortOptions}
        value={presenter.query.params.sort}
        onChange={(event) => presenter.results.sortChosen(event.currentTarget.value)}
      />
      <NativeSelect
        label={CatalogMessages.perPageLabel}
        data={presenter.results.perPageOptions}
        value={String(presenter.query.params.perPage)}
        onChange={(event) => presenter.results.perPageChosen(event.currentTarget.value)}
      />
    </Group>
  );
});

const SubcategoryCards = observer(function SubcategoryCards({ presenter }: { presenter: ProductListPresenter }) {
  const { subcategories, params } = presenter.query;
  if (subcategories.length === 0) return null;
  return (
    <SimpleGrid component="section" aria-label={CatalogMessages.subcategories} cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
      {subcategories.map((subcategory) => {
        const selected = subcategory.id === params.subcategory;
        return (
          <UnstyledButton key={subcategory.id} aria-pressed={selected} onClick={() => presenter.categories.subcategorySelected(subcategory.id)}>
            <Card withBorder padding="sm" h="100%" bg={selected ? 'cyan.0' : undefined} style={selected ? { borderColor: 'var(--mantine-color-cyan-8)' } : undefined}>
              <Group gap="sm" wrap="nowrap">
                {subcategory.logoUrl !== '' && <ProductImage src={subcategory.logoUrl} alt="" width={40} height={40} sizes="40px" w={40} h={40} />}
                <Text fw={600} size="sm">
                  {subcategory.name}
                </Text>
              </Group>
            </Card>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
});

const ProductResults = observer(function ProductResults({ presenter, notifyMe }: { presenter: ProductListPresenter; notifyMe: NotifyMePresenter }) {
  const { query, results } = presenter;
  if (query.status === 'loading') {
    return <ProductGridSkeleton label={CatalogMessages.loadingProducts} cols={PRODUCT_GRID_COLUMNS} spacing={PRODUCT_GRID_SPACING} count={query.params.perPage} />;
  }
  if (query.status === 'failed') {
    return (
      <Alert color="red" title={CatalogMessages.loadError}>
        <Button mt="sm" variant="light" color="red" onClick={results.retryClicked}>
          {CatalogMessages.retry}
        </Button>
      </Alert>
    );
  }
  const { page } = results;
  return (
    <Stack gap="md">
      <ShowingResultsFor results={results} />
      <Text size="sm" c="dimmed" role="status">
        {results.summary}
      </Text>
      {results.isEmpty ? (
        <NoProductsFound presenter={presenter} notifyMe={notifyMe} grid={{ cols: PRODUCT_GRID_COLUMNS, spacing: PRODUCT_GRID_SPACING }} />
      ) : (
        <SimpleGrid cols={PRODUCT_GRID_COLUMNS} spacing={PRODUCT_GRID_SPACING}>
          {results.cards.map((card, index) => (
            <ProductTile
              key={card.product.id}
              card={card}
              main={index === 0}
              onAddToCart={() => results.addToCartClicked(card.product)}
              stepper={{ onDecrease: () => results.quantityDecreased(card.product), onIncrease: () => results.quantityIncreased(card.product) }}
              onNotifyMe={notifyMe.offered ? () => void notifyMe.notifyMeClicked({ productId: card.product.id, variantId: null }, card.product.name) : null}
              subscribed={notifyMe.isSubscribed({ productId: card.product.id, variantId: null })}
            />
          ))}
        </SimpleGrid>
      )}
      {page.pageCount > 1 && (
        <CatalogPagination
          entries={results.paginationEntries}
          current={page.page}
          hasPrevious={results.hasPreviousPage}
          hasNext={results.hasNextPage}
          onPrevious={results.previousPageClicked}
          onNext={results.nextPageClicked}
          onPage={results.pageChosen}
        />
      )}
    </Stack>
  );
});

/** /products: SPEC §2's product list, its state in the query string. */
export const ProductListPage = observer(function ProductListPage() {
  const presenter = useInjection(ProductListPresenter);
  const notifyMe = useInjection(NotifyMePresenter);
  useAddressSync(presenter);
  return (
    <Container size="xl" py="lg">
      <Group align="flex-start" gap="xl" wrap="nowrap">
        <Box component="aside" w={250} style={{ flexShrink: 0 }} visibleFrom="md">
          <CategorySidebar presenter={presenter} />
          <CatalogFilters presenter={presenter.filters} />
        </Box>
        <Stack gap="lg" style={{ flex: 1, minWidth: 0 }}>
          <Title order={1} size="h2">
            {presenter.categories.selectedSubcategory?.name ?? presenter.categories.categoryTitle}
          </Title>
          <Toolbar presenter={presenter} />
          <SubcategoryCards presenter={presenter} />
          <ActiveFilterChips presenter={presenter.filters} />
          <ProductResults presenter={presenter} notifyMe={notifyMe} />
        </Stack>
      </Group>
      <FiltersDrawerOnceOpened presenter={presenter} />
      <NotifyMeDialog presenter={notifyMe} />
    </Container>
  );
});
