/**
 * `npm start`: builds what is stale, then runs the server. The React client (dist/) is
 * rebuilt with `vite build` when a client source is newer (unless SKIP_CLIENT_BUILD=1, for
 * releases that ship dist/). The server runs compiled into one file
 * (build-server/main.mjs, packages left in node_modules) rather than through tsx: it is
 * ready in half the time with half the memory (docs/performance.md). Plain JavaScript:
 * this is what runs before anything is compiled.
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENT_SOURCES = [
  'src',
  'machines',
  'locales',
  'index.html',
  'vite.config.ts',
  'scripts/vite',
];
const SERVER_SOURCES = ['server', 'machines', 'locales', 'package.json', 'tsconfig.json'];
const CLIENT_INDEX = join(ROOT, 'dist', 'index.html');
const SERVER_BUNDLE = join(ROOT, 'build-server', 'main.mjs');
/** The CPU pool's worker threads run this one (server/lib/cpu/pool.ts finds it beside the bundle). */
const CPU_TASKS_BUNDLE = join(ROOT, 'build-server', 'cpuTasks.mjs');

/** Whether `output` is missing or older than any file of `sources` (paths from the root). */
function stale(output, sources) {
  if (!existsSync(output)) return true;
  const builtAt = statSync(output).mtimeMs;
  return sources.some((source) => {
    const path = join(ROOT, source);
    if (!existsSync(path)) return false;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' }).map((file) => join(path, file))
      : [path];
    return files.some((file) => statSync(file).mtimeMs > builtAt);
  });
}

function buildClient() {
  if (!existsSync(join(ROOT, 'index.html'))) {
    console.warn('No client sources (index.html): serving the API only.');
    return;
  }
  // Another process, so the build's memory is not the server's.
  const { status, signal, error } = spawnSync('npx', ['vite', 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (status === 0) return;
  const reason = error ? error.message : signal ? `was stopped by ${signal}` : `exited ${status}`;
  throw new Error(
    `Building the client failed ("npx vite build" ${reason}; its output is above). ` +
      'Fix the client, or set SKIP_CLIENT_BUILD=1 to serve whatever dist/ holds.',
  );
}

const skipClientBuild = ['1', 'true'].includes(process.env.SKIP_CLIENT_BUILD ?? '');
// API workers (WORKERS > 1) run this file too: the first process has built what they run.
const builds = cluster.isPrimary;
if (builds && !skipClientBuild && stale(CLIENT_INDEX, CLIENT_SOURCES)) buildClient();

if (builds && (stale(SERVER_BUNDLE, SERVER_SOURCES) || !existsSync(CPU_TASKS_BUNDLE))) {
  // The last build's chunks are named by their hashes: none of them may linger.
  rmSync(join(ROOT, 'build-server', 'chunks'), { recursive: true, force: true });
  await build({
    absWorkingDir: ROOT,
    entryPoints: {
      main: join(ROOT, 'server', 'main.ts'),
      cpuTasks: join(ROOT, 'server', 'lib', 'cpu', 'tasks.ts'),
    },
    outdir: join(ROOT, 'build-server'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // The API process's code (server/startup/apiProcess.ts, loaded by import()) in chunks of
    // its own: the supervisor loads neither it nor the packages only it uses.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies load from node_modules as usual; only our code is bundled.
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
}

// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
