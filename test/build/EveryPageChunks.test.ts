import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Rollup, build } from 'vite';
import { beforeAll, describe, expect, it } from 'vitest';
import { screensEn } from '../../src/locales/shop/en/screensEn';

const repo = resolve(import.meta.dirname, '../..');
const FIRST_TEXTS = 'src/locales/shop/ar/storefrontAr.ts';
const SCREENS_TEXTS = 'src/locales/shop/ar/screensAr.ts';
const TITLE = 'src/ui/routing/StorefrontDocumentTitle.tsx';
const MESSAGES = join(repo, 'src/ui/messages');
/** The screens of the pages the server sends drawn (scripts/buildShop.mjs): their texts must not wait for another download. */
const FIRST_VIEW_SCREENS = ['src/ui/home/HomePage.tsx', 'src/ui/catalog/ProductListPage.tsx', 'src/ui/catalog/ProductDetailPage.tsx', 'src/ui/cart/CartPage.tsx', 'src/ui/shell/MaintenancePage.tsx', 'src/ui/policies/PolicyPages.tsx'];

async function builtChunks(): Promise<Rollup.OutputChunk[]> {
  const output = await build({ root: repo, logLevel: 'error', mode: 'production', build: { write: false, sourcemap: false } });
  const outputs = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  return outputs.flatMap((result) => result.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk'));
}

/** The files of `roots` and of every chunk they import statically, transitively. */
function withStaticImports(chunks: readonly Rollup.OutputChunk[], roots: readonly Rollup.OutputChunk[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const pending = roots.map((chunk) => chunk.fileName);
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

/** The message tables (src/ui/messages) that wait for the other screens' texts, by file name. */
const waitingTables = readdirSync(MESSAGES).filter((file) => readFileSync(join(MESSAGES, file), 'utf8').includes('await screenTextsLoaded()'));
const isWaitingTable = (id: string) => waitingTables.some((file) => id.endsWith(`/src/ui/messages/${file}`));

describe("what every page loads besides its screen: the Arabic texts and the tab's title (vite.config.ts, src/ui/i18n/translations.ts)", () => {
  let chunks: Rollup.OutputChunk[];
  let everyPage: Set<string>;
  const chunkOf = (module: string) => chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${module}`));
  beforeAll(async () => {
    chunks = await builtChunks();
    everyPage = withStaticImports(chunks, chunks.filter((chunk) => chunk.isEntry));
  }, 120_000);

  /** The modules of the chunks `module`'s chunk imports statically, itself included, but for those every page loads first. */
  const modulesWith = (module: string) => {
    const chunk = chunkOf(module);
    expect(chunk, `a chunk of ${module}`).toBeDefined();
    const files = [...withStaticImports(chunks, [chunk!])].filter((file) => !everyPage.has(file));
    return chunks.filter((each) => files.includes(each.fileName)).flatMap((each) => each.moduleIds);
  };

  /** A screen's module: what neither the texts nor the tab's title may bring with them. */
  const isScreenModule = (id: string) => /[\\/]src[\\/]ui[\\/](catalog[\\/]|.*Page\.tsx$)/.test(id);

  it.each([FIRST_TEXTS, SCREENS_TEXTS, TITLE])('has %s come with the modules it shares with the screens, never with a screen', (module) => {
    expect(modulesWith(module).filter(isScreenModule)).toEqual([]);
  });

  it.each([FIRST_TEXTS, SCREENS_TEXTS])('has %s import no message table that waits for texts: each would wait for the other', (module) => {
    expect(modulesWith(module).filter(isWaitingTable)).toEqual([]);
  });

  it('leaves out of what every page loads first the parts of the shell no page shows when it opens', () => {
    const firstLoad = chunks.filter((chunk) => everyPage.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds);
    const shownLater = /[\\/](src[\\/]ui[\\/]shell[\\/](ToastStacks|MobileMenu|HeaderSearch|MaintenancePage)\.tsx|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Notification|Drawer|Modal)[\\/][^/\\]+\.mjs)$/;
    expect(firstLoad.filter((id) => shownLater.test(id))).toEqual([]);
  });

  it.each(['src/ui/catalog/ProductListPage.tsx', 'src/ui/catalog/ProductDetailPage.tsx'])('opens %s without the notify-me dialog, which comes when it first opens', (screen) => {
    const withScreen = withStaticImports(chunks, chunks.filter((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${screen}`))));
    const modules = chunks.filter((chunk) => withScreen.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => /[\\/](stock-alerts[\\/]NotifyMeModal\.tsx|@mantine[\\/]core[\\/]esm[\\/]components[\\/]Modal[\\/][^/\\]+\.mjs)$/.test(id))).toEqual([]);
  });

  it('opens the product list without its filters drawer, which comes when the Filters button is first touched', () => {
    const screen = 'src/ui/catalog/ProductListPage.tsx';
    const withScreen = withStaticImports(chunks, chunks.filter((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${screen}`))));
    const modules = chunks.filter((chunk) => withScreen.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter((id) => /[\\/](catalog[\\/]FiltersDrawer\.tsx|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Drawer|ModalBase)[\\/][^/\\]+\.mjs)$/.test(id))).toEqual([]);
  });

  it('leaves the other screens\' texts out of what every page in Arabic downloads', () => {
    const first = [...withStaticImports(chunks, [chunkOf(FIRST_TEXTS)!])].flatMap((file) => chunks.find((chunk) => chunk.fileName === file)!.moduleIds);
    expect(first.filter((id) => /[\\/]locales[\\/]shop[\\/]ar[\\/](accountMessagesAr|aiMessagesAr|returnMessagesAr)\.ts$/.test(id))).toEqual([]);
  });

  it('has every table of the other screens\' namespaces wait for their texts, and none of them in what every page loads', () => {
    const namespacesOf = (file: string) => [...readFileSync(join(MESSAGES, file), 'utf8').matchAll(/localized\(\s*'([^']+)'/g)].map((match) => match[1]);
    const ofScreens = readdirSync(MESSAGES).filter((file) => namespacesOf(file).some((namespace) => namespace !== undefined && namespace in screensEn));
    expect(ofScreens.length).toBe(Object.keys(screensEn).length);
    expect([...waitingTables].sort()).toEqual(ofScreens.sort());
    // A table that waits inside a chunk every page loads would hold the whole shop up (and the texts it waits for import that chunk).
    const loadedByEveryPage = chunks.filter((chunk) => everyPage.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds);
    expect(loadedByEveryPage.filter(isWaitingTable)).toEqual([]);
  });

  it.each(FIRST_VIEW_SCREENS)('has %s, a page the shop is first opened on, read only the texts every page in Arabic downloads', (screen) => {
    const withScreen = withStaticImports(chunks, chunks.filter((chunk) => chunk.moduleIds.some((id) => id.endsWith(`/${screen}`))));
    const modules = chunks.filter((chunk) => withScreen.has(chunk.fileName)).flatMap((chunk) => chunk.moduleIds);
    expect(modules.filter(isWaitingTable)).toEqual([]);
  });
});
