import { AppShell, Button, Group, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { NavLink, Outlet } from 'react-router-dom';
import { Routes } from '@tiara/domain/access';
import { StaffAreaGate } from '../admin/shared/StaffAreaGate';
import { useInjection } from '../di/ContainerContext';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { SalesMessages } from '../messages/SalesMessages';
import { SalesLayoutPresenter } from './SalesLayoutPresenter';
import { SALES_RETURNS_PATH } from './SalesReturnsPage';
import { StaffReturnsMessages } from '../messages/StaffReturnsMessages';

/** SPEC §2's sales frame: the orders and the returns (issue 29), the staff e-mail and Logout; no customer header or footer. */
export const SalesLayout = observer(function SalesLayout() {
  const layout = useInjection(SalesLayoutPresenter);
  return (
    <StaffAreaGate staff={layout.staff}>
      <AppShell header={{ height: 56 }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Title order={2} size="h4" lineClamp={1}>
              {SalesMessages.areaTitle}
            </Title>
            <Group gap="sm" wrap="nowrap">
              <LanguageSwitch />
              <Text size="sm" visibleFrom="xs" aria-label={SalesMessages.signedInAs} dir="ltr">
                {layout.staff.email}
              </Text>
              <Button variant="light" size="xs" onClick={layout.staff.logoutClicked}>
                {SalesMessages.logout}
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Main>
          {/* Below the header rather than in it: beside the language switch and Logout, two sections leave a phone's header no room. */}
          <Group component="nav" aria-label={SalesMessages.navigationLabel} gap="xs" mb="md">
            <Button component={NavLink} to={Routes.salesHome} variant="subtle" size="compact-sm">
              {SalesMessages.orders}
            </Button>
            <Button component={NavLink} to={SALES_RETURNS_PATH} variant="subtle" size="compact-sm">
              {StaffReturnsMessages.title}
            </Button>
          </Group>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </StaffAreaGate>
  );
});
