import { readdirSync, readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { chunkModules } from './scripts/vite/chunkModules';
import { prerenderPages } from './scripts/vite/prerenderPages';
import { publicCatalogue } from './scripts/vite/publicCatalogue';
import { routePreloads } from './scripts/vite/routePreloads';

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

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function compressFile(path: string): Promise<void> {
  const content = await readFile(path);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is left out: the server then sends the original.
  await Promise.all([
    br.length < content.length ? writeFile(`${path}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${path}.gz`, gz) : undefined,
  ]);
}

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the build, so the
 * server sends them as they are (server/web/client.ts) instead of compressing on each
 * request, and at the highest levels, which are too slow to run live.
 */
function precompressAssets(): Plugin {
  return {
    name: 'precompress-assets',
    apply: 'build',
    async writeBundle(options, bundle) {
      const outDir = options.dir;
      if (!outDir) return;
      const files = Object.keys(bundle).filter(
        // Build metadata (the manifest under .vite/) is read from disk, never served.
        (file) => COMPRESSIBLE.test(file) && !file.startsWith('.'),
      );
      await Promise.all(files.map((file) => compressFile(join(outDir, file))));
    },
  };
}

/** One embedded PostgreSQL for the run, and the template databases (tests/server/support). */
const DATABASE_SERVERS = 'tests/server/support/databaseServers.ts';

/** Debian's Chromium: browser downloads do not work here (README). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const alias = {
  '@machines': dir('./machines'),
  '@locales': dir('./locales'),
};

export default defineConfig({
  plugins: [
    react(),
    publicCatalogue(dir('.')),
    precompressAssets(),
    routePreloads(dir('.')),
    chunkModules(dir('.')),
    prerenderPages(dir('.'), alias),
  ],
  resolve: { alias },
  server: {
    port: 8080,
    proxy: { '/api': `http://127.0.0.1:${DEV_API_PORT}` },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // dist/.vite/manifest.json: which chunks each entry and route needs (bench/bundle.ts).
    manifest: true,
  },
  test: {
    // Vitest's default is one file at a time on a two-core machine (cores - 1). The server
    // and security files mostly wait on PostgreSQL and child processes, and two pages
    // render side by side: two at a time takes a third off the run (docs/development.md).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
          // A screen's first render in jsdom takes seconds while the server suites run
          // beside it; Vitest's 5 s default then fails a test that is not wrong.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: [DATABASE_SERVERS],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The security and reliability harness (docs/security.md): real servers, real databases.
        extends: true,
        test: {
          name: 'security',
          include: ['tests/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: [DATABASE_SERVERS],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Every story renders in Debian's Chromium and its play function runs as a test.
        extends: true,
        plugins: [storybookTest({ configDir: dir('./.storybook') })],
        optimizeDeps: {
          include: browserDependencies(['./src', './machines', './stories', './.storybook']),
        },
        test: {
          name: 'storybook',
          // The first story of a file waits while its modules are transformed on demand: on a
          // loaded 2-core machine that took past browser mode's 15 s default (LoginLog's
          // Loading, PersonForm's Verified Contact), while the stories themselves take 1-3 s.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM },
              // The app then turns its transitions off: no test sees a half-faded dialog.
              contextOptions: { reducedMotion: 'reduce' },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
