/**
 * A text of a catalogue (locales/*.json) by its dotted key, read without i18next: for the
 * docs script, tests and stories that show both languages at once. Undefined for a key that
 * names no text.
 */
export function catalogueText(catalogue: unknown, key: string): string | undefined {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      catalogue,
    );
  return typeof value === 'string' ? value : undefined;
}
