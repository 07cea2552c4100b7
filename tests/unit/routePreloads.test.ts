import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screenModules, SIGNED_IN_FRAME } from '../../scripts/vite/routePreloads';
import { routeTable } from '../../src/app/routes';

/** The build reads the route table's text: a change of its shape must not go unnoticed. */
describe('route preloads', () => {
  const modules = screenModules(readFileSync('src/app/routes.tsx', 'utf8'));

  it('finds the modules each screen imports', () => {
    expect(modules.get('login')).toEqual(['src/features/auth/LoginRoute']);
    expect(modules.get('forgetPassword')).toEqual([
      'src/features/auth/ForgetPasswordRoute',
      'src/features/appeals/AppealFormScreen',
    ]);
    expect(modules.get('platCoperationCheck')).toEqual([]);
  });

  it('knows every route with a screen, and each module exists', () => {
    for (const entry of routeTable.filter((candidate) => candidate.screen)) {
      const found = modules.get(entry.id) ?? [];
      expect(found.length, entry.id).toBeGreaterThan(0);
      for (const module of found) {
        expect(existsSync(`${module}.tsx`) || existsSync(`${module}.ts`), module).toBe(true);
      }
    }
  });

  it('knows the module of the signed-in frame', () => {
    expect(readFileSync('src/app/router.tsx', 'utf8')).toContain(
      `import('./${SIGNED_IN_FRAME.replace('src/app/', '')}')`,
    );
  });
});
