import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_RENDER_FOLDER, builtShopRenderer } from '../../../../server/http/firstView/ShopRenderer';

describe('the shop renderer the build leaves beside the SPA', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function build(renderer: string | null): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'tiara-renderer-'));
    dirs.push(dir);
    if (renderer !== null) {
      await mkdir(join(dir, SERVER_RENDER_FOLDER));
      await writeFile(join(dir, SERVER_RENDER_FOLDER, 'serverRender.js'), renderer);
    }
    return dir;
  }

  it('is imported once the server starts, and draws what it is asked', async () => {
    const renderer = await builtShopRenderer(await build('export const renderShop = async ({ location, language }) => `<p>${language} ${location}</p>`;'));
    expect(await renderer?.renderShop({ location: '/products', language: 'ar', answers: {}, nonce: 'n', drawn: 'screen' })).toBe('<p>ar /products</p>');
  });

  it('is none for a build without it, or with a file that is not the renderer: the pages keep the build’s first views', async () => {
    expect(await builtShopRenderer(await build(null))).toBeUndefined();
    expect(await builtShopRenderer(await build('export const somethingElse = 1;'))).toBeUndefined();
  });
});
