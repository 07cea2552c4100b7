/**
 * The moderate and minor axe rules the suite lets pass, each with its reason: read from
 * the table in docs/accessibility.md, so what is allowed and why is written in one place.
 */
import { readFileSync } from 'node:fs';

const DOC = new URL('../../../docs/accessibility.md', import.meta.url);

/** `| \`rule-id\` | moderate | reason |` rows under "Allowed moderate findings". */
export function allowedRules(): ReadonlyMap<string, string> {
  const text = readFileSync(DOC, 'utf8');
  const section = text.split(/^## /m).find((part) => part.startsWith('Allowed moderate findings'));
  const rows = [
    ...(section ?? '').matchAll(/^\| `([a-z0-9-]+)` \| (?:moderate|minor) \| (.+?) \|$/gm),
  ];
  return new Map(rows.map(([, rule = '', reason = '']) => [rule, reason.trim()]));
}
