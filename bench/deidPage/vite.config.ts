import { defineConfig } from 'vite';

/**
 * The de-identification bench's page (bench/deidBench.ts) is built on its own, with this page as its
 * one entry: the app's vite.config.ts names the shop's own entries (the root index.html and the
 * storefront), which cannot be built from this folder. What the worker's bundle depends on is the
 * same as the shop's build: the `@tiara/…` names of tsconfig.json, the same target, Vite's default
 * worker bundling of `new Worker(new URL(…))`.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  logLevel: 'error',
  build: { target: 'es2022', sourcemap: false, emptyOutDir: true },
});
