import { Alert, Anchor, Avatar, Button, Container, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { Link } from 'react-router-dom';
import { LogoutButton } from '../auth/LogoutButton';
import { useInjection } from '../di/ContainerContext';
import { AccountMessages } from '../messages/AccountMessages';
import { BuyAgainStrip } from '../orders/BuyAgainStrip';
import { ShopPaths } from '../routing/ShopPaths';
import { AccountPresenter } from './AccountPresenter';
import { AddressBookSection } from './AddressBookSection';
import { OrdersTable } from './OrdersTable';
import { StockAlertsSection } from './StockAlertsSection';
import { StoreCreditSection } from './StoreCreditSection';

const texts = AccountMessages.account;

/** A labelled figure; its value is named by its label for screen readers and tests. */
function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {value === null ? (
        <Loader size="xs" aria-label={`${texts.loading} ${label}`} />
      ) : (
        // A long e-mail address breaks rather than push a phone's page sideways.
        <Text fw={600} aria-label={label} style={{ overflowWrap: 'anywhere' }}>
          <bdi>{value}</bdi>
        </Text>
      )}
    </Stack>
  );
}

const Profile = observer(function Profile({ page }: { page: AccountPresenter }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-welcome">
      <Group justify="space-between" align="flex-start">
        <Group gap="md" wrap="nowrap">
          <Avatar size={64} radius="xl" color="cyan" aria-hidden>
            {page.initials}
          </Avatar>
          <Stack gap={2}>
            <Title order={1} size="h2" id="account-welcome">
              {page.welcomeText}
            </Title>
            {page.fullName && (
              <Text c="dimmed">
                <bdi>{page.fullName}</bdi>
              </Text>
            )}
          </Stack>
        </Group>
        <LogoutButton />
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} mt="lg">
        <Fact label={texts.email} value={page.email} />
        <Fact label={texts.memberSince} value={page.memberSinceText ?? '—'} />
        <Fact label={texts.aiStatus} value={page.aiStatusText} />
        <Fact label={texts.totalOrders} value={page.ordersError ? '—' : page.totalOrders} />
      </SimpleGrid>
    </Paper>
  );
});

const SubscriptionCard = observer(function SubscriptionCard({ page }: { page: AccountPresenter }) {
  const card = page.subscriptionCard;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-subscription">
      <Title order={2} size="h3" id="account-subscription" mb="md">
        {texts.subscriptionTitle}
      </Title>
      {!page.subscriptionLoaded ? (
        <Loader size="sm" aria-label={`${texts.loading} ${texts.subscriptionTitle}`} />
      ) : card === null ? (
        <Group justify="space-between">
          <Text>{texts.noSubscription}</Text>
          <Button component={Link} to={ShopPaths.ai}>
            {texts.subscribeNow}
          </Button>
        </Group>
      ) : (
        <Stack gap="md" align="flex-start">
          <SimpleGrid cols={{ base: 1, xs: 3 }} w="100%">
            <Fact label={texts.plan} value={card.planName} />
            <Fact label={texts.segmentationsUsed} value={card.usedText} />
            <Fact label={texts.remaining} value={card.remaining} />
          </SimpleGrid>
          <Button component={Link} to={ShopPaths.aiPlans} variant="light">
            {texts.moreSegmentations}
          </Button>
        </Stack>
      )}
    </Paper>
  );
});

const RecentOrders = observer(function RecentOrders({ page }: { page: AccountPresenter }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="account-orders">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h3" id="account-orders">
          {texts.recentOrders}
        </Title>
        <Anchor component={Link} to={ShopPaths.myOrders}>
          {texts.viewAllOrders}
        </Anchor>
      </Group>
      {page.ordersState === 'loading' && <Loader size="sm" aria-label={`${texts.loading} ${texts.recentOrders}`} />}
      {page.ordersError && (
        <Alert color="red" role="alert" variant="light">
          {page.ordersError}
        </Alert>
      )}
      {page.ordersState === 'loaded' &&
        (page.recentOrders.length === 0 ? <Text c="dimmed">{AccountMessages.orders.noOrders}</Text> : <OrdersTable rows={page.recentOrders} caption={texts.recentOrders} />)}
    </Paper>
  );
});

/** SPEC §2 Account (/account), behind the route guard. */
export const AccountPage = observer(function AccountPage() {
  const page = useInjection(AccountPresenter);
  useEffect(() => page.opened(), [page]);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Profile page={page} />
        <SubscriptionCard page={page} />
        <RecentOrders page={page} />
        <StoreCreditSection />
        <BuyAgainStrip />
        <AddressBookSection />
        <StockAlertsSection />
      </Stack>
    </Container>
  );
});
