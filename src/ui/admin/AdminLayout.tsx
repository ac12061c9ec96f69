import { AppShell, Box, Burger, Button, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Suspense } from 'react';
import { NavLink as RouterNavLink, Outlet } from 'react-router-dom';
import { useInjection } from '../di/ContainerContext';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { AdminMessages } from '../messages/AdminMessages';
import { AdminLayoutPresenter } from './AdminLayoutPresenter';
import { OpenReturnsBadge } from './returns/OpenReturnsBadge';
import { ADMIN_SECTIONS, adminPath, sectionLabel } from './shared/AdminSections';
import { StaffAreaGate } from './shared/StaffAreaGate';
import { StaffAreaSpinner } from './shared/StaffAreaSpinner';

/** SPEC §2's admin frame: a sidebar (a menu on phones) with SPEC §2's thirteen sections, the background jobs and the Arabic texts, the staff e-mail and Logout; no customer header or footer. */
export const AdminLayout = observer(function AdminLayout() {
  const layout = useInjection(AdminLayoutPresenter);
  return (
    <StaffAreaGate staff={layout.staff}>
      <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !layout.menuOpen } }} padding="md">
        <AppShell.Header>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" miw={0}>
              <Burger opened={layout.menuOpen} onClick={layout.menuToggled} hiddenFrom="sm" size="sm" aria-label={AdminMessages.openMenu} />
              <Title order={2} size="h4" lineClamp={1}>
                {AdminMessages.areaTitle}
              </Title>
            </Group>
            <Group gap="sm" wrap="nowrap">
              {/* On a phone the switch is in the menu, leaving the header's width to the area's name. */}
              <Box visibleFrom="sm">
                <LanguageSwitch />
              </Box>
              <Text size="sm" visibleFrom="xs" aria-label={AdminMessages.signedInAs} dir="ltr">
                {layout.staff.email}
              </Text>
              <Button variant="light" size="xs" onClick={layout.staff.logoutClicked}>
                {AdminMessages.logout}
              </Button>
            </Group>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="xs" component="nav" aria-label={AdminMessages.navigationLabel}>
          <Stack gap={2}>
            {ADMIN_SECTIONS.map((section) => (
              <NavLink key={section.path} component={RouterNavLink} to={adminPath(section.path)} label={sectionLabel(section)} rightSection={section.path === 'returns' ? <OpenReturnsBadge /> : undefined} onClick={layout.sectionChosen} />
            ))}
            <Box hiddenFrom="sm" pt="xs">
              <LanguageSwitch fullWidth />
            </Box>
          </Stack>
        </AppShell.Navbar>
        <AppShell.Main>
          <Suspense fallback={<StaffAreaSpinner />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </StaffAreaGate>
  );
});
