/**
 * The layers rule (eslint.boundaries.js) judges an import by the file it lands in, not by
 * how it is spelled.
 */
import { resolve } from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { boundaries } from '../../eslint.boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const at = (path: string) => resolve(__dirname, '../..', path);
const layers = boundaries.rules.layers;

tester.run('boundaries/layers', layers, {
  valid: [
    { filename: at('src/features/auth/LoginRoute.tsx'), code: "import './LoginScreen';" },
    { filename: at('src/features/auth/LoginRoute.tsx'), code: "import '../../components/X';" },
    { filename: at('src/features/auth/LoginRoute.tsx'), code: "import '../../lib/storage';" },
    { filename: at('src/features/auth/a/b.tsx'), code: "import '../LoginScreen';" },
    { filename: at('src/features/auth/LoginRoute.tsx'), code: "import '@machines/app/login';" },
    { filename: at('src/app/routes.tsx'), code: "import '../features/auth/LoginRoute';" },
    { filename: at('src/components/ListGrid.tsx'), code: "import '../lib/api/http';" },
    { filename: at('server/projects/routes.ts'), code: "import '../lib/access';" },
    { filename: at('server/projects/rows.ts'), code: "import '../config';" },
    { filename: at('server/seed/demo.ts'), code: "import '../credit/certificates';" },
    { filename: at('server/app.ts'), code: "import './projects/routes';" },
  ],
  invalid: [
    // Another area, however it is spelled.
    {
      filename: at('src/features/auth/LoginRoute.tsx'),
      code: "import '../dashboard/DashboardScreen';",
      errors: 1,
    },
    {
      filename: at('src/features/auth/deep/Part.tsx'),
      code: "import '../../../features/dashboard/DashboardScreen';",
      errors: 1,
    },
    // The app that composes the areas.
    {
      filename: at('src/features/auth/LoginRoute.tsx'),
      code: "import '../../app/routes';",
      errors: 1,
    },
    {
      filename: at('src/features/auth/LoginRoute.tsx'),
      code: "export { x } from '../../app/routes'; const y = import('../../main');",
      errors: 2,
    },
    // Shared code that reaches up.
    { filename: at('src/components/ListGrid.tsx'), code: "import '../features/x/y';", errors: 1 },
    { filename: at('server/lib/security.ts'), code: "import '../web/pageScripts';", errors: 1 },
    { filename: at('server/db/client.ts'), code: "import '../seed/demo';", errors: 1 },
    { filename: at('server/projects/routes.ts'), code: "import '../courses/entity';", errors: 1 },
    { filename: at('server/projects/routes.ts'), code: "import '../app';", errors: 1 },
  ],
});
