import { resolve } from 'node:path';
import { type Rollup, build } from 'vite';
import { describe, expect, it } from 'vitest';

const repo = resolve(import.meta.dirname, '../..');
const ARABIC_TEXTS = 'src/locales/shop/ar/storefrontAr.ts';

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

describe("the storefront's Arabic texts (vite.config.ts)", () => {
  it('come with the modules they share with the screens, never with a screen: a page in Arabic downloads no other screen than its own', async () => {
    const chunks = await builtChunks();
    const texts = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/${ARABIC_TEXTS}`));
    expect(texts, `a chunk of ${ARABIC_TEXTS}`).toBeDefined();
    const everyPage = withStaticImports(chunks, chunks.filter((chunk) => chunk.isEntry));
    const withTexts = [...withStaticImports(chunks, [texts!])].filter((file) => !everyPage.has(file));
    const screenModules = chunks.filter((chunk) => withTexts.includes(chunk.fileName)).flatMap((chunk) => chunk.moduleIds.filter((id) => /[\\/]src[\\/]ui[\\/]/.test(id)));
    expect(screenModules).toEqual([]);
  }, 120_000);
});
