import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_PROXY_TARGET ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Inversify's container imports reflect-metadata's polyfill for itself; the app already installs
    // @abraham/reflection (src/main.tsx), a quarter of its size, so the browser gets that one alone.
    alias: { 'reflect-metadata/lite': '@abraham/reflection' },
  },
  server: {
    proxy: { '/api': apiTarget, '/sandbox': apiTarget, '/uploads': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
