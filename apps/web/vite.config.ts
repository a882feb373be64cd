import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appHashPlugin } from './build/app-hash-plugin';
import { dropPageChunksUnused, pageChunks } from './build/page-chunks';
import { pwaOptions } from './build/pwa-options';
import { mantineCssPerComponent } from './vite-plugins/mantine-css';
import { precompress } from './vite-plugins/precompress';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
/** What the bundle is built from: a change in any of them is a new version. */
const appHashInputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/contract/src',
  'package-lock.json',
];

// The server refuses unsafe requests whose Origin names another host than Host (CSRF), so the
// proxy keeps the browser's Host header (changeOrigin: false; Vite's string shorthand rewrites it).
const toServer = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  plugins: [
    react(),
    mantineCssPerComponent(),
    appHashPlugin({ root: repositoryRoot, inputs: appHashInputs }),
    VitePWA(pwaOptions),
    dropPageChunksUnused(),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/v1': toServer,
      '/v2': toServer,
      '/health': toServer,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // bench/web-bundle.ts follows the import graph of each page from the manifest.
    manifest: true,
    rollupOptions: { output: { manualChunks: pageChunks() } },
  },
});
