import { Button, Group, Text } from '@mantine/core';
import type { PaginationEntry } from '@tiara/domain/catalog-query';
import { CatalogMessages } from '../messages/CatalogMessages';

interface CatalogPaginationProps {
  entries: readonly PaginationEntry[];
  current: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPage: (page: number) => void;
}

/** Previous, the page window of the catalogue query (first, last, ellipses), Next. */
export function CatalogPagination({ entries, current, hasPrevious, hasNext, onPrevious, onNext, onPage }: CatalogPaginationProps) {
  return (
    <Group component="nav" aria-label={CatalogMessages.pagination} gap={6} justify="center">
      <Button variant="default" size="compact-md" disabled={!hasPrevious} onClick={onPrevious}>
        {CatalogMessages.previousPage}
      </Button>
      {entries.map((entry, index) =>
        entry === 'ellipsis' ? (
          <Text key={`ellipsis-${index}`} c="dimmed" px={4} aria-hidden="true">
            …
          </Text>
        ) : (
          <Button
            key={entry}
            size="compact-md"
            variant={entry === current ? 'filled' : 'default'}
            aria-label={CatalogMessages.pageLabel(entry)}
            aria-current={entry === current ? 'page' : undefined}
            onClick={() => onPage(entry)}
          >
            {entry}
          </Button>
        ),
      )}
      <Button variant="default" size="compact-md" disabled={!hasNext} onClick={onNext}>
        {CatalogMessages.nextPage}
      </Button>
    </Group>
  );
}
