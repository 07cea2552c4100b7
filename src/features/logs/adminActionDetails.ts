/**
 * What an admin action changed, in words an auditor reads: "名称：数据治理 → 数据治理实务；
 * 启用：否", ids replaced by the names the server resolved (`references`), yes/no for flags,
 * role names for role codes. Kept apart from the screen so the wording is tested alone; the
 * raw JSON stays one switch away.
 */

/** How a detail's key and value read in the interface language. */
export interface DetailWords {
  /** A key's label: `typeId` → 所属类型. */
  label(key: string): string;
  /** A value: an id's name, 是/否, a role's name; '—' for nothing. */
  value(key: string, value: unknown): string;
  /** A label and its value as one line ("名称：…", "Name: …"). */
  line(label: string, value: string): string;
}

/** Bookkeeping columns: they say nothing an auditor asks about. */
const SILENT_KEYS = new Set(['id', 'createdAt', 'updatedAt', 'version']);

type Values = Readonly<Record<string, unknown>>;

const isValues = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changeLines(before: Values | undefined, after: Values | undefined, words: DetailWords) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].filter(
    (key) => !SILENT_KEYS.has(key),
  );
  return keys.flatMap((key) => {
    const label = words.label(key);
    if (before && after) {
      if (!(key in before) || !(key in after)) {
        const value = key in after ? after[key] : before[key];
        return [words.line(label, words.value(key, value))];
      }
      if (same(before[key], after[key])) return [];
      const change = `${words.value(key, before[key])} → ${words.value(key, after[key])}`;
      return [words.line(label, change)];
    }
    const values = after ?? before ?? {};
    return [words.line(label, words.value(key, values[key]))];
  });
}

/**
 * A change recorded as two plain values (`before: ['0100', '0200'], after: ['0100']`), of
 * the field `field` names when there is one: one line, "英文名称：A → B".
 */
function plainChange(details: Values, words: DetailWords): string[] {
  const key = typeof details.field === 'string' ? details.field : 'change';
  const change = `${words.value(key, details.before)} → ${words.value(key, details.after)}`;
  return [words.line(words.label(key), change)];
}

/** The details as lines: what changed (before → after), then any other fact recorded. */
export function readableDetails(details: Values, words: DetailWords): string[] {
  const before = isValues(details.before) ? details.before : undefined;
  const after = isValues(details.after) ? details.after : undefined;
  const plain = !before && !after && ('before' in details || 'after' in details);
  const changed = plain ? ['field', 'before', 'after'] : ['before', 'after'];
  const others = Object.entries(details)
    .filter(([key]) => !changed.includes(key) && !SILENT_KEYS.has(key))
    .map(([key, value]) => words.line(words.label(key), words.value(key, value)));
  const changes = plain
    ? plainChange(details, words)
    : before || after
      ? changeLines(before, after, words)
      : [];
  return [...changes, ...others];
}
