/**
 * `npm run bench:api` measures every page the API reads: each GET route of the access
 * matrix (docs/access-matrix.md, itself kept equal to the server's routes by
 * tests/security/matrix.test.ts) is a target of bench/targets.ts or excluded there with its
 * reason, and every target calls a route that exists with a reader the route admits.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_TARGETS, NOT_BENCH_TARGETS, routeOf } from '../../bench/targets';

const matrix = readFileSync('docs/access-matrix.md', 'utf8');
const routes = [...matrix.matchAll(/^\| (GET|POST|PUT|DELETE) `([^`]+)` \|/gm)].map(
  ([, method, path]) => `${method} ${path}`,
);

describe('the API benchmark targets', () => {
  it('cover every GET route, or say why not', () => {
    const measured = new Set(BENCH_TARGETS.map(routeOf));
    const unaccounted = routes
      .filter((route) => route.startsWith('GET '))
      .map((route) => route.slice('GET '.length))
      .filter((path) => !measured.has(path) && !(path in NOT_BENCH_TARGETS));
    expect(unaccounted).toEqual([]);
  });

  it('call routes the server has', () => {
    const missing = BENCH_TARGETS.filter(
      (target) =>
        !routes.includes(`${target.body === undefined ? 'GET' : 'POST'} ${routeOf(target)}`),
    ).map((target) => target.name);
    expect(missing).toEqual([]);
    const staleExclusions = Object.keys(NOT_BENCH_TARGETS).filter(
      (path) => !routes.includes(`GET ${path}`),
    );
    expect(staleExclusions).toEqual([]);
  });

  it('name each target once, and read details from lists measured before them', () => {
    const names = BENCH_TARGETS.map((target) => target.name);
    expect(new Set(names).size).toBe(names.length);
    BENCH_TARGETS.forEach((target, index) => {
      if (!target.rowFrom) return;
      expect(names.slice(0, index), `${target.name} reads ${target.rowFrom}`).toContain(
        target.rowFrom,
      );
    });
  });
});
