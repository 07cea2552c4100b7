import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where `npm run dev` runs the API; Vite proxies /api to it. */
const DEV_API_PORT = 3001;

/**
 * Every package the browser code imports, found by reading src/ and stories/. Vite
 * pre-bundles them before the first story runs; discovered later, they would make Vite
 * reload mid-run and fail a fresh clone's first Storybook test run.
 */
function browserDependencies(folders: string[]): string[] {
  const specifiers = new Set<string>();
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const [, specifier] of readFileSync(path, 'utf8').matchAll(
          /from '([^'.@][^']*|@(?!machines|locales)[^']+)'/g,
        )) {
          if (specifier && !specifier.startsWith('node:')) specifiers.add(specifier);
        }
      }
    }
  };
  folders.forEach((folder) => visit(dir(folder)));
  return [...specifiers].sort();
}

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
        optimizeDeps: { include: browserDependencies(['./src', './stories', './.storybook']) },
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
