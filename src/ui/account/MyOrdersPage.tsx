import { Alert, Anchor, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { AccountMessages } from '../messages/AccountMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { MyOrdersPresenter } from './MyOrdersPresenter';
import { OrdersTable } from './OrdersTable';

const texts = AccountMessages.orders;

/** SPEC §2 My orders (/my-orders). */
export const MyOrdersPage = observer(function MyOrdersPage() {
  const page = useInjection(MyOrdersPresenter);
  useEffect(() => page.opened(), [page]);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{texts.title}</Title>
        <Paper withBorder radius="md" p="lg">
          {page.state === 'loading' && <Loader size="sm" aria-label={texts.loading} />}
          {page.state === 'failed' && (
            <Alert color="red" role="alert" variant="light">
              {texts.failed}
            </Alert>
          )}
          {page.state === 'signed-out' && (
            <Text>
              {texts.signInToSee}{' '}
              <Anchor component={Link} to={ShopPaths.login}>
                {texts.login}
              </Anchor>
            </Text>
          )}
          {page.state === 'loaded' && (page.rows.length === 0 ? <Text c="dimmed">{texts.noOrders}</Text> : <OrdersTable rows={page.rows} caption={texts.title} />)}
        </Paper>
      </Stack>
    </Container>
  );
});
