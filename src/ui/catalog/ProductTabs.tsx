import { Group, List, Paper, Rating, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { CatalogMessages } from '../messages/CatalogMessages';
import type { ProductDetailPresenter } from './ProductDetailPresenter';

/** The Description, Specifications and Reviews tabs of the product detail page. */
export const ProductTabs = observer(function ProductTabs({ presenter }: { presenter: ProductDetailPresenter }) {
  const product = presenter.product;
  if (!product) return null;
  return (
    <Tabs defaultValue="description" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="description">{CatalogMessages.description}</Tabs.Tab>
        <Tabs.Tab value="specifications">{CatalogMessages.specifications}</Tabs.Tab>
        <Tabs.Tab value="reviews">{CatalogMessages.reviews}</Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="description" pt="md">
        <Stack gap="sm">
          <Text style={{ whiteSpace: 'pre-line' }} dir="auto">{product.description || CatalogMessages.noDescription}</Text>
          {product.features.length > 0 && (
            <>
              <Title order={2} size="h5">
                {CatalogMessages.features}
              </Title>
              <List spacing={4}>
                {product.features.map((feature, index) => (
                  <List.Item key={index}>{feature}</List.Item>
                ))}
              </List>
            </>
          )}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="specifications" pt="md">
        {product.specifications.length === 0 ? (
          <Text c="dimmed">{CatalogMessages.noSpecifications}</Text>
        ) : (
          <Table striped withTableBorder maw={640}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{CatalogMessages.specificationName}</Table.Th>
                <Table.Th>{CatalogMessages.specificationValue}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {product.specifications.map((specification, index) => (
                <Table.Tr key={index}>
                  <Table.Td fw={600}>{specification.name}</Table.Td>
                  <Table.Td>{specification.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Tabs.Panel>

      <Tabs.Panel value="reviews" pt="md">
        {presenter.reviews.length === 0 ? (
          <Text c="dimmed">{CatalogMessages.noReviews}</Text>
        ) : (
          <Stack gap="sm">
            {presenter.reviews.map((review) => (
              // Written by customers, in their own words and language (data-user-content: no interface text).
              <Paper key={review.id} withBorder p="md" component="article" aria-label={review.user} data-user-content>
                <Group justify="space-between" wrap="wrap">
                  <Group gap="sm">
                    <Rating value={review.rating} readOnly size="sm" aria-label={CatalogMessages.rating(review.rating)} />
                    <Text fw={600}>{review.user}</Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {review.date}
                  </Text>
                </Group>
                <Text mt="xs">{review.comment}</Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Tabs.Panel>
    </Tabs>
  );
});
