/**
 * Which stored fields no visited page shows as text: rendered as markup, or not rendered
 * at all. Each field's payloads carry its own tag, so one field cannot pass for another.
 */
import type { StoredText } from './explicitRoutes';
import { fieldName } from './openApiWrites';

/** `route field` of every field none of whose stored values any page text holds. */
export function fieldsShownNowhere(
  stored: readonly StoredText[],
  pageTexts: readonly string[],
  { strict = false }: { strict?: boolean } = {},
): string[] {
  const byField = new Map<string, StoredText[]>();
  for (const text of stored) {
    const key = `${text.route} ${text.field}`;
    byField.set(key, [...(byField.get(key) ?? []), text]);
  }
  // Strict: only a tagged value of its own proves a field is shown. An untagged payload
  // (stored where the tag did not fit) is found inside every tagged copy of it, and a
  // later route's field of the same name may be another record's entirely.
  const telling = (text: StoredText) => !strict || text.shown !== text.payload;
  const shown = (texts: readonly StoredText[]) =>
    texts.some((text) => telling(text) && pageTexts.some((page) => page.includes(text.shown)));
  const fields = [...byField];
  return fields
    .filter(([, texts], index) => {
      if (shown(texts)) return false;
      // Strict: the field's own values, nothing else, tell whether it shows.
      if (strict) return true;
      // Overwritten: a later route wrote the same field (save, then submit), and it shows.
      const name = fieldName(texts[0]?.field ?? '');
      return !fields
        .slice(index + 1)
        .some(([, later]) => fieldName(later[0]?.field ?? '') === name && shown(later));
    })
    .map(([key]) => key);
}
