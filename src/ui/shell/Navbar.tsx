import { ActionIcon, Anchor, Box, Button, Container, Group, Indicator, Text, Title } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { type ReactNode, Suspense, lazy, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Brand } from '@tiara/domain/brand';
import { useInjection } from '../di/ContainerContext';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ShellMessages } from '../messages/ShellMessages';
import { ShopPaths } from '../routing/ShopPaths';
import { useAfterHydration } from '../routing/useAfterHydration';
import { BellIcon, CartIcon, MenuIcon, PhoneIcon, SearchIcon, ToothIcon, UserIcon } from './Icons';
import { NavbarPresenter } from './NavbarPresenter';

const MobileMenu = lazy(() => import('./MobileMenu').then((module) => ({ default: module.MobileMenu })));
const HeaderSearch = lazy(() => import('./HeaderSearch').then((module) => ({ default: module.HeaderSearch })));

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
      <ActionIcon component={Link} to={to} aria-label={texts.withCount(label, count)} variant="subtle" size="xl" color="dark">
        {children}
      </ActionIcon>
    </Indicator>
  );
}

/**
 * The header's search until its code is fetched: a plain field on a wide screen, whose focus or
 * typing fetches it (HeaderSearch takes the field's place, and what was typed).
 */
const PlainSearchField = observer(function PlainSearchField({ navbar }: { navbar: NavbarPresenter }) {
  return (
    <Box className="tiara-header-search" visibleFrom="md">
      <input
        type="search"
        className="tiara-plain-search"
        aria-label={texts.search}
        placeholder={texts.search}
        value={navbar.searchDraft}
        onFocus={navbar.searchFieldFocused}
        onChange={(event) => navbar.searchDraftTyped(event.currentTarget.value)}
      />
    </Box>
  );
});

/**
 * A phone's search while its code is on the way: a full-width field that takes the tap's focus and
 * what is typed at once, which the search then takes over (keys typed into nothing would be lost).
 */
const PlainPhoneSearch = observer(function PlainPhoneSearch({ navbar }: { navbar: NavbarPresenter }) {
  return (
    <Box className="tiara-plain-phone-search" hiddenFrom="md">
      <input
        type="search"
        className="tiara-plain-search"
        aria-label={texts.search}
        placeholder={texts.search}
        autoFocus
        value={navbar.searchDraft}
        onChange={(event) => navbar.searchDraftTyped(event.currentTarget.value)}
      />
    </Box>
  );
});

/** SPEC §2 navbar: the banner with the support phone, the tabs, the search (but on the list, which has its own), the badges and the mobile menu. */
export const Navbar = observer(function Navbar() {
  const navbar = useInjection(NavbarPresenter);
  const { pathname, key } = useLocation();
  useEffect(() => navbar.shown(), [navbar]);
  // Every navigation, even to the address shown (a suggestion for the product on screen), makes a new key.
  useEffect(() => navbar.navigated(), [navbar, key]);
  const searchShown = pathname !== ShopPaths.products;
  const searchButton = useRef<HTMLButtonElement>(null);
  // The server draws a guest with an empty cart: the stored cart, the session and what it brings
  // (the unread count, the AI tab) show once the page has hydrated.
  const cartCount = useAfterHydration(navbar.cartCount, 0);
  const unreadCount = useAfterHydration(navbar.unread.count, 0);
  const signedInEmail = useAfterHydration(navbar.signedInEmail, null);
  const aiTabVisible = useAfterHydration(navbar.aiTabVisible, false);

  const tabs: Tab[] = [
    { label: texts.home, to: ShopPaths.home },
    { label: texts.products, to: ShopPaths.products },
    { label: texts.training, to: ShopPaths.training },
    ...(aiTabVisible ? [{ label: texts.ai, to: ShopPaths.ai }] : []),
  ];

  return (
    <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Box bg="cyan.9" c="white">
        <Container size="lg">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            {/* On a narrow phone the banner gives way (cut short) to the phone number and the language switch. */}
            <Text size="sm" fw={600} truncate="end" miw={0}>
              {texts.banner}
            </Text>
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <Anchor href={supportPhoneHref} c="white" size="sm" className="tiara-tap" aria-label={`${texts.callUs} ${Brand.supportPhone}`}>
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
      <Container size="lg" py={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={4} wrap="nowrap">
            <ActionIcon hiddenFrom="sm" variant="subtle" size="xl" color="dark" onClick={navbar.menuToggled} aria-expanded={navbar.menuOpen} aria-label={navbar.menuOpen ? texts.closeMenu : texts.openMenu}>
              <MenuIcon />
            </ActionIcon>
            <Anchor component={Link} to={ShopPaths.home} underline="never" c="cyan.9" className="tiara-tap" aria-label={Brand.name}>
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
          <Group gap={4} wrap="nowrap">
            {searchShown && navbar.searchWanted && (
              <Suspense fallback={null}>
                <HeaderSearch navbar={navbar} opener={searchButton} />
              </Suspense>
            )}
            {/* Until the search's code has drawn it, the same plain field stays, focus and typing kept. */}
            {searchShown && !navbar.searchArrived && <PlainSearchField navbar={navbar} />}
            {searchShown && navbar.searchOpen && !navbar.searchArrived && <PlainPhoneSearch navbar={navbar} />}
            {searchShown && (
              <ActionIcon ref={searchButton} hiddenFrom="md" variant="subtle" size="xl" color="dark" aria-label={texts.search} onClick={navbar.searchButtonClicked}>
                <SearchIcon />
              </ActionIcon>
            )}
            <CountedIconLink to={ShopPaths.notifications} label={texts.notifications} count={unreadCount}>
              <BellIcon />
            </CountedIconLink>
            <CountedIconLink to={ShopPaths.cart} label={texts.cart} count={cartCount}>
              <CartIcon />
            </CountedIconLink>
            <Indicator size={10} disabled={signedInEmail === null} color="green" offset={6} withBorder>
              <ActionIcon
                component={Link}
                to={ShopPaths.account}
                aria-label={signedInEmail === null ? texts.account : texts.accountSignedIn(signedInEmail)}
                variant={signedInEmail === null ? 'subtle' : 'light'}
                size="xl"
                color={signedInEmail === null ? 'dark' : 'cyan'}
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
