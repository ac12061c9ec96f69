import { Box, Drawer } from '@mantine/core';
import { observer } from 'mobx-react-lite';
import { type RefObject, useLayoutEffect } from 'react';
import { SuggestingSearchBox } from '../catalog/SuggestingSearchBox';
import { useInjection } from '../di/ContainerContext';
import { ProductSearchMessages } from '../messages/ProductSearchMessages';
import { ShellMessages } from '../messages/ShellMessages';
import { HeaderSearchPresenter } from './HeaderSearchPresenter';
import type { NavbarPresenter } from './NavbarPresenter';

function SearchForm({ search, autoFocus }: { search: HeaderSearchPresenter; autoFocus: boolean }) {
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        search.searchSubmitted();
      }}
    >
      <SuggestingSearchBox presenter={search} labelHidden autoFocus={autoFocus} />
    </Box>
  );
}

/**
 * The header's search once it is wanted, in a chunk of its own fetched on the first focus or tap
 * (the header's plain field and button stand in until then): on a wide screen the field in the
 * header, on a phone a full-screen search with the focus in its field, closed by its button or
 * Escape (`opener`: the header's search button, which then takes the focus back). Both show the
 * product list's suggestions while typing.
 */
export const HeaderSearch = observer(function HeaderSearch({ navbar, opener }: { navbar: NavbarPresenter; opener: RefObject<HTMLButtonElement | null> }) {
  const search = useInjection(HeaderSearchPresenter);
  // Before the first paint: the header's plain field gives way to this one at once, with what was typed into it.
  useLayoutEffect(() => {
    search.arrived(navbar.searchDraft);
    navbar.searchShown();
    return search.suggestionsClosed;
  }, [search, navbar]);
  return (
    <>
      <Box className="tiara-header-search" visibleFrom="md">
        {/* Focused only as it takes the place of the plain field someone is typing into, not when drawn again on another page. */}
        <SearchForm search={search} autoFocus={!navbar.searchArrived && !navbar.searchOpen} />
      </Box>
      <Drawer
        opened={navbar.searchOpen}
        // Closed by Escape or its button, the focus goes back to the header's search button. The
        // drawer's own return does not know the button when its code arrives already opened.
        returnFocus={false}
        onClose={() => {
          navbar.searchClosed();
          opener.current?.focus();
        }}
        position="top"
        size="100%"
        title={ShellMessages.navbar.search}
        closeButtonProps={{ 'aria-label': ProductSearchMessages.closeSearch, size: 'xl' }}
      >
        <SearchForm search={search} autoFocus />
      </Drawer>
    </>
  );
});
