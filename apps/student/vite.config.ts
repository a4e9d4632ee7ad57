import { kompresiAset, localesReactAria } from '@kampus/features/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In `vite dev` the API runs separately (npm run dev -w @kampus/server); calls go through here. */
const api = { target: process.env.KAMPUS_API_URL ?? 'http://localhost:3000', changeOrigin: true };

export default defineConfig({
  plugins: [localesReactAria(), react(), vanillaExtractPlugin(), kompresiAset()],
  server: {
    port: 5173,
    proxy: { '/v0': api, '/v1': api, '/v2': api, '/lms': api, '/health': api },
  },
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
