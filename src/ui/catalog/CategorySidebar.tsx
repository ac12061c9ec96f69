import { NavLink, Stack, Text } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CatalogMessages } from '../messages/CatalogMessages';
import type { ProductListPresenter } from './ProductListPresenter';

/** Each entry a thumb's 44 px tall (WCAG 2.5.5). */
const TAP_ROW = { root: { minHeight: 44 } } as const;

/** The categories of SPEC §3 and, under the chosen one, its product lines. Used in the sidebar and in the Filters drawer. */
export const CategorySidebar = observer(function CategorySidebar({ presenter }: { presenter: ProductListPresenter }) {
  const { params, subcategories } = presenter.query;
  const { categories } = presenter;
  return (
    <Stack component="nav" aria-label={CatalogMessages.categories} gap={2}>
      <Text fw={700} size="sm" tt="uppercase" c="dimmed" mb={4}>
        {CatalogMessages.categories}
      </Text>
      {categories.all.map((category) => {
        const active = category.id === params.category;
        return (
          <NavLink
            key={category.id}
            component="button"
            label={category.name}
            styles={TAP_ROW}
            active={active && params.subcategory === null}
            aria-current={active ? 'true' : undefined}
            onClick={() => categories.categorySelected(category.id)}
            opened={active && subcategories.length > 0}
            childrenOffset="md"
          >
            {active &&
              subcategories.map((subcategory) => (
                <NavLink
                  key={subcategory.id}
                  component="button"
                  label={subcategory.name}
                  styles={TAP_ROW}
                  active={subcategory.id === params.subcategory}
                  aria-current={subcategory.id === params.subcategory ? 'true' : undefined}
                  onClick={() => categories.subcategorySelected(subcategory.id)}
                />
              ))}
          </NavLink>
        );
      })}
    </Stack>
  );
});
