// @ts-check
/**
 * The project's layers as a lint rule (DESIGN §7.9, docs/architecture.md): an area (a client
 * feature, a server area) imports only itself, the shared folders and machines/; shared code
 * imports no area and nothing that composes them; only the composers (the client's app, the
 * server's app and entry points, the seed) see everything. Every relative import is resolved
 * to the file it names, so `../../features/x` or `../app/y` is judged by where it lands,
 * however it is spelled.
 */
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Per source root: its shared folders and files, and what composes its areas (a file named
 * without its extension, as an import names it).
 */
const ROOTS = {
  src: {
    shared: ['components', 'lib'],
    composers: ['app', 'prerender', 'main'],
    /** Client areas are the folders under src/features/. */
    areaOf: (/** @type {string[]} */ parts) =>
      parts[1] === 'features' && parts.length > 3 ? `src/features/${parts[2]}` : undefined,
  },
  server: {
    shared: ['lib', 'db', 'config', 'projectPaths'],
    composers: ['app', 'main', 'startup', 'cli', 'seed'],
    /** Server areas are its other top folders. */
    areaOf: (/** @type {string[]} */ parts) =>
      parts.length > 2 ? `server/${parts[1]}` : undefined,
  },
};

// fileURLToPath, not `.pathname`: a checkout under a path with spaces or non-ASCII letters
// (percent-encoded in the URL) must still compare with the files ESLint names.
const REPO = dirname(fileURLToPath(import.meta.url));

/**
 * Where a file stands: `area` (with its name), `shared` or `composer`; undefined outside
 * the two roots (machines/, stories/, tests/ have rules of their own or none).
 * @param {string} file an absolute path
 */
function placeOf(file) {
  const parts = relative(REPO, file).split(sep);
  const root = ROOTS[/** @type {'src' | 'server'} */ (parts[0])];
  if (!root || parts.length < 2) return undefined;
  const top = /** @type {string} */ (parts[1]).replace(/\.(tsx?|m?js)$/, '');
  if (root.shared.includes(top)) return { kind: 'shared', name: `${parts[0]}/${top}` };
  if (root.composers.includes(top)) return { kind: 'composer', name: `${parts[0]}/${top}` };
  const area = root.areaOf(parts);
  return area ? { kind: 'area', name: area } : { kind: 'composer', name: `${parts[0]}/${top}` };
}

/** @type {import('eslint').Rule.RuleModule} */
const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Areas import no other area and no composer; shared code no area.' },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from || from.kind === 'composer') return {};
    /** @param {import('estree').Node | null | undefined} source */
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      if (!spec.startsWith('.')) return;
      const to = placeOf(resolve(dirname(context.filename), spec));
      if (!to || to.kind === 'shared' || to.name === from.name) return;
      const why =
        from.kind === 'shared'
          ? `shared code (${from.name}) imports no area and no composer`
          : `an area (${from.name}) imports only itself, shared folders and machines/`;
      context.report({ node: source, message: `'${spec}' lands in ${to.name}: ${why}.` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const boundaries = { rules: { layers } };
