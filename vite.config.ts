import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { PAGE_NONCE_PLACEHOLDER } from './src/pageNonce.ts';

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Inversify's container imports reflect-metadata's polyfill for itself; the app already installs
    // @abraham/reflection (src/main.tsx), a quarter of its size, so the browser gets that one alone.
    alias: [
      { find: 'reflect-metadata/lite', replacement: '@abraham/reflection' },
    ],
  },
  // Every tag of index.html gets the nonce's stand-in, and Vite's `<meta property="csp-nonce">`
  // hands the nonce to what the scripts add to the page later.
  html: { cspNonce: PAGE_NONCE_PLACEHOLDER },
  server: {
    proxy: { '/api': apiTarget, '/sandbox': apiTarget, '/uploads': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    // The first load is one chunk on purpose (below): fewer, larger files suit a slow connection.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first load needs in one chunk beside the entry, instead of dozens of
          // small shared chunks: on a phone's slow connection each file costs a round trip, six at a time.
          // The entry stays a chunk of its own, which the build's manifest names as the entry.
          // The catalogue's two screens, the pages most visitors land on, come as one more chunk
          // each with the components they need (which other screens may then borrow from them).
          groups: [
            { name: 'storefront', tags: ['$initial'], test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id), priority: 3 },
            { name: 'product-list', test: /[\\/]src[\\/]ui[\\/]catalog[\\/](ProductList|ProductTile|CategorySidebar|CatalogPagination)/, priority: 2 },
            { name: 'product', test: /[\\/]src[\\/]ui[\\/]catalog[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
