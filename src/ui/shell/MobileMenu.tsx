import { Button, Drawer, Stack } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { ShellMessages } from '../messages/ShellMessages';
import type { NavbarPresenter } from './NavbarPresenter';

const texts = ShellMessages.navbar;

export interface MenuLink {
  readonly label: string;
  readonly to: string;
  readonly current: boolean;
}

/**
 * The drawer of the mobile menu, its links and buttons 44 px high for a thumb. It is a chunk of its
 * own: a drawer brings overlays, focus trapping and scroll locking that the first load of the shop
 * does without.
 */
export const MobileMenu = observer(function MobileMenu({ navbar, links }: { navbar: NavbarPresenter; links: readonly MenuLink[] }) {
  return (
    <Drawer opened={navbar.menuOpen} onClose={navbar.menuClosed} title={texts.menu} size="xs" closeButtonProps={{ 'aria-label': texts.closeMenu, size: 'xl' }}>
      <Stack component="nav" aria-label={texts.menu} gap={4}>
        {links.map((link) => (
          <Button
            key={link.to}
            component={Link}
            to={link.to}
            variant={link.current ? 'light' : 'subtle'}
            color="dark"
            h={44}
            justify="flex-start"
            aria-current={link.current ? 'page' : undefined}
            onClick={navbar.menuClosed}
          >
            {link.label}
          </Button>
        ))}
        <LanguageSwitch fullWidth />
      </Stack>
    </Drawer>
  );
});
