import { ActionIcon, Anchor, Box, Burger, Button, Container, Group, Indicator, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from '@tiara/domain/brand';
import { useInjection } from '../di/ContainerContext';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ShellMessages } from '../messages/ShellMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { BellIcon, CartIcon, PhoneIcon, ToothIcon, UserIcon } from './Icons';
import { NavbarPresenter } from './NavbarPresenter';

const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));

const texts = ShellMessages.navbar;
export const supportPhoneHref = `tel:${Brand.supportPhone.replace(/\s/g, '')}`;

interface Tab {
  readonly label: string;
  readonly to: string;
}

function isCurrent(pathname: string, to: string): boolean {
  return to === ShopPaths.home ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
}

function CountedIconLink({ to, label, count, children }: { to: string; label: string; count: number; children: ReactNode }) {
  return (
    <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
      <ActionIcon component={Link} to={to} aria-label={texts.withCount(label, count)} variant="subtle" size="lg" color="dark">
        {children}
      </ActionIcon>
    </Indicator>
  );
}

/** SPEC §2 navbar: the banner with the support phone, the tabs, the badges and the mobile menu. */
export const Navbar = observer(function Navbar() {
  const navbar = useInjection(NavbarPresenter);
  const { pathname, search } = useLocation();
  useEffect(() => navbar.shown(), [navbar]);
  useEffect(() => navbar.navigated(), [navbar, pathname, search]);

  const tabs: Tab[] = [
    { label: texts.home, to: ShopPaths.home },
    { label: texts.products, to: ShopPaths.products },
    { label: texts.training, to: ShopPaths.training },
    ...(navbar.aiTabVisible ? [{ label: texts.ai, to: ShopPaths.ai }] : []),
  ];

  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Box bg="cyan.9" c="white" py={6}>
        <Container size="lg">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {/* On a narrow phone the banner gives way (cut short) to the phone number and the language switch. */}
            <Text size="sm" fw={600} truncate="end" miw={0}>
              {texts.banner}
            </Text>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Anchor href={supportPhoneHref} c="white" size="sm" aria-label={`${texts.callUs} ${Brand.supportPhone}`}>
                <Group gap={6} wrap="nowrap">
                  <PhoneIcon width={16} height={16} />
                  {/* A number reads left to right in Arabic text too. */}
                  <span dir="ltr">{Brand.supportPhone}</span>
                </Group>
              </Anchor>
              <LanguageSwitch color="white" />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" py="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger hiddenFrom="sm" size="sm" opened={navbar.menuOpen} onClick={navbar.menuToggled} aria-label={navbar.menuOpen ? texts.closeMenu : texts.openMenu} />
            <Anchor component={Link} to={ShopPaths.home} underline="never" c="cyan.9" aria-label={Brand.name}>
              <Group gap={6} wrap="nowrap">
                <ToothIcon width={28} height={28} />
                <Title order={2} size="h3">
                  {Brand.name}
                </Title>
              </Group>
            </Anchor>
          </Group>
          <Group component="nav" aria-label={texts.mainNavigation} gap={4} visibleFrom="sm">
            {tabs.map((tab) => {
              const current = isCurrent(pathname, tab.to);
              return (
                <Button key={tab.to} component={Link} to={tab.to} variant={current ? 'light' : 'subtle'} color="dark" aria-current={current ? 'page' : undefined}>
                  {tab.label}
                </Button>
              );
            })}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <CountedIconLink to={ShopPaths.notifications} label={texts.notifications} count={navbar.unread.count}>
              <BellIcon />
            </CountedIconLink>
            <CountedIconLink to={ShopPaths.cart} label={texts.cart} count={navbar.cartCount}>
              <CartIcon />
            </CountedIconLink>
            <Indicator size={10} disabled={navbar.signedInEmail === null} color="green" offset={6} withBorder>
              <ActionIcon
                component={Link}
                to={ShopPaths.account}
                aria-label={navbar.signedInEmail === null ? texts.account : texts.accountSignedIn(navbar.signedInEmail)}
                variant={navbar.signedInEmail === null ? 'subtle' : 'light'}
                size="lg"
                color={navbar.signedInEmail === null ? 'dark' : 'cyan'}
              >
                <UserIcon />
              </ActionIcon>
            </Indicator>
          </Group>
        </Group>
      </Container>
      {navbar.menuEverOpened && (
        <Suspense fallback={null}>
          <MobileMenu
            navbar={navbar}
            links={[
              ...tabs,
              { label: texts.withCount(texts.notifications, navbar.unread.count), to: ShopPaths.notifications },
              { label: texts.withCount(texts.cart, navbar.cartCount), to: ShopPaths.cart },
              { label: texts.account, to: ShopPaths.account },
            ].map((link) => ({ ...link, current: isCurrent(pathname, link.to) }))}
          />
        </Suspense>
      )}
    </Box>
  );
});
