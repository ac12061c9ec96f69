import { Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import type { ProductListResultsPresenter } from './ProductListResultsPresenter';

/** Over the closest products, when nothing matched the search as typed: what they were found for instead. */
export const ShowingResultsFor = observer(function ShowingResultsFor({ results }: { results: ProductListResultsPresenter }) {
  const heading = results.showingResultsFor;
  if (heading === null) return null;
  return (
    <Stack gap={2}>
      <Title order={2} size="h4">
        {heading}
      </Title>
      <Text size="sm" c="dimmed">
        {results.noExactMatch}
      </Text>
    </Stack>
  );
});
