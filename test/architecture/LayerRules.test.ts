import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const depcruise = join(repo, 'node_modules/.bin/depcruise');
const config = join(repo, '.dependency-cruiser.cjs');

/** Writes a small tree laid out like the repository and runs the real layer check over it. */
async function cruise(root: string, files: Record<string, string>): Promise<{ failed: boolean; output: string }> {
  await rm(root, { recursive: true, force: true });
  await mkdir(root, { recursive: true });
  await symlink(join(repo, 'node_modules'), join(root, 'node_modules'));
  await writeFile(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'Bundler', paths: { '@tiara/domain/*': ['./src/domain/*'], '@tiara/contract/*': ['./src/contract/*'] } } }));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  try {
    const { stdout, stderr } = await run(depcruise, ['src', 'server', '--config', config, '--output-type', 'err'], { cwd: root });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}

const allowed: Record<string, string> = {
  'src/domain/money/Money.ts': 'export const piasters = 100;\n',
  'src/domain/money/index.ts': "export * from './Money';\n",
  'src/domain/cart/index.ts': "import { piasters } from '../money';\nexport const cartUnit = piasters;\n",
  'src/application/cart/ports.ts': "import { injectable } from 'inversify';\nimport { piasters } from '@tiara/domain/money';\n@injectable() export class CartPort { value = piasters; }\n",
  'src/infrastructure/http/CartAdapter.ts': "import { z } from 'zod';\nimport { CartPort } from '../../application/cart/ports';\nexport const adapter = [z.string(), CartPort];\n",
  'src/ui/CartView.tsx': "import { useState } from 'react';\nimport { CartPort } from '../application/cart/ports';\nexport const view = [useState, CartPort];\n",
  'src/main.tsx': "import { adapter } from './infrastructure/http/CartAdapter';\nimport { view } from './ui/CartView';\nexport default [adapter, view];\n",
  'server/main.ts': "import { piasters } from '@tiara/domain/money';\nimport { cartRoutes } from './http/cartRoutes';\nexport default [piasters, cartRoutes];\n",
  'src/contract/cartJson.ts': "import * as z from 'zod/mini';\nimport { piasters } from '@tiara/domain/money';\nexport const CartJson = z.object({ total: z.number().check(z.multipleOf(piasters)) });\n",
  'src/infrastructure/http/CartSchema.ts': "import { CartJson } from '@tiara/contract/cartJson';\nexport const cartSchema = CartJson;\n",
  'server/application/carts/Carts.ts': "export interface Carts { total(): number; }\n",
  'server/adapters/db/CartsRepository.ts': "import type { Carts } from '../../application/carts/Carts';\nexport class CartsRepository implements Carts { total() { return 0; } }\n",
  'server/http/cartRoutes.ts': "import { CartJson } from '@tiara/contract/cartJson';\nimport { CartsRepository } from '../adapters/db/CartsRepository';\nexport const cartRoutes = [CartJson, CartsRepository];\n",
  'src/locales/Translation.ts': 'export type Translation<Table> = { readonly [Key in keyof Table]: string };\n',
  'src/locales/shared/en/shellMessagesEn.ts': "export const shellMessagesEn = { title: 'Tiara' };\n",
  'src/locales/shared/ar/shellMessagesAr.ts': "import type { Translation } from '../../Translation';\nimport type { shellMessagesEn } from '../en/shellMessagesEn';\nexport const shellMessagesAr: Translation<typeof shellMessagesEn> = { title: 'تيارا' };\n",
  'src/locales/shop/en/cartMessagesEn.ts': "import { shellMessagesEn } from '../../shared/en/shellMessagesEn';\nexport const cartMessagesEn = { ...shellMessagesEn, empty: 'Your cart is empty' };\n",
  'src/locales/server/en/serverHttpMessagesEn.ts': "import { shellMessagesEn } from '../../shared/en/shellMessagesEn';\nexport const serverHttpMessagesEn = { ...shellMessagesEn, notFound: 'Not found' };\n",
  'src/ui/CartMessages.ts': "import { cartMessagesEn } from '../locales/shop/en/cartMessagesEn';\nimport { shellMessagesAr } from '../locales/shared/ar/shellMessagesAr';\nexport const messages = [cartMessagesEn, shellMessagesAr];\n",
  'server/HttpMessages.ts': "import { serverHttpMessagesEn } from '../src/locales/server/en/serverHttpMessagesEn';\nimport { shellMessagesEn } from '../src/locales/shared/en/shellMessagesEn';\nexport default [serverHttpMessagesEn, shellMessagesEn];\n",
};

