import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { EmbeddedAnswerJson } from '@tiara/contract/firstViewJson';
import type { Language } from '@tiara/domain/language';

/** The folder of the build where scripts/buildShop.mjs leaves the shop's renderer (src/serverRender.tsx built for Node). */
export const SERVER_RENDER_FOLDER = 'server-render';
const RENDERER_FILE = 'serverRender.js';

/** What the shop's renderer is asked to draw (src/serverRender.tsx, `ShopRender`). */
export interface ShopRenderRequest {
  readonly location: string;
  readonly language: Language;
  readonly answers: Readonly<Record<string, EmbeddedAnswerJson>>;
  readonly nonce: string;
  readonly drawn: 'screen' | 'shell';
}

/** The shop's own components drawing a page's root on the server: HTML that the SPA hydrates. */
export interface ShopRenderer {
  renderShop(request: ShopRenderRequest): Promise<string>;
}

/**
 * The renderer the shop's build left beside the SPA, imported once when the server starts; none
 * for a build without it (an older build, a test's): the pages then carry the build's first views only.
 */
export async function builtShopRenderer(staticDir: string): Promise<ShopRenderer | undefined> {
  const file = join(staticDir, SERVER_RENDER_FOLDER, RENDERER_FILE);
  if (!existsSync(file)) return undefined;
  const module = (await import(pathToFileURL(file).href)) as Partial<ShopRenderer>;
  return typeof module.renderShop === 'function' ? { renderShop: module.renderShop } : undefined;
}
