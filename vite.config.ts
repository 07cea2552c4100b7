import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where `npm run dev` runs the API; Vite proxies /api to it. */
const DEV_API_PORT = 3001;

/** Debian's Chromium: browser downloads do not work here (README). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@machines': dir('./machines'),
      '@locales': dir('./locales'),
    },
  },
  server: {
    port: 8080,
    proxy: { '/api': `http://127.0.0.1:${DEV_API_PORT}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Every story renders in Debian's Chromium and its play function runs as a test.
        extends: true,
        plugins: [storybookTest({ configDir: dir('./.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
