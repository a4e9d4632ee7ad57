import { kompresiAset, localesReactAria, opsiPwa, preloadFont } from '@kampus/features/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** In `vite dev` the API runs separately (npm run dev -w @kampus/server); calls go through here. */
const api = { target: process.env.KAMPUS_API_URL ?? 'http://localhost:3001', changeOrigin: true };

export default defineConfig({
  plugins: [
    localesReactAria(),
    react(),
    vanillaExtractPlugin(),
    preloadFont(),
    VitePWA(
      opsiPwa({
        nama: 'LMS Dosen & Operator',
        namaPendek: 'LMS Dosen',
        deskripsi:
          'LMS Dosen dan Operator: kelola kelas, pertemuan, materi, ujian, kehadiran dan nilai.',
      }),
    ),
    // Last: compresses the service worker and the manifest too.
    kompresiAset(),
  ],
  server: {
    port: 5174,
    proxy: { '/v0': api, '/v1': api, '/v2': api, '/lms': api, '/health': api },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    // One stylesheet instead of 39: the design system's barrel brings nearly every component's
    // styles into the first chunk anyway (39 of 41 files, 29.5 KB gzip), so the first paint waited
    // on 39 requests; as one file it is 27 KB gzip and one request (issue 23).
    cssCodeSplit: false,
  },
});
