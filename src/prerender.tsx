/**
 * The build's first-view renderer (scripts/buildShop.mjs): the shop's own components rendered to
 * HTML for each kind of page, with the shell (navbar, footer) and the screen's loading
 * placeholders, so the browser paints a page of the right shape before any JavaScript has run.
 * The server fills in each page's data and head tags per request.
 */
import '@abraham/reflection';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import type { BrowserEnvironment } from './infrastructure/container/infrastructureModule';
import { FirstViewAnswers } from './infrastructure/http/FirstViewAnswers';
import type { Language } from '@tiara/domain/language';
import { App } from './ui/App';
import { LanguagePresenter } from './ui/i18n/LanguagePresenter';
import { ContainerProvider } from './ui/di/ContainerContext';
import { preloadScreenFor } from './ui/routing/ShopRoutes';
import { preloadMaintenancePage } from './ui/shell/MaintenanceGate';
import { MaintenancePresenter } from './ui/shell/MaintenancePresenter';
import { PAGE_NONCE_PLACEHOLDER } from './pageNonce';
import { storefrontContainer } from './storefrontContainer';

/** A storage that forgets: the visitor's cart and session are the browser's, never the HTML's. */
class EmptyStorage implements Storage {
  private readonly values = new Map<string, string>();
  get length(): number {
    return this.values.size;
  }
  clear(): void {
    this.values.clear();
  }
  getItem(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.values.delete(key);
  }
  setItem(key: string, value: string): void {
    this.values.set(key, value);
  }
}

const MAINTENANCE_STATUS_PATH = '/api/management/maintenance-status';

/**
 * The first view of `location` as HTML for the page's root element: a guest's view of an open
 * shop in `language`, its data still loading. Unless `drawn`, the screen itself is left to the browser and its
 * place holds the shell's spinner. `underMaintenance` draws the maintenance page instead, which the
 * server sends while the shop is closed (its clock shows the build's time until the server sets it).
 */
export { PAGE_NONCE_PLACEHOLDER };

export async function prerenderFirstView(
  location: string,
  { drawn, language, underMaintenance = false }: { drawn: boolean; language: Language; underMaintenance?: boolean },
): Promise<string> {
  const container = storefrontContainer({
    apiBaseUrl: '',
    storage: new EmptyStorage(),
    // No other tab shares this storage: nothing will ever arrive as a storage event.
    events: new EventTarget() as BrowserEnvironment['events'],
    fetch: () => Promise.reject(new Error('The first view is rendered without a network')),
    // The shop is drawn open unless this is the maintenance view; a browser that learns otherwise shows the other.
    firstView: new FirstViewAnswers([[MAINTENANCE_STATUS_PATH, { status: 200, body: { is_under_maintenance: underMaintenance } }]]),
    // A reader of `language`: the view is drawn in its texts and its direction.
    languages: [language],
  });
  // The texts are the module's own, shared by every render: each view shows its language again.
  await container.get(LanguagePresenter).start();
  await container.get(MaintenancePresenter).checkedOnce();
  if (underMaintenance) await preloadMaintenancePage();
  else if (drawn) await preloadScreenFor(new URL(location, 'http://shop.invalid').pathname);
  return renderToString(
    <StrictMode>
      <ContainerProvider container={container}>
        <App location={location} styleNonce={PAGE_NONCE_PLACEHOLDER} />
      </ContainerProvider>
    </StrictMode>,
  );
}
