/**
 * The storefront: its container, its texts and its first render. src/main.tsx loads it once the
 * page the server sent has painted.
 */
import '@abraham/reflection';
import { setNonce } from 'get-nonce';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FIRST_VIEW_ELEMENT_ID, FirstViewAnswers } from './infrastructure/http/FirstViewAnswers';
import { App } from './ui/App';
import { LanguagePresenter } from './ui/i18n/LanguagePresenter';
import { ContainerProvider } from './ui/di/ContainerContext';
import { preloadScreenFor } from './ui/routing/ShopRoutes';
import { preloadMaintenancePage } from './ui/shell/MaintenanceGate';
import { MaintenancePresenter } from './ui/shell/MaintenancePresenter';
import { pageNonce } from './pageNonce';
import { SERVER_RENDERED_ATTRIBUTE } from './serverRenderedRoot';
import { storefrontContainer } from './storefrontContainer';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const environment = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  storage: window.localStorage,
  events: window,
  fetch: window.fetch.bind(window),
  firstView: FirstViewAnswers.fromJson(document.getElementById(FIRST_VIEW_ELEMENT_ID)?.textContent),
  // The page names the language the server drew it in (the kept choice, else Accept-Language):
  // the shop opens in that one, so the first render never redraws the page in the other.
  languages: [document.documentElement.lang, ...navigator.languages],
  writeCookie: (cookie: string) => {
    document.cookie = cookie;
  },
};

const container = storefrontContainer(environment);

const styleNonce = pageNonce(document);
// The style tag that keeps the page from scrolling behind Mantine's modals and drawers
// (react-remove-scroll) carries the page's nonce too, or the page's policy blocks it.
if (styleNonce !== undefined) setNonce(styleNonce);

/** Marks a root that still holds the HTML the server sent (scripts/buildShop.mjs), until the shop replaces or hydrates it. */
const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

// A page the server sent already drawn keeps showing until the real screen can replace it: the
// maintenance answer (embedded in the page) and then the code of what it decides, the screen or
// the maintenance page (whose chunk the page preloads), come first, so the first render is that,
// never a spinner. A bare page renders at once and shows the spinner while it checks (SPEC §4).
// The page's texts come first, in the reader's language (a staff area's too, when it opens on one):
// the first render is never in the other language.
const language = container.get(LanguagePresenter);
const textsLoaded = language.start(/^\/(admin|sales)(\/|$)/.test(window.location.pathname) ? ['staff'] : []);
if (root.hasChildNodes()) {
  const { pathname } = window.location;
  const maintenance = container.get(MaintenancePresenter);
  const shownCode = maintenance.checkedOnce().then(() => (maintenance.viewFor(pathname) === 'maintenance' ? preloadMaintenancePage() : preloadScreenFor(pathname)));
  await Promise.all([textsLoaded, shownCode.catch(() => undefined)]);
  // A task of its own for the render: the setting up above and the drawing below each stay short enough for a phone to answer a tap between them.
  await new Promise((resolve) => setTimeout(resolve, 0));
} else {
  // A bare page (a staff area's, an account's) also waits for its screen's code, so that its first
  // render does not suspend: a staff area's first render that suspended was seen, now and then, to
  // stay on its spinner in Chromium after its code had arrived, its login out of reach.
  await Promise.all([textsLoaded, preloadScreenFor(window.location.pathname).catch(() => undefined)]);
}

/*
 * A screen the server drew with its data (server/http/firstView) is hydrated: its presenters start
 * from the same embedded answers before the first render, which so draws the same page. What the
 * server cannot know is drawn as it drew it (a guest with an empty cart) and shows right after
 * (useAfterHydration). A reader whose kept language is not the page's gets the page redrawn in theirs.
 */
const hydrating = root.hasAttribute(SERVER_RENDERED_ATTRIBUTE) && language.language === document.documentElement.lang;
const shown = () => {
  root.removeAttribute(FIRST_VIEW_ATTRIBUTE);
  root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
};
const app = (
  <StrictMode>
    <ContainerProvider container={container}>
      <App onShown={shown} styleNonce={styleNonce} />
    </ContainerProvider>
  </StrictMode>
);
if (hydrating) {
  // A transition: React hydrates the page in slices and lets the browser breathe between them.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  // A transition: React renders the page in slices and lets the browser breathe between them.
  startTransition(() => createRoot(root).render(app));
}
