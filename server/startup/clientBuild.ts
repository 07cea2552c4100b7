/**
 * `npm start` serves the built client from dist/. When dist/ is missing or older than any
 * client source, it is rebuilt first with `vite build`, so a fresh checkout just starts.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CLIENT_SOURCES = ['src', 'machines', 'locales', 'index.html', 'vite.config.ts'];

export type ClientBuildOutcome = 'up-to-date' | 'built' | 'no-client-sources';

export async function ensureClientBuilt(
  root: string,
  clientDir: string,
): Promise<ClientBuildOutcome> {
  if (!existsSync(join(root, 'index.html'))) return 'no-client-sources';
  const builtAt = modifiedAt(join(clientDir, 'index.html'));
  if (builtAt !== undefined && newestSourceChange(root) <= builtAt) return 'up-to-date';
  await runViteBuild(root);
  return 'built';
}

function modifiedAt(path: string): number | undefined {
  return existsSync(path) ? statSync(path).mtimeMs : undefined;
}

function newestSourceChange(root: string): number {
  let newest = 0;
  for (const source of CLIENT_SOURCES) {
    const path = join(root, source);
    if (!existsSync(path)) continue;
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' }).map((file) => join(path, file))
      : [path];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

function runViteBuild(root: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
    build.on('error', (error) =>
      reject(new Error(`Could not run "npx vite build": ${error.message}`)),
    );
    build.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      const reason = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      reject(
        new Error(
          `Building the client failed ("npx vite build" ${reason}; its output is above). ` +
            'Fix the client, or set SKIP_CLIENT_BUILD=1 to serve the API with whatever dist/ holds.',
        ),
      );
    });
  });
}
