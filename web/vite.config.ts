import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './build-info';

/**
 * The SPA. In development `npm run dev -w web` serves it on :5173 and forwards the API and the real-time hub to
 * the local cloud (`npm start`, :3000); in production CloudFront (or the local cloud) serves `dist/` beside
 * `/api` on the same origin, so the client only ever uses relative URLs.
 */
const localCloud = process.env.GRADINA_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), buildInfo(import.meta.dirname)],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: localCloud, changeOrigin: true },
      '/hubs': { target: localCloud, changeOrigin: true, ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: localCloud, changeOrigin: true },
      '/hubs': { target: localCloud, changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Maps for error reports and the bundle-size bench, without a sourceMappingURL that browsers would fetch.
    sourcemap: 'hidden',
    // The entry carries React, the router, Mantine's provider and the query client; screens, the API client and
    // the shared schemas (zod) load with the first lazy route. Warn when a chunk grows past 300 kB minified.
    chunkSizeWarningLimit: 300,
  },
});
