import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    // Screenshot baselines are written by the browser command, which needs write access.
    api: { allowWrite: true },
    projects: [
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit',
          root: dirname,
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          // Editor tests type into many react-aria fields in jsdom: several seconds each on a
          // loaded 2-core machine, so the 5 s default fails them by chance.
          testTimeout: 20_000,
          setupFiles: [path.join(dirname, 'src/test/unit.setup.ts')],
        },
      },
      {
        // Vite settings (React, vanilla-extract, optimizeDeps) come from .storybook/main.ts viteFinal.
        plugins: [storybookTest({ configDir: path.join(dirname, '../../.storybook') })],
        test: {
          name: 'storybook',
          setupFiles: [path.join(dirname, 'src/test/storybook.setup.ts')],
          api: { allowWrite: true },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
              },
            }),
            instances: [{ browser: 'chromium' }],
            api: { allowWrite: true },
            viewport: { width: 1200, height: 900 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                screenshotOptions: { animations: 'disabled', caret: 'hide' },
              },
            },
          },
        },
      },
    ],
  },
});