describe('layer rules (DESIGN.md §2)', () => {
  let base: string;
  beforeAll(async () => {
    base = await mkdtemp(join(tmpdir(), 'tiara-layers-'));
  });
  afterAll(async () => {
    await rm(base, { recursive: true, force: true });
  });

  it('accepts a tree that keeps to the layers', async () => {
    const result = await cruise(join(base, 'clean'), allowed);
    expect(result.output).toContain('no dependency violations found');
    expect(result.failed).toBe(false);
  }, 30_000);

  it('fails on every kind of forbidden import, naming the rule and the file', async () => {
    const result = await cruise(join(base, 'broken'), {
      ...allowed,
      'src/domain/cart/UsesReact.ts': "import { useState } from 'react';\nexport const x = useState;\n",
      'src/domain/cart/UsesNode.ts': "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n",
      'src/domain/cart/UsesUi.ts': "import { view } from '../../ui/CartView';\nexport const z = view;\n",
      'src/application/cart/UsesZod.ts': "import { z } from 'zod';\nexport const s = z.string();\n",
      'src/application/cart/UsesAdapter.ts': "import { adapter } from '../../infrastructure/http/CartAdapter';\nexport const a = adapter;\n",
      'src/ui/UsesAdapter.tsx': "import { adapter } from '../infrastructure/http/CartAdapter';\nexport const b = adapter;\n",
      'src/infrastructure/UsesUi.ts': "import { view } from '../ui/CartView';\nexport const c = view;\n",
      'server/UsesUi.ts': "import { view } from '../src/ui/CartView';\nexport const d = view;\n",
      'src/ui/UsesServer.ts': "import main from '../../server/main';\nexport const e = main;\n",
      'src/locales/shop/ar/UsesUi.ts': "import { view } from '../../ui/CartView';\nexport const f = view;\n",
      'src/ui/ReachesCoreByPath.ts': "import { piasters } from '../domain/money';\nexport const g = piasters;\n",
      'server/ReachesPastIndex.ts': "import { piasters } from '@tiara/domain/money/Money';\nexport const h = piasters;\n",
      'src/contract/UsesReact.ts': "import { useState } from 'react';\nexport const i = useState;\n",
      'src/application/cart/ReadsWire.ts': "import { CartJson } from '@tiara/contract/cartJson';\nexport const j = CartJson;\n",
      'server/application/carts/ReadsWire.ts': "import { CartJson } from '@tiara/contract/cartJson';\nexport const k = CartJson;\n",
      'src/infrastructure/http/ReachesContractByPath.ts': "import { CartJson } from '../../contract/cartJson';\nexport const l = CartJson;\n",
      'server/application/carts/UsesAdapter.ts': "import { CartsRepository } from '../../adapters/db/CartsRepository';\nexport const m = CartsRepository;\n",
      'server/adapters/db/UsesHttp.ts': "import { cartRoutes } from '../../http/cartRoutes';\nexport const n = cartRoutes;\n",
      'server/ReadsShopTexts.ts': "import { cartMessagesEn } from '../src/locales/shop/en/cartMessagesEn';\nexport const i = cartMessagesEn;\n",
      'src/locales/shared/en/ReadsShopTexts.ts': "import { cartMessagesEn } from '../../shop/en/cartMessagesEn';\nexport const j = cartMessagesEn;\n",
      'src/ui/ReadsServerTexts.ts': "import { serverHttpMessagesEn } from '../locales/server/en/serverHttpMessagesEn';\nexport const k = serverHttpMessagesEn;\n",
      'src/locales/shop/en/ReadsServerTexts.ts': "import { serverHttpMessagesEn } from '../../server/en/serverHttpMessagesEn';\nexport const l = serverHttpMessagesEn;\n",
    });
    expect(result.failed).toBe(true);
    const expectations: Array<[rule: string, file: string]> = [
      ['domain-is-pure', 'src/domain/cart/UsesReact.ts'],
      ['domain-is-pure', 'src/domain/cart/UsesNode.ts'],
      ['domain-is-pure', 'src/domain/cart/UsesUi.ts'],
      ['application-sees-domain-and-inversify-only', 'src/application/cart/UsesZod.ts'],
      ['application-sees-domain-and-inversify-only', 'src/application/cart/UsesAdapter.ts'],
      ['ui-never-sees-infrastructure', 'src/ui/UsesAdapter.tsx'],
      ['infrastructure-never-sees-ui', 'src/infrastructure/UsesUi.ts'],
      ['server-shares-only-the-domain', 'server/UsesUi.ts'],
      ['spa-never-sees-server', 'src/ui/UsesServer.ts'],
      ['texts-see-the-domain-only', 'src/locales/shop/ar/UsesUi.ts'],
      ['core-by-its-name', 'src/ui/ReachesCoreByPath.ts'],
      ['core-through-module-indexes', 'server/ReachesPastIndex.ts'],
      ['contract-is-wire-shapes-only', 'src/contract/UsesReact.ts'],
      ['contract-at-the-http-edges-only', 'src/application/cart/ReadsWire.ts'],
      ['contract-at-the-http-edges-only', 'server/application/carts/ReadsWire.ts'],
      ['contract-by-its-name', 'src/infrastructure/http/ReachesContractByPath.ts'],
      ['server-application-sees-no-adapters-or-http', 'server/application/carts/UsesAdapter.ts'],
      ['server-adapters-see-no-http', 'server/adapters/db/UsesHttp.ts'],
      ['shop-texts-stay-in-the-shop', 'server/ReadsShopTexts.ts'],
      ['shop-texts-stay-in-the-shop', 'src/locales/shared/en/ReadsShopTexts.ts'],
      ['server-texts-stay-on-the-server', 'src/ui/ReadsServerTexts.ts'],
      ['server-texts-stay-on-the-server', 'src/locales/shop/en/ReadsServerTexts.ts'],
    ];
    for (const [rule, file] of expectations) {
      expect(result.output, `${rule} for ${file}`).toMatch(new RegExp(`${rule}: ${file.replace(/\./g, '\\.')}`));
    }
    expect(result.output).not.toMatch(/: src\/main\.tsx/);
  }, 30_000);
});
