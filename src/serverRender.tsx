/**
 * The shop's own components rendered to HTML outside a browser, by the build (scripts/buildShop.mjs:
 * the first view of each kind of page) and by the server on each request (server/http/firstView:
 * the catalogue, the product and the policy pages drawn with their data, which the SPA then
 * hydrates: startShop.tsx). Vite builds this module for Node into the build's `server-render`
 * folder, React and the rest bundled in.
 */
import '@abraham/reflection';
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import type { EmbeddedAnswerJson } from '@tiara/contract/firstViewJson';
import type { Language } from '@tiara/domain/language';
import type { BrowserEnvironment } from './infrastructure/container/infrastructureModule';
import { FirstViewAnswers } from './infrastructure/http/FirstViewAnswers';
import { PAGE_NONCE_PLACEHOLDER } from './pageNonce';
import { storefrontContainer } from './storefrontContainer';
import { App } from './ui/App';
import { ContainerProvider } from './ui/di/ContainerContext';
import { LanguagePresenter } from './ui/i18n/LanguagePresenter';
import { preloadScreenFor } from './ui/routing/ShopRoutes';
import { preloadMaintenancePage } from './ui/shell/MaintenanceGate';
import { MaintenancePresenter } from './ui/shell/MaintenancePresenter';
import { MemoryStorage } from './infrastructure/storage/MemoryStorage';

export { PAGE_NONCE_PLACEHOLDER };

// No render here is ever observed again: MobX keeps no reaction alive for it.
enableStaticRendering(true);


const MAINTENANCE_STATUS_PATH = '/api/management/maintenance-status';

/**
 * The longest a render may take: renders go one at a time, so one that hung would hold back every
 * page after it; it is abandoned instead (the server then sends the build's first view).
 */
export const RENDER_TIMEOUT_MS = 3_000;

export interface ShopRender {
  /** The address drawn, its query string included. */
  readonly location: string;
  readonly language: Language;
  /**
   * The API answers the page embeds (server/http/firstView), by path: the screen is drawn from
   * them and nothing else (no network). Without the maintenance status the shop is drawn open.
   */
  readonly answers: Readonly<Record<string, EmbeddedAnswerJson>>;
  /** The nonce Mantine's style tags carry: the page's own, or the build's stand-in the server replaces. */
  readonly nonce: string;
  /**
   * `screen`: the route's screen drawn whole, its code awaited (React's static prerender), as the
   * browser's first render draws it from the same answers. `shell`: the shell around the screen's
   * spinner (a cart, an account: the visitor's own, which no HTML can know).
   */
  readonly drawn: 'screen' | 'shell';
}

/**
 * The shop's texts are its modules' own (src/ui/i18n/localized), shared by every render: one
 * render at a time, each showing its language first.
 */
let rendering: Promise<unknown> = Promise.resolve();

/** The HTML of the page's root element for `render`: a guest's view, drawn by the shop's own components. */
export function renderShop(render: ShopRender): Promise<string> {
  const rendered = rendering.then(() => renderNow(render));
  rendering = rendered.catch(() => undefined);
  return rendered;
}

async function renderNow({ location, language, answers, nonce, drawn }: ShopRender): Promise<string> {
  const container = storefrontContainer({
    apiBaseUrl: '',
    // A storage that forgets: the visitor's cart and session are the browser's, never the HTML's.
    storage: new MemoryStorage(),
    // No other tab shares this storage: nothing will ever arrive as a storage event.
    events: new EventTarget() as BrowserEnvironment['events'],
    fetch: () => Promise.reject(new Error('The server draws the page from its embedded answers only')),
    firstView: new FirstViewAnswers(Object.entries({ [MAINTENANCE_STATUS_PATH]: { status: 200, body: { is_under_maintenance: false } }, ...answers })),
    // A reader of `language`: the view is drawn in its texts and its direction.
    languages: [language],
  });
  await container.get(LanguagePresenter).start();
  const maintenance = container.get(MaintenancePresenter);
  await maintenance.checkedOnce();
  const { pathname } = new URL(location, 'http://shop.invalid');
  if (maintenance.viewFor(pathname) === 'maintenance') await preloadMaintenancePage();
  else if (drawn === 'screen') await preloadScreenFor(pathname);
  const app = (
    <StrictMode>
      <ContainerProvider container={container}>
        <App location={location} styleNonce={nonce} />
      </ContainerProvider>
    </StrictMode>
  );
  // The shell alone: renderToString draws each screen not yet loaded as its Suspense fallback, the spinner.
  if (drawn === 'shell') return renderToString(app);
  // Every boundary inline, however large (React outlines big ones, to be moved into place by an
  // inline script, which the page's policy would refuse and hydration would wait for).
  const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
  const { prelude } = await prerender(app, { progressiveChunkSize: Number.POSITIVE_INFINITY, signal });
  const html = await new Response(prelude).text();
  // An abandoned render leaves its unfinished parts as fallbacks: not the screen the page must carry.
  if (signal.aborted) throw new Error(`The render of ${location} took longer than ${RENDER_TIMEOUT_MS} ms`);
  return html;
}
