import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The server refuses unsafe requests whose Origin names another host than Host (CSRF), so the
// proxy keeps the browser's Host header (changeOrigin: false; Vite's string shorthand rewrites it).
const toServer = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  plugins: [react()],
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
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across deploys.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
          if (/node_modules\/(@mantine|@floating-ui|@tabler)\//.test(id)) return 'ui';
          return 'vendor';
        },
      },
    },
  },
});
